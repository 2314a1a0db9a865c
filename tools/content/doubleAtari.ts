// Double atari (issue 14, "new topics"): two of the opponent's chains, each with two liberties and one of
// them shared; playing on the shared point puts both in atari and the opponent can save only one. The goal
// is `capture_any` ("capture one of the marked groups"): a capture goal of one chain is never proven here,
// since the opponent saves whichever chain is marked. Every first move in the scope is classified by the
// capture-any reader of firstMoves.ts (right: after every reply one chain falls; wrong: a reply after which
// none does, read one move deeper for a second double threat) and GNU Go's tactical reader checks each
// reply. Kept: one or two right first moves, each of them a double atari, and at least two wrong moves
// next to the chains (the single ataris a child tries first). Generator frame: Black attacks White.
import type { BoardSize, Vertex } from '../../src/domain/go/coords';
import { neighbours } from '../../src/domain/go/coords';
import { chainAt, libertiesAt } from '../../src/domain/go/chains';
import { classifyFirstMoves } from '../../src/domain/content/firstMoves';
import { createPosition, play } from '../../src/domain/go/position';
import type { Problem } from '../../src/domain/go/problem';
import type { Random } from '../../src/domain/go/random';
import { shuffled } from '../../src/domain/go/random';
import { BLACK, WHITE } from '../../src/domain/go/stones';
import { chain } from './complete';
import type { Area } from './fights';
import type { Made } from './templates';

export interface DoubleAtariOptions {
  readonly sizes: readonly BoardSize[];
  readonly areas: readonly Area[];
  /** Stones per marked chain. */
  readonly chainStones: readonly [number, number];
  /** Chance of a scattered stone of each colour on a free point near the fight. */
  readonly density: { readonly black: number; readonly white: number };
  readonly nodeLimit?: number;
}

export interface DoubleAtariFight {
  readonly size: BoardSize;
  readonly stones: Int8Array;
  /** The two marked chains' stones (White's), sorted. */
  readonly targets: readonly Vertex[];
}

const rejected = (why: string) => ({ rejected: why }) as const;

function sharedPoint(random: Random, size: number, area: Area): Vertex {
  const at = (x: number, y: number) => y * size + x;
  const edge = () => 2 + random.int(size - 4);
  if (area === 'corner') return at(1 + random.int(2), 1 + random.int(2));
  if (area === 'edge') return at(edge(), random.int(2));
  const margin = size >= 13 ? 3 : 2;
  return at(margin + random.int(size - 2 * margin), margin + random.int(size - 2 * margin));
}

/** A chain of `n` stones grown from `start` away from `avoid` (no stone next to any of them), or null. */
function grow(random: Random, size: number, stones: Int8Array, start: Vertex, n: number, avoid: Set<Vertex>) {
  const out = [start];
  while (out.length < n) {
    const options = shuffled(
      random,
      out.flatMap((v) => neighbours(size, v)),
    ).filter(
      (v) =>
        stones[v] === 0 &&
        !out.includes(v) &&
        !avoid.has(v) &&
        neighbours(size, v).every((k) => !avoid.has(k)),
    );
    const next = options[0];
    if (next === undefined) return null;
    out.push(next);
  }
  return out;
}

