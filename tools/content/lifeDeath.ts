// Life-and-death problems: an eye space in a corner or on an edge, the owner's wall around it and the
// killer's wall around that, with gaps, outside liberties and stones inside as the template asks. The
// life-and-death reader decides every move of the player in the region; a problem is kept only when the
// right moves are few and every other move is proven to fail (dead for a live problem, alive for a kill
// problem), so an undecided shape (seki, ko, too deep) never ships as a live or kill problem. Ko problems
// ("make ko") are kept when the right moves give a ko and every other move is dead even with the owner
// retaking kos at will.
import type { BoardSize, Vertex } from '../../src/domain/go/coords';
import { PASS, neighbours } from '../../src/domain/go/coords';
import { FastBoard } from '../../src/domain/go/fastBoard';
import { createPosition } from '../../src/domain/go/position';
import type { Position } from '../../src/domain/go/position';
import type { ProblemNode } from '../../src/domain/go/problem';
import type { Random } from '../../src/domain/go/random';
import { BLACK, WHITE } from '../../src/domain/go/stones';
import type { Color } from '../../src/domain/go/stones';
import { chainAt, libertiesAt } from '../../src/domain/go/chains';
import { LifeDeathReader } from '../../src/domain/content/lifeDeathReader';
import type { Question } from '../../src/domain/content/lifeDeathReader';
import { rejected } from './tactics';
import type { Rejected } from './tactics';

/** The generator's frame: the owner of the group is White, the killer Black. */
export const OWNER: Color = WHITE;
export const KILLER: Color = BLACK;

export interface ShapeSpec {
  readonly size: BoardSize;
  readonly area: 'corner' | 'edge';
  /** Points of eye space. */
  readonly space: readonly [number, number];
  /** Eye space in two separate parts (eyes and false eyes). */
  readonly twoParts?: boolean;
  /** Chance that a diagonal point of the owner's wall is left out (a cutting point, a false-eye point). */
  readonly gaps: number;
  /** Chance per point of the ring around the wall to stay empty (an outside liberty). */
  readonly outsideLiberties: number;
  /** Chance per eye-space point of a killer stone inside; and of an owner stone. */
  readonly killerInside: number;
  readonly ownerInside: number;
  /**
   * Edge shapes only: move the whole construction this many points further along the side (inclusive
   * range), so that on a big board the group sits anywhere on the side, not only near the corner. Absent:
   * no move (and no draw from the random generator).
   */
  readonly along?: readonly [number, number];
}

export interface Shape {
  readonly size: BoardSize;
  readonly stones: Int8Array;
  /** Every point inside the killer's wall (stones included): where both sides may play. */
  readonly region: readonly Vertex[];
  /** A stone of the owner's main chain. */
  readonly target: Vertex;
}

const cheb = (size: number, a: Vertex, b: Vertex) =>
  Math.max(Math.abs((a % size) - (b % size)), Math.abs(Math.floor(a / size) - Math.floor(b / size)));

/** The points touching `inner` (diagonals too) outside it: the wall around an eye space. */
export function ring(size: number, inner: ReadonlySet<Vertex>): Vertex[] {
  const out: Vertex[] = [];
  for (let v = 0; v < size * size; v++) {
    if (inner.has(v)) continue;
    for (const w of inner) {
      if (cheb(size, v, w) === 1) {
        out.push(v);
        break;
      }
    }
  }
  return out;
}

function grow(
  random: Random,
  size: number,
  start: Vertex,
  count: number,
  limit: (v: Vertex) => boolean,
): Vertex[] | null {
  const set = [start];
  while (set.length < count) {
    const options = set.flatMap((v) => neighbours(size, v)).filter((v) => !set.includes(v) && limit(v));
    const next = options[random.int(options.length)];
    if (next === undefined) return null;
    set.push(next);
  }
  return set;
}

