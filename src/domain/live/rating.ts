// Rank points and steps after a rated live game (docs/rules.md, live games). A win earns and a loss costs
// the same number of points: 10, plus 2 for each rank the winner was weaker than the loser after the
// handicap (minus 2 for each rank stronger), between 2 and 20. Rank points live inside a step: reaching
// 100 moves the player one step stronger and starts the new step at 30; falling to 0 after a loss moves
// one step weaker (never past the weakest) and starts at 70, so one game never flips a step back and
// forth. Teaching games and games against the bot are unrated.

import { clampStep, rankDifference, STRONGEST_STEP, WEAKEST_STEP } from './levels';
import { type LiveBoardSize } from './handicap';

export const BASE_POINTS = 10;
export const POINTS_PER_RANK = 2;
export const MIN_POINTS = 2;
export const MAX_POINTS = 20;
export const PROMOTE_AT = 100;
export const PROMOTED_POINTS = 30;
export const DEMOTED_POINTS = 70;

/** Ranks one handicap stone makes up on each board (the handicap table's scale). */
const ranksPerStone: Record<LiveBoardSize, number> = { 9: 3, 13: 2, 19: 1 };

export interface RatedPlayer {
  readonly step: number;
  readonly points: number;
}

export interface RatingInput {
  readonly winner: RatedPlayer;
  readonly loser: RatedPlayer;
  /** Handicap stones the weaker player (Black) had; they make up part of the difference. */
  readonly handicap: number;
  /** Whether the winner was the one who received the handicap. */
  readonly winnerHadHandicap: boolean;
  readonly size: LiveBoardSize;
}

/** Points won by the winner and lost by the loser. */
export function pointsAtStake(input: RatingInput): number {
  const covered = input.handicap * ranksPerStone[input.size];
  // How many ranks weaker the winner was than the loser, with the handicap taken off the weaker side.
  let weaker = rankDifference(input.winner.step, input.loser.step);
  if (input.handicap > 0) weaker += input.winnerHadHandicap ? -covered : covered;
  return Math.min(MAX_POINTS, Math.max(MIN_POINTS, BASE_POINTS + POINTS_PER_RANK * weaker));
}

/** A player's step and points after gaining (positive) or losing (negative) `delta` points. */
export function applyPoints(player: RatedPlayer, delta: number): RatedPlayer {
  const step = clampStep(player.step);
  const points = player.points + delta;
  if (points >= PROMOTE_AT) {
    if (step <= STRONGEST_STEP) return { step, points: PROMOTE_AT - 1 };
    return { step: step - 1, points: PROMOTED_POINTS };
  }
  if (points <= 0 && delta < 0) {
    if (step >= WEAKEST_STEP) return { step, points: 0 };
    return { step: step + 1, points: DEMOTED_POINTS };
  }
  return { step, points: Math.max(0, points) };
}

export interface RatingChange {
  readonly winner: RatedPlayer;
  readonly loser: RatedPlayer;
  readonly points: number;
}

export function rateGame(input: RatingInput): RatingChange {
  const points = pointsAtStake(input);
  return { winner: applyPoints(input.winner, points), loser: applyPoints(input.loser, -points), points };
}
