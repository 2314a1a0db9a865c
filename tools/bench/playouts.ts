// `npm run bench:playouts`: the search's speed at a fixed budget (no clock, one seed), in simulations per
// second, on the fixed 9×9 positions of `searchPositions.ts`; and the heuristic playouts alone from the same
// positions. With `--against REF` the same measurements run on that git revision's `src/domain` too,
// interleaved in the same process, and the bench prints the ratio and whether both searches gave the same
// results (they must, for a change meant only to be faster). Prints figures, asserts nothing.
// Flags: --playouts N (search budget per position, default 10000), --rollouts N (playouts alone per
// position, default 5000), --reps N (default 3), --seed N (default 1), --against REF (e.g. HEAD~3).
// Pin it to a core of its own: `taskset -c 1 nice -n -5 npm run bench:playouts -- --against main`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as currentBoard from '../../src/domain/go/fastBoard';
import * as currentPlayout from '../../src/domain/ai/playout';
import * as currentRandom from '../../src/domain/go/random';
import * as currentSearch from '../../src/domain/ai/search';
import type * as BoardModule from '../../src/domain/go/fastBoard';
import type * as PlayoutModule from '../../src/domain/ai/playout';
import type * as RandomModule from '../../src/domain/go/random';
import type * as SearchModule from '../../src/domain/ai/search';
import type { GameGoal } from '../../src/domain/ai/types';
import { numberFlag, stringFlag } from './flags';
import { replay, searchPositions } from './searchPositions';

const argv = process.argv.slice(2);
const playouts = numberFlag(argv, '--playouts', 10_000);
const rollouts = numberFlag(argv, '--rollouts', 5_000);
const reps = Math.max(1, numberFlag(argv, '--reps', 3));
const seed = numberFlag(argv, '--seed', 1);
const against = stringFlag(argv, '--against');
const goal: GameGoal = { mode: 'full', komi: 7.5, captureTarget: 1 };

interface Implementation {
  readonly name: string;
  readonly board: typeof BoardModule;
  readonly playout: typeof PlayoutModule;
  readonly random: typeof RandomModule;
  readonly search: typeof SearchModule;
}

/** `src/domain` of a git revision, extracted to a temporary directory and imported from there. */
async function revision(ref: string): Promise<{ impl: Implementation; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'hoshi-bench-'));
  const tar = execFileSync('git', ['archive', ref, 'src/domain']);
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  const load = async (path: string): Promise<unknown> =>
    import(pathToFileURL(join(dir, 'src/domain', path)).href);
  const impl: Implementation = {
    name: ref,
    board: (await load('go/fastBoard.ts')) as typeof BoardModule,
    playout: (await load('ai/playout.ts')) as typeof PlayoutModule,
    random: (await load('go/random.ts')) as typeof RandomModule,
    search: (await load('ai/search.ts')) as typeof SearchModule,
  };
  return { impl, dir };
}

interface Timing {
  simulations: number;
  searchMs: number;
  rolloutMs: number;
  /** One line per position: the most visited moves and their visits, to compare revisions. */
  readonly results: string[];
}

interface Pass {
  /** Simulations per second over all positions. */
  readonly searchRate: number;
  /** Playouts alone per second over all positions. */
  readonly playoutRate: number;
  readonly results: string;
}

/** One position's search and playouts alone, added to `into`. */
function runPosition(
  impl: Implementation,
  moves: readonly string[],
  budget: number,
  rolloutCount: number,
  into: Timing,
): void {
  const board = replay(new impl.board.FastBoard(9), moves);
  const random = impl.random.createRandom(seed);
  const start = performance.now();
  const result = impl.search.search(board, { goal, random, playouts: budget });
  into.searchMs += performance.now() - start;
  into.simulations += result.playouts;
  const top = result.moves.slice(0, 4).map((m) => `${m.point}:${m.visits}`);
  into.results.push(`${result.playouts} ${top.join(' ')} ${result.meanValue.toFixed(6)}`);

  const evaluator = new impl.playout.Playout(9, goal, impl.random.createRandom(seed));
  const scratch = board.clone();
  const trace = { amaf: new Int8Array(board.area), owner: new Int8Array(board.area) };
  const t = performance.now();
  for (let i = 0; i < rolloutCount; i++) {
    scratch.copyFrom(board);
    trace.amaf.fill(0);
    evaluator.evaluate(scratch, trace);
  }
  into.rolloutMs += performance.now() - t;
}

