// Opening (posuk) problems for single play, drawn at random on 13×13 in the two shapes of the study pack's
// hand-written opening group (handWritten.ts), so the answers follow the same proven pattern:
// - corner: three corners hold a stone, the fourth is empty; its 3-3, 3-4, 4-3 and 4-4 points are right,
//   the centre, the middle of a side, an approach to a taken corner and the low 2-2 point are wrong;
// - side: every corner and three sides hold a stone, the player's stones flank the open side; the third-
//   and fourth-line points in its middle are right, the first and second lines and the centre wrong.
// Drawn in a frame where the empty corner (or open side) is at the top left (top), then turned by a
// random symmetry and coloured for a random player.
import type { BoardSize, Vertex } from '../../src/domain/go/coords';
import type { ProblemNode } from '../../src/domain/go/problem';
import type { Random } from '../../src/domain/go/random';
import { BLACK, WHITE } from '../../src/domain/go/stones';
import type { Color } from '../../src/domain/go/stones';
import type { Made } from './templates';

const SIZE: BoardSize = 13;
const at = (x: number, y: number): Vertex => y * SIZE + x;
/** The corner points (3-3, 3-4, 4-3, 4-4) of the top-left corner, 0-based. */
const cornerPoints: readonly [number, number][] = [
  [2, 2],
  [2, 3],
  [3, 2],
  [3, 3],
];
/** Mirrors of the top-left frame into corner c (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right). */
const inCorner = (c: number, [x, y]: readonly [number, number]): [number, number] => [
  c & 1 ? SIZE - 1 - x : x,
  c & 2 ? SIZE - 1 - y : y,
];

const node = (move: Vertex, verdict: 'right' | 'wrong'): ProblemNode => ({ move, verdict, children: [] });

/** "The biggest point": the empty corner is top-left in the drawing frame. */
export function cornerProblem(random: Random): Made {
  const player: Color = BLACK;
  const stones = new Int8Array(SIZE * SIZE);
  const taken: [number, number][] = [];
  for (const c of [1, 2, 3]) {
    const p = inCorner(c, cornerPoints[random.int(4)] as [number, number]);
    // At least one corner each; the rest at random.
    const color: Color =
      c === 1 ? player : c === 2 ? (-player as Color) : random.int(2) === 0 ? BLACK : WHITE;
    stones[at(p[0], p[1])] = color;
    taken.push(p);
  }
  // An approach to the top-right corner's stone, from below along the right side.
  const [tx, ty] = taken[0] as [number, number];
  const approach = at(tx, ty + 3);
  const right = cornerPoints.map(([x, y]) => node(at(x, y), 'right'));
  const wrong = [at(6, 6), at(6, 2), approach, at(1, 1)].map((v) => node(v, 'wrong'));
  return {
    draft: { size: SIZE, stones, toMove: player, goal: { kind: 'best_move' }, tree: [...right, ...wrong] },
    technique: 'opening',
    prompt: 'best_move',
    difficulty: random.int(100),
  };
}

/** "Extend along the open side": the top side is open in the drawing frame. */
export function sideProblem(random: Random): Made {
  const player: Color = BLACK;
  const stones = new Int8Array(SIZE * SIZE);
  for (const c of [0, 1, 2, 3]) {
    const p = inCorner(c, cornerPoints[random.int(4)] as [number, number]);
    // The two corners beside the open (top) side are the player's.
    const color: Color = c < 2 ? player : random.int(2) === 0 ? BLACK : WHITE;
    stones[at(p[0], p[1])] = color;
  }
  // One stone in the middle of each other side, on the third or fourth line.
  const line = () => 2 + random.int(2);
  const along = () => 5 + random.int(3);
  const sides: [number, number][] = [
    [line(), along()],
    [SIZE - 1 - line(), along()],
    [along(), SIZE - 1 - line()],
  ];
  for (const [x, y] of sides) stones[at(x, y)] = random.int(2) === 0 ? BLACK : WHITE;
  const right: ProblemNode[] = [];
  for (const x of [5, 6, 7]) for (const y of [2, 3]) right.push(node(at(x, y), 'right'));
  const wrong = [at(6, 0), at(6, 1), at(6, 6)].map((v) => node(v, 'wrong'));
  return {
    draft: { size: SIZE, stones, toMove: player, goal: { kind: 'best_move' }, tree: [...right, ...wrong] },
    technique: 'opening',
    prompt: 'best_move',
    difficulty: random.int(100),
  };
}
