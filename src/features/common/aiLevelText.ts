// The AI level as the app shows it, with the rank it plays at ("Level 3 · about 24 kyu"), from the one
// table in src/domain/ai/levels.ts (measured on 9×9 against GNU Go: docs/ai.md, "calibrating the ladder").
import type { TFunction } from 'i18next';
import { levelOf, levelRank } from '../../domain/ai/levels';

export function aiLevelText(t: TFunction, level: number): string {
  const rank = levelRank(level);
  return t('aiLevel.withRank', {
    level: levelOf(level).level,
    rank: t(rank.kind === 'kyu' ? 'aiLevel.kyu' : 'aiLevel.dan', { count: rank.number }),
  });
}
