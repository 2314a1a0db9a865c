// Human mistakes for the weaker levels, applied to the searched candidates at the root. A beginner does
// not see an atari on the other side of the board, answers where the opponent just played even when a
// bigger move exists elsewhere, and does not always find the best of a few good-looking moves. The
// mistakes are drawn from moves the search or the prior found plausible, never from random points, and
// an atari next to the last move is always seen.
import type { FastBoard } from '../go/fastBoard';
import type { Random } from '../go/random';
import type { Color } from '../go/stones';
import type { Level } from './levels';
import type { MoveStat } from './search';

const PASS = -1;

export const choiceReasons = ['best', 'local_answer', 'temperature', 'missed_atari', 'local_slip'] as const;
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
): Choice | null {
  const first = moves[0];
  if (!first) return null;
  const color = board.toMove;
  let pool = moves.filter((m) => m.visits > 0);
  if (pool.length === 0) pool = [first];
  let reason: ChoiceReason = 'best';

  // An atari next to the last move is always seen: capture the stones, or save the own chain, unless the
  // search finds that clearly worse than its best move.
  if (level.temperature > 0) {
    const answer = pool.find(
      (m) =>
        isUrgent(board, m.point, color) &&
        (lastMove < 0 || touchesChainNear(board, m.point, lastMove)) &&
        (m.visits < 16 || m.winRate >= first.winRate - 0.1) &&
        m.priorRate > 0.6,
    );
    if (answer) return { stat: answer, reason: answer === first ? 'best' : 'local_answer' };
  }

  if (level.missDistantAtari > 0 && random.next() < level.missDistantAtari) {
    const seen = pool.filter((m) => !isUrgent(board, m.point, color) || isNear(board, m.point, lastMove, 2));
    if (seen.length > 0 && seen[0] !== pool[0]) {
      pool = seen;
      reason = 'missed_atari';
    }
  }

  if (level.localSlip > 0 && lastMove >= 0 && random.next() < level.localSlip) {
    const local = moves
      .filter(
        (m) => m.point !== PASS && isNear(board, m.point, lastMove, 2) && isSound(board, m.point, color),
      )
      .sort((a, b) => b.priorRate - a.priorRate)
      .slice(0, 3);
    const pick = local[random.int(local.length)];
    if (pick) return { stat: pick, reason: pick === first ? 'best' : 'local_slip' };
  }

  if (level.temperature > 0 && pool.length > 1) {
    const top = pool[0]?.visits ?? 1;
    const options = pool.filter((m) => m.visits >= top * 0.1).slice(0, 5);
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

/** Not a self-atari and not inside an own eye shape: a move a beginner could reasonably play. */
function isSound(board: FastBoard, p: number, color: Color): boolean {
  if (board.isEyeShape(p, color)) return false;
  return board.captureCount(p, color) > 0 || board.libertiesAfter(p, color, 2) >= 2;
}
