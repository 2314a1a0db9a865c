// Classical shapes as templates (issue 14, "shapes a teacher recognises"): not random scatters but the
// positions of the textbooks, drawn from parameters and proven by the same solvers as every other
// problem. Each template places its shape in a corner or on a side (the draw turns it by one of the eight
// symmetries and may swap the colours), in any orientation that keeps it on the edge, at any distance
// along the side.
//
// - Killing shapes (`eyeShapeTemplate`): the owner's group is a one-stone-thick wall around a classical eye
//   space (straight three, bent three, pyramid four, crossed five, bulky five, rabbity six), the killer's
//   one-stone-thick wall around it. Kill: the killer takes the vital point; live: the owner does.
// - Bent four in the corner (`bentFourTemplate`): the L-shaped eye space whose bend is the 1-1 point, with
//   fewer than two liberties outside; played out under area scoring, the killer's way is a ko.
// Generator frame as everywhere: Black attacks (kills, captures), White owns the target.
import type { BoardSize, Vertex } from '../../src/domain/go/coords';
import { chainAt, libertiesAt } from '../../src/domain/go/chains';
import type { Random } from '../../src/domain/go/random';
import type { Technique } from '../../src/domain/content/techniques';
import { defaultLd, KILLER, OWNER, ring, solveLifeDeath } from './lifeDeath';
import type { LdSettings, Shape } from './lifeDeath';
import { isRejected, rejected } from './tactics';
import { koTemplate } from './templates';
import type { Made } from './templates';

/** The classical eye spaces, as cells [x, y] with y = 0 on the edge. */
export const eyeShapes = {
  straight_three: [
    [0, 0],
    [1, 0],
    [2, 0],
  ],
  bent_three: [
    [0, 0],
    [1, 0],
    [1, 1],
  ],
  pyramid_four: [
    [0, 0],
    [1, 0],
    [2, 0],
    [1, 1],
  ],
  crossed_five: [
    [1, 0],
    [0, 1],
    [1, 1],
    [2, 1],
    [1, 2],
  ],
  bulky_five: [
    [0, 0],
    [1, 0],
    [2, 0],
    [0, 1],
    [1, 1],
  ],
  rabbity_six: [
    [1, 0],
    [2, 0],
    [0, 1],
    [1, 1],
    [2, 1],
    [1, 2],
  ],
} as const satisfies Record<string, readonly (readonly [number, number])[]>;

export type EyeShapeName = keyof typeof eyeShapes;
export const eyeShapeNames = Object.keys(eyeShapes) as EyeShapeName[];

type Cells = readonly (readonly [number, number])[];

/** The shape's orientations that keep it touching the edge row (mirror and quarter turns). */
function orientations(cells: Cells): Cells[] {
  const out: Cells[] = [];
  const seen = new Set<string>();
  const transforms = [
    (x: number, y: number) => [x, y],
    (x: number, y: number) => [-x, y],
    (x: number, y: number) => [y, x],
    (x: number, y: number) => [-y, x],
    (x: number, y: number) => [x, -y],
    (x: number, y: number) => [-x, -y],
    (x: number, y: number) => [y, -x],
    (x: number, y: number) => [-y, -x],
  ];
  for (const t of transforms) {
    const moved = cells.map(([x, y]) => t(x, y) as [number, number]);
    const minX = Math.min(...moved.map((c) => c[0]));
    const minY = Math.min(...moved.map((c) => c[1]));
    const norm = moved
      .map(([x, y]) => [x - minX, y - minY] as const)
      .sort((a, b) => a[1] - b[1] || a[0] - b[0]);
    const key = norm.map((c) => c.join(',')).join(';');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(norm);
  }
  return out;
}

/** Which shape a drawn eye-shape problem shows, for its texts. */
export interface EyeShapeMade extends Made {
  readonly shape: EyeShapeName;
}

