// Seki problems as a template (issue 14, "topics a curriculum needs"): "save your group: seki is enough".
// An eye space of five to seven points on the edge (in a corner or on a side), the owner's one-stone-thick
// wall around it, the killer's one-stone-thick wall around that, nothing else on the board, and one to
// three killer stones inside the space (the stones that will share liberties with the group). Kept when:
//
// - doing nothing dies (with the killer to move, the life-and-death reader proves the capture);
// - no move gives unconditional life (that would be a living problem, not seki);
// - exactly one move keeps the group on the board, and only in seki (the reader's `survive` search: the
//   killer can never capture, and the owner cannot reach Benson life); every other move is proven dead.
//
// The answer tree is the classification of every first move (firstMoves.ts): the right move with the
// killer's longest resistance until the killer can only pass, and each wrong move with its refutation.
// Generator frame as everywhere: Black kills, White owns the group.
//
// The other side of seki, "kill: seki is not enough" (`sekiKillTemplate`): a kill problem where some wrong
// first moves let the owner make seki, so the killer must find the one move that leaves no seki either.
import type { BoardSize, Vertex } from '../../src/domain/go/coords';
import { chainAt, libertiesAt } from '../../src/domain/go/chains';
import { chain } from './complete';
import { createPosition } from '../../src/domain/go/position';
import type { Position } from '../../src/domain/go/position';
import type { Problem } from '../../src/domain/go/problem';
import type { Random } from '../../src/domain/go/random';
import { BLACK } from '../../src/domain/go/stones';
import { FastBoard } from '../../src/domain/go/fastBoard';
import { classifyFirstMoves, lifeDeathRegion, LIFE_DEATH_PLIES } from '../../src/domain/content/firstMoves';
import { LifeDeathReader } from '../../src/domain/content/lifeDeathReader';
import { KILLER, OWNER, randomShape, ring, tuneShape } from './lifeDeath';
import type { ShapeSpec } from './lifeDeath';
import { rejected } from './tactics';
import type { Made } from './templates';
import { text } from './texts';
import type { TopicTexts } from './topics';

export interface SekiOptions {
  readonly sizes: readonly BoardSize[];
  /** Points of the eye space, inclusive range. */
  readonly space: readonly [number, number];
  /** Killer stones inside the space, inclusive range. */
  readonly inside: readonly [number, number];
  readonly nodeLimit?: number;
}

/** A drawn seki problem: the facts its texts may use. */
export interface SekiMade extends Made {
  readonly spaceSize: number;
  readonly corner: boolean;
}

