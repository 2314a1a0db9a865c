// Builds the trainer's positions (issue 15) from the shape templates: each drawn at random (kind, shape,
// board size, corner or edge, symmetry, colours, a few far-away stones on the larger boards), judged by
// the engine (kept when the answer leads every other candidate by MIN_MARGIN at the fixed budget) and by
// GNU Go (dropped when it disagrees), deduplicated up to symmetry and colours, graded by difficulty (the
// shape, the question, the board, the candidates and the engine's margin) and spread evenly over the 40
// steps, easiest at step 40. Same seed, same positions.
import { createRandom, type Random } from '../../../src/domain/go/random';
import { transformXY } from '../../../src/domain/content/symmetry';
import type {
  TrainerCandidate,
  TrainerPosition,
  TrainerQuestionKind,
} from '../../../src/domain/content/bpower';
import { BSTEP_FIRST } from '../../../src/domain/rules/bpower';
import type { GtpClient } from '../../bench/gtpClient';
import { engineJudge, gnugoJudge } from './judge';
import { around, emptyCells, gtpOf, place, rowsOf, type Placed } from './place';
import { eyeShapes, type EyeShape } from './shapes';
import { questionText, reasonText, type Role } from './texts';

/** The engine's fixed budget per candidate (playouts) and the least margin that counts as clear. */
export const ENGINE_PLAYOUTS = 100;
export const MIN_MARGIN = 0.1;

export interface Draft {
  readonly position: Omit<TrainerPosition, 'id' | 'step'>;
  /** A stone of the marked group (move questions). */
  readonly group: string;
  readonly difficulty: number;
}

const pick = <T>(random: Random, items: readonly T[]): T => items[random.int(items.length)] as T;

function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function placeRandom(
  random: Random,
  cells: string[],
  size: number,
  shape: EyeShape,
  owner: 'X' | 'O',
  keepAway: ReadonlySet<number>,
  symmetries: readonly number[],
): Placed | null {
  for (let attempt = 0; attempt < 30; attempt++) {
    const corner = pick(random, shape.places) === 'corner';
    const offset = corner ? 0 : 2 + random.int(Math.max(1, size - 8));
    const placed = place([...cells], size, shape, corner, offset, pick(random, symmetries), owner, keepAway);
    if (placed !== null) {
      placed.cells.forEach((c, i) => (cells[i] = c));
      return { ...placed, cells };
    }
  }
  return null;
}

/** A few single stones far from the structures, colours alternating, none touching another colour. */
function addScenery(
  random: Random,
  cells: string[],
  size: number,
  used: readonly number[],
  count: number,
): number {
  const away = around(size, used, 3);
  let placed = 0;
  for (let attempt = 0; attempt < count * 20 && placed < count; attempt++) {
    const p = random.int(size * size);
    const x = p % size;
    const y = Math.floor(p / size);
    if (away.has(p) || cells[p] !== '.' || x === 0 || y === 0 || x === size - 1 || y === size - 1) continue;
    const stone = placed % 2 === 0 ? 'X' : 'O';
    const touching = [p - size, p + size, x > 0 ? p - 1 : -1, x < size - 1 ? p + 1 : -1].filter(
      (q) => q >= 0 && q < size * size && cells[q] !== '.',
    );
    if (touching.length > 0) continue;
    cells[p] = stone;
    placed++;
  }
  return placed;
}

/** An empty point next to the wall, outside the structure: a move that does nothing for the group. */
function outsidePoint(random: Random, cells: readonly string[], size: number, placed: Placed): number | null {
  const used = new Set(placed.used);
  const options: number[] = [];
  for (const p of placed.used) {
    const x = p % size;
    for (const q of [p - size, p + size, x > 0 ? p - 1 : -1, x < size - 1 ? p + 1 : -1])
      if (q >= 0 && q < size * size && !used.has(q) && cells[q] === '.') options.push(q);
  }
  return options.length === 0
    ? null
    : pick(
        random,
        [...new Set(options)].sort((a, b) => a - b),
      );
}

const labels = ['A', 'B', 'C', 'D'];
const sizeWeight: Record<number, number> = { 9: 0, 13: 0.6, 19: 1.2 };

