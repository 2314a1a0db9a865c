// The production start (issue 21): `npm run build` compiles the server, and dist-server/main.js, as
// `npm run start:prod` runs it, serves the app and the API with NODE_ENV=production and no TypeScript
// loader; the compiled backup tool copies its database while it runs; SIGTERM stops it cleanly.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { emptyPosition } from '../../src/domain/go';
import { databaseFileName } from '../../server/db/backup';
import type { MoveWriterAnswer, MoveWriterTask } from '../../server/live/moveWriter';
import { startServer, type RunningServer } from './support/server';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const secret = 'production-test-secret-that-is-long-enough-01';
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
});

describe('the compiled server (npm run start:prod)', () => {
  it('serves the app, the API and its health, backs up while running, and stops on SIGTERM', async () => {
    expect(fs.existsSync(path.join(root, 'dist-server/main.js'))).toBe(true);
    server = await startServer(
      { NODE_ENV: 'production', AUTH_SECRET: secret, SEED_DEMO: '0' },
      { build: 'compiled' },
    );
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/readyz`)).json()).toMatchObject({ status: 'ready' });
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const register = await fetch(`${server.url}/api/user/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'prodcheck1', passwd: 'stone-1234', email: '' }),
    });
    expect(await register.json()).toMatchObject({ errorcode: 0 });
    expect(fs.readFileSync(path.join(server.dataDir, 'hoshi.pid'), 'utf8').trim()).toMatch(/^\d+$/);

    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoshi-prod-backup-'));
    try {
      const backup = await run(
        process.execPath,
        ['dist-server/backup.js', path.join(backupDir, 'copy.sqlite')],
        {
          cwd: root,
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: server.dataDir },
        },
      );
      expect(backup.stdout).toMatch(/^Backed up /);
    } finally {
      // The copy is only proof that the backup ran: leave nothing in the temp folder.
      fs.rmSync(backupDir, { recursive: true, force: true });
    }

    expect(await server.down()).toBe(0);
    expect(fs.existsSync(path.join(server.dataDir, 'hoshi.pid'))).toBe(false);
  }, 90_000);

  it("ships the live games' bot worker beside the server, and it answers a move", async () => {
    const worker = new Worker(path.join(root, 'dist-server/botWorker.js'));
    try {
      const answer = await new Promise<{ id: number; kind: string; move?: unknown }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage({
          id: 7,
          kind: 'genmove',
          position: emptyPosition(9),
          moves: [],
          komi: 7.5,
          level: 1,
        });
      });
      expect(answer).toMatchObject({ id: 7, kind: 'genmove' });
      expect(answer.move).toBeDefined();
    } finally {
      await worker.terminate();
    }
  }, 60_000);

  it("ships the live games' move writer beside the server, and it writes to the server's database", async () => {
    // The database the compiled server migrated in the first test (stopped by now).
    const dataDir = server?.dataDir;
    expect(dataDir).toBeDefined();
    const file = path.join(dataDir as string, databaseFileName);
    const worker = new Worker(path.join(root, 'dist-server/moveWriterWorker.js'), { workerData: { file } });
    const ask = (task: MoveWriterTask) =>
      new Promise<MoveWriterAnswer>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage(task);
      });
    try {
      expect(await ask({ id: 1, rows: [] })).toEqual({ id: 1, ok: true });
      // A move of no game breaks the schema's foreign key: the writer read the real schema, and says so.
      const row = {
        game_id: 'no-such-game',
        move_no: 0,
        color: 1,
        vertex: 0,
        at_ms: 0,
        black_ms: 0,
        black_periods: 0,
        white_ms: 0,
        white_periods: 0,
      };
      expect(await ask({ id: 2, rows: [row] })).toMatchObject({ id: 2, ok: false, message: /FOREIGN KEY/ });
    } finally {
      await worker.terminate();
    }
  }, 60_000);
});
