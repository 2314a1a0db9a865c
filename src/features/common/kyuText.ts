// A problem's, group's or step's kyu estimate as the app shows it ("About 22 kyu"): measured from the
// problems by the content tools (docs/content.md, "Levels"), never a promise of the player's rank.
import type { TFunction } from 'i18next';

export function kyuText(t: TFunction, kyu: number): string {
  return t('problemLevel.about', { rank: t('aiLevel.kyu', { count: kyu }) });
}
