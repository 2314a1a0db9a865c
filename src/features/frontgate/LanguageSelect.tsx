// Language setting: the new locale's messages load first, then the UI switches at once; the choice is a
// device setting (lang and locale, R3.37) that survives sign-out, and is also saved with the signed-in
// user's settings (R7.43) when there is one.
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeCodes } from '../../protocol';
import { languageOf } from '../../domain/rules/locale';
import { changeLocale, currentLocale, isLocale } from '../../i18n';
import { localSettingsAtom } from '../../state/localSettings';
import { bundleAtom } from '../../state/session';
import { useSaveConfig } from '../account/useSaveConfig';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const setSettings = useSetAtom(localSettingsAtom);
  const bundle = useAtomValue(bundleAtom);
  const saveConfig = useSaveConfig();
  const [busy, setBusy] = useState(false);
  return (
    <div className="field setting">
      <label htmlFor={id}>{t('settings.language')}</label>
      <select
        id={id}
        className="language-select"
        value={currentLocale(i18n)}
        disabled={busy}
        onChange={(event) => {
          const value = event.target.value;
          if (!isLocale(value)) return;
          setBusy(true);
          setSettings({ language: languageOf(value), locale: value });
          void changeLocale(i18n, value)
            .then(() => (bundle && !bundle.offline ? saveConfig({ language: value }) : null))
            .catch((error: unknown) => console.warn('language change failed', error))
            .finally(() => setBusy(false));
        }}
      >
        {localeCodes.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
