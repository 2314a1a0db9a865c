// Local settings of spec §3 (R3.37) as an atom mirrored in localStorage under the spec's keys; parsing,
// defaults and the stored form come from the rules engine (src/domain/rules/localSettings.ts).
import { atom } from 'jotai';
import {
  localSettingKeys,
  makeLocalSetting,
  readLocalSettings,
  type LocalSettingName,
  type LocalSettings,
} from '../domain/rules/localSettings';
import { localStorageAtom } from './storages';

/** The value written last in this tab; null means "read what storage holds". */
const writtenAtom = atom<LocalSettings | null>(null);

export const localSettingsAtom = atom(
  (get): LocalSettings => get(writtenAtom) ?? readLocalSettings((key) => get(localStorageAtom).getItem(key)),
  (get, set, patch: Partial<LocalSettings>) => {
    const storage = get(localStorageAtom);
    const next = { ...get(localSettingsAtom), ...patch };
    for (const name of Object.keys(patch) as LocalSettingName[]) {
      const stored = makeLocalSetting(name, next[name]);
      if (stored === null) storage.removeItem(localSettingKeys[name]);
      else storage.setItem(localSettingKeys[name], stored);
    }
    set(writtenAtom, next);
  },
);

/** Forget the in-memory copy and read storage again (after clearing, or another tab's change). */
export const reloadLocalSettingsAtom = atom(null, (_get, set) => set(writtenAtom, null));

/**
 * DESIGN.md: device settings that are not personal survive sign-out: the language (lang, locale), the
 * region the server detected (country_region) and sound (voice_onoff, voice.onoff).
 */
export const deviceSettingKeys: readonly string[] = [
  localSettingKeys.language,
  localSettingKeys.locale,
  localSettingKeys.region,
  localSettingKeys.voicePrompts,
  localSettingKeys.lectureVoice,
];
