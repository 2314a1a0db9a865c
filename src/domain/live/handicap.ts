// Handicap and komi suggested from the level difference (docs/rules.md, live games). The weaker player
// takes Black. Between equals, or one rank apart, an even game with komi 7.5 (area scoring); one rank
// apart gives komi 0.5 instead. From two ranks on, Black gets stones: one stone per rank of difference on
// 19×19, scaled to the smaller boards (a stone is worth more there: 13×13 one stone per two ranks, 9×9
// one per three ranks), at most 9 (19×19), 5 (13×13) or 4 (9×9) stones; a handicap game has komi 0.5 so
// White does not win ties. A challenger may change the suggestion; teaching games need not follow it.

import { clampStep } from './levels';

export const liveBoardSizes = [9, 13, 19] as const;
export type LiveBoardSize = (typeof liveBoardSizes)[number];

export interface HandicapSuggestion {
  /** The stronger player takes White; true when the challenger (first player) takes Black. */
  readonly firstIsBlack: boolean;
  /** Stones placed before the first move, 0 for an even game (2 or more otherwise). */
  readonly handicap: number;
  readonly komi: number;
}

export const EVEN_KOMI = 7.5;
export const HANDICAP_KOMI = 0.5;

const ranksPerStone: Record<LiveBoardSize, number> = { 9: 3, 13: 2, 19: 1 };
export const maxHandicap: Record<LiveBoardSize, number> = { 9: 4, 13: 5, 19: 9 };

/** `difference` is how many ranks the first player is weaker than the second (negative: stronger). */
export function suggestHandicap(difference: number, size: LiveBoardSize): HandicapSuggestion {
  const firstIsBlack = difference >= 0;
  const gap = Math.abs(Math.round(difference));
  if (gap === 0) return { firstIsBlack: true, handicap: 0, komi: EVEN_KOMI };
  const stones = Math.floor(gap / ranksPerStone[size]);
  if (stones < 2) return { firstIsBlack, handicap: 0, komi: HANDICAP_KOMI };
  return { firstIsBlack, handicap: Math.min(maxHandicap[size], stones), komi: HANDICAP_KOMI };
}

/** Where handicap stones go: the star points in the usual order (corners, then sides, then the centre). */
export function handicapPoints(size: LiveBoardSize, handicap: number): Array<[number, number]> {
  if (handicap < 2) return [];
  const edge = size === 9 ? 2 : 3;
  const lo = edge;
  const hi = size - 1 - edge;
  const mid = (size - 1) / 2;
  const corners: Array<[number, number]> = [
    [hi, lo],
    [lo, hi],
    [hi, hi],
    [lo, lo],
  ];
  const sides: Array<[number, number]> = [
    [lo, mid],
    [hi, mid],
    [mid, lo],
    [mid, hi],
  ];
  const centre: [number, number] = [mid, mid];
  const n = Math.min(handicap, maxHandicap[size]);
  const points = corners.slice(0, Math.min(4, n));
  if (n === 5 || n === 7 || n === 9) {
    points.push(...sides.slice(0, n - 5), centre);
  } else if (n > 4) {
    points.push(...sides.slice(0, n - 4));
  }
  return points;
}

export interface ChallengeSuggestion extends HandicapSuggestion {
  readonly size: LiveBoardSize;
  readonly control: 'blitz' | 'rapid' | 'live';
}

/** The time control that goes with a board: quick on 9×9, normal on 13×13, long on 19×19. */
export const controlForSize: Record<LiveBoardSize, ChallengeSuggestion['control']> = {
  9: 'blitz',
  13: 'rapid',
  19: 'live',
};

/** How many ranks apart a board's handicap still covers (beyond it the stones are capped). */
function ranksCovered(size: LiveBoardSize): number {
  return maxHandicap[size] * ranksPerStone[size] + ranksPerStone[size] - 1;
}

/**
 * A whole challenge suggested from the two steps (docs/rules.md, live games): the board follows the
 * weaker player (20 kyu or weaker 9×9, 19–10 kyu 13×13, stronger 19×19), then grows while the rank
 * difference is more than its handicap stones can cover; the time control goes with the board; the
 * handicap and komi are `suggestHandicap`'s for that board. `first` is the challenger's step.
 */
export function suggestChallenge(first: number, second: number): ChallengeSuggestion {
  const a = clampStep(first);
  const b = clampStep(second);
  const weaker = Math.max(a, b);
  // Steps 99…89 are 30…20 kyu, 88…79 are 19…10 kyu.
  let size: LiveBoardSize = weaker >= 89 ? 9 : weaker >= 79 ? 13 : 19;
  const gap = Math.abs(a - b);
  while (size !== 19 && gap > ranksCovered(size)) size = size === 9 ? 13 : 19;
  return { ...suggestHandicap(a - b, size), size, control: controlForSize[size] };
}