export function randomShape(random: Random, spec: ShapeSpec): Shape | null {
  const { size } = spec;
  const k = spec.space[0] + random.int(spec.space[1] - spec.space[0] + 1);
  // Keep the whole construction inside the top-left 7×6 (corner) or the top 4 rows (edge).
  const maxX = spec.area === 'corner' ? 4 : size - 3;
  const limit = (v: Vertex) =>
    v % size <= maxX &&
    Math.floor(v / size) <= (spec.area === 'corner' ? 3 : 1) &&
    (spec.area === 'corner' || v % size >= 2);
  let space: Vertex[] | null;
  if (spec.twoParts === true) {
    const a = spec.area === 'corner' ? random.int(2) : 2 + random.int(2);
    const first = grow(random, size, a, Math.max(1, Math.floor(k / 2)), limit);
    const startB = a + 2 + random.int(2);
    const second = grow(
      random,
      size,
      startB,
      Math.max(1, k - Math.floor(k / 2)),
      (v) => limit(v) && v % size >= startB % size,
    );
    if (first === null || second === null) return null;
    if (first.some((v) => second.some((w) => cheb(size, v, w) <= 1))) return null;
    space = [...first, ...second];
  } else {
    const start = spec.area === 'corner' ? random.int(2) * size + random.int(2) : 2 + random.int(3);
    space = grow(random, size, start, k, limit);
  }
  if (space === null) return null;
  const spaceSet = new Set(space);
  if (!space.some((v) => v < size)) return null; // on the edge
  const wall = ring(size, spaceSet);
  const wallSet = new Set(wall);
  const stones = new Int8Array(size * size);
  for (const v of wall) stones[v] = OWNER;
  // Gaps: wall points touching the eye space only diagonally.
  for (const v of wall) {
    const orthogonal = neighbours(size, v).some((n) => spaceSet.has(n));
    if (!orthogonal && random.next() < spec.gaps) stones[v] = 0;
  }
  const inner = new Set([...space, ...wall]);
  for (const v of ring(size, inner)) if (random.next() < spec.outsideLiberties) inner.add(v);
  const killerWall = ring(size, inner);
  for (const v of killerWall) stones[v] = KILLER;
  for (const v of space) {
    const r = random.next();
    if (r < spec.killerInside) stones[v] = KILLER;
    else if (r < spec.killerInside + spec.ownerInside) stones[v] = OWNER;
  }
  // The owner's main chain: the biggest chain of the wall.
  let target = -1;
  let best = 0;
  for (const v of wall) {
    if (stones[v] !== OWNER) continue;
    const n = chainAt(size, stones, v).length;
    if (n > best) {
      best = n;
      target = v;
    }
  }
  if (target < 0 || best < 3) return null;
  const region = [...inner];
  const inRegion = new Set(region);
  // Every chain breathes; the killer's wall has at least three liberties outside the region per chain.
  const seen = new Set<Vertex>();
  for (let v = 0; v < size * size; v++) {
    if (stones[v] === 0 || seen.has(v)) continue;
    const chain = chainAt(size, stones, v);
    for (const s of chain) seen.add(s);
    const libs = libertiesAt(size, stones, v);
    if (libs.length === 0) return null;
    if (stones[v] === KILLER && !inRegion.has(v) && libs.filter((l) => !inRegion.has(l)).length < 3)
      return null;
  }
  // The owner's stones may not reach outside the region (the group is enclosed).
  for (const v of wallSet) if (!inRegion.has(v)) return null;
  if (spec.along !== undefined && spec.area === 'edge')
    return shifted(random, spec.along, { size, stones, region, target });
  return { size, stones, region, target };
}

/**
 * An edge shape moved `dx` points along the side, dx drawn from `along`. Null when the region touches the
 * board's left side (moved, it would open there) or the move would reach the right side.
 */
function shifted(random: Random, along: readonly [number, number], shape: Shape): Shape | null {
  const { size } = shape;
  const dx = along[0] + random.int(along[1] - along[0] + 1);
  if (dx === 0) return shape;
  let maxX = 0;
  for (let v = 0; v < size * size; v++) if (shape.stones[v] !== 0) maxX = Math.max(maxX, v % size);
  if (shape.region.some((v) => v % size === 0) || maxX + dx > size - 2) return null;
  const stones = new Int8Array(size * size);
  for (let v = 0; v < size * size; v++) if (shape.stones[v] !== 0) stones[v + dx] = shape.stones[v] as number;
  return { size, stones, region: shape.region.map((v) => v + dx), target: shape.target + dx };
}

export interface LdSettings {
  readonly maxPlies: number;
  readonly maxRight: number;
  readonly maxBranch: number;
  readonly wrongMoves: number;
  readonly nodeLimit: number;
}

export const defaultLd: LdSettings = {
  maxPlies: 16,
  maxRight: 1,
  maxBranch: 2,
  wrongMoves: 3,
  nodeLimit: 150_000,
};

export interface LdSolution {
  readonly goal: 'live' | 'kill' | 'ko';
  readonly distance: number;
  readonly right: readonly Vertex[];
  readonly tree: readonly ProblemNode[];
  readonly lineLength: number;
  readonly wrongCount: number;
  readonly regionSize: number;
}

