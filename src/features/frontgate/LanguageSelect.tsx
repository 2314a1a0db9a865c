// Language setting: switching re-renders at once and is saved under the spec's local key `lang`.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localeCodes } from '../../protocol';
import { isLocale } from '../../i18n';
import { savedLanguageKey } from '../../app/startup';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <p className="setting">
      <label htmlFor={id}>{t('settings.language')}</label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          const value = event.target.value;
          if (!isLocale(value)) return;
          localStorage.setItem(savedLanguageKey, value);
          void i18n.changeLanguage(value);
        }}
      >
        {localeCodes.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </p>
  );
}
