// Small helpers shared by the readers (captureReader.ts, lifeDeathReader.ts): liberty lists on the fast
// board, a pool of boards per search depth (the fast board has no undo, so a child is a copy plus a move),
// and a table of proven bounds per position for depth-limited searches.
import type { FastBoard } from '../go/fastBoard';
import { PASS } from '../go/coords';
import type { Color } from '../go/stones';

export type Outcome = 'win' | 'fail' | 'unknown';

/** The four orthogonal neighbours of a point (border points included; `board.at` answers 2 for them). */
export function around(board: FastBoard, p: number): [number, number, number, number] {
  const s = board.stride;
  return [p - s, p - 1, p + 1, p + s];
}

/** The liberties of the chain through `p`, each once, in a fixed order. */
export function libertyList(board: FastBoard, p: number): number[] {
  // The board walks the chain stone by stone, each neighbour in `around`'s order, first sightings only.
  const out: number[] = [];
  board.libertyPoints(p, out, board.area);
  return out;
}

/** Distinct chains (by one stone each) of `color` next to the chain through `p`. */
export function adjacentChains(board: FastBoard, p: number, color: Color): number[] {
  const out: number[] = [];
  for (const stone of board.chainStones(p)) {
    for (const n of around(board, stone)) {
      if (board.at(n) === color && !out.some((q) => board.sameChain(q, n))) out.push(n);
    }
  }
  return out;
}

/** The empty points next to `p`. */
export function emptyAround(board: FastBoard, p: number): number[] {
  return around(board, p).filter((n) => board.at(n) === 0);
}

/**
 * Plays `point` for `color` even on a ko point it may not retake (the ko master's privilege): a pass
 * clears the ban first. Answers false when the move is illegal for another reason.
 */
export function playIgnoringKo(board: FastBoard, point: number, color: Color): boolean {
  if (point === PASS) {
    board.pass();
    return true;
  }
  if (point === board.ko && board.toMove === color) {
    board.pass();
    if (!board.isLegal(point, color)) return false;
    board.playLegal(point, color);
    return true;
  }
  return board.play(point, color);
}

/** One scratch board per search depth. */
export class BoardPool {
  private readonly boards: FastBoard[] = [];

  /** The board of depth `level`, made equal to `source`. */
  copy(level: number, source: FastBoard): FastBoard {
    let board = this.boards[level];
    if (board === undefined) {
      board = source.clone();
      this.boards[level] = board;
    } else {
      board.copyFrom(source);
    }
    return board;
  }
}

/** The identity of a position for a search under simple ko: stones, side to move and the ko point. */
export function positionKey(board: FastBoard): string {
  return `${board.hashLo}:${board.hashHi}:${board.toMove}:${board.ko}`;
}

/**
 * Proven results of "the prover reaches its goal within n plies" per position: the fewest plies known to
 * win and the most plies known to fail (a win in n is a win in n + 1, a failure in n a failure in n − 1).
 */
export class BoundsTable {
  private readonly wins = new Map<string, number>();
  private readonly fails = new Map<string, number>();

  lookup(key: string, plies: number): boolean | undefined {
    const win = this.wins.get(key);
    if (win !== undefined && win <= plies) return true;
    const fail = this.fails.get(key);
    if (fail !== undefined && fail >= plies) return false;
    return undefined;
  }

  store(key: string, plies: number, win: boolean): void {
    if (win) {
      const old = this.wins.get(key);
      if (old === undefined || plies < old) this.wins.set(key, plies);
    } else {
      const old = this.fails.get(key);
      if (old === undefined || plies > old) this.fails.set(key, plies);
    }
  }

  get size(): number {
    return this.wins.size + this.fails.size;
  }
}
