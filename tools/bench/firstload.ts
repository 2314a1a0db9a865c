// `npm run bench:firstload` (issue 13): what the first load spends its main-thread time on, in the
// system's Chromium with the CPU slowed 4× (as Lighthouse's mobile preset assumes a phone 4× slower than
// the machine). Run it after `npm run build`. It loads the sign-in page as a first visit (no storage),
// then signs in as the demo account and loads the front gate as a returning student (session and service
// worker kept), `--runs N` times each (default 3), and prints for each page the medians of: main-thread
// busy time, script time (compile and run), the long tasks (over 50 ms) and their blocking time beyond
// 50 ms (Lighthouse's TBT counts those after the first paint), and, from a CPU profile mapped through the
// built source maps, the script time by module (a package of node_modules or a file of src). Figures are in
// milliseconds of the slowed CPU; they vary less with the machine's load than a Lighthouse score does, but
// note the load average it prints.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type CDPSession, type Page } from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import { chromiumPath, startBuiltServer, type BrowserGlobals } from '../audit';
import { numberFlag, stringFlag } from './flags';
import {
  longTaskFigures,
  medianOf,
  moduleOfSource,
  selfTimeByEvent,
  topLevelTasks,
  type TraceEvent,
} from './firstloadFigures';

const root = path.resolve(import.meta.dirname, '../..');
const runs = Math.max(1, Math.round(numberFlag(process.argv, '--runs', 3)));
const cpuSlowdown = numberFlag(process.argv, '--cpu', 4);
const dist = path.join(root, process.env.STATIC_DIR ?? 'dist');
/** `--out DIR` keeps each run's trace and CPU profile there (open them in Chromium's DevTools). */
const outDir = stringFlag(process.argv, '--out');
/** `--modules` also takes a CPU profile and prints the script time by module (the profiler slows the page). */
const byModules = process.argv.includes('--modules');
let saved = 0;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

interface Sample {
  busyMs: number;
  cpuMs: number;
  scriptMs: number;
  longTasks: number;
  longestMs: number;
  blockingMs: number;
  byModule: Map<string, number>;
  byEvent: Map<string, number>;
}

const maps = new Map<string, SourceMapConsumer | null>();
function sourceMapOf(url: string): SourceMapConsumer | null {
  if (maps.has(url)) return maps.get(url) ?? null;
  let consumer: SourceMapConsumer | null = null;
  const pathname = url.startsWith('http') ? new URL(url).pathname : '';
  const file = path.join(dist, pathname);
  if (pathname.endsWith('.js') && fs.existsSync(`${file}.map`)) {
    consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
  }
  maps.set(url, consumer);
  return consumer;
}

/** Self time of the profile's samples by module (source-mapped), in ms. */
function timeByModule(profile: Profile): Map<string, number> {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id);
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (!node) return;
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    let key: string;
    if (!url) key = functionName.startsWith('(') ? functionName : '(native)';
    else if (lineNumber < 0) key = new URL(url).pathname;
    else {
      const source = sourceMapOf(url)?.originalPositionFor({
        line: lineNumber + 1,
        column: columnNumber,
      }).source;
      key = source ? moduleOfSource(source) : new URL(url).pathname;
    }
    out.set(key, (out.get(key) ?? 0) + ms);
  });
  return out;
}

