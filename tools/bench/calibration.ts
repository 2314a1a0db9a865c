// Turning bench results against GNU Go into a kyu/dan estimate (docs/ai.md, "Calibrating the ladder").
//
// The model, and where each figure comes from:
// - GNU Go 3.8 at level 10 is taken as 8 kyu (`GNUGO_LEVEL10_RANK`); an assumption from its KGS record,
//   written down in docs/ai.md, not a measurement.
// - On 9×9 a handicap stone is worth about 10 points and 5 ranks, a rank about 2 points: Tim Hunt's table
//   of small-board handicaps (Sensei's Library, "Handicap for smaller board sizes": one more 9×9 stone per
//   5 grades, 2 points of komi per grade). Wikipedia ("Handicapping in Go", small board handicaps) puts a
//   9×9 stone at about 6 ranks; 5 is the more conservative figure.
// - Between players r ranks apart at an even setting, the stronger wins with probability
//   1 / (1 + e^(−RANK_LOGIT·r)); RANK_LOGIT = 0.6 is the EGF rating formula's slope for one grade between
//   20 kyu (0.5) and 10 kyu (0.67).
// A level's rank is the maximum-likelihood rank over all its games in that model; the interval is where
// the log-likelihood is within 1.92 of its maximum (95 %).

/** Points of komi per rank on 9×9. */
export const POINTS_PER_RANK_9 = 2;
/** Points per handicap stone on 9×9 (the first "stone" is only the first move: komi does that). */
export const POINTS_PER_STONE_9 = 10;
/** Even game komi (area scoring) that the settings are measured from. */
export const EVEN_KOMI = 7.5;
/** Logit of the win rate per rank of difference. */
export const RANK_LOGIT = 0.6;
/** GNU Go 3.8 level 10, as a rank value (−8 = 8 kyu). */
export const GNUGO_LEVEL10_RANK = -8;

/**
 * Black's advantage, in ranks, at a setting on 9×9: `handicap` stones (0 or 1: none, black just moves
 * first) and `komi` to white, against an even game at komi 7.5.
 */
export function setupRanks(handicap: number, komi: number): number {
  const stones = handicap >= 2 ? handicap - 1 : 0;
  return (stones * POINTS_PER_STONE_9 + (EVEN_KOMI - komi)) / POINTS_PER_RANK_9;
}

/** Games of one level at one setting: `edge` is the setting's advantage to Hoshi in ranks (negative when it gives it). */
export interface SettingResult {
  readonly edge: number;
  readonly wins: number;
  readonly games: number;
}

export interface RankFit {
  /** Rank value: −30 = 30 kyu … −1 = 1 kyu, 1 = 1 dan (0 is not a rank; values in (−1, 1) round to the nearer side). */
  readonly rank: number;
  readonly low: number;
  readonly high: number;
  /** All games lost (the rank is at most `high`) or all won (at least `low`): the point estimate is the grid's edge. */
  readonly bound: 'at_most' | 'at_least' | null;
}

function logLikelihood(rankGap: number, results: readonly SettingResult[]): number {
  let sum = 0;
  for (const r of results) {
    const p = 1 / (1 + Math.exp(-RANK_LOGIT * (rankGap + r.edge)));
    const q = Math.min(1 - 1e-12, Math.max(1e-12, p));
    sum += r.wins * Math.log(q) + (r.games - r.wins) * Math.log(1 - q);
  }
  return sum;
}

/**
 * The rank of a level from its games against an opponent of rank `anchor` (a rank value): the gap
 * (level − anchor) that makes the results likeliest, searched on a 0.05-rank grid within ±40 ranks.
 * All wins or all losses give a fit at the grid's edge; the interval's inner end is then the figure.
 */
export function fitRank(results: readonly SettingResult[], anchor = GNUGO_LEVEL10_RANK): RankFit {
  const grid: number[] = [];
  for (let i = 0; i <= 1600; i++) grid.push(-40 + i * 0.05);
  const values = grid.map((g) => logLikelihood(g, results));
  const best = Math.max(...values);
  const bestIndex = values.indexOf(best);
  const bestAt = grid[bestIndex] as number;
  const inside = grid.filter((_, i) => (values[i] as number) >= best - 1.92);
  return {
    rank: anchor + bestAt,
    low: anchor + (inside[0] as number),
    high: anchor + (inside[inside.length - 1] as number),
    bound: bestIndex === 0 ? 'at_most' : bestIndex === grid.length - 1 ? 'at_least' : null,
  };
}

/** A fit as text: "about 20 kyu (95 % 24 kyu to 17 kyu)", or "at most 25 kyu (95 %)" when every game went one way. */
export function fitText(fit: RankFit): string {
  if (fit.bound === 'at_most') return `at most ${rankText(fit.high)} (95%)`;
  if (fit.bound === 'at_least') return `at least ${rankText(fit.low)} (95%)`;
  return `about ${rankText(fit.rank)} (95% ${rankText(fit.low)} to ${rankText(fit.high)})`;
}

/** A rank value as text: −20 → "20 kyu", 2 → "2 dan" (values between −1 and 1 go to 1 kyu / 1 dan). */
export function rankText(value: number): string {
  const r = Math.round(value);
  if (r <= -1) return `${-r} kyu`;
  if (r >= 1) return `${r} dan`;
  return value < 0 ? '1 kyu' : '1 dan';
}

/** Wilson score interval for a proportion at 95 %. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