/**
 * Every position once for every revision. The revisions take turns position by position (in an order
 * that alternates), so a change in the machine's load falls on both alike.
 */
function runPasses(
  list: readonly Implementation[],
  budget: number,
  rolloutCount: number,
  rep: number,
): Pass[] {
  const timings = list.map((): Timing => ({ simulations: 0, searchMs: 0, rolloutMs: 0, results: [] }));
  searchPositions.forEach((position, i) => {
    const order = (rep + i) % 2 === 0 ? list.map((_, k) => k) : list.map((_, k) => list.length - 1 - k);
    for (const k of order) {
      const impl = list[k];
      const timing = timings[k];
      if (impl && timing) runPosition(impl, position.moves, budget, rolloutCount, timing);
    }
  });
  return timings.map((t) => ({
    searchRate: (t.simulations * 1000) / t.searchMs,
    playoutRate: (rolloutCount * searchPositions.length * 1000) / t.rolloutMs,
    results: t.results.join('\n'),
  }));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const fmt = (n: number): string => n.toFixed(0).padStart(7);

const current: Implementation = {
  name: 'working tree',
  board: currentBoard,
  playout: currentPlayout,
  random: currentRandom,
  search: currentSearch,
};
const baseline = against === undefined ? null : await revision(against);
const impls = baseline ? [baseline.impl, current] : [current];

console.log(
  `bench:playouts — 9×9, ${searchPositions.length} positions, search ${playouts} playouts a position and ` +
    `${rollouts} playouts alone, seed ${seed}, ${reps} reps, Node ${process.version}`,
);
try {
  // Warm up every revision so the JIT has compiled both before the clock counts.
  runPasses(impls, Math.min(playouts, 2000), Math.min(rollouts, 1000), 0);
  const passes = new Map<Implementation, Pass[]>(impls.map((i) => [i, []]));
  const ratios: { search: number; playout: number }[] = [];
  for (let r = 0; r < reps; r++) {
    const pair = runPasses(impls, playouts, rollouts, r);
    impls.forEach((impl, k) => {
      const pass = pair[k];
      if (!pass) return;
      passes.get(impl)?.push(pass);
      console.log(
        `rep ${r + 1} ${impl.name.padEnd(14)} search ${fmt(pass.searchRate)} /s   playouts alone ${fmt(pass.playoutRate)} /s`,
      );
    });
    const [before, after] = pair;
    if (before && after && pair.length === 2) {
      const ratio = {
        search: after.searchRate / before.searchRate,
        playout: after.playoutRate / before.playoutRate,
      };
      ratios.push(ratio);
      console.log(
        `rep ${r + 1} ratio          search ${ratio.search.toFixed(3)}×   playouts alone ${ratio.playout.toFixed(3)}×`,
      );
    }
  }
  const summary = (impl: Implementation) => {
    const list = passes.get(impl) ?? [];
    const s = list.map((p) => p.searchRate);
    const p = list.map((q) => q.playoutRate);
    return { searchMin: Math.min(...s), search: median(s), playoutMin: Math.min(...p), playout: median(p) };
  };
  console.log('');
  for (const impl of impls) {
    const s = summary(impl);
    console.log(
      `${impl.name.padEnd(14)} search median ${fmt(s.search)} /s (min ${fmt(s.searchMin)})   ` +
        `playouts alone median ${fmt(s.playout)} /s (min ${fmt(s.playoutMin)})`,
    );
  }
  if (baseline) {
    const before = summary(baseline.impl);
    const after = summary(current);
    console.log(
      `ratio working tree / ${baseline.impl.name}: search ${(after.search / before.search).toFixed(3)}×, ` +
        `playouts alone ${(after.playout / before.playout).toFixed(3)}× (medians); ` +
        `per rep: search median ${median(ratios.map((q) => q.search)).toFixed(3)}× ` +
        `(min ${Math.min(...ratios.map((q) => q.search)).toFixed(3)}×), playouts alone median ` +
        `${median(ratios.map((q) => q.playout)).toFixed(3)}× (min ${Math.min(...ratios.map((q) => q.playout)).toFixed(3)}×)`,
    );
    const same = passes.get(baseline.impl)?.[0]?.results === passes.get(current)?.[0]?.results;
    console.log(`same search results on every position: ${same ? 'yes' : 'NO'}`);
  }
} finally {
  if (baseline) rmSync(baseline.dir, { recursive: true, force: true });
}