class Stop extends Error {}

function after(reader: LifeDeathReader, board: FastBoard, move: number): FastBoard | null {
  const child = board.clone();
  return reader.play(child, move) ? child : null;
}

/**
 * Solves the shape with `player` to move: the owner for "live", the killer for "kill". Answers the tree in
 * the generator's frame.
 */
export function solveLifeDeath(
  shape: Shape,
  goal: 'live' | 'kill',
  settings: LdSettings = defaultLd,
): LdSolution | Rejected {
  const player = goal === 'live' ? OWNER : KILLER;
  const position: Position = createPosition({ size: shape.size, stones: shape.stones, toMove: player });
  const root = FastBoard.fromPosition(position);
  const region = shape.region.map((v) => root.pointOf(v));
  const reader = new LifeDeathReader(root, region, root.pointOf(shape.target), OWNER, {
    nodeLimit: settings.nodeLimit,
  });
  const mine: Question = goal;
  const theirs: Question = goal === 'live' ? 'kill' : 'live';
  const H = settings.maxPlies;
  const solve = (b: FastBoard, q: Question, plies: number) => reader.solve(b, q, plies);
  if (reader.alive(root)) return rejected('already_alive');
  // Doing nothing must fail: with the other side to move, it reaches its goal.
  const passed = root.clone();
  passed.pass();
  const passOutcome = solve(passed, theirs, H);
  if (passOutcome !== 'win') return rejected(passOutcome === 'unknown' ? 'unknown' : 'settled');
  const right: number[] = [];
  const moves = reader.moves(root, mine).filter((m) => m !== PASS);
  for (const m of moves) {
    const child = after(reader, root, m);
    if (child === null) continue;
    const outcome = solve(child, mine, H - 1);
    if (outcome === 'unknown') return rejected('unknown');
    if (outcome === 'win') {
      right.push(m);
      if (right.length > settings.maxRight) return rejected('many_answers');
      continue;
    }
    // A move that does not reach the goal must be proven to fail.
    const other = solve(child, theirs, H - 1);
    if (other !== 'win') return rejected(other === 'unknown' ? 'unknown' : 'undecided_move');
  }
  if (right.length === 0) return rejected('no_answer');
  const distance = reader.distance(root, mine, H);
  if (typeof distance !== 'number') return rejected('inconsistent');

  let lineLength = 0;
  try {
    const playerNodes = (
      board: FastBoard,
      plies: number,
      options: readonly number[],
      depth: number,
    ): ProblemNode[] =>
      options.map((m) => {
        const child = after(reader, board, m) as FastBoard;
        lineLength = Math.max(lineLength, depth + 1);
        const done = goal === 'live' ? reader.alive(child) : reader.captured(child);
        if (done) return { move: board.vertexOf(m), verdict: 'right', children: [] };
        const reply = resistance(child, plies - 1, depth + 1);
        if (reply === null) return { move: board.vertexOf(m), verdict: 'right', children: [] };
        return { move: board.vertexOf(m), children: [reply] };
      });
    const resistance = (board: FastBoard, plies: number, depth: number): ProblemNode | null => {
      let best: { move: number; dist: number; child: FastBoard } | null = null;
      for (const m of reader.moves(board, mine)) {
        const child = after(reader, board, m);
        if (child === null) continue;
        const dist = reader.distance(child, mine, plies - 1);
        if (dist === undefined) throw new Stop('unknown');
        if (dist === null) throw new Stop('refuted_right_line');
        const better =
          best === null || dist > best.dist || (dist === best.dist && best.move === PASS && m !== PASS);
        if (better) best = { move: m, dist, child };
      }
      if (best === null) throw new Stop('no_reply');
      // A kill line stops once the owner has nothing to try; a live line never ends on a pass.
      if (best.move === PASS) {
        if (goal === 'kill') return null;
        throw new Stop('pass_in_line');
      }
      lineLength = Math.max(lineLength, depth + 1);
      if (goal === 'kill') {
        // Stop when the killer could now leave it: the owner cannot live even moving twice.
        const waited = best.child.clone();
        waited.pass();
        if (solve(waited, 'live', plies) === 'fail' && solve(waited, 'kill', plies) === 'win') {
          return { move: board.vertexOf(best.move), verdict: 'right', children: [] };
        }
      }
      const fastest: number[] = [];
      for (const m of reader.moves(best.child, mine)) {
        if (m === PASS) continue;
        const child = after(reader, best.child, m);
        if (child === null) continue;
        const done = goal === 'live' ? reader.alive(child) : reader.captured(child);
        if (done || solve(child, mine, best.dist - 1) === 'win') fastest.push(m);
      }
      if (fastest.length === 0) throw new Stop('lost_line');
      if (fastest.length > settings.maxBranch) throw new Stop('wide_line');
      return {
        move: board.vertexOf(best.move),
        children: playerNodes(best.child, best.dist, fastest, depth + 1),
      };
    };
    const rightNodes = playerNodes(root, distance, right, 0);
    const wrongNodes: ProblemNode[] = [];
    // Tempting wrong moves first: points touching the owner's stones (inside or next to the eye space).
    const touchesOwner = (m: number) =>
      root.at(m - 1) === OWNER ||
      root.at(m + 1) === OWNER ||
      root.at(m - root.stride) === OWNER ||
      root.at(m + root.stride) === OWNER
        ? 0
        : 1;
    for (const m of [...moves].sort((a, b) => touchesOwner(a) - touchesOwner(b))) {
      if (wrongNodes.length >= settings.wrongMoves) break;
      if (right.includes(m)) continue;
      const child = after(reader, root, m);
      if (child === null) continue;
      // The refutation: the other side's reply that reaches its goal fastest.
      let best: { move: number; dist: number } | null = null;
      for (const r of reader.moves(child, theirs)) {
        if (r === PASS) continue;
        const next = after(reader, child, r);
        if (next === null) continue;
        const d = reader.distance(next, theirs, H - 2);
        if (typeof d === 'number' && (best === null || d < best.dist)) best = { move: r, dist: d };
      }
      if (best === null) continue;
      wrongNodes.push({
        move: root.vertexOf(m),
        verdict: 'wrong',
        children: [{ move: root.vertexOf(best.move), children: [] }],
      });
    }
    if (wrongNodes.length === 0) return rejected('no_wrong_moves');
    return {
      goal,
      distance,
      right: right.map((p) => root.vertexOf(p)),
      tree: [...rightNodes, ...wrongNodes],
      lineLength,
      wrongCount: wrongNodes.length,
      regionSize: region.filter((p) => root.at(p) === 0).length,
    };
  } catch (e) {
    if (e instanceof Stop) return rejected(e.message);
    throw e;
  }
}

