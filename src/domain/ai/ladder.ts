// Ladder reading for the prior: does a chain that escapes from atari still die in a ladder? Read on copies
// of the fast board, one atari after another, until the chain gets three liberties, captures an attacker
// or is caught — deep enough for any ladder on a 25×25 board.
import type { FastBoard } from '../go/fastBoard';
import type { Color } from '../go/stones';

/**
 * Whether the chain escaping to `p` (in atari there) would still die in a ladder: after extending it has
 * exactly two liberties, and the attacker can keep chasing it, one atari after another, until it is caught.
 * Read on a copy of the board, at most a few dozen moves deep.
 */
export function laddered(board: FastBoard, p: number, color: Color, scratch: Int16Array): boolean {
  if (board.libertiesAfter(p, color, 3) !== 2) return false;
  const copy = board.clone();
  if (!copy.play(p, color)) return false;
  return ladderCaptures(copy, p, color, scratch, 0);
}

function ladderCaptures(
  board: FastBoard,
  stone: number,
  color: Color,
  libs: Int16Array,
  depth: number,
): boolean {
  if (depth > 40) return false;
  if (board.libertyPoints(stone, libs, 3) !== 2) return board.liberties(stone) < 2;
  const a = libs[0] ?? 0;
  const b = libs[1] ?? 0;
  const attacker = -color as Color;
  for (const atari of [a, b]) {
    const escape = atari === a ? b : a;
    const next = board.clone();
    if (!next.isLegal(atari, attacker)) continue;
    next.playLegal(atari, attacker);
    // The attacker's stone must not be capturable at once, or the ladder breaks.
    if (next.atariLiberty(atari) >= 0) continue;
    if (next.at(stone) !== color) return true;
    if (escapesByCapture(next, stone, color)) continue;
    if (!next.isLegal(escape, color)) return true;
    next.playLegal(escape, color);
    const libsAfter = next.liberties(stone);
    if (libsAfter >= 3) continue;
    if (libsAfter <= 1) return true;
    if (ladderCaptures(next, stone, color, libs, depth + 1)) return true;
  }
  return false;
}

/** The chain at `stone` (in atari) can capture an adjacent attacker that is itself in atari. */
function escapesByCapture(board: FastBoard, stone: number, color: Color): boolean {
  const s = board.stride;
  const head = board.chainHead(stone);
  let st = head;
  do {
    for (let j = 0; j < 4; j++) {
      const n = j === 0 ? st - s : j === 1 ? st - 1 : j === 2 ? st + 1 : st + s;
      if (board.at(n) === -color && board.atariLiberty(n) >= 0) return true;
    }
    st = board.nextStone(st);
  } while (st !== head);
  return false;
}