export interface EyeShapeOptions {
  readonly goal: 'kill' | 'live';
  readonly shapes: readonly EyeShapeName[];
  readonly sizes: readonly BoardSize[];
  /** Chance that a point between the two walls stays empty (an outside liberty of the owner). */
  readonly outsideLiberties: number;
  readonly technique?: Technique;
  readonly settings?: Partial<LdSettings>;
}

/** A classical eye space in a corner or on a side, the owner's wall around it, the killer's around that. */
export function eyeShapeOf(
  random: Random,
  size: BoardSize,
  name: EyeShapeName,
  outsideLiberties: number,
): Shape | null {
  const forms = orientations(eyeShapes[name]).filter((f) => f.some(([, y]) => y === 0));
  const form = forms[random.int(forms.length)] as Cells;
  const width = Math.max(...form.map(([x]) => x)) + 1;
  // Corner: the shape touches the left edge too; side: at least two lines from the corner.
  const corner = random.int(2) === 0 && form.some(([x]) => x === 0);
  const x0 = corner ? 0 : 2 + random.int(Math.max(1, size - width - 4));
  if (x0 + width + 2 > size) return null;
  const space = new Set(form.map(([x, y]) => y * size + x0 + x));
  const wall = ring(size, space);
  const stones = new Int8Array(size * size);
  for (const v of wall) stones[v] = OWNER;
  const inner = new Set([...space, ...wall]);
  for (const v of ring(size, inner)) if (random.next() < outsideLiberties) inner.add(v);
  for (const v of ring(size, inner)) stones[v] = KILLER;
  const target = wall[0];
  if (target === undefined) return null;
  // One owner chain, enclosed; every killer chain with three liberties outside the region.
  if (chainAt(size, stones, target).length !== wall.length) return null;
  const region = [...inner];
  return killerWallsBreathe(size, stones, region) ? { size, stones, region, target } : null;
}

/** Whether every killer chain has three liberties or more outside the region (its wall is not in play). */
function killerWallsBreathe(size: number, stones: Int8Array, region: readonly Vertex[]): boolean {
  const inRegion = new Set(region);
  const seen = new Set<Vertex>();
  for (let v = 0; v < size * size; v++) {
    if (stones[v] !== KILLER || seen.has(v)) continue;
    for (const s of chainAt(size, stones, v)) seen.add(s);
    if (libertiesAt(size, stones, v).filter((l) => !inRegion.has(l)).length < 3) return false;
  }
  return true;
}

export function eyeShapeTemplate(
  o: EyeShapeOptions,
): (random: Random) => EyeShapeMade | { rejected: string } {
  const settings = { ...defaultLd, maxPlies: 14, nodeLimit: 40_000, ...o.settings };
  return (random) => {
    const name = o.shapes[random.int(o.shapes.length)] as EyeShapeName;
    const size = o.sizes[random.int(o.sizes.length)] as BoardSize;
    const shape = eyeShapeOf(random, size, name, o.outsideLiberties);
    if (shape === null) return rejected('draw');
    const s = solveLifeDeath(shape, o.goal, settings);
    if (isRejected(s)) return s;
    const targets = chainAt(shape.size, shape.stones, shape.target).sort((a, b) => a - b);
    return {
      draft: {
        size: shape.size,
        stones: shape.stones,
        toMove: o.goal === 'live' ? OWNER : KILLER,
        goal: { kind: o.goal, targets },
        tree: s.tree,
      },
      technique: o.technique ?? 'life_death',
      prompt: o.goal,
      difficulty: eyeShapeNames.indexOf(name) * 10 + s.lineLength * 4 + s.regionSize + size / 4,
      shape: name,
    };
  };
}

// ---- bent four in the corner ----

/**
 * Bent four in the corner: the L-shaped eye space whose bend is the 1-1 point, the long arm along one
 * edge, the short arm along the other. As cells [x, y] of the top-left corner (the draw turns it).
 */
export const bentFourCorner = [
  [0, 0],
  [1, 0],
  [2, 0],
  [0, 1],
] as const satisfies Cells;

