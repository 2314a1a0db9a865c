// `npm run bench:start`: how fast the server answers /healthz after its process starts, and its resident
// memory once settled, for the development start (TypeScript through tsx, as `npm start` runs it) and the
// production start (the compiled dist-server/main.js of `npm run build`), in the same run (issue 21).
// Each start gets a fresh DATA_DIR, so every run creates and migrates its database like a first start.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { numberFlag } from './flags';

const runs = Math.max(1, Math.round(numberFlag(process.argv, '--runs', 3)));
const root = path.resolve(import.meta.dirname, '../..');

interface Sample {
  readyMs: number;
  rssMiB: number;
}

async function once(args: string[]): Promise<Sample> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoshi-start-'));
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      AUTH_SECRET: 'bench-start-secret-that-is-long-enough-0123',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        const match = /serving on http:\/\/localhost:(\d+)/.exec(text);
        if (match) resolve(Number(match[1]));
      });
      child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const readyMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, 1000));
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const rssKiB = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { readyMs, rssMiB: rssKiB / 1024 };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

if (!fs.existsSync(path.join(root, 'dist-server/main.js'))) {
  console.error('dist-server/main.js is missing: run `npm run build` first');
  process.exit(1);
}
const starts = {
  'development (tsx, npm start)': ['--import', 'tsx', 'server/main.ts'],
  'production (dist-server, npm run start:prod)': ['dist-server/main.js'],
};
const results: Record<string, Sample> = {};
for (const [name, args] of Object.entries(starts)) {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) samples.push(await once(args));
  results[name] = {
    readyMs: median(samples.map((s) => s.readyMs)),
    rssMiB: median(samples.map((s) => s.rssMiB)),
  };
  console.log(
    `${name}: ready in ${Math.round(results[name].readyMs)} ms, ${results[name].rssMiB.toFixed(0)} MiB resident (median of ${runs})`,
  );
}
const [dev, prod] = Object.values(results);
if (dev && prod) {
  console.log(
    `production/development: start ${(prod.readyMs / dev.readyMs).toFixed(2)}x, memory ${(prod.rssMiB / dev.rssMiB).toFixed(2)}x`,
  );
}
