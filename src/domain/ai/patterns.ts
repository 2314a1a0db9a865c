// 3×3 shape patterns around an empty point: the classic MoGo set (hane, cut, side moves) as michi and Pachi
// use it, expanded to every rotation, mirror and colour swap into one 65,536-entry table indexed by the
// eight neighbours (2 bits each). Playouts play these shapes near the last move, and the prior rewards them,
// which is most of what makes random playouts look like Go.
import type { FastBoard } from '../go/fastBoard';

// X, O: stones of either colour (both assignments are expanded); x: not X; o: not O; '.': empty;
// '#': off the board; '?': anything. The centre is the empty point under test.
const patternSource: readonly (readonly [string, string, string])[] = [
  ['XOX', '...', '???'], // hane: enclosing hane
  ['XO.', '...', '?.?'], // hane: non-cutting hane
  ['XO?', 'X..', 'x.?'], // hane: magari
  ['.O.', 'X..', '...'], // katatsuke or diagonal attachment
  ['XO?', 'O.o', '?o?'], // cut: unprotected cut
  ['XO?', 'O.X', '???'], // cut: peeped cut
  ['?X?', 'O.O', 'ooo'], // cut: de
  ['OX?', 'o.O', '???'], // cut: keima
  ['X.?', 'O.?', '##?'], // side: chase
  ['OX?', 'X.O', '###'], // side: block the side cut
  ['?X?', 'x.O', '###'], // side: block the side connection
  ['?XO', 'x.x', '###'], // side: sagari
  ['?OX', 'X.O', '###'], // side: cut
];

// Codes of a point's content in the table, as FastBoard.neighbourCode gives them (the board value & 3).
const EMPTY_CODE = 0;
const BLACK_CODE = 1;
const EDGE_CODE = 2;
const WHITE_CODE = 3;

const codeOfChar: Readonly<Record<string, readonly number[]>> = {
  '.': [EMPTY_CODE],
  X: [BLACK_CODE],
  O: [WHITE_CODE],
  '#': [EDGE_CODE],
  x: [EMPTY_CODE, WHITE_CODE, EDGE_CODE],
  o: [EMPTY_CODE, BLACK_CODE, EDGE_CODE],
  '?': [EMPTY_CODE, BLACK_CODE, WHITE_CODE, EDGE_CODE],
};

type Grid = readonly [string, string, string];

function rotate(g: Grid): Grid {
  const at = (r: number, c: number) => g[r]?.[c] ?? '?';
  return [at(2, 0) + at(1, 0) + at(0, 0), at(2, 1) + at(1, 1) + at(0, 1), at(2, 2) + at(1, 2) + at(0, 2)];
}

function mirror(g: Grid): Grid {
  return [g[2], g[1], g[0]];
}

function swapColours(g: Grid): Grid {
  const swap = (row: string) =>
    row.replace(/[XOxo]/g, (ch) => ({ X: 'O', O: 'X', x: 'o', o: 'x' })[ch] ?? ch);
  return [swap(g[0]), swap(g[1]), swap(g[2])];
}

/** The eight neighbour cells as (row, column) in code order (`FastBoard.neighbourCode`): NW, N, NE, W, E, SW, S, SE. */
export const cells: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, 1],
  [0, 2],
  [1, 0],
  [1, 2],
  [2, 0],
  [2, 1],
  [2, 2],
];

function addGrid(table: Uint8Array, g: Grid): void {
  let codes = [0];
  for (const [i, [r, c]] of cells.entries()) {
    const options = codeOfChar[g[r]?.[c] ?? '?'] ?? [];
    const grown: number[] = [];
    for (const code of codes) for (const o of options) grown.push(code | (o << (2 * i)));
    codes = grown;
  }
  for (const code of codes) table[code] = 1;
}

function buildTable(): Uint8Array {
  const table = new Uint8Array(1 << 16);
  for (const source of patternSource) {
    let g: Grid = source;
    for (let r = 0; r < 4; r++) {
      for (const h of [g, mirror(g)]) {
        addGrid(table, h);
        addGrid(table, swapColours(h));
      }
      g = rotate(g);
    }
  }
  return table;
}

const table = buildTable();

/** Whether the empty `point` is the centre of one of the shapes (for either colour). */
export function matchesPattern(board: FastBoard, point: number): boolean {
  return table[board.neighbourCode(point)] === 1;
}
