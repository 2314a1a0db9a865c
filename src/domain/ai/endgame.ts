// When to stop playing: the engine passes when the game is over for it — every move it could make would only
// fill its own territory or eyes, throw a stone into decided territory, or fill a seki liberty — or when the
// opponent has passed and counting the board now wins. It resigns when hopelessly behind, but never in the
// opening. Both read the ownership estimate, so the AI behaves the same at every level. Territory needs
// more than ownership: on a small board one side may "own" every point of a still open position.
import type { FastBoard } from '../go/fastBoard';
import type { Color } from '../go/stones';
import { openingStones } from '../rules/singlePlay';
import { countedScore } from './ownership';
import type { GameGoal } from './types';

/** A point whose |ownership| is at least this is decided. */
export const DECIDED = 0.55;
/** Territory lies within this many steps (Manhattan) of a living stone of its owner. */
const TERRITORY_REACH = 4;

/**
 * Decided territory by board point: 1 Black's, −1 White's, 0 anything else. A point is territory when it is
 * empty or holds a dead stone (one the estimate gives to the other side), its ownership is decided, the
 * region of such points around it borders living stones of the owner only, and one of them is near. So
 * dame, contested boundaries and an open board that one side merely dominates are not territory.
 */
export function territoryMap(board: FastBoard, ownershipByPoint: Float32Array, decided = DECIDED): Int8Array {
  const area = board.area;
  const s = board.stride;
  const open = (p: number): boolean => {
    const k = board.at(p);
    if (k === 0) return true;
    if (k !== 1 && k !== -1) return false;
    return (ownershipByPoint[p] ?? 0) * k < -decided;
  };
  const region = new Int32Array(area).fill(-1);
  const out = new Int8Array(area);
  const stack: number[] = [];
  const members: number[] = [];
  let id = 0;
  for (let v = 0; v < board.size * board.size; v++) {
    const start = board.pointOf(v);
    if (region[start] !== -1 || !open(start)) continue;
    // Flood the region and note the colours of the living stones around it.
    members.length = 0;
    stack.push(start);
    region[start] = id;
    let borders = 0;
    while (stack.length > 0) {
      const p = stack.pop() ?? 0;
      members.push(p);
      for (const n of [p - s, p - 1, p + 1, p + s]) {
        const k = board.at(n);
        if (k === 2) continue;
        if (open(n)) {
          if (region[n] === -1) {
            region[n] = id;
            stack.push(n);
          }
        } else borders |= k === 1 ? 1 : 2;
      }
    }
    id++;
    if (borders !== 1 && borders !== 2) continue;
    const owner = borders === 1 ? 1 : -1;
    for (const p of members) {
      if (
        (ownershipByPoint[p] ?? 0) * owner >= decided &&
        livingStoneNear(board, p, owner, ownershipByPoint, decided)
      ) {
        out[p] = owner;
      }
    }
  }
  return out;
}

function livingStoneNear(
  board: FastBoard,
  p: number,
  color: number,
  ownershipByPoint: Float32Array,
  decided: number,
): boolean {
  const s = board.stride;
  const r = TERRITORY_REACH;
  for (let dy = -r; dy <= r; dy++) {
    const span = r - Math.abs(dy);
    for (let dx = -span; dx <= span; dx++) {
      const q = p + dy * s + dx;
      if (board.at(q) === color && (ownershipByPoint[q] ?? 0) * color >= decided) return true;
    }
  }
  return false;
}

/** A move at `p` neither captures nor keeps its chain out of atari (a throw-in, or filling a seki liberty). */
export function isSelfAtari(board: FastBoard, p: number, color: Color): boolean {
  return board.captureCount(p, color) === 0 && board.libertiesAfter(p, color, 2) < 2;
}

/**
 * Nothing is left to play for `color`: no stones to capture, no dead enemy stones left on the board (taking
 * them costs nothing under area scoring, and a finished board is then plain to read), no own chain in
 * atari that could still run, and every other legal move that is not self-atari would only fill
 * territory — its own, or the opponent's, where the stone would die. Dame and contested points keep the
 * game going.
 */
export function isSettled(board: FastBoard, color: Color, territory: Int8Array): boolean {
  const s = board.stride;
  for (let v = 0; v < board.size * board.size; v++) {
    const p = board.pointOf(v);
    if (board.at(p) === -color && territory[p] === color) return false;
  }
  const n = board.emptyPointCount;
  for (let i = 0; i < n; i++) {
    const p = board.emptyPoint(i);
    if (board.isTrueEye(p, color) || !board.isLegal(p, color)) continue;
    if (board.captureCount(p, color) > 0) return false;
    if (isSelfAtari(board, p, color)) continue;
    for (const q of [p - s, p - 1, p + 1, p + s]) {
      if (board.at(q) === color && board.atariLiberty(q) === p) return false;
    }
    if (territory[p] === 0) return false;
  }
  return true;
}

/** After the opponent's pass: counting the board now (estimated dead stones removed) wins for `color`. */
export function winsByCounting(
  board: FastBoard,
  color: Color,
  goal: GameGoal,
  ownershipByPoint: Float32Array,
): boolean {
  if (goal.mode === 'capture') {
    const own = board.prisoners(color);
    const other = board.prisoners(-color as Color);
    if (own !== other) return own > other;
  }
  const margin = countedScore(board, ownershipByPoint) - goal.komi;
  return color === 1 ? margin > 0 : margin < 0;
}

/**
 * Resignation is allowed once the game is past its opening: a quarter of the board has been played
 * (rules/singlePlay.ts `openingStones`, which also says when a full game's win counts).
 */
export function pastOpening(board: FastBoard, movesPlayed: number): boolean {
  const stones = board.size * board.size - board.emptyPointCount;
  return Math.max(stones, movesPlayed) >= openingStones(board.size);
}

/**
 * The resignation rule: past the opening, and every estimate of the win rate (the search's and a second
 * ownership estimate) below `resignBelow`. The engine applies it before each move; the server applies it
 * again to a game whose result says the AI resigned.
 */
export function wouldResign(
  isPastOpening: boolean,
  winRates: readonly number[],
  resignBelow: number,
): boolean {
  return isPastOpening && winRates.length > 0 && Math.max(...winRates) < resignBelow;
}
