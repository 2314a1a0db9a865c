// Words a child reads (issue 22 item 12): counts take their language's plural forms through i18next
// ("1 heart", "2 hearts"; Korean and Chinese have one form), no message falls back to "heart(s)", and each
// card's subtitle says something its title does not.
import type { i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { singleTypes } from '../../../src/domain/rules/singleTypes';
import { initI18n } from '../../../src/i18n';
import { resources } from '../../../src/i18n/resources';
import { localeCodes, type LocaleCode } from '../../../src/protocol';

const instances = new Map<LocaleCode, i18n>();

beforeAll(async () => {
  for (const locale of localeCodes) instances.set(locale, (await initI18n(locale)).i18n);
});

/** A message in a locale, its key only known at run time. */
function text(locale: LocaleCode, key: string, values: Record<string, unknown> = {}): string {
  const instance = instances.get(locale);
  if (!instance) throw new Error(`no ${locale}`);
  return (instance.t as unknown as (k: string, v: Record<string, unknown>) => string)(key, values);
}

describe('plural forms', () => {
  it.each([
    ['single.costOf', 1, '1 heart', '하트 1개', '1 颗爱心'],
    ['single.costOf', 2, '2 hearts', '하트 2개', '2 颗爱心'],
    ['dice.costOf', 1, '1 die', '주사위 1개', '1 颗骰子'],
    ['dice.costOf', 3, '3 dice', '주사위 3개', '3 颗骰子'],
    ['single.facts.captureGoal', 1, 'Capture 1 stone first', '먼저 1점 따내기', '先吃掉 1 子'],
    ['single.facts.captureGoal', 3, 'Capture 3 stones first', '먼저 3점 따내기', '先吃掉 3 子'],
    [
      'aiBattle.goal.capture',
      1,
      'First to capture 1 stone wins',
      '돌 1개를 먼저 따내면 승리',
      '先提 1 子者胜',
    ],
  ])('%s with %i', (key, count, en, ko, zh) => {
    expect(text('en-US', key, { count })).toBe(en);
    expect(text('ko-KR', key, { count })).toBe(ko);
    expect(text('zh-CN', key, { count })).toBe(zh);
  });

  it('groups the digits of large counts', () => {
    expect(text('en-US', 'pwa.offline.complete', { count: 1 })).toBe('Done: 1 item opens offline now.');
    expect(text('en-US', 'pwa.offline.complete', { count: 1234 })).toBe(
      'Done: 1,234 items open offline now.',
    );
  });

  it('leaves no "(s)" in English', () => {
    const english = JSON.stringify(resources['en-US'].translation);
    expect(english.match(/\w\(s\)/g) ?? []).toEqual([]);
  });
});

/** Whether the subtitle repeats its title: a word of four letters or more in English, two characters in a row in Korean and Chinese. */
function repeats(locale: LocaleCode, title: string, subtitle: string): string[] {
  const low = subtitle.toLowerCase();
  if (locale === 'en-US')
    return title
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 4 && low.includes(word));
  const letters = [...title.replace(/\s/g, '')];
  return letters.slice(1).flatMap((c, i) => (low.includes(`${letters[i]}${c}`) ? [`${letters[i]}${c}`] : []));
}

describe('card subtitles', () => {
  const sections = ['study', 'single', 'dice', 'dan9', 'bpower', 'multi'] as const;
  const panels = ['quest', 'shop', 'stats'] as const;

  it.each(localeCodes)('say something the front gate card titles do not (%s)', (locale) => {
    for (const key of sections)
      expect(
        repeats(locale, text(locale, `section.${key}`), text(locale, `frontGate.blurb.${key}`)),
        key,
      ).toEqual([]);
    for (const key of panels)
      expect(repeats(locale, text(locale, `section.${key}`), text(locale, `${key}.blurb`)), key).toEqual([]);
  });

  it.each(localeCodes)('say what each single-play type is about (%s)', (locale) => {
    for (const type of singleTypes)
      expect(
        repeats(locale, text(locale, `single.type.${type}`), text(locale, `single.typeAbout.${type}`)),
        type,
      ).toEqual([]);
  });
});
