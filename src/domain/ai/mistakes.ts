// Human mistakes for the weaker levels, applied to the searched candidates at the root. A beginner does
// not see an atari on the other side of the board, at the lowest levels sometimes not even the one next
// to the last move (its own stones in atari, or enemy stones it could take), answers where the opponent
// just played even when a bigger move exists elsewhere, plays slow solid moves next to its own stones,
// and does not always find the best of a few good-looking moves. The mistakes are drawn from moves the
// search or the prior found plausible, never from random points: a mistake never fills an own eye, never
// puts its own stones in atari, and never lands on the first or second line far from every stone.
// A stone that was just played into atari is always taken, and so is every atari in a capture game. Pure: the random numbers are injected.
import type { FastBoard } from '../go/fastBoard';
import type { Random } from '../go/random';
import type { Color } from '../go/stones';
import type { Level } from './levels';
import type { MoveStat } from './search';
import type { GameMode } from './types';

export const choiceReasons = [
  'best',
  'local_answer',
  'temperature',
  'missed_atari',
  'local_slip',
  'missed_local_atari',
  'slow_move',
] as const;
export type ChoiceReason = (typeof choiceReasons)[number];

export interface Choice {
  readonly stat: MoveStat;
  readonly reason: ChoiceReason;
}

/** Picks the move to play from the searched root moves (most visited first) as a player of `level` would. */
export function chooseAsLevel(
  board: FastBoard,
  moves: readonly MoveStat[],
  level: Level,
  random: Random,
  lastMove: number,
  mode: GameMode = 'full',
): Choice | null {
  const first = moves[0];
  if (!first) return null;
  const color = board.toMove;
  let pool = moves.filter((m) => m.visits > 0);
  if (pool.length === 0) pool = [first];
  let reason: ChoiceReason = 'best';

  // An atari next to the last move: capture the stones, or save the own chain, unless the search finds
  // that clearly worse than its best move. The lowest levels sometimes do not notice it, except when the
  // stone just played stands in atari itself.
  if (level.temperature > 0) {
    const answer = pool.find(
      (m) =>
        isUrgent(board, m.point, color) &&
        (lastMove < 0 || touchesChainNear(board, m.point, lastMove)) &&
        (m.visits < 16 || m.winRate >= first.winRate - 0.1) &&
        m.priorRate > 0.6,
    );
    if (answer) {
      // In a capture game that atari decides the game: missing it would hand the game over, not teach.
      const obvious =
        mode === 'capture' ||
        (lastMove >= 0 && board.at(lastMove) === -color && board.atariLiberty(lastMove) >= 0);
      const missed = !obvious && level.missLocalAtari > 0 && random.next() < level.missLocalAtari;
      if (!missed) return { stat: answer, reason: answer === first ? 'best' : 'local_answer' };
      const unseen = pool.filter(
        (m) => !isUrgent(board, m.point, color) && isPlausible(board, m.point, color),
      );
      const pick = unseen[0];
      if (pick) return { stat: pick, reason: 'missed_local_atari' };
    }
  }

  if (level.missDistantAtari > 0 && random.next() < level.missDistantAtari) {
    const seen = pool.filter((m) => !isUrgent(board, m.point, color) || isNear(board, m.point, lastMove, 2));
    if (seen.length > 0 && seen[0] !== pool[0]) {
      pool = seen;
      reason = 'missed_atari';
    }
  }

  if (level.slowMove > 0 && random.next() < level.slowMove) {
    const slow = moves
      .filter((m) => isSlow(board, m.point, color) && isPlausible(board, m.point, color))
      .sort((a, b) => b.priorRate - a.priorRate)
      .slice(0, 3);
    const pick = slow[random.int(slow.length)];
    if (pick) return { stat: pick, reason: pick === first ? 'best' : 'slow_move' };
  }

  if (level.localSlip > 0 && lastMove >= 0 && random.next() < level.localSlip) {
    const local = moves
      .filter((m) => isNear(board, m.point, lastMove, 2) && isPlausible(board, m.point, color))
      .sort((a, b) => b.priorRate - a.priorRate)
      .slice(0, 3);
    const pick = local[random.int(local.length)];
    if (pick) return { stat: pick, reason: pick === first ? 'best' : 'local_slip' };
  }

  if (level.temperature > 0 && pool.length > 1) {
    const top = pool[0]?.visits ?? 1;
    const options = pool
      .filter((m, i) => m.visits >= top * 0.1 && (i === 0 || isPlausible(board, m.point, color)))
      .slice(0, 5);
    const weights = options.map((m) => Math.pow(m.visits / top, 1 / level.temperature));
    const total = weights.reduce((a, b) => a + b, 0);
    let r = random.next() * total;
    for (const [i, option] of options.entries()) {
      r -= weights[i] ?? 0;
      if (r <= 0) return { stat: option, reason: option === first ? reason : 'temperature' };
    }
  }
  const chosen = pool[0] ?? first;
  return { stat: chosen, reason: chosen === first ? 'best' : reason };
}

