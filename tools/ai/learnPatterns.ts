// `npm run ai:patterns -- [--out FILE] [--iterations N] [--min-seen N] [--files a.json,b.json]`: learns the
// strengths (γ) of move features from game records with Coulom's minorization-maximization (MM) for the
// generalized Bradley–Terry model ("Computing Elo ratings of move patterns in the game of Go", 2007): in
// every position of every game, the move played "won" against every other candidate move, and a move's
// strength is the product of the γ of its features (src/domain/ai/moveFeatures.ts). Each γ has a prior of one
// virtual win and one virtual loss against a move of strength 1. Shapes seen as a candidate fewer than
// `--min-seen` times share one γ. Prints the fit on every tenth game held out (fitted on the other nine
// tenths), then fits all games and writes src/domain/ai/learnedPatterns.ts. Deterministic: same records,
// same table. Records: 9×9 games of GNU Go 3.8 level 10 against itself (tools/content/games/gnugo-9.json and
// tools/ai/games/*.json); the first two moves of each game are seeded openings, not GNU Go's, and are
// played but not learned from.
import fs from 'node:fs';
import path from 'node:path';
import { PASS, parseVertex } from '../../src/domain/go/coords';
import type { BoardSize } from '../../src/domain/go/coords';
import { FastBoard } from '../../src/domain/go/fastBoard';
import {
  MoveFeatureReader,
  canonicalShape,
  featureGroups,
  groupSizes,
} from '../../src/domain/ai/moveFeatures';
import { candidateMoves } from '../../src/domain/ai/tree';
import { numberFlag, stringFlag } from '../bench/flags';

