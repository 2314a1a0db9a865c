// Local settings: the device's settings kept in local storage, their storage keys, defaults, and the
// parse/make pair between stored strings and typed values. Storage access itself is injected.
// Implements R3.37, R9.24–R9.26, R4.20 (NormalEnterFlag as normal mode, decision).
import {
  DEFAULT_REGION,
  isLanguage,
  isLocale,
  normalizeRegion,
  voicePromptsDefault,
  type Language,
  type Locale,
} from './locale';

/** R8.14, R9.24 (decision): 0 = popups at the bottom (the default), 1 = at the top. */
export type PopupPosition = 0 | 1;

export interface LocalSettings {
  /** lang: the chosen language; null until saved (then /api/country's lang is stored, R7.08). */
  language: Language | null;
  /** locale: the chosen locale; null = resolve from the language, falling back to en-US. */
  locale: Locale | null;
  /** country_region: two-letter region, default KR. */
  region: string;
  /** voice_onoff: voice prompts on mission results. */
  voicePrompts: boolean;
  /** voice.onoff: narration in tutorials and lectures. */
  lectureVoice: boolean;
  /** ViewCurLabel: mark the last move on the board. */
  showLastMoveMark: boolean;
  /** CoordView: show board coordinates. */
  showCoordinates: boolean;
  /** PopupPosFlag: where popups and notifications appear. */
  popupPosition: PopupPosition;
  /** NormalEnterFlag: the app was entered in normal mode (no grade gate, R4.20). */
  normalMode: boolean;
  /** primary: the theme's primary colour, #rgb or #rrggbb. */
  primaryColor: string;
  /** heart_flag: skip the confirmation before a heart is spent. */
  skipHeartConfirm: boolean;
  /** dice_multi_flag: roll several dice at once in dice missions. */
  diceMultiRoll: boolean;
}

export type LocalSettingName = keyof LocalSettings;

/** R3.37: the storage keys, exactly as the spec names them. */
export const localSettingKeys = {
  language: 'lang',
  locale: 'locale',
  region: 'country_region',
  voicePrompts: 'voice_onoff',
  lectureVoice: 'voice.onoff',
  showLastMoveMark: 'ViewCurLabel',
  showCoordinates: 'CoordView',
  popupPosition: 'PopupPosFlag',
  normalMode: 'NormalEnterFlag',
  primaryColor: 'primary',
  skipHeartConfirm: 'heart_flag',
  diceMultiRoll: 'dice_multi_flag',
} as const satisfies Record<LocalSettingName, string>;

export type LocalSettingKey = (typeof localSettingKeys)[LocalSettingName];

export const localSettingDefaults: LocalSettings = {
  language: null,
  locale: null,
  region: DEFAULT_REGION,
  // The default region's; readLocalSettings takes the stored region's (on in CN only, issue 17).
  voicePrompts: voicePromptsDefault(DEFAULT_REGION),
  lectureVoice: true,
  showLastMoveMark: true,
  showCoordinates: true,
  popupPosition: 0,
  normalMode: false,
  primaryColor: '#1976d2',
  skipHeartConfirm: false,
  diceMultiRoll: false,
};

function parseBoolean(raw: string): boolean | undefined {
  const value = raw.trim().toLowerCase();
  if (value === '1' || value === 'true' || value === 'on') return true;
  if (value === '0' || value === 'false' || value === 'off') return false;
  return undefined;
}

type Parsers = { [K in LocalSettingName]: (raw: string) => LocalSettings[K] | undefined };

const parsers: Parsers = {
  language: (raw) => (isLanguage(raw) ? raw : undefined),
  locale: (raw) => (isLocale(raw) ? raw : undefined),
  region: (raw) => (/^[A-Za-z]{2}$/.test(raw.trim()) ? normalizeRegion(raw) : undefined),
  voicePrompts: parseBoolean,
  lectureVoice: parseBoolean,
  showLastMoveMark: parseBoolean,
  showCoordinates: parseBoolean,
  popupPosition: (raw) => (raw === '0' ? 0 : raw === '1' ? 1 : undefined),
  normalMode: parseBoolean,
  primaryColor: (raw) => (/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(raw) ? raw.toLowerCase() : undefined),
  skipHeartConfirm: parseBoolean,
  diceMultiRoll: parseBoolean,
};

/** A stored string (or its absence) to a typed value; anything unreadable gives the default. */
export function parseLocalSetting<K extends LocalSettingName>(name: K, raw: string | null): LocalSettings[K] {
  if (raw === null) return localSettingDefaults[name];
  const parsed = parsers[name](raw);
  return parsed === undefined ? localSettingDefaults[name] : parsed;
}

/**
 * The string to store; null means "remove the key" (a null language or locale). Booleans are stored as
 * "1"/"0".
 */
export function makeLocalSetting<K extends LocalSettingName>(
  _name: K,
  value: LocalSettings[K],
): string | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/** Read every setting through an injected getter (localStorage.getItem in the app). */
export function readLocalSettings(get: (key: LocalSettingKey) => string | null): LocalSettings {
  const read = <K extends LocalSettingName>(name: K): LocalSettings[K] =>
    parseLocalSetting(name, get(localSettingKeys[name]));
  // Voice prompts left unset (or unreadable) follow the region: on in CN, off elsewhere (issue 17).
  const voiceRaw = get(localSettingKeys.voicePrompts);
  const storedVoice = voiceRaw === null ? undefined : parseBoolean(voiceRaw);
  return {
    language: read('language'),
    locale: read('locale'),
    region: read('region'),
    voicePrompts: storedVoice ?? voicePromptsDefault(read('region')),
    lectureVoice: read('lectureVoice'),
    showLastMoveMark: read('showLastMoveMark'),
    showCoordinates: read('showCoordinates'),
    popupPosition: read('popupPosition'),
    normalMode: read('normalMode'),
    primaryColor: read('primaryColor'),
    skipHeartConfirm: read('skipHeartConfirm'),
    diceMultiRoll: read('diceMultiRoll'),
  };
}
