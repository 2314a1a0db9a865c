// Local settings (spec §3): storage keys, defaults, parsing and writing.
import { describe, expect, it } from 'vitest';
import {
  localSettingDefaults,
  localSettingKeys,
  makeLocalSetting,
  parseLocalSetting,
  readLocalSettings,
  type LocalSettingKey,
  type LocalSettingName,
  type LocalSettings,
} from '../../../../src/domain/rules';

describe('storage keys', () => {
  // R3.37: exactly the spec's twelve keys
  it('are the spec names', () => {
    expect(Object.values(localSettingKeys).sort()).toEqual(
      [
        'lang',
        'locale',
        'country_region',
        'voice_onoff',
        'voice.onoff',
        'ViewCurLabel',
        'CoordView',
        'PopupPosFlag',
        'NormalEnterFlag',
        'primary',
        'heart_flag',
        'dice_multi_flag',
      ].sort(),
    );
  });
});

describe('voice prompts follow the region until set (issue 17)', () => {
  it.each([
    { region: null, stored: null, on: false },
    { region: 'CN', stored: null, on: true },
    { region: 'CN', stored: 'maybe', on: true },
    { region: 'CN', stored: '0', on: false },
    { region: 'KR', stored: '1', on: true },
    { region: 'US', stored: null, on: false },
  ])('region $region, voice_onoff $stored → $on', ({ region, stored, on }) => {
    const values = new Map<string, string | null>([
      ['country_region', region],
      ['voice_onoff', stored],
    ]);
    expect(readLocalSettings((key) => values.get(key) ?? null).voicePrompts).toBe(on);
  });
});

describe('defaults', () => {
  // R3.37 decisions; R9.26 default region KR; R9.24 popups at the bottom
  it('reads defaults from an empty store', () => {
    expect(readLocalSettings(() => null)).toEqual(localSettingDefaults);
    expect(localSettingDefaults).toMatchObject({
      language: null,
      locale: null,
      region: 'KR',
      popupPosition: 0,
    });
  });
});

describe('parseLocalSetting', () => {
  // R3.37: stored strings to typed values; anything unreadable gives the default
  it.each<{ name: LocalSettingName; raw: string | null; value: LocalSettings[LocalSettingName] }>([
    { name: 'language', raw: 'zh', value: 'zh' },
    { name: 'language', raw: 'fr', value: null },
    { name: 'locale', raw: 'ko-KR', value: 'ko-KR' },
    { name: 'locale', raw: 'ko-kr', value: null },
    { name: 'region', raw: 'cn', value: 'CN' },
    { name: 'region', raw: 'CHN', value: 'KR' },
    { name: 'voicePrompts', raw: '0', value: false },
    { name: 'voicePrompts', raw: 'off', value: false },
    { name: 'voicePrompts', raw: 'maybe', value: false },
    { name: 'lectureVoice', raw: 'false', value: false },
    { name: 'showCoordinates', raw: null, value: true },
    { name: 'popupPosition', raw: '1', value: 1 },
    { name: 'popupPosition', raw: '2', value: 0 },
    { name: 'normalMode', raw: '1', value: true },
    { name: 'primaryColor', raw: '#ABCDEF', value: '#abcdef' },
    { name: 'primaryColor', raw: 'red', value: '#1976d2' },
    { name: 'skipHeartConfirm', raw: 'true', value: true },
    { name: 'diceMultiRoll', raw: 'ON', value: true },
  ])('$name from $raw → $value', ({ name, raw, value }) => {
    expect(parseLocalSetting(name, raw)).toEqual(value);
  });
});

describe('makeLocalSetting', () => {
  it.each<{ name: LocalSettingName; value: LocalSettings[LocalSettingName]; stored: string | null }>([
    { name: 'voicePrompts', value: true, stored: '1' },
    { name: 'showLastMoveMark', value: false, stored: '0' },
    { name: 'popupPosition', value: 1, stored: '1' },
    { name: 'language', value: null, stored: null },
    { name: 'region', value: 'CN', stored: 'CN' },
  ])('$name $value → $stored', ({ name, value, stored }) => {
    expect(makeLocalSetting(name, value)).toBe(stored);
  });

  // round trip through the storage keys
  it('round-trips a full settings object', () => {
    const settings: LocalSettings = {
      language: 'ko',
      locale: 'ko-KR',
      region: 'CN',
      voicePrompts: false,
      lectureVoice: false,
      showLastMoveMark: false,
      showCoordinates: false,
      popupPosition: 1,
      normalMode: true,
      primaryColor: '#123456',
      skipHeartConfirm: true,
      diceMultiRoll: true,
    };
    const stored = new Map<LocalSettingKey, string>();
    for (const name of Object.keys(localSettingKeys) as LocalSettingName[]) {
      const value = makeLocalSetting(name, settings[name]);
      if (value !== null) stored.set(localSettingKeys[name], value);
    }
    expect(readLocalSettings((key) => stored.get(key) ?? null)).toEqual(settings);
  });
});
