// Single play's business rules that the spec names without values: the gold prices of take-backs,
// re-puts and checks (R7.19–R7.22), the free checks per academy day, when a mission is open (R4.36's
// lastjkno), how a verified win moves lastjkno, the stars a win earns, and how much of a game must be played
// before its win counts. Decisions (docs/content.md, docs/rules.md).
// Implements R7.19–R7.22, R7.24 (lock), R3.15, R3.20.
import { KST_OFFSET_SECONDS, MILLIS_PER_DAY } from './time';

/** Gold prices, one place for server and app. */
export const singlePrices = {
  /** R7.19: one take-back (undo of the last own move and the AI's answer) in a game. */
  takeback: 10,
  /** R7.20: one take-back in a learning mission (basic, posuk, puzzle): cheaper, it is for learning. */
  takebackEdu: 5,
  /** R7.21: one re-put (the challenge's problem or game started again from its start). */
  reput: 10,
  /** R7.22: one position check after the day's free ones. */
  check: 10,
} as const;

/** R7.22: position checks that cost nothing, per user and academy day. */
export const FREE_CHECKS_PER_DAY = 3;

/** The academy day (R9.30's fixed +9 h offset) of a server time, as "YYYY-MM-DD". */
export function academyDay(nowMs: number, offsetSeconds: number = KST_OFFSET_SECONDS): string {
  const local = new Date(Math.floor((nowMs + offsetSeconds * 1000) / MILLIS_PER_DAY) * MILLIS_PER_DAY);
  return local.toISOString().slice(0, 10);
}

export type CheckCharge =
  { readonly free: true; readonly usedAfter: number } | { readonly free: false; readonly price: number };

/** R7.22: a check is free while the day's free checks last, then it costs `singlePrices.check`. */
export function checkCharge(usedToday: number): CheckCharge {
  const used = Math.max(0, Math.floor(usedToday));
  return used < FREE_CHECKS_PER_DAY
    ? { free: true, usedAfter: used + 1 }
    : { free: false, price: singlePrices.check };
}

/**
 * lastjkno is the index of the group's last open mission (tryQuest.ts `singleProgressFromGroup`): the
 * missions before it are cleared, the one at it is open, the ones after it are locked.
 */
export function isMissionOpen(missionIndex: number, lastOpen: number): boolean {
  return Number.isInteger(missionIndex) && missionIndex >= 0 && missionIndex <= Math.max(0, lastOpen);
}

/**
 * lastjkno after a verified win of `missionIndex`: winning the open mission opens the next one (up to
 * `missionCount`, which means "all cleared"); winning an earlier one changes nothing.
 */
export function lastOpenAfterWin(lastOpen: number, missionIndex: number, missionCount: number): number {
  const current = Math.max(0, lastOpen);
  if (missionIndex !== current) return current;
  return Math.min(Math.max(0, missionCount), current + 1);
}

/** lastjkno as admin open sets it (R4.36): any index of the group, or the count (all cleared). */
export function clampLastOpen(missionIndex: number, missionCount: number): number {
  return Math.min(Math.max(0, Math.floor(missionIndex)), Math.max(0, missionCount));
}

export const MAX_STARS = 3;

/**
 * Stars of a win: 3 when the mission was won at its first challenge, 2 at the second, 1 after that
 * (`earlierMisses` = the user's finished challenges of this mission that were not credited).
 */
export function starsForWin(earlierMisses: number): number {
  return Math.max(1, MAX_STARS - Math.max(0, Math.floor(earlierMisses)));
}

export type SingleMissionKind = 'problem' | 'capture' | 'game';

/**
 * How each single type is played (decision): basic, posuk and puzzle are problems; AI battle 1 and 2 are
 * capture games against the AI; baduk battle is a full game with scoring; dice missions (one die each,
 * R7.25) are quick problems or capture games.
 */
export function singleKindsOf(type: number): readonly SingleMissionKind[] {
  switch (type) {
    case 1:
    case 2:
    case 3:
      return ['problem'];
    case 0:
    case 4:
      return ['capture'];
    case 5:
      return ['game'];
    case 6:
      return ['problem', 'capture'];
    default:
      return [];
  }
}

/**
 * The opening of a game on a board of `boardSize`: a quarter of its points, at least six stones. The AI
 * never resigns in it (ai/endgame.ts `pastOpening`), and a full game must get past it before a win counts.
 */
export function openingStones(boardSize: number): number {
  return Math.max(6, Math.floor((boardSize * boardSize) / 4));
}

/**
 * Capture games: the player's own stones a win needs at least. Two is the fewest that can take a stone
 * with two liberties; the capture itself, replayed on the server, shows the rest of the game.
 */
export const MIN_CAPTURE_GAME_PLAYER_STONES = 2;

/**
 * The player's own stones (moves that are not passes) a game needs before its win counts (decision): a
 * capture game MIN_CAPTURE_GAME_PLAYER_STONES; a full game half the opening's stones, so a game of one
 * stone and two passes, or the AI's resignation before anything was played, earns nothing.
 */
export function minimumPlayerStones(kind: 'capture' | 'game', boardSize: number): number {
  return kind === 'capture' ? MIN_CAPTURE_GAME_PLAYER_STONES : Math.ceil(openingStones(boardSize) / 2);
}

/**
 * The player's stones in a game's moves (both sides in turn from the start position's side to move,
 * `playerMovesFirst` when that is the player; "pass" places none).
 */
export function playerStonesIn(moves: readonly string[], playerMovesFirst: boolean): number {
  let stones = 0;
  for (let i = playerMovesFirst ? 0 : 1; i < moves.length; i += 2) {
    if ((moves[i] ?? 'pass').toLowerCase() !== 'pass') stones += 1;
  }
  return stones;
}