/** One draft of `kind`, or null when the draw does not fit. */
export function draftOf(
  random: Random,
  kind: TrainerQuestionKind,
): (Omit<Draft, 'difficulty'> & { base: number }) | null {
  const size = pick(random, [9, 9, 13, 13, 19, 19, 19] as const);
  const cells = emptyCells(size);
  const swap = random.int(2) === 1;
  const playerColour = swap ? 'W' : 'B';
  const me = swap ? 'O' : 'X';
  const them = swap ? 'X' : 'O';
  const symmetries = [0, 1, 2, 3, 4, 5, 6, 7];
  if (kind === 'stronger_group') {
    const alive = pick(
      random,
      eyeShapes.filter((s) => s.settle === 'alive'),
    );
    const dead = pick(
      random,
      eyeShapes.filter((s) => s.settle === 'dead'),
    );
    // The strong group is the student's colour half the time.
    const strongOwner = random.int(2) === 0 ? me : them;
    const weakOwner = strongOwner === 'X' ? 'O' : 'X';
    const first = placeRandom(random, cells, size, alive, strongOwner, new Set(), symmetries);
    if (first === null) return null;
    const second = placeRandom(random, cells, size, dead, weakOwner, around(size, first.used, 1), symmetries);
    if (second === null) return null;
    const scenery =
      size === 9
        ? 0
        : addScenery(random, cells, size, [...first.used, ...second.used], random.int(size === 19 ? 9 : 5));
    const strongFirst = random.int(2) === 0;
    const strong: TrainerCandidate = { label: '', vertex: gtpOf(size, first.ownerStone), line: [] };
    const weak: TrainerCandidate = { label: '', vertex: gtpOf(size, second.ownerStone), line: [] };
    const toMove = weakOwner === 'X' ? 'B' : 'W';
    return {
      position: {
        kind,
        shape: `${alive.key}/${dead.key}`,
        size,
        board: rowsOf(cells, size),
        toMove,
        candidates: strongFirst ? [strong, weak] : [weak, strong],
        answer: strongFirst ? 0 : 1,
        question: questionText(kind, 'kill', toMove),
        reason: reasonText(kind, dead.key, 'kill', alive.key),
        margin: 0,
        group: '',
      },
      group: strong.vertex,
      base: (alive.difficulty + dead.difficulty) / 2 + (sizeWeight[size] ?? 0) + scenery * 0.08,
    };
  }
  const shape = pick(
    random,
    eyeShapes.filter((s) => s.settle === 'unsettled'),
  );
  const role: Role = kind === 'better_shape' ? 'live' : random.int(2) === 0 ? 'kill' : 'live';
  const owner = role === 'live' ? me : them;
  const placed = placeRandom(random, cells, size, shape, owner, new Set(), symmetries);
  if (placed === null || placed.vital === null) return null;
  const vital = placed.vital;
  const others = shuffle(
    random,
    placed.space.filter((p) => p !== vital),
  );
  let points: number[];
  if (kind === 'vital_point') points = [...placed.space].sort((a, b) => a - b);
  else if (kind === 'better_shape') points = shuffle(random, [vital, others[0] ?? vital]);
  else {
    const count = 2 + random.int(3);
    const outside = outsidePoint(random, cells, size, placed);
    const wrong = [...others.slice(0, count - 1 - (outside !== null && random.int(2) === 0 ? 1 : 0))];
    if (outside !== null && wrong.length < count - 1) wrong.push(outside);
    points = shuffle(random, [vital, ...wrong]);
  }
  const scenery =
    size === 9 ? 0 : addScenery(random, cells, size, placed.used, random.int(size === 19 ? 9 : 5));
  const answer = points.indexOf(vital);
  const vitalName = gtpOf(size, vital);
  const candidates = points.map((p, i): TrainerCandidate => {
    const vertex = gtpOf(size, p);
    return {
      label: kind === 'vital_point' ? '' : (labels[i] ?? ''),
      vertex,
      line: p === vital ? [vertex] : [vertex, vitalName],
    };
  });
  const kindWeight = { best_move: 0.5, better_shape: 0, vital_point: 1, stronger_group: 0 }[kind];
  return {
    position: {
      kind,
      shape: shape.key,
      size,
      board: rowsOf(cells, size),
      toMove: playerColour,
      candidates,
      answer,
      question: questionText(kind, role, playerColour),
      reason: reasonText(kind, shape.key, role),
      margin: 0,
      group: gtpOf(size, placed.ownerStone),
    },
    group: gtpOf(size, placed.ownerStone),
    base:
      shape.difficulty +
      kindWeight +
      (sizeWeight[size] ?? 0) +
      (role === 'live' ? 0.3 : 0) +
      candidates.length * 0.15 +
      scenery * 0.08,
  };
}