async function measure(page: Page, url: string, ready: () => Promise<unknown>): Promise<Sample> {
  const cdp: CDPSession = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  if (byModules) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  }
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data: { value: TraceEvent[] }) => events.push(...data.value));
  const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'v8.execute',
        'toplevel',
        '__metadata',
      ],
    },
    transferMode: 'ReportEvents',
  });
  if (byModules) await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await ready();
  // Let the work after the first screen (idle callbacks, the worker's registration) run.
  await new Promise((r) => setTimeout(r, 3000));
  const profile = byModules
    ? ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile }).profile
    : null;
  await cdp.send('Tracing.end');
  await traced;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();

  if (outDir) {
    fs.mkdirSync(outDir, { recursive: true });
    saved += 1;
    const name = `${saved}-${new URL(url).pathname.replace(/\W+/g, '_')}`;
    if (profile) fs.writeFileSync(path.join(outDir, `${name}.cpuprofile`), JSON.stringify(profile));
    fs.writeFileSync(path.join(outDir, `${name}.trace.json`), JSON.stringify({ traceEvents: events }));
  }
  const tasks = topLevelTasks(events, new URL(url).origin);
  const script = events.filter(
    (e) =>
      e.ph === 'X' &&
      (e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'FunctionCall') &&
      tasks.mainThread === `${e.pid}:${e.tid}`,
  );
  // Script events nest (a FunctionCall inside an EvaluateScript): count only the outermost.
  script.sort((a, b) => a.ts - b.ts);
  let scriptUs = 0;
  let end = 0;
  for (const e of script) {
    if (e.ts >= end) {
      scriptUs += e.dur ?? 0;
      end = e.ts + (e.dur ?? 0);
    }
  }
  return {
    busyMs: tasks.durationsMs.reduce((a, b) => a + b, 0),
    cpuMs: tasks.cpuMs.reduce((a, b) => a + b, 0),
    scriptMs: scriptUs / 1000,
    ...longTaskFigures(tasks.durationsMs),
    byModule: profile ? timeByModule(profile) : new Map(),
    byEvent: selfTimeByEvent(events, tasks.mainThread),
  };
}

function report(name: string, samples: Sample[]): void {
  const m = (pick: (s: Sample) => number) => Math.round(medianOf(samples.map(pick)));
  console.log(`\n${name}: median of ${samples.length} runs, CPU ${cpuSlowdown}× slower`);
  console.log(`  main thread busy   ${String(m((s) => s.busyMs)).padStart(6)} ms`);
  console.log(
    `  main thread CPU    ${String(m((s) => s.cpuMs)).padStart(6)} ms  (its own CPU time: without the slowdown or waits)`,
  );
  console.log(`  script             ${String(m((s) => s.scriptMs)).padStart(6)} ms`);
  console.log(
    `  long tasks         ${String(m((s) => s.longTasks)).padStart(6)}    (longest ${m((s) => s.longestMs)} ms, ` +
      `beyond 50 ms: ${m((s) => s.blockingMs)} ms)`,
  );
  const table = (title: string, pick: (s: Sample) => Map<string, number>, count: number) => {
    const keys = new Set(samples.flatMap((s) => [...pick(s).keys()]));
    const rows = [...keys]
      .map((key) => ({ key, ms: medianOf(samples.map((s) => pick(s).get(key) ?? 0)) }))
      .filter((r) => r.ms >= 5 && r.key !== '(idle)')
      .sort((a, b) => b.ms - a.ms)
      .slice(0, count);
    console.log(`  ${title}:`);
    for (const row of rows) console.log(`    ${String(Math.round(row.ms)).padStart(6)} ms  ${row.key}`);
  };
  table('main thread by trace event (self time, 5 ms and more)', (s) => s.byEvent, 12);
  if (byModules) table('CPU profile by module (self time, 5 ms and more)', (s) => s.byModule, 25);
}

async function main(): Promise<void> {
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  const server = await startBuiltServer();
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const signInSamples: Sample[] = [];
    for (let run = 0; run < runs; run += 1) {
      // A first visit: a fresh profile each time (no cache, no worker, no storage).
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
      signInSamples.push(
        await measure(page, `${server.url}/auth/sign-in`, () =>
          page.waitForSelector('input[autocomplete="username"]'),
        ),
      );
      await context.close();
    }
    report('sign-in (first visit)', signInSamples);

    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await page.goto(`${server.url}/auth/sign-in`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('input[autocomplete="username"]');
    await page.type('input[autocomplete="username"]', 'demo');
    await page.type('input[autocomplete="current-password"]', 'hoshi-demo-1');
    await page.click('button[type="submit"]');
    await page.waitForFunction(() => (globalThis as unknown as BrowserGlobals).location.pathname === '/', {
      timeout: 20_000,
    });
    await page.evaluate(async () => {
      await (globalThis as unknown as BrowserGlobals).navigator.serviceWorker.ready;
    });
    const gateSamples: Sample[] = [];
    for (let run = 0; run < runs; run += 1) {
      gateSamples.push(
        await measure(page, `${server.url}/`, () => page.waitForSelector('main h1', { timeout: 30_000 })),
      );
    }
    report('front gate (signed in, returning)', gateSamples);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