/**
 * Moves a random shape toward the edge between life and death: while the owner lives even with the
 * killer to move, a killer stone is added inside the eye space; while the owner dies even moving first, a
 * killer stone inside is taken away. Big spaces drawn at random are nearly always settled one way or the
 * other, and this finds the interesting ones far more often. Answers null when it gives up.
 */
export function tuneShape(
  random: Random,
  shape: Shape,
  plies: number,
  nodeLimit: number,
  steps = 4,
): Shape | null {
  const stones = shape.stones.slice();
  const { size } = shape;
  for (let step = 0; step <= steps; step++) {
    const board = FastBoard.fromPosition(createPosition({ size, stones, toMove: KILLER }));
    const region = shape.region.map((v) => board.pointOf(v));
    const reader = new LifeDeathReader(board, region, board.pointOf(shape.target), OWNER, { nodeLimit });
    if (reader.alive(board) || reader.captured(board)) return null;
    const aliveAnyway = reader.solve(board, 'live', plies);
    if (aliveAnyway === 'unknown') return null;
    let deadAnyway: string = 'fail';
    if (aliveAnyway === 'fail') {
      const ownerFirst = FastBoard.fromPosition(createPosition({ size, stones, toMove: OWNER }));
      deadAnyway = reader.solve(ownerFirst, 'kill', plies);
      if (deadAnyway === 'unknown') return null;
    }
    if (aliveAnyway === 'fail' && deadAnyway === 'fail') return { ...shape, stones };
    if (step === steps) return null;
    const empty = shape.region.filter((v) => stones[v] === 0);
    const inside = shape.region.filter((v) => stones[v] === KILLER);
    if (aliveAnyway === 'win') {
      // Add a killer stone where it has a liberty and captures nothing (a setup stone, not a move).
      const options = empty.filter((v) => {
        stones[v] = KILLER;
        const ok =
          libertiesAt(size, stones, v).length > 0 &&
          neighbours(size, v).every((n) => stones[n] !== OWNER || libertiesAt(size, stones, n).length > 0);
        stones[v] = 0;
        return ok;
      });
      const v = options[random.int(options.length)];
      if (v === undefined) return null;
      stones[v] = KILLER;
    } else {
      const v = inside[random.int(inside.length)];
      if (v === undefined) return null;
      stones[v] = 0;
    }
  }
  return null;
}
