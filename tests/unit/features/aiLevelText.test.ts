// Issue 20, levels with honest names: the AI level is shown with its rank estimate, in every language, from
// the one table in src/domain/ai/levels.ts.
import { describe, expect, it } from 'vitest';
import { aiLevelText } from '../../../src/features/common/aiLevelText';
import { initI18n } from '../../../src/i18n';

describe('aiLevelText', () => {
  it.each([
    ['en-US', 3, 'Level 3 · about 24 kyu'],
    ['en-US', 10, 'Level 10 · about 4 kyu'],
    ['en-US', 0, 'Level 1 · about 30 kyu'],
    ['ko-KR', 3, '3단계 · 약 24급'],
    ['zh-CN', 3, '等级 3 · 大约 24 级'],
  ] as const)('%s, level %i: %s', async (locale, level, text) => {
    const { i18n } = await initI18n(locale);
    expect(aiLevelText(i18n.t, level)).toBe(text);
  });
});