/**
 * The textbook line in the frame of `bentFourCorner`: the killer takes the middle of the long arm (the
 * owner there would live with three points), the owner answers with the atari on the 1-1 point, and the
 * killer's capture on the short arm, its only move that keeps the ko, starts it.
 */
export const bentFourLine = [
  [1, 0],
  [0, 0],
  [0, 1],
] as const satisfies Cells;

/** Which bent four a drawn problem shows, for its texts. */
export interface BentFourMade extends Made {
  /** The owner's liberties outside the eye space: 0 or 1 (with two it lives). */
  readonly outsideLiberties: number;
}

/**
 * Bent four in the corner with its walls: the owner's one-stone-thick wall around the eye space, that
 * wall lengthened by up to `tails` stones on the outside (so the groups differ in outline, not in the eye
 * space), an outside liberty of the owner with chance `liberty`, and the killer's one-stone-thick wall
 * around all of it. Null when a killer chain would have fewer than three liberties outside the region.
 */
export function bentFourOf(random: Random, size: BoardSize, tails: number, liberty: number): Shape | null {
  const space = new Set(bentFourCorner.map(([x, y]) => y * size + x));
  const owner = new Set(ring(size, space));
  for (let i = random.int(tails + 1); i > 0; i--) {
    const options = ring(size, new Set([...space, ...owner])).filter((v) =>
      [...owner].some((w) => orthogonal(size, v, w)),
    );
    const next = options[random.int(options.length)];
    if (next === undefined) return null;
    owner.add(next);
  }
  const inner = new Set([...space, ...owner]);
  if (random.next() < liberty) {
    const options = ring(size, inner).filter((v) => [...owner].some((w) => orthogonal(size, v, w)));
    const free = options[random.int(options.length)];
    if (free === undefined) return null;
    inner.add(free);
  }
  const stones = new Int8Array(size * size);
  for (const v of owner) stones[v] = OWNER;
  for (const v of ring(size, inner)) stones[v] = KILLER;
  const target = Math.min(...owner);
  if (chainAt(size, stones, target).length !== owner.size) return null;
  const region = [...inner];
  return killerWallsBreathe(size, stones, region) ? { size, stones, region, target } : null;
}

const orthogonal = (size: number, a: Vertex, b: Vertex) =>
  Math.abs((a % size) - (b % size)) + Math.abs(Math.floor(a / size) - Math.floor(b / size)) === 1;

export interface BentFourOptions {
  readonly sizes: readonly BoardSize[];
  readonly tails: number;
  readonly liberty: number;
}

/**
 * "Make a ko" with bent four in the corner (`koTemplate` with `followUp`, the killer to play): kept only
 * when the readers' way to the ko is the textbook line (`bentFourLine`), so every problem teaches the
 * same lesson whatever the walls around it.
 */
export function bentFourTemplate(
  o: BentFourOptions,
): (random: Random) => BentFourMade | { rejected: string } {
  return (random) => {
    const size = o.sizes[random.int(o.sizes.length)] as BoardSize;
    let drawn: Shape | null = null;
    const made = koTemplate({
      shape: (r) => (drawn = bentFourOf(r, size, o.tails, o.liberty)),
      role: 'killer',
      maxPlies: 14,
      nodeLimit: 100_000,
      followUp: true,
    })(random);
    if (isRejected(made)) return made;
    const line: Vertex[] = [];
    for (let n = made.draft.tree[0]; n !== undefined; n = n.children[0]) line.push(n.move);
    if (line.join() !== bentFourLine.map(([x, y]) => y * size + x).join()) return rejected('not_the_line');
    const shape = drawn as Shape | null;
    if (shape === null) return rejected('draw');
    const owner = chainAt(size, shape.stones, shape.target);
    const outsideLiberties = libertiesAt(size, shape.stones, shape.target).filter(
      (l) => !bentFourCorner.some(([x, y]) => y * size + x === l),
    ).length;
    return { ...made, difficulty: made.difficulty + owner.length, outsideLiberties };
  };
}
