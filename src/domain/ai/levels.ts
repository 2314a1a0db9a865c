// The AI's levels, from a child's first game to the strongest the search can play. A level sets the
// playout budget (and a time cap when a clock is available), how freely the move is drawn from the
// searched candidates (temperature), and the human mistakes of `mistakes.ts`: not noticing an atari far
// from the last move (and, at the lowest levels, sometimes even next to it), answering the last move
// locally with a plausible but worse move, and slow solid moves. Every level still captures a stone that
// was just played into atari, opens on the usual points, passes when the game is over and resigns when
// hopeless, so even the weakest plays like a beginner and never like a random player.
import type { PatternPriorOptions } from './patternPrior';

export interface Level {
  /** 1 (weakest) to `levels.length` (strongest). */
  readonly level: number;
  /** A stable English label (the app translates by `level`). */
  readonly name: string;
  /** Simulations per move. */
  readonly playouts: number;
  /** Milliseconds per move, when the engine has a clock. */
  readonly timeMs: number;
  /** Milliseconds a move may add when the search is still undecided at `timeMs` (search.ts `unstable`; tried, unused: docs/ai.md). */
  readonly extraTimeMs?: number;
  /** 0 plays the most searched move; higher values draw among the best few in proportion to visits^(1/T). */
  readonly temperature: number;
  /** Probability of overlooking a capture or an atari escape away from the last move. */
  readonly missDistantAtari: number;
  /** Probability of a plausible local answer to the last move instead of the searched move. */
  readonly localSlip: number;
  /**
   * Probability of not noticing an atari next to the last move: an own chain the move put in atari, or
   * enemy stones there that could be taken (the stone just played, if it stands in atari, is always seen).
   */
  readonly missLocalAtari: number;
  /** Probability of a slow, solid move next to an own stone (touching no enemy stone) instead of the searched move. */
  readonly slowMove: number;
  /** Resign below this win rate (after the opening, and when a second estimate agrees). */
  readonly resignBelow: number;
  /**
   * Milliseconds the engine may go on searching while the opponent thinks (pondering), for its next move;
   * only with a clock, and only where the host runs `Engine.ponder` (docs/ai.md, "Pondering").
   */
  readonly ponderMs?: number;
  /**
   * Adds the pattern strengths learned from 9×9 game records to the prior (patternPrior.ts), on boards up to
   * 9×9 only (docs/ai.md, "Learned pattern prior").
   */
  readonly patternPrior?: Partial<PatternPriorOptions>;
}

/**
 * Pondering runs in slices of this many milliseconds, so that a host reads its messages (the worker) or
 * the opponent's answer (the bench) between slices.
 */
export const PONDER_SLICE_MS = 20;

export const levels: readonly Level[] = [
  {
    level: 1,
    name: "A child's first game",
    playouts: 48,
    timeMs: 300,
    temperature: 0.8,
    missDistantAtari: 0.6,
    localSlip: 0.35,
    missLocalAtari: 0.3,
    slowMove: 0.2,
    resignBelow: 0.03,
  },
  {
    level: 2,
    name: 'Beginner',
    playouts: 100,
    timeMs: 300,
    temperature: 0.6,
    missDistantAtari: 0.45,
    localSlip: 0.25,
    missLocalAtari: 0.2,
    slowMove: 0.15,
    resignBelow: 0.04,
  },
  {
    level: 3,
    name: 'Novice',
    playouts: 200,
    timeMs: 400,
    temperature: 0.45,
    missDistantAtari: 0.3,
    localSlip: 0.18,
    missLocalAtari: 0.12,
    slowMove: 0.1,
    resignBelow: 0.05,
  },
  {
    level: 4,
    name: 'Learner',
    playouts: 400,
    timeMs: 500,
    temperature: 0.3,
    missDistantAtari: 0.2,
    localSlip: 0.12,
    missLocalAtari: 0.06,
    slowMove: 0.05,
    resignBelow: 0.05,
  },
  {
    level: 5,
    name: 'Improver',
    playouts: 600,
    timeMs: 600,
    temperature: 0.25,
    missDistantAtari: 0.15,
    localSlip: 0.09,
    missLocalAtari: 0.04,
    slowMove: 0.035,
    resignBelow: 0.06,
  },
  {
    level: 6,
    name: 'Club player',
    playouts: 1200,
    timeMs: 800,
    temperature: 0.12,
    missDistantAtari: 0.06,
    localSlip: 0.04,
    missLocalAtari: 0,
    slowMove: 0,
    resignBelow: 0.07,
  },
  {
    level: 7,
    name: 'Strong club player',
    playouts: 3000,
    timeMs: 1000,
    temperature: 0.04,
    missDistantAtari: 0,
    localSlip: 0,
    missLocalAtari: 0,
    slowMove: 0,
    resignBelow: 0.06,
  },
  {
    level: 8,
    name: 'Tournament player',
    playouts: 6000,
    timeMs: 1500,
    temperature: 0,
    missDistantAtari: 0,
    localSlip: 0,
    missLocalAtari: 0,
    slowMove: 0,
    resignBelow: 0.05,
  },
  {
    level: 9,
    name: 'Expert',
    playouts: 12000,
    timeMs: 2000,
    temperature: 0,
    missDistantAtari: 0,
    localSlip: 0,
    missLocalAtari: 0,
    slowMove: 0,
    resignBelow: 0.05,
  },
  {
    level: 10,
    name: 'Strongest',
    playouts: 40000,
    timeMs: 2000,
    temperature: 0,
    missDistantAtari: 0,
    localSlip: 0,
    missLocalAtari: 0,
    slowMove: 0,
    resignBelow: 0.05,
    ponderMs: 20000,
    patternPrior: { weight: 40, losses: false },
  },
];

