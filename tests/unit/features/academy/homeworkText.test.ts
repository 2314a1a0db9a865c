// What a homework asks for, as a child reads it (src/features/academy/homeworkText.ts): a ninth-dan step
// in parts names the part, its first one too (issue 14), in every language; a step of one part keeps the
// pack's title. And the kyu estimate the study screens show (issue 14).
import { describe, expect, it } from 'vitest';
import { homeworkText } from '../../../../src/features/academy/homeworkText';
import { kyuText } from '../../../../src/features/common/kyuText';
import { initI18n } from '../../../../src/i18n';

const title = {
  'ko-KR': '9단 도전 6단계',
  'en-US': 'Ninth-dan challenge, step 6',
  'zh-CN': '九段挑战 第6关',
};

describe('homeworkText for a ninth-dan step', () => {
  it.each([[undefined], [1]] as const)('keeps the pack title when the step has %s part(s)', async (parts) => {
    const { i18n } = await initI18n('en-US');
    const words = { kind: 'dan9', sno: 6, gno: 0, target: 3, title } as const;
    const text = homeworkText(i18n.t, parts === undefined ? words : { ...words, parts }, 'en-US');
    expect(text).toContain('Ninth-dan challenge, step 6');
  });

  it.each([
    ['en-US', 0, 'part 1 of 3'],
    ['en-US', 2, 'part 3 of 3'],
    ['ko-KR', 0, '3부 중 1부'],
    ['zh-CN', 1, '3'],
  ] as const)('%s, group %i names the part: %s', async (locale, gno, words) => {
    const { i18n } = await initI18n(locale);
    const text = homeworkText(i18n.t, { kind: 'dan9', sno: 6, gno, target: 3, title, parts: 3 }, locale);
    expect(text).toContain(words);
    expect(text).toContain(i18n.t('dan9.stepName', { number: 6 }));
  });
});

describe('kyuText', () => {
  it.each([
    ['en-US', 22, 'About 22 kyu'],
    ['ko-KR', 22, '약 22급'],
    ['zh-CN', 22, '约 22 级'],
  ] as const)('%s: %s', async (locale, kyu, text) => {
    const { i18n } = await initI18n(locale);
    expect(kyuText(i18n.t, kyu)).toBe(text);
  });
});
