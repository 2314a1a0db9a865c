// Fixed 9×9 positions for timing and pinning the search (`npm run bench:playouts` and the search's
// fixed-seed test): the empty board and four middle-game positions from seeded level-6 self-play, as GTP
// move lists (Black first). Kept as moves, not boards, so the last move is known and any revision of the
// board can replay them.
import { parseVertex } from '../../src/domain/go/coords';

export interface SearchPosition {
  readonly name: string;
  readonly moves: readonly string[];
}

const gameA =
  'D7 C4 G4 H5 G5 G3 H4 F6 H6 J5 F4 F3 E4 E2 B8 C7 C6 D5 D6 E5 D3 D4 E3 D2 C3 B3 C2 J4 B4 B5'.split(' ');
const gameB =
  'G6 H6 C3 C6 C7 B7 B8 D7 C8 B6 D6 E6 D5 E7 G7 E5 D4 D8 G5 E4 E3 F3 F4 E2 D3 G3 H5 A8 B9 H2'.split(' ');

export const searchPositions: readonly SearchPosition[] = [
  { name: 'empty', moves: [] },
  { name: 'A after 12', moves: gameA.slice(0, 12) },
  { name: 'A after 30', moves: gameA.slice(0, 30) },
  { name: 'B after 20', moves: gameB.slice(0, 20) },
  { name: 'B after 30', moves: gameB.slice(0, 30) },
];

/** The part of a fast board that replaying needs (any revision of `FastBoard` has it). */
export interface ReplayBoard {
  pointOf(vertex: number): number;
  play(point: number): boolean;
}

/** Plays the moves on a 9×9 board (alternating, Black first); throws on an illegal or unreadable move. */
export function replay<B extends ReplayBoard>(board: B, moves: readonly string[]): B {
  for (const name of moves) {
    const v = parseVertex(9, name);
    if (!v.ok || !board.play(board.pointOf(v.value))) throw new Error(`cannot play ${name}`);
  }
  return board;
}