/** A connected eye space of `n` cells [x, y] grown from the edge row (y = 0), at least two on the edge. */
function growSpace(random: Random, n: number, corner: boolean): [number, number][] {
  const cells: [number, number][] = [[0, 0]];
  const has = (x: number, y: number) => cells.some(([a, b]) => a === x && b === y);
  for (let guard = 0; cells.length < n && guard < 200; guard++) {
    const [x, y] = cells[random.int(cells.length)] as [number, number];
    const [dx, dy] = (
      [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const
    )[random.int(4)] as readonly [number, number];
    const nx = x + dx;
    const ny = y + dy;
    if (ny < 0 || ny > 2 || (corner && nx < 0) || nx < -4 || has(nx, ny)) continue;
    cells.push([nx, ny]);
  }
  const minX = Math.min(...cells.map(([x]) => x));
  return cells.map(([x, y]) => [x - minX, y]);
}

/** The shape: stones and the target, or null when the draw does not fit or a wall is not solid. */
export function sekiShapeOf(
  random: Random,
  size: BoardSize,
  o: SekiOptions,
): { stones: Int8Array; target: Vertex; spaceSize: number; corner: boolean } | null {
  const n = o.space[0] + random.int(o.space[1] - o.space[0] + 1);
  const corner = random.int(2) === 0;
  const cells = growSpace(random, n, corner);
  if (cells.length !== n || cells.filter(([, y]) => y === 0).length < 2) return null;
  const width = Math.max(...cells.map(([x]) => x)) + 1;
  const x0 = corner ? 0 : 2 + random.int(Math.max(1, size - width - 4));
  if (x0 + width + 2 > size) return null;
  if (corner && !cells.some(([x]) => x === 0)) return null;
  const space = cells.map(([x, y]) => y * size + x0 + x);
  const spaceSet = new Set(space);
  const wall = ring(size, spaceSet);
  const stones = new Int8Array(size * size);
  for (const v of wall) stones[v] = OWNER;
  for (const v of ring(size, new Set([...space, ...wall]))) stones[v] = KILLER;
  const k = o.inside[0] + random.int(o.inside[1] - o.inside[0] + 1);
  const free = [...space];
  for (let i = 0; i < k && free.length > 0; i++) {
    const at = random.int(free.length);
    stones[free[at] as Vertex] = KILLER;
    free.splice(at, 1);
  }
  const target = wall[0];
  if (target === undefined) return null;
  // One owner chain, as thick as one stone; every killer wall chain with three liberties outside.
  if (chainAt(size, stones, target).length !== wall.length) return null;
  const inner = new Set([...space, ...wall]);
  const seen = new Set<Vertex>();
  for (let v = 0; v < size * size; v++) {
    if (stones[v] !== KILLER || seen.has(v) || spaceSet.has(v)) continue;
    for (const s of chainAt(size, stones, v)) seen.add(s);
    if (libertiesAt(size, stones, v).filter((l) => !inner.has(l)).length < 3) return null;
  }
  return { stones, target, spaceSize: n, corner };
}

type Classified = NonNullable<ReturnType<typeof classifyFirstMoves>>;
type FirstMove = Classified['moves'][number];

/**
 * Both seki templates start alike: the problem's start with `toMove` to play, the marked group's region and
 * a reader of it (the group's owner is always White here), or why the drawn shape is refused (no closed
 * region, or the group already captured or alive).
 */
function readGroup(
  size: BoardSize,
  stones: Position['stones'],
  target: Vertex,
  toMove: typeof OWNER | typeof KILLER,
  nodeLimit: number,
) {
  const targets = chainAt(size, stones, target).sort((a, b) => a - b);
  const start = createPosition({ size, stones, toMove });
  const region = lifeDeathRegion({ start }, target);
  if (region === null) return rejected('open');
  const root = FastBoard.fromPosition(start);
  const reader = new LifeDeathReader(
    root,
    region.map((v) => root.pointOf(v)),
    root.pointOf(target),
    OWNER,
    { nodeLimit },
  );
  if (reader.captured(root) || reader.alive(root)) return rejected('settled');
  return { targets, start, region, root, reader };
}

/** Every first move classified and exactly one right: that answer and the wrong moves, or why not. */
function oneAnswer(
  problem: Problem,
  nodeLimit: number,
): { answer: FirstMove; wrong: FirstMove[] } | ReturnType<typeof rejected> {
  const c = classifyFirstMoves(problem, { nodeLimit });
  if (c === null) return rejected('unread');
  if (c.moves.some((m) => m.verdict === 'unknown')) return rejected('unclassified');
  const right = c.moves.filter((m) => m.verdict === 'right');
  if (right.length === 0) return rejected('no_answer');
  if (right.length > 1) return rejected('many_answers');
  return { answer: right[0] as FirstMove, wrong: c.moves.filter((m) => m.verdict === 'wrong') };
}

export function sekiTemplate(o: SekiOptions): (random: Random) => SekiMade | { rejected: string } {
  return (random) => {
    const size = o.sizes[random.int(o.sizes.length)] as BoardSize;
    const shape = sekiShapeOf(random, size, o);
    if (shape === null) return rejected('draw');
    const read = readGroup(size, shape.stones, shape.target, OWNER, o.nodeLimit ?? 150_000);
    if ('rejected' in read) return read;
    const { targets, start, region, root, reader } = read;
    // Doing nothing dies.
    const passed = root.clone();
    passed.pass();
    if (reader.solve(passed, 'kill', LIFE_DEATH_PLIES) !== 'win') return rejected('pass_survives');
    const problem: Problem = { start, goal: { kind: 'live', targets }, tree: [] };
    const classified = oneAnswer(problem, o.nodeLimit ?? 150_000);
    if ('rejected' in classified) return classified;
    const { answer, wrong } = classified;
    // Seki, not life: the right move is right only through the survive search.
    if (answer.seki !== true) return rejected('lives');
    const tree = [
      chain([answer.move, ...answer.line], 'right'),
      ...wrong.map((m) => chain([m.move, ...m.line], 'wrong')),
    ];
    return {
      draft: { size, stones: shape.stones, toMove: OWNER, goal: { kind: 'live', targets }, tree },
      technique: 'life_death',
      prompt: 'live',
      difficulty: answer.line.length * 4 + region.length + size / 4,
      spaceSize: shape.spaceSize,
      corner: shape.corner,
    };
  };
}

export interface SekiKillOptions {
  /** The drawn shape (lifeDeath.ts `randomShape`), moved toward the edge between life and death first. */
  readonly shape: ShapeSpec;
  /** Fewest moves after the first in the right line (the owner's reply, the killer's next …). */
  readonly minLine: number;
  readonly nodeLimit?: number;
}

/** A drawn "kill, seki is not enough" problem: the facts its texts may use. */
export interface SekiKillMade extends Made {
  /** Wrong first moves after which the owner makes seki. */
  readonly sekiMoves: number;
  readonly corner: boolean;
}

/**
 * "Kill: seki is not enough" (빅은 실패 / seki is not enough / 双活不算): a life-and-death shape (gaps,
 * outside liberties, stones inside) tuned toward the edge between life and death, with the killer to move.
 * Kept when exactly one first move kills (proven by the reader, with a right line of at least `minLine`
 * moves after it), at least one wrong move is refuted by seki (the owner's reply keeps the group on the
 * board in seki: the `survive` search wins where `live` fails), and every other move is proven wrong. The
 * classification of every first move (firstMoves.ts) is the tree, as in the seki template. Generator frame:
 * Black kills, White owns the group.
 */
export function sekiKillTemplate(
  o: SekiKillOptions,
): (random: Random) => SekiKillMade | { rejected: string } {
  const nodeLimit = o.nodeLimit ?? 150_000;
  return (random) => {
    const drawn = randomShape(random, o.shape);
    if (drawn === null) return rejected('draw');
    const shape = tuneShape(random, drawn, 14, 40_000);
    if (shape === null) return rejected('untuned');
    const { size } = shape;
    const read = readGroup(size, shape.stones, shape.target, KILLER, nodeLimit);
    if ('rejected' in read) return read;
    const { targets, start, region, root, reader } = read;
    // A kill exists at all (one search) before every first move is classified.
    if (reader.solve(root, 'kill', LIFE_DEATH_PLIES) !== 'win') return rejected('no_kill');
    // Doing nothing fails: with the owner to move, the group cannot be killed.
    const passed = root.clone();
    passed.pass();
    if (reader.solve(passed, 'kill', LIFE_DEATH_PLIES) !== 'fail') return rejected('pass_kills');
    const problem: Problem = { start, goal: { kind: 'kill', targets }, tree: [] };
    const classified = oneAnswer(problem, nodeLimit);
    if ('rejected' in classified) return classified;
    const { answer, wrong } = classified;
    const sekiMoves = wrong.filter((m) => m.seki === true).length;
    if (sekiMoves === 0) return rejected('no_seki');
    if (answer.line.length < o.minLine) return rejected('too_easy');
    const tree = [
      chain([answer.move, ...answer.line], 'right'),
      ...wrong.map((m) => chain([m.move, ...m.line], 'wrong')),
    ];
    return {
      draft: { size, stones: shape.stones, toMove: KILLER, goal: { kind: 'kill', targets }, tree },
      technique: 'life_death',
      prompt: 'kill',
      difficulty: answer.line.length * 8 + region.length + wrong.length - sekiMoves,
      sekiMoves,
      corner: o.shape.area === 'corner',
    };
  };
}

/** The seki topic's texts: 빅/seki/双活 named, the answer never pointed at. */
export const sekiTexts: TopicTexts = {
  name: text('빅', 'Seki', '双活'),
  prompt: (player) => {
    const p = player === BLACK ? { ko: '흑', en: 'Black', zh: '黑' } : { ko: '백', en: 'White', zh: '白' };
    return text(
      `${p.ko} 차례입니다. 표시된 ${p.ko}돌을 살리세요. 빅이어도 됩니다.`,
      `${p.en} to play. Save the marked stones: seki is enough.`,
      `${p.zh}先。救活标记的${p.zh}棋，双活也可以。`,
    );
  },
  hint: () =>
    text(
      '두 집을 낼 수는 없습니다. 안에 있는 상대 돌과 공배를 나눠 가져, 어느 쪽도 먼저 메울 수 없게 만드세요.',
      'Two eyes are out of reach. Share liberties with the stones inside, so that neither side can fill one first.',
      '做不出两只眼。与里面的对方棋子共用气，让双方谁也不能先去紧气。',
    ),
};