export const MIN_LEVEL = 1;
export const MAX_LEVEL = levels.length;

/** The level with this number, clamped to the table. */
export function levelOf(level: number): Level {
  const i = Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, Math.round(Number.isFinite(level) ? level : 1))) - 1;
  return levels[i] as Level;
}

/** A kyu or dan rank (30 kyu, the first game, up to 1 kyu; then 1 dan and up). */
export interface RankEstimate {
  readonly kind: 'kyu' | 'dan';
  readonly number: number;
}

/**
 * What each level is worth as a rank on 9×9, by level (index 0 = level 1). docs/ai.md ("Calibrating the
 * ladder") gives each figure with its games and 95 % interval: handicap and komi games against GNU Go 3.8
 * level 10 at a fixed playout budget, turned into ranks by a stated model (GNU Go 10 ≈ 8 kyu, a 9×9 stone
 * ≈ 5 ranks). `levelRankMeasured` says which figures rest on such games; the others are interpolated
 * between measured neighbours. Ranks weaker than 30 kyu are shown as 30 kyu (a first game by convention).
 */
export const levelRanks: readonly RankEstimate[] = [
  { kind: 'kyu', number: 30 },
  { kind: 'kyu', number: 28 },
  { kind: 'kyu', number: 24 },
  { kind: 'kyu', number: 19 },
  { kind: 'kyu', number: 15 },
  { kind: 'kyu', number: 11 },
  { kind: 'kyu', number: 8 },
  { kind: 'kyu', number: 7 },
  { kind: 'kyu', number: 6 },
  { kind: 'kyu', number: 4 },
];

/** Whether each level's rank was measured (true) or is still interpolated (false), by level (index 0 = level 1). */
export const levelRankMeasured: readonly boolean[] = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
];

/** Whether any of `levelRanks` is still an estimate rather than a measurement. */
export const LEVEL_RANKS_PROVISIONAL = levelRankMeasured.some((measured) => !measured);

/** The rank estimate of a level, clamped to the table like `levelOf`. */
export function levelRank(level: number): RankEstimate {
  return levelRanks[levelOf(level).level - 1] as RankEstimate;
}

/** A rank as one number: 30 kyu = −30 … 1 kyu = −1, 1 dan = 1 …. */
function rankValue(rank: RankEstimate): number {
  return rank.kind === 'kyu' ? -rank.number : rank.number;
}

/** The level whose estimate is nearest to `rank` (the weaker one on a tie): an opponent of the student's size. */
export function levelNearRank(rank: RankEstimate): number {
  let best = MIN_LEVEL;
  let gap = Infinity;
  for (const [i, r] of levelRanks.entries()) {
    const d = Math.abs(rankValue(r) - rankValue(rank));
    if (d < gap) {
      gap = d;
      best = i + 1;
    }
  }
  return best;
}