const root = path.resolve(import.meta.dirname, '../..');
const argv = process.argv.slice(2);
const iterations = numberFlag(argv, '--iterations', 30);
const minSeen = numberFlag(argv, '--min-seen', 20);
const out = stringFlag(argv, '--out') ?? path.join(root, 'src/domain/ai/learnedPatterns.ts');
const defaultFiles = [
  'tools/content/games/gnugo-9.json',
  ...fs
    .readdirSync(path.join(root, 'tools/ai/games'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => `tools/ai/games/${f}`),
];
const files = stringFlag(argv, '--files')?.split(',') ?? defaultFiles;
const SIZE: BoardSize = 9;
const SKIP_OPENING = 2;

interface Record {
  readonly size: number;
  readonly moves: string;
}

/** One training position: its candidates' features, and which candidate was played. */
interface Sample {
  readonly shapes: Int32Array;
  /** featureGroups.length values per candidate. */
  readonly values: Uint8Array;
  readonly played: number;
}

function readGames(): string[] {
  const seen = new Set<string>();
  const games: string[] = [];
  for (const file of files) {
    const parsed = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { games: Record[] };
    for (const g of parsed.games) {
      if (g.size !== SIZE || seen.has(g.moves)) continue;
      seen.add(g.moves);
      games.push(g.moves);
    }
  }
  return games;
}

function samplesOf(moves: string, reader: MoveFeatureReader): Sample[] {
  const board = new FastBoard(SIZE);
  const samples: Sample[] = [];
  const groups = featureGroups.length;
  for (const [n, text] of moves.split(' ').entries()) {
    if (text === 'PASS') {
      board.pass();
      continue;
    }
    const vertex = parseVertex(SIZE, text);
    if (!vertex.ok || vertex.value === PASS) throw new Error(`bad move ${text}`);
    const point = board.pointOf(vertex.value);
    if (n >= SKIP_OPENING) {
      const candidates = candidateMoves(board, null);
      const played = candidates.indexOf(point);
      if (played >= 0) {
        const color = board.toMove;
        const shapes = new Int32Array(candidates.length);
        const values = new Uint8Array(candidates.length * groups);
        reader.begin(board);
        for (let i = 0; i < candidates.length; i++) {
          const p = candidates[i] ?? 0;
          shapes[i] = canonicalShape(reader.read(board, p, color, values, i * groups));
        }
        samples.push({ shapes, values, played });
      }
    }
    if (!board.play(point)) throw new Error(`illegal move ${text}`);
  }
  return samples;
}

/** A fitted model: γ per shape (and for the rare ones), γ per group value. */
interface Model {
  readonly shapeIndex: Map<number, number>;
  /** Features: shapes (the last one the rare shapes), then each group's values. */
  readonly gamma: Float64Array;
  readonly groupOffset: readonly number[];
}

/** Feature indices of every candidate of a sample: 1 + groups per candidate. */
function featuresOf(sample: Sample, model: Omit<Model, 'gamma'>): Int32Array {
  const groups = featureGroups.length;
  const k = groups + 1;
  const rare = model.shapeIndex.size;
  const f = new Int32Array(sample.shapes.length * k);
  for (let i = 0; i < sample.shapes.length; i++) {
    f[i * k] = model.shapeIndex.get(sample.shapes[i] ?? 0) ?? rare;
    for (let g = 0; g < groups; g++) {
      f[i * k + 1 + g] = (model.groupOffset[g] ?? 0) + (sample.values[i * groups + g] ?? 0);
    }
  }
  return f;
}

function fit(samples: readonly Sample[]): Model {
  const seen = new Map<number, number>();
  for (const s of samples) for (const key of s.shapes) seen.set(key, (seen.get(key) ?? 0) + 1);
  const kept = [...seen.entries()]
    .filter(([, n]) => n >= minSeen)
    .map(([key]) => key)
    .sort((a, b) => a - b);
  const shapeIndex = new Map(kept.map((key, i) => [key, i]));
  const groupOffset: number[] = [];
  let total = kept.length + 1;
  for (const size of groupSizes) {
    groupOffset.push(total);
    total += size;
  }
  const skeleton = { shapeIndex, groupOffset };
  const features = samples.map((s) => featuresOf(s, skeleton));
  const k = featureGroups.length + 1;
  const gamma = new Float64Array(total).fill(1);
  const wins = new Float64Array(total);
  for (const [j, s] of samples.entries()) {
    const f = features[j] ?? new Int32Array(0);
    for (let g = 0; g < k; g++) wins[f[s.played * k + g] ?? 0] = (wins[f[s.played * k + g] ?? 0] ?? 0) + 1;
  }
  const c = new Float64Array(total);
  let strength = new Float64Array(64);
  // Group by group: the shapes (features 0 … kept), then each group of values.
  const ranges: [number, number][] = [[0, kept.length + 1]];
  for (const [g, size] of groupSizes.entries())
    ranges.push([groupOffset[g] ?? 0, (groupOffset[g] ?? 0) + size]);
  for (let it = 0; it < iterations; it++) {
    for (const [g, [from, to]] of ranges.entries()) {
      c.fill(0, from, to);
      for (const f of features) {
        const n = f.length / k;
        if (strength.length < n) strength = new Float64Array(n);
        let e = 0;
        for (let i = 0; i < n; i++) {
          let p = 1;
          for (let h = 0; h < k; h++) p *= gamma[f[i * k + h] ?? 0] ?? 1;
          strength[i] = p;
          e += p;
        }
        for (let i = 0; i < n; i++) {
          const x = f[i * k + g] ?? 0;
          c[x] = (c[x] ?? 0) + (strength[i] ?? 0) / (gamma[x] ?? 1) / e;
        }
      }
      for (let x = from; x < to; x++) {
        const old = gamma[x] ?? 1;
        gamma[x] = ((wins[x] ?? 0) + 1) / ((c[x] ?? 0) + 2 / (1 + old));
      }
    }
  }
  return { shapeIndex, gamma, groupOffset };
}

/** Mean log-likelihood of the played moves and the share of positions whose best-rated move was played. */
function evaluate(model: Model, samples: readonly Sample[]): { logLikelihood: number; top1: number } {
  const k = featureGroups.length + 1;
  let ll = 0;
  let top = 0;
  for (const s of samples) {
    const f = featuresOf(s, model);
    const n = s.shapes.length;
    let e = 0;
    let best = -1;
    let bestValue = -1;
    let playedValue = 0;
    for (let i = 0; i < n; i++) {
      let p = 1;
      for (let h = 0; h < k; h++) p *= model.gamma[f[i * k + h] ?? 0] ?? 1;
      e += p;
      if (p > bestValue) {
        bestValue = p;
        best = i;
      }
      if (i === s.played) playedValue = p;
    }
    ll += Math.log(playedValue / e);
    if (best === s.played) top++;
  }
  return { logLikelihood: ll / samples.length, top1: top / samples.length };
}

/** A γ to three significant digits. */
function short(x: number): string {
  return Number(x.toPrecision(3)).toString();
}

function write(model: Model, games: number, positions: number): void {
  const shapes = [...model.shapeIndex.entries()].map(
    ([key, i]) => `${key.toString(36)}:${short(model.gamma[i] ?? 1)}`,
  );
  const lines: string[] = [];
  let line = '';
  for (const item of shapes) {
    if (line.length + item.length + 1 > 96) {
      lines.push(line);
      line = '';
    }
    line += (line ? ' ' : '') + item;
  }
  if (line) lines.push(line);
  const groups = groupSizes.map((size, g) =>
    Array.from({ length: size }, (_, v) => short(model.gamma[(model.groupOffset[g] ?? 0) + v] ?? 1)).join(
      ', ',
    ),
  );
  const text = `// Generated by \`npm run ai:patterns\` (tools/ai/learnPatterns.ts) from ${games} 9×9 games of GNU Go 3.8 level
// 10 against itself (${positions} positions); do not edit. Strengths (γ) of the move features of moveFeatures.ts.

/** γ of each value of each group of \`featureGroups\`, in order. */
export const learnedGroups: readonly (readonly number[])[] = [
${groups.map((g) => `  [${g}],`).join('\n')}
];

/** γ of the shapes seen fewer than ${minSeen} times as a candidate. */
export const learnedRareShape = ${short(model.gamma[model.shapeIndex.size] ?? 1)};

/** γ of each shape: \`key:γ\` pairs, the canonical shape key in base 36, separated by spaces. */
export const learnedShapes: readonly string[] = [
${lines.map((l) => `  '${l}',`).join('\n')}
];
`;
  fs.writeFileSync(out, text);
}

const reader = new MoveFeatureReader();
const games = readGames();
const perGame = games.map((g) => samplesOf(g, reader));
const train = perGame.filter((_, i) => i % 10 !== 9).flat();
const test = perGame.filter((_, i) => i % 10 === 9).flat();
console.log(
  `ai:patterns — ${games.length} games from ${files.join(', ')}; ${train.length} positions to fit, ${test.length} held out`,
);
const held = fit(train);
const onTest = evaluate(held, test);
const onTrain = evaluate(held, train);
const uniform = test.reduce((sum, s) => sum - Math.log(s.shapes.length), 0) / test.length;
console.log(
  `  fitted on 9/10: ${held.shapeIndex.size} shapes; held-out games: top-1 ${(100 * onTest.top1).toFixed(1)} %, ` +
    `log-likelihood ${onTest.logLikelihood.toFixed(3)} a move (uniform ${uniform.toFixed(3)}); ` +
    `training games: top-1 ${(100 * onTrain.top1).toFixed(1)} %, ${onTrain.logLikelihood.toFixed(3)}`,
);
const all = perGame.flat();
const model = fit(all);
write(model, games.length, all.length);
console.log(`  fitted on all: ${model.shapeIndex.size} shapes; wrote ${path.relative(root, out)}`);
