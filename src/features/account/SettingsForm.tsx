// Settings (R3.37, R4.31–R4.33): the user's switches kept on the server in configBit (sound, confirm a
// move, move numbers) and the device's own settings kept in local storage (voice prompts, lecture voice,
// last-move mark, coordinates, where notifications appear, heart confirmation, dice). Each change is saved
// at once.
import { useAtom } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  configFlags,
  isConfigFlagOn,
  withConfigFlag,
  type ConfigFlagName,
} from '../../domain/rules/configBits';
import type { LocalSettings } from '../../domain/rules/localSettings';
import { localSettingsAtom } from '../../state/localSettings';
import { CheckField } from '../common/CheckField';
import { FormStatus } from '../common/FormStatus';
import { useBundle } from '../common/useBundle';
import { useErrorText } from '../common/useErrorText';
import { LanguageSelect } from '../frontgate/LanguageSelect';
import { playMissionVoice } from '../sound/voicePrompts';
import { useVoice } from '../sound/useVoice';
import { StoneSkinPicker } from '../shop/StoneSkinPicker';
import { useSaveConfig } from './useSaveConfig';
import { Button } from '../../ui';

type DeviceSwitch =
  | 'voicePrompts'
  | 'lectureVoice'
  | 'showLastMoveMark'
  | 'showCoordinates'
  | 'skipHeartConfirm'
  | 'diceMultiRoll';
const deviceSwitches: readonly DeviceSwitch[] = [
  'voicePrompts',
  'lectureVoice',
  'showLastMoveMark',
  'showCoordinates',
  'skipHeartConfirm',
  'diceMultiRoll',
];

export function SettingsForm() {
  const { t } = useTranslation();
  const bundle = useBundle();
  const [settings, setSettings] = useAtom(localSettingsAtom);
  const saveConfig = useSaveConfig();
  const { speakClip } = useVoice();
  const errorText = useErrorText();
  // A switch moves at once and back if the server refuses.
  const [pending, setPending] = useState<{ name: ConfigFlagName; on: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const positionId = useId();
  const configBit = bundle?.dedata.userLogin.configBit ?? 0;

  const toggleFlag = (name: ConfigFlagName, on: boolean) => {
    setPending({ name, on });
    setError(null);
    void saveConfig({ configBit: withConfigFlag(configBit, name, on) })
      .then((failure) => setError(failure ? errorText(failure.code, failure.message) : null))
      .finally(() => setPending(null));
  };

  return (
    <section aria-labelledby="settings-title" className="form">
      <h2 id="settings-title">{t('account.panel.settings')}</h2>
      <fieldset>
        <legend>{t('settings.account')}</legend>
        {configFlags.map((flag) => (
          <CheckField
            key={flag.name}
            label={t(`settings.flag.${flag.name}`)}
            checked={pending?.name === flag.name ? pending.on : isConfigFlagOn(configBit, flag.name)}
            disabled={pending !== null || !bundle}
            onChange={(on) => toggleFlag(flag.name, on)}
          />
        ))}
        <FormStatus error={error} />
      </fieldset>
      <fieldset>
        <legend>{t('settings.device')}</legend>
        <LanguageSelect />
        {deviceSwitches.map((name) => (
          <CheckField
            key={name}
            label={t(`settings.local.${name}`)}
            checked={settings[name]}
            onChange={(on) => setSettings({ [name]: on } as Partial<LocalSettings>)}
          />
        ))}
        <div className="field">
          <label htmlFor={positionId}>{t('settings.local.popupPosition')}</label>
          <select
            id={positionId}
            value={settings.popupPosition}
            onChange={(event) => setSettings({ popupPosition: event.target.value === '1' ? 1 : 0 })}
          >
            <option value={0}>{t('settings.position.bottom')}</option>
            <option value={1}>{t('settings.position.top')}</option>
          </select>
        </div>
        <Button
          onClick={() =>
            playMissionVoice('success', {
              soundOn: isConfigFlagOn(configBit, 'soundOn'),
              voicePrompts: settings.voicePrompts,
              speakClip,
            })
          }
        >
          {t('settings.playSample')}
        </Button>
      </fieldset>
      <StoneSkinPicker />
    </section>
  );
}
