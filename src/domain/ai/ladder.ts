// Ladder reading for the prior and the playouts: does a chain that escapes from atari still die in a
// ladder? Read on copies of the fast board, one atari after another, until the chain gets three liberties,
// captures an attacker or is caught — deep enough for any ladder on a 25×25 board. A `LadderReader` keeps
// one scratch board per depth and copies into it, so reading allocates nothing after the first ladder: the
// playouts ask often, and a fresh board for every step cost more than the rest of the playout.
import type { FastBoard } from '../go/fastBoard';
import type { Color } from '../go/stones';

const MAX_DEPTH = 40;

export class LadderReader {
  private readonly boards: FastBoard[] = [];
  private readonly libs = new Int16Array(4);

  /**
   * Whether the chain escaping to `p` (in atari there) would still die in a ladder: after extending it has
   * exactly two liberties, and the attacker can keep chasing it, one atari after another, until it is
   * caught. Read on scratch copies of the board, at most a few dozen moves deep.
   */
  laddered(board: FastBoard, p: number, color: Color): boolean {
    if (board.libertiesAfter(p, color, 3) !== 2) return false;
    const copy = this.scratch(0, board);
    if (!copy.play(p, color)) return false;
    return this.captures(copy, p, color, 0);
  }

  /** The scratch board of a depth, made equal to `from`. */
  private scratch(depth: number, from: FastBoard): FastBoard {
    const kept = this.boards[depth];
    if (kept && kept.size === from.size) {
      kept.copyFrom(from);
      return kept;
    }
    const made = from.clone();
    this.boards[depth] = made;
    return made;
  }

  private captures(board: FastBoard, stone: number, color: Color, depth: number): boolean {
    if (depth > MAX_DEPTH) return false;
    const libs = this.libs;
    if (board.libertyPoints(stone, libs, 3) !== 2) return board.liberties(stone) < 2;
    const a = libs[0] ?? 0;
    const b = libs[1] ?? 0;
    const attacker = -color as Color;
    for (let k = 0; k < 2; k++) {
      const atari = k === 0 ? a : b;
      const escape = k === 0 ? b : a;
      // Deeper reads use deeper scratch boards, so `board` (this depth's) is intact for the second try.
      const next = this.scratch(depth + 1, board);
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
      if (this.captures(next, stone, color, depth + 1)) return true;
    }
    return false;
  }
}

/** `LadderReader.laddered` with a reader of its own, for a one-off question. */
export function laddered(board: FastBoard, p: number, color: Color): boolean {
  return new LadderReader().laddered(board, p, color);
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