/** The same position up to the eight symmetries and a colour swap (with its candidates and kind). */
export function canonicalKey(p: Pick<TrainerPosition, 'size' | 'board' | 'candidates' | 'kind'>): string {
  const size = p.size;
  const marked = new Set(p.candidates.map((c) => c.vertex));
  let best = '';
  for (let s = 0; s < 8; s++)
    for (const swap of [false, true]) {
      const out = new Array<string>(size * size);
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++) {
          let c = p.board[y]?.[x] ?? '.';
          if (swap) c = c === 'X' ? 'O' : c === 'O' ? 'X' : c;
          if (c === '.' && marked.has(gtpOf(size, y * size + x))) c = '*';
          const [tx, ty] = transformXY(size, x, y, s);
          out[ty * size + tx] = c;
        }
      const key = `${p.kind}:${out.join('')}`;
      if (best === '' || key < best) best = key;
    }
  return best;
}

export interface BuildOptions {
  readonly seed: number;
  /** Positions per kind. */
  readonly perKind: Record<TrainerQuestionKind, number>;
  readonly gnugo?: GtpClient;
  readonly log?: (line: string) => void;
}

export interface BuildResult {
  readonly positions: TrainerPosition[];
  readonly dropped: { readonly engine: number; readonly gnugo: number; readonly duplicate: number };
  readonly gnugo: { readonly agrees: number; readonly abstains: number };
}

export async function buildTrainerPositions(options: BuildOptions): Promise<BuildResult> {
  const random = createRandom(options.seed);
  const seen = new Set<string>();
  const kept: Draft[] = [];
  const dropped = { engine: 0, gnugo: 0, duplicate: 0 };
  const verdicts = { agrees: 0, abstains: 0 };
  for (const kind of Object.keys(options.perKind) as TrainerQuestionKind[]) {
    let count = 0;
    for (let attempt = 0; count < options.perKind[kind] && attempt < options.perKind[kind] * 6; attempt++) {
      const draft = draftOf(random, kind);
      if (draft === null) continue;
      const key = canonicalKey(draft.position);
      if (seen.has(key)) {
        dropped.duplicate++;
        continue;
      }
      seen.add(key);
      const judged = engineJudge(draft.position, ENGINE_PLAYOUTS, options.seed, draft.group);
      if (judged.best !== draft.position.answer || judged.margin < MIN_MARGIN) {
        dropped.engine++;
        continue;
      }
      if (options.gnugo !== undefined) {
        const verdict = await gnugoJudge(options.gnugo, draft.position, [draft.group]);
        if (verdict === 'disagrees') {
          dropped.gnugo++;
          continue;
        }
        verdicts[verdict]++;
      }
      kept.push({
        position: { ...draft.position, margin: judged.margin },
        group: draft.group,
        difficulty: draft.base + (1 - judged.margin) * 1.5,
      });
      count++;
      options.log?.(
        `${kind} ${count}/${options.perKind[kind]} ${draft.position.shape} ${draft.position.size} margin ${judged.margin}`,
      );
    }
  }
  // Easiest first at step 40; equal shares per step.
  const ordered = kept
    .map((d, i) => ({ d, i }))
    .sort((a, b) => a.d.difficulty - b.d.difficulty || a.i - b.i)
    .map(({ d }) => d);
  const positions = ordered.map((d, i): TrainerPosition => {
    const step = BSTEP_FIRST - Math.floor((i * BSTEP_FIRST) / ordered.length);
    return { id: `p${String(i + 1).padStart(4, '0')}`, step, ...d.position };
  });
  return { positions, dropped, gnugo: verdicts };
}
