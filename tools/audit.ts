// `npm run audit` (issue 7): Lighthouse 12.8 with its mobile preset (a mid-range phone on slow 4G,
// simulated) on the built app served by the real server, in the system's Chromium. Run it after
// `npm run build`; it builds nothing itself. It starts the server on a free port with a throw-away
// database, audits the sign-in page as a first visit (storage cleared), signs in as the demo account and
// audits the front gate as a returning student (storage kept: the session and the service worker), then
// prints the performance, accessibility and best-practices scores and every audit that fails (with
// `-- --out DIR`, each page's full report goes to DIR as JSON). It exits
// with 1 when a target is missed: performance 95, accessibility 100, best practices 100. Not part of
// `npm test`: a performance score varies with the machine's load.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

const root = path.resolve(import.meta.dirname, '..');

import {
  categories,
  summarize,
  targets,
  type Category,
  type PageReport,
  type PageSummary,
} from './auditScores';

export { targets };

export interface BuiltServer {
  url: string;
  stop: () => Promise<void>;
}

/** The real server on the built app, a free port and a fresh SQLite database (demo account seeded). */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  const staticDir = path.resolve(root, env.STATIC_DIR ?? process.env.STATIC_DIR ?? 'dist');
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`The app is not built (no ${staticDir}/index.html): run \`npm run build\` first.`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoshi-audit-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 30_000);
    child.stdout?.on('data', () => {
      const match = /serving on (http:\/\/\S+)/.exec(log);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${log}`));
    });
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p): p is string => Boolean(p) && fs.existsSync(p ?? ''),
  );
  if (!found) throw new Error('No Chromium: install it (`apt-get install chromium`) or set CHROMIUM_PATH.');
  return found;
}

function runCount(): number {
  const at = process.argv.indexOf('--runs');
  const value = at > 0 ? Number(process.argv[at + 1]) : 3;
  return Number.isInteger(value) && value > 0 ? value : 3;
}

function offendingNodes(details: unknown): string[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const node = (item as { node?: { snippet?: string; selector?: string } }).node;
    return node?.snippet ? [`${node.snippet.slice(0, 160)} (${node.selector ?? ''})`] : [];
  });
}

/** Audits that did not pass, with what they found (binary and numeric, not the informative ones). */
function failingAudits(result: Result): string[] {
  const lines: string[] = [];
  for (const category of categories) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      lines.push(`${category}: ${audit.id} — ${audit.title}${value}, score ${Math.round(audit.score * 100)}`);
      // Which elements: what a fix needs (accessibility and best practices name them).
      for (const where of offendingNodes(audit.details).slice(0, 3)) lines.push(`    at ${where}`);
    }
  }
  return lines;
}

/** `npm run audit -- --out DIR` keeps each page's full Lighthouse report (JSON) there. */
function outDir(): string | null {
  const at = process.argv.indexOf('--out');
  return at > 0 ? (process.argv[at + 1] ?? null) : null;
}

async function audit(page: Page, name: string, url: string, flags: Flags): Promise<PageReport> {
  const runner = await lighthouse(
    url,
    { logLevel: 'error', output: 'json', onlyCategories: [...categories], ...flags },
    undefined,
    page,
  );
  if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = runner;
  if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const out = outDir();
  if (out) {
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, `${name.split(' ')[0]}.json`), JSON.stringify(lhr, null, 1));
  }
  return { name, scores, failing: failingAudits(lhr), benchmarkIndex: lhr.environment.benchmarkIndex };
}

/** What the page-side callbacks use of the browser (the Node realm compiles without DOM types). */
export interface BrowserGlobals {
  location: { pathname: string };
  document: {
    querySelector(selector: string): unknown;
    querySelectorAll(selector: string): { length: number };
  };
  navigator: { serviceWorker: { ready: Promise<unknown> } };
}

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/sign-in`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('input[autocomplete="username"]');
  await page.type('input[autocomplete="username"]', 'demo');
  await page.type('input[autocomplete="current-password"]', 'hoshi-demo-1');
  await page.click('button[type="submit"]');
  await page.waitForFunction(
    () => {
      // Runs in the page; this realm has no DOM types.
      const { location, document } = globalThis as unknown as BrowserGlobals;
      return location.pathname === '/' && document.querySelector('h1') !== null;
    },
    { timeout: 20_000 },
  );
  // The worker takes the page on its first visit; the front gate's audit is a returning student's visit.
  await page.evaluate(async () => {
    await (globalThis as unknown as BrowserGlobals).navigator.serviceWorker.ready;
  });
}

async function main(): Promise<void> {
  const server = await startBuiltServer();
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const summaries: PageSummary[] = [];
  const runs = runCount();
  const auditRuns = async (page: Page, name: string, url: string, flags: Flags) => {
    const reports: PageReport[] = [];
    for (let run = 0; run < runs; run += 1) reports.push(await audit(page, name, url, flags));
    return summarize(reports);
  };
  try {
    const page = await browser.newPage();
    summaries.push(await auditRuns(page, 'sign-in (first visit)', `${server.url}/auth/sign-in`, {}));
    await signIn(page, server.url);
    summaries.push(
      await auditRuns(page, 'front gate (signed in, returning)', `${server.url}/`, {
        disableStorageReset: true,
      }),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
  let missed = false;
  for (const summary of summaries) {
    console.log(
      `\n${summary.name}: median of ${summary.performanceRuns.length} runs ` +
        `(performance per run ${summary.performanceRuns.join(', ')}; machine benchmark index ${summary.benchmarkIndexes.join(', ')})`,
    );
    for (const category of categories) {
      const score = summary.median[category];
      const ok = score >= targets[category];
      missed ||= !ok;
      console.log(
        `  ${category.padEnd(15)} ${String(score).padStart(3)}  (target ${targets[category]}) ${ok ? 'ok' : 'MISSED'}`,
      );
    }
    for (const line of summary.failing) console.log(line.startsWith(' ') ? `  ${line}` : `  - ${line}`);
  }
  console.log(`\nLighthouse ${lighthouseVersion()}, mobile preset, ${chromiumPath()}`);
  if (missed) process.exitCode = 1;
}

function lighthouseVersion(): string {
  const pkg = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  ) as { version: string };
  return pkg.version;
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
