// Locales and regions (spec §1, §9): resolution with fallback, default region, CN voice prompts.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REGION,
  FALLBACK_LOCALE,
  chooseVoiceClip,
  voicePromptsDefault,
  isChineseRegion,
  languageOf,
  locales,
  normalizeRegion,
  resolveLocale,
} from '../../../../src/domain/rules';

describe('locales', () => {
  // R9.25: ko-KR, en-US, zh-CN; fallback en-US
  it('are the three, with en-US as fallback', () => {
    expect(locales).toEqual(['ko-KR', 'en-US', 'zh-CN']);
    expect(FALLBACK_LOCALE).toBe('en-US');
    expect(locales.map(languageOf)).toEqual(['ko', 'en', 'zh']);
  });

  it.each([
    ['ko-KR', 'ko-KR'],
    ['ko', 'ko-KR'],
    ['KO', 'ko-KR'],
    ['zh_TW', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['en-GB', 'en-US'],
    ['fr-FR', 'en-US'],
    ['', 'en-US'],
    [null, 'en-US'],
    [undefined, 'en-US'],
  ])('resolveLocale(%j) = %s', (candidate, locale) => {
    expect(resolveLocale(candidate)).toBe(locale);
  });
});

describe('regions', () => {
  // R9.26 default KR, R9.27 CN is Chinese behaviour
  it.each([
    ['KR', 'KR', false],
    ['cn', 'CN', true],
    [' CN ', 'CN', true],
    ['', DEFAULT_REGION, false],
    [null, 'KR', false],
    ['CHN', 'KR', false],
    ['US', 'US', false],
  ])('%j → %s (Chinese: %s)', (raw, region, chinese) => {
    expect(normalizeRegion(raw)).toBe(region);
    expect(isChineseRegion(raw)).toBe(chinese);
  });
});

describe('chooseVoiceClip', () => {
  // R9.28: one of nine clips per outcome at random (injected)
  it.each([
    { random: 0, clip: 'mission-success-1' },
    { random: 0.5, clip: 'mission-success-5' },
    { random: 0.999, clip: 'mission-success-9' },
    { random: 1, clip: 'mission-success-9' },
  ])('random $random → $clip', ({ random, clip }) => {
    expect(chooseVoiceClip('success', () => random)).toBe(clip);
  });

  it('names failure clips apart', () => {
    expect(chooseVoiceClip('failure', () => 0.2)).toBe('mission-failure-2');
  });
});

describe('voicePromptsDefault', () => {
  // R9.28 plays voice prompts in region CN; elsewhere they are off until the student turns them on (issue 17)
  it.each([
    ['CN', true],
    ['cn', true],
    ['KR', false],
    ['US', false],
    [null, false],
  ])('%s → %s', (region, on) => expect(voicePromptsDefault(region)).toBe(on));
});
