// The trainer's shape templates (issue 15): eye spaces on the edge or in the corner, each with the group
// that owns it (a solid ring of stones around the space) and the other side's wall around that ring. The
// owner's group has no liberty but its eye space, so the space alone decides it: an unsettled space lives
// or dies by who takes its vital point, an alive one lives whoever plays first, a dead one dies.
// Coordinates are (row, col) in the template's frame: row 0 is the board's edge; in the corner col 0 is
// the other edge.

export type Settle = 'unsettled' | 'alive' | 'dead';

export interface EyeShape {
  readonly key: string;
  readonly settle: Settle;
  /** The empty points of the eye space. */
  readonly space: readonly (readonly [number, number])[];
  /** Unsettled shapes: the vital point (a point of the space). */
  readonly vital?: readonly [number, number];
  /** 1 (easiest) … 5. */
  readonly difficulty: number;
  /** Where it may stand: 'corner', 'edge' or both. Bent four in the corner is a ko matter: edge only. */
  readonly places: readonly ('corner' | 'edge')[];
}

export const eyeShapes: readonly EyeShape[] = [
  {
    key: 'straight_three',
    settle: 'unsettled',
    space: [
      [0, 0],
      [0, 1],
      [0, 2],
    ],
    vital: [0, 1],
    difficulty: 1,
    places: ['corner', 'edge'],
  },
  {
    key: 'bent_three',
    settle: 'unsettled',
    space: [
      [0, 0],
      [0, 1],
      [1, 1],
    ],
    vital: [0, 1],
    difficulty: 2,
    places: ['corner', 'edge'],
  },
  {
    key: 'pyramid_four',
    settle: 'unsettled',
    space: [
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 1],
    ],
    vital: [0, 1],
    difficulty: 3,
    places: ['corner', 'edge'],
  },
  {
    key: 'crossed_five',
    settle: 'unsettled',
    space: [
      [0, 1],
      [1, 0],
      [1, 1],
      [1, 2],
      [2, 1],
    ],
    vital: [1, 1],
    difficulty: 3,
    places: ['corner', 'edge'],
  },
  {
    key: 'bulky_five',
    settle: 'unsettled',
    space: [
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
    ],
    vital: [0, 1],
    difficulty: 4,
    places: ['corner', 'edge'],
  },
  {
    key: 'rabbity_six',
    settle: 'unsettled',
    space: [
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
      [1, 2],
      [2, 1],
    ],
    vital: [1, 1],
    difficulty: 5,
    places: ['corner', 'edge'],
  },
  {
    key: 'straight_four',
    settle: 'alive',
    space: [
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
    ],
    difficulty: 2,
    places: ['corner', 'edge'],
  },
  {
    key: 'bent_four',
    settle: 'alive',
    space: [
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 2],
    ],
    difficulty: 3,
    places: ['edge'],
  },
  {
    key: 'two_eyes',
    settle: 'alive',
    space: [
      [0, 0],
      [0, 2],
    ],
    difficulty: 1,
    places: ['corner', 'edge'],
  },
  {
    key: 'straight_two',
    settle: 'dead',
    space: [
      [0, 0],
      [0, 1],
    ],
    difficulty: 1,
    places: ['corner', 'edge'],
  },
  {
    key: 'square_four',
    settle: 'dead',
    space: [
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ],
    difficulty: 3,
    places: ['corner', 'edge'],
  },
];

export type Cell = readonly [number, number];

const key = ([r, c]: Cell) => `${r},${c}`;

function ringAround(inner: readonly Cell[], taken: Set<string>, corner: boolean): Cell[] {
  const out: Cell[] = [];
  const seen = new Set<string>();
  for (const [r, c] of inner)
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        const cell: Cell = [r + dr, c + dc];
        const k = key(cell);
        if (cell[0] < 0 || (corner && cell[1] < 0) || taken.has(k) || seen.has(k)) continue;
        seen.add(k);
        out.push(cell);
      }
  return out.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

export interface Layout {
  readonly space: readonly Cell[];
  /** The owner's ring. */
  readonly owner: readonly Cell[];
  /** The other side's wall around the ring. */
  readonly wall: readonly Cell[];
  /** Columns used, relative to the frame (min, max), and rows used (max). */
  readonly minCol: number;
  readonly maxCol: number;
  readonly maxRow: number;
}

export function layoutOf(shape: EyeShape, corner: boolean): Layout {
  const space = shape.space;
  const taken = new Set(space.map(key));
  const owner = ringAround(space, taken, corner);
  for (const c of owner) taken.add(key(c));
  const wall = ringAround(owner, taken, corner);
  const all = [...space, ...owner, ...wall];
  return {
    space,
    owner,
    wall,
    minCol: Math.min(...all.map((c) => c[1])),
    maxCol: Math.max(...all.map((c) => c[1])),
    maxRow: Math.max(...all.map((c) => c[0])),
  };
}