/**
 * A move a beginner could make without it looking random: on the board (not a pass), not inside an own
 * eye shape, not a self-atari (unless it captures), not on the second line with no stone within three
 * lines of it, and on the first line only to capture or to save an own chain in atari, or — once the
 * board holds twice its size in stones (the endgame of a small board) — touching a stone.
 */
export function isPlausible(board: FastBoard, p: number, color: Color): boolean {
  if (p < 0 || board.at(p) !== 0) return false;
  if (board.isEyeShape(p, color)) return false;
  if (board.captureCount(p, color) === 0 && board.libertiesAfter(p, color, 2) < 2) return false;
  const line = edgeLine(board, p);
  if (line === 0) {
    if (isUrgent(board, p, color)) return true;
    return stoneCount(board) >= 2 * board.size && hasStoneWithin(board, p, 1);
  }
  if (line === 1) return hasStoneWithin(board, p, 3);
  return true;
}

function stoneCount(board: FastBoard): number {
  let n = 0;
  for (let i = 0; i < board.size * board.size; i++) if (board.at(board.pointOf(i)) !== 0) n++;
  return n;
}

/** A slow, solid move: next to an own stone, touching no enemy stone, taking nothing. */
function isSlow(board: FastBoard, p: number, color: Color): boolean {
  if (p < 0) return false;
  const s = board.stride;
  let own = false;
  for (const n of [p - s, p - 1, p + 1, p + s]) {
    const k = board.at(n);
    if (k === color) own = true;
    else if (k === -color) return false;
  }
  return own && board.libertiesAfter(p, color, 3) >= 3;
}

/** 0 for the first line, 1 for the second, and so on (the nearest edge). */
function edgeLine(board: FastBoard, p: number): number {
  const s = board.stride;
  const x = (p % s) - 1;
  const y = Math.floor(p / s) - 1;
  const n = board.size - 1;
  return Math.min(x, y, n - x, n - y);
}

function hasStoneWithin(board: FastBoard, p: number, distance: number): boolean {
  const s = board.stride;
  const px = p % s;
  const py = Math.floor(p / s);
  for (let dy = -distance; dy <= distance; dy++) {
    for (let dx = -distance; dx <= distance; dx++) {
      const x = px + dx;
      const y = py + dy;
      if (x < 1 || y < 1 || x > board.size || y > board.size) continue;
      const k = board.at(y * s + x);
      if (k === 1 || k === -1) return true;
    }
  }
  return false;
}

/** The move captures stones, or saves an own chain in atari by extending. */
function isUrgent(board: FastBoard, p: number, color: Color): boolean {
  if (p < 0) return false;
  if (board.captureCount(p, color) > 0) return true;
  const s = board.stride;
  for (const n of [p - s, p - 1, p + 1, p + s]) {
    if (board.at(n) === color && board.atariLiberty(n) === p) return true;
  }
  return false;
}

/** The move at `p` is next to a chain that has a stone within one line of the last move. */
function touchesChainNear(board: FastBoard, p: number, last: number): boolean {
  const s = board.stride;
  for (const n of [p - s, p - 1, p + 1, p + s]) {
    const k = board.at(n);
    if (k !== 1 && k !== -1) continue;
    const head = board.chainHead(n);
    let st = head;
    do {
      if (isNear(board, st, last, 1)) return true;
      st = board.nextStone(st);
    } while (st !== head);
  }
  return false;
}

/** Within `distance` lines of `q` in both directions. */
function isNear(board: FastBoard, p: number, q: number, distance: number): boolean {
  if (p < 0 || q < 0) return false;
  const s = board.stride;
  return (
    Math.abs((p % s) - (q % s)) <= distance && Math.abs(Math.floor(p / s) - Math.floor(q / s)) <= distance
  );
}
