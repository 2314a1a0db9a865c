// `npm run bench:aireply`: how long the app's AI takes to answer a move, per level and board size, in
// Chromium with the CPU slowed 4× (Chrome DevTools' "4× slowdown", CDP Emulation.setCPUThrottlingRate)
// and, in the same run, unslowed as a reference (docs/ai.md, "Bench figures"; the target: levels 1–5
// answer within 1 s on a 4× slowed CPU).
//
// Chromium slows only a page's main thread: CDP refuses the rate on a worker target ("Operation is only
// supported for pages, not workers") and a dedicated worker keeps its speed while its page is slowed. So
// the slowed figures run the worker's own message handler (src/workers/aiWorkerHandler.ts, with the
// page's clock, so each level's time cap applies) on the page's main thread; the app's real worker
// (src/workers/aiWorker.ts) is timed unslowed beside it. Both are bundled by esbuild as vite bundles them
// and served with a small page from a local server. A first line per rate times the same busy loop in the
// worker and on the page, which shows where the slowdown lands.
// The positions come from games the engine plays against itself at level 3 with a fixed budget (seeded, so
// every run measures the same positions): opening and middle-game positions on 9×9, 13×13 and 19×19. For
// each position the page sends `create` with the game's moves and then times `genmove` from the request
// to the answer (a fresh search, no tree kept from an earlier move).
// Flags: --levels 1,2,3,4,5, --sizes 9,13,19, --games N per size (default 2), --rates 4,1 (CPU slowdowns).
import http from 'node:http';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { createEngine } from '../../src/domain/ai/engine';
import type { BoardSize, Vertex } from '../../src/domain/go/coords';
import type { Color } from '../../src/domain/go/stones';
import { isBoardSize } from '../../src/domain/go/coords';
import { chromiumPath } from '../../tests/e2e/support/browser';
import { listFlag, numberFlag } from './flags';

const argv = process.argv.slice(2);
const levelList = listFlag(argv, '--levels', [1, 2, 3, 4, 5]);
const sizes = listFlag(argv, '--sizes', [9, 13, 19]).filter((s): s is BoardSize => isBoardSize(s));
const gamesPerSize = Math.max(1, Math.round(numberFlag(argv, '--games', 2)));
const rates = listFlag(argv, '--rates', [4, 1]);
const root = path.resolve(import.meta.dirname, '../..');

/** Move numbers at which a position is taken, by board size: the first two are the opening. */
const cuts: Record<number, readonly number[]> = {
  9: [1, 6, 14, 22, 30, 38],
  13: [1, 10, 30, 50, 70, 90],
  19: [1, 16, 50, 80, 110, 140],
};

interface Position {
  readonly size: BoardSize;
  readonly phase: 'opening' | 'middle';
  readonly moves: readonly AiMove[];
}

/** A seeded self-play game at level 3 (fixed budget, no clock), cut into positions. */
function positionsOf(size: BoardSize, seed: number): Position[] {
  const at = cuts[size] ?? [1, 10, 20];
  const last = Math.max(...at);
  const engine = createEngine({ size, komi: 7.5, mode: 'full', level: 3, seed });
  const moves: AiMove[] = [];
  const out: Position[] = [];
  for (let n = 0; n <= last; n++) {
    const index = at.indexOf(n);
    if (index >= 0) out.push({ size, phase: index < 2 ? 'opening' : 'middle', moves: [...moves] });
    const result = engine.genmove();
    if (result.move === 'resign' || result.move === 'pass') break;
    moves.push({ color: result.color, vertex: result.move });
  }
  return out;
}

async function bundle(entry: string): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    write: false,
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('esbuild wrote nothing');
  return file.text;
}

const spin = 'function spin(){let x=0;for(let i=0;i<2e7;i++)x=(x*31+i)|0;return x}';

const page = `<!doctype html><meta charset="utf-8"><title>AI reply bench</title><script type="module">
import { createAiWorkerHandler } from '/handler.js';
${spin}
let next = 1;
const waiting = new Map();
const receive = (message) => {
  if (message.type === 'progress') return;
  const resolve = waiting.get(message.id);
  waiting.delete(message.id);
  resolve?.(message);
};
const worker = new Worker('/worker.js', { type: 'module' });
worker.onmessage = (event) => receive(event.data);
const handler = createAiWorkerHandler({ post: receive, now: () => performance.now() });
const send = { worker: (request) => worker.postMessage(request), page: (request) => handler.handle(request) };
const call = (where, body) => new Promise((resolve) => {
  const id = next++;
  waiting.set(id, resolve);
  send[where]({ ...body, id });
});
window.replyMs = async (where, game, moves) => {
  const created = await call(where, { type: 'create', game, moves });
  if (created.type !== 'answer') throw new Error('create failed: ' + created.code);
  const start = performance.now();
  const answer = await call(where, { type: 'genmove' });
  const ms = performance.now() - start;
  if (answer.type !== 'answer') throw new Error('genmove failed: ' + answer.code);
  return { ms, playouts: answer.answer.playouts };
};
window.spinMs = async () => {
  const onPage = performance.now();
  spin();
  const pageMs = performance.now() - onPage;
  const spinner = new Worker(URL.createObjectURL(new Blob([
    '${spin}; onmessage = () => { const t = performance.now(); spin(); postMessage(performance.now() - t); };',
  ], { type: 'text/javascript' })));
  const workerMs = await new Promise((resolve) => { spinner.onmessage = (e) => resolve(e.data); spinner.postMessage(0); });
  spinner.terminate();
  return { pageMs, workerMs };
};
window.ready = true;
</script>`;

