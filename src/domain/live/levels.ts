// Levels of live play: the multiplayer step (AStep, lower is stronger, DESIGN.md) as the kyu/dan name players
// know. Steps 99…70 are 30 kyu…1 kyu, 69…61 are 1 dan…9 dan; anything stronger reads as 9 dan and anything
// weaker as 30 kyu (docs/rules.md, live games). The rank difference between two players is the difference
// of their steps inside that range, which is what the handicap table and pairing use.

export const WEAKEST_STEP = 99;
export const STRONGEST_STEP = 61;
/** The step of 1 kyu; one step stronger is 1 dan. */
const ONE_KYU = 70;

export interface RankName {
  readonly kind: 'kyu' | 'dan';
  readonly number: number;
}

/** Clamps a stored step into the named range. */
export function clampStep(step: number): number {
  if (!Number.isFinite(step)) return WEAKEST_STEP;
  return Math.min(WEAKEST_STEP, Math.max(STRONGEST_STEP, Math.round(step)));
}

export function rankOfStep(step: number): RankName {
  const s = clampStep(step);
  return s >= ONE_KYU ? { kind: 'kyu', number: s - ONE_KYU + 1 } : { kind: 'dan', number: ONE_KYU - s };
}

/** How many ranks `a` is weaker than `b` (negative when stronger). */
export function rankDifference(a: number, b: number): number {
  return clampStep(a) - clampStep(b);
}
