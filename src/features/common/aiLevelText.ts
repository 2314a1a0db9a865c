// The AI level as the app shows it, with the rank it plays at ("Level 3 · about 20 kyu"), from the one
// table in src/domain/ai/levels.ts (its figures are estimates: docs/ai.md, "Levels with honest names").
import type { TFunction } from 'i18next';
import { levelOf, levelRank } from '../../domain/ai/levels';

export function aiLevelText(t: TFunction, level: number): string {
  const rank = levelRank(level);
  return t('aiLevel.withRank', {
    level: levelOf(level).level,
    rank: t(rank.kind === 'kyu' ? 'aiLevel.kyu' : 'aiLevel.dan', { count: rank.number }),
  });
}