function serve(files: Record<string, string>): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((request, response) => {
    const body = files[request.url ?? ''];
    if (body !== undefined) {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(body);
    } else {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(page);
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    });
  });
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i] as number;
}

/**
 * A move as the worker's protocol has it (src/io/ai/protocol.ts's AiMove; that module is typed with the
 * browser's worker events, which this Node program does not load).
 */
interface AiMove {
  readonly color: Color;
  readonly vertex: Vertex;
}

/** What the bench page (PAGE_SCRIPT) puts on its window. */
interface BenchPage {
  ready?: boolean;
  replyMs?: (
    where: 'worker' | 'page',
    game: unknown,
    moves: readonly AiMove[],
  ) => Promise<{ ms: number; playouts: number }>;
  spinMs?: () => Promise<{ pageMs: number; workerMs: number }>;
}

async function main(): Promise<void> {
  const started = performance.now();
  const positions: Position[] = [];
  for (const size of sizes) {
    for (let g = 1; g <= gamesPerSize; g++) positions.push(...positionsOf(size, g));
  }
  console.log(
    `bench:aireply — the AI's reply time in Chromium, levels ${levelList.join(', ')}, ` +
      `${positions.length} positions from ${gamesPerSize} self-play game(s) per size ` +
      `(prepared in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  const server = await serve({
    '/worker.js': await bundle("import './src/workers/aiWorker.ts';"),
    '/handler.js': await bundle("export { createAiWorkerHandler } from './src/workers/aiWorkerHandler.ts';"),
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const tab = await browser.newPage();
    await tab.goto(server.url);
    await tab.waitForFunction(() => (globalThis as unknown as BenchPage).ready === true);
    const cdp = await tab.context().newCDPSession(tab);
    const passes: { where: 'worker' | 'page'; rate: number }[] = [
      ...rates.map((rate) => ({ where: 'page' as const, rate })),
      { where: 'worker', rate: 1 },
    ];
    for (const { where, rate } of passes) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const spun = await tab.evaluate(() => {
        const page = globalThis as unknown as BenchPage;
        if (!page.spinMs) throw new Error('page not ready');
        return page.spinMs();
      });
      console.log(
        `${where === 'page' ? "the worker's handler on the page's thread" : "the app's worker"}, CPU ` +
          `${rate === 1 ? 'not slowed' : `slowed ${rate}×`} (the same busy loop: ` +
          `${spun.pageMs.toFixed(0)} ms on the page, ${spun.workerMs.toFixed(0)} ms in a worker):`,
      );
      console.log('  level  size   phase     positions    p50     p95     max   playouts (median)');
      for (const level of levelList) {
        for (const size of sizes) {
          const rows: { phase: string; ms: number; playouts: number }[] = [];
          for (const [i, position] of positions.entries()) {
            if (position.size !== size) continue;
            const game = { size, mode: 'full', komi: 7.5, captureTarget: 0, level, seed: 100 + i };
            const reply = await tab.evaluate(
              ([w, g, m]) => {
                const page = globalThis as unknown as BenchPage;
                if (!page.replyMs) throw new Error('page not ready');
                return page.replyMs(w, g, m);
              },
              [where, game, position.moves] as const,
            );
            rows.push({ phase: position.phase, ...reply });
          }
          for (const phase of ['opening', 'middle', 'all']) {
            const chosen = rows.filter((r) => phase === 'all' || r.phase === phase);
            const ms = chosen.map((r) => r.ms).sort((a, b) => a - b);
            const playouts = chosen.map((r) => r.playouts).sort((a, b) => a - b);
            const cell = (x: number) => `${x.toFixed(0).padStart(5)} ms`;
            console.log(
              `  ${String(level).padStart(5)}  ${`${size}×${size}`.padEnd(5)}  ${phase.padEnd(8)}  ` +
                `${String(ms.length).padStart(9)}  ${cell(quantile(ms, 0.5))} ${cell(quantile(ms, 0.95))} ` +
                `${cell(ms[ms.length - 1] ?? NaN)}   ${quantile(playouts, 0.5)}`,
            );
          }
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
