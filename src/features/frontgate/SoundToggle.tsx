// Sound on or off: bit 1 of the user's configBit (R4.31), saved on the server (R7.43).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isConfigFlagOn, withConfigFlag } from '../../domain/rules/configBits';
import { CheckField } from '../common/CheckField';
import { useBundle } from '../common/useBundle';
import { useErrorText } from '../common/useErrorText';
import { useSaveConfig } from '../account/useSaveConfig';

export function SoundToggle() {
  const { t } = useTranslation();
  const bundle = useBundle();
  const saveConfig = useSaveConfig();
  const errorText = useErrorText();
  // The switch moves at once; it moves back if the server refuses.
  const [pending, setPending] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!bundle) return null;
  const configBit = bundle.dedata.userLogin.configBit;
  return (
    <>
      <CheckField
        label={t('settings.sound')}
        checked={pending ?? isConfigFlagOn(configBit, 'soundOn')}
        disabled={pending !== null}
        onChange={(on) => {
          setPending(on);
          setError(null);
          void saveConfig({ configBit: withConfigFlag(configBit, 'soundOn', on) })
            .then((failure) => setError(failure ? errorText(failure.code, failure.message) : null))
            .finally(() => setPending(null));
        }}
      />
      <p className="form-error" role="alert">
        {error ?? ''}
      </p>
    </>
  );
}