/** Two white chains sharing one liberty, each with one more, the rest of their liberties Black's. */
export function doubleAtariFight(random: Random, o: DoubleAtariOptions): DoubleAtariFight | null {
  const size = o.sizes[random.int(o.sizes.length)] as BoardSize;
  const area = o.areas[random.int(o.areas.length)] as Area;
  const stones = new Int8Array(size * size);
  const x = sharedPoint(random, size, area);
  const [da, db] = shuffled(random, neighbours(size, x));
  if (da === undefined || db === undefined) return null;
  const count = () => o.chainStones[0] + random.int(o.chainStones[1] - o.chainStones[0] + 1);
  const a = grow(random, size, stones, da, count(), new Set([x, db]));
  if (a === null) return null;
  for (const v of a) stones[v] = WHITE;
  const b = grow(random, size, stones, db, count(), new Set([x, ...a]));
  if (b === null) return null;
  for (const v of b) stones[v] = WHITE;
  // Each chain keeps the shared point and one more liberty (not next to the other chain's).
  const kept = new Set<Vertex>([x]);
  for (const c of [a, b]) {
    const libs = shuffled(
      random,
      libertiesAt(size, stones, c[0] as Vertex).filter((v) => v !== x && !kept.has(v)),
    );
    const keep = libs[0];
    if (keep === undefined) return null;
    kept.add(keep);
    for (const v of libs.slice(1)) stones[v] = BLACK;
  }
  // A few stones of both colours around the fight, on points that are not the chains' liberties.
  const fight = [...a, ...b, x];
  const window = (v: Vertex) =>
    fight.some(
      (f) =>
        Math.max(Math.abs((f % size) - (v % size)), Math.abs(Math.floor(f / size) - Math.floor(v / size))) <=
        2,
    );
  const reserved = new Set([...kept, ...[...kept].flatMap((v) => neighbours(size, v))]);
  for (let v = 0; v < size * size; v++) {
    if (stones[v] !== 0 || reserved.has(v) || !window(v)) continue;
    const r = random.next();
    if (r < o.density.black) stones[v] = BLACK;
    else if (r < o.density.black + o.density.white) stones[v] = WHITE;
  }
  // The marked chains as drawn (a scattered white stone must not have joined them), two liberties each.
  const chainA = chainAt(size, stones, a[0] as Vertex);
  const chainB = chainAt(size, stones, b[0] as Vertex);
  if (chainA.length !== a.length || chainB.length !== b.length) return null;
  if (libertiesAt(size, stones, a[0] as Vertex).length !== 2) return null;
  if (libertiesAt(size, stones, b[0] as Vertex).length !== 2) return null;
  // Every other chain has two liberties or more: nothing else is in atari at the start.
  const seen = new Uint8Array(size * size);
  for (let v = 0; v < size * size; v++) {
    if (stones[v] === 0 || seen[v] === 1) continue;
    for (const s of chainAt(size, stones, v)) seen[s] = 1;
    if (libertiesAt(size, stones, v).length < 2) return null;
  }
  return { size, stones, targets: [...a, ...b].sort((p, q) => p - q) };
}

/** Whether Black's move at `move` leaves two marked chains of White in atari at once. */
function isDoubleAtari(problem: Problem, move: Vertex, targets: readonly Vertex[]): boolean {
  const r = play(problem.start, move, { color: BLACK });
  if (!r.ok) return false;
  const { size, stones } = r.position;
  const inAtari = new Set<string>();
  for (const t of targets) {
    if (stones[t] !== WHITE) continue;
    if (libertiesAt(size, stones, t).length === 1)
      inAtari.add(
        chainAt(size, stones, t)
          .sort((p, q) => p - q)
          .join(','),
      );
  }
  return inAtari.size >= 2;
}

export function doubleAtariTemplate(o: DoubleAtariOptions): (random: Random) => Made | { rejected: string } {
  const nodeLimit = o.nodeLimit ?? 100_000;
  return (random) => {
    const fight = doubleAtariFight(random, o);
    if (fight === null) return rejected('draw');
    const { size, stones, targets } = fight;
    const start = createPosition({ size, stones, toMove: BLACK });
    const goal = { kind: 'capture_any', targets } as const;
    const problem: Problem = { start, goal, tree: [] };
    const c = classifyFirstMoves(problem, { nodeLimit });
    if (c === null) return rejected('unread');
    if (c.moves.some((m) => m.verdict === 'unknown')) return rejected('unclassified');
    const right = c.moves.filter((m) => m.verdict === 'right');
    if (right.length === 0) return rejected('no_answer');
    if (right.length > 2) return rejected('many_answers');
    if (!right.every((m) => isDoubleAtari(problem, m.move, targets))) return rejected('not_double_atari');
    if (right.some((m) => m.line.length === 0)) return rejected('captures_at_once');
    const wrong = c.moves.filter((m) => m.verdict === 'wrong');
    // The single ataris: wrong moves on a marked chain's liberty.
    const liberties = new Set(targets.flatMap((t) => libertiesAt(size, stones, t)));
    if (wrong.filter((m) => liberties.has(m.move)).length < 2) return rejected('nothing_tempting');
    const tree = [
      ...right.map((m) => chain([m.move, ...m.line], 'right')),
      ...wrong.map((m) => chain([m.move, ...m.line], 'wrong')),
    ];
    const main = right[0];
    return {
      draft: { size, stones, toMove: BLACK, goal, tree },
      technique: 'capture',
      prompt: 'capture',
      difficulty: (main?.line.length ?? 0) * 4 + targets.length + wrong.length / 8,
    };
  };
}
