// `npm run db:backup` and `npm run db:restore` (issue 21) on the embedded SQLite database, run as their own
// processes the way an operator runs them: a backup taken while the server writes holds every write the
// server acknowledged before the backup began and a ledger equal to the balances; a restore refuses a
// running server's folder and a file that is not a Hoshi backup.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../server/db/database';
import { pidFileName } from '../../server/db/backup';
import { ledgerMismatches } from '../support/ledger';
import { createTestApp, signUpPlayer, type SignedInPlayer } from '../support/testApp';
import { isPostgresRun } from '../support/testDb';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hoshi-backup-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

async function cli(script: 'backupCli' | 'restoreCli', file: string, dataDir: string) {
  return run(process.execPath, ['--import', 'tsx', `server/db/${script}.ts`, file], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
  }).then(
    (out) => ({ code: 0, stdout: out.stdout, stderr: out.stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

describe.skipIf(isPostgresRun)('backup and restore of the embedded database', () => {
  it('a backup during a write load holds every acknowledged write; the restore opens with a whole ledger', async () => {
    const t = await createTestApp();
    const dataDir = path.dirname(t.testDb.db.location);
    try {
      const players: SignedInPlayer[] = [];
      for (let n = 0; n < 4; n++) players.push(await signUpPlayer(t, 'saved', n));
      const acknowledged: { userno: number; key: string }[] = [];
      let stop = false;
      let spent = 0;
      // Four players spend hearts and register friends' accounts as fast as the server answers.
      const load = Promise.all(
        players.map(async (player, index) => {
          for (let i = 0; !stop; i++) {
            const key = `load-${index}-${i}-key`;
            const answer = await player.call('/api/heart/spent', { delta: i % 5 === 0 ? 1 : 0 }, key);
            if (answer.errorcode === 0) acknowledged.push({ userno: player.userno, key });
            spent++;
            if (i % 7 === 0) await signUpPlayer(t, `late${index}x`, i);
          }
        }),
      );
      while (spent < 40) await new Promise((r) => setTimeout(r, 5));
      const before = [...acknowledged];
      const backupFile = path.join(scratch, 'during-load.sqlite');
      const backup = await cli('backupCli', backupFile, dataDir);
      const duringBackup = spent;
      while (spent < duringBackup + 20) await new Promise((r) => setTimeout(r, 5));
      stop = true;
      await load;
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/^Backed up .* bytes, \d+ migrations/);

      const restoredDir = path.join(scratch, 'restored');
      const restore = await cli('restoreCli', backupFile, restoredDir);
      expect(restore.code, restore.stderr).toBe(0);
      const restored = openDatabase({ databaseUrl: '', dataDir: restoredDir });
      try {
        expect(await migrateToLatest(restored)).toEqual([]);
        const keys = await restored.kysely
          .selectFrom('idempotency_keys')
          .select(['userno', 'idem_key'])
          .execute();
        const kept = new Set(keys.map((k) => `${k.userno}:${k.idem_key}`));
        expect(before.length).toBeGreaterThan(0);
        for (const write of before) expect(kept.has(`${write.userno}:${write.key}`), write.key).toBe(true);
        expect(await ledgerMismatches(restored.kysely)).toEqual([]);
        const users = await restored.kysely.selectFrom('users').select('username').execute();
        expect(users.map((u) => u.username)).toEqual(expect.arrayContaining(players.map((p) => p.username)));
      } finally {
        await restored.kysely.destroy();
      }
    } finally {
      await t.close();
    }
  }, 120_000);

  it("a restore refuses a running server's folder and keeps the database as it was", async () => {
    const dataDir = path.join(scratch, 'running');
    const db = openDatabase({ databaseUrl: '', dataDir });
    await migrateToLatest(db);
    await db.kysely.destroy();
    const backupFile = path.join(scratch, 'running-copy.sqlite');
    expect((await cli('backupCli', backupFile, dataDir)).code).toBe(0);
    fs.writeFileSync(path.join(dataDir, pidFileName), `${process.pid}\n`);
    const refused = await cli('restoreCli', backupFile, dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(new RegExp(`Restore failed: a server \\(pid ${process.pid}\\) is using`));
    expect(fs.readdirSync(dataDir).filter((f) => f.includes('before-restore'))).toEqual([]);
  });

  it.each([
    ['not a database', 'plain text, not SQLite', /is not a SQLite database|could not be read/],
    ['an empty database', '', /is not a Hoshi database/],
  ])('a restore refuses %s with a one-line reason', async (_case, content, reason) => {
    const file = path.join(scratch, `bad-${content.length}.sqlite`);
    fs.writeFileSync(file, content);
    const refused = await cli('restoreCli', file, path.join(scratch, 'bad-target'));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(reason);
    expect(refused.stderr).not.toMatch(/\n\s+at /);
  });

  it('a backup refuses to overwrite a file and names a missing database', async () => {
    const existing = path.join(scratch, 'exists.sqlite');
    fs.writeFileSync(existing, 'x');
    const missing = await cli(
      'backupCli',
      path.join(scratch, 'new.sqlite'),
      path.join(scratch, 'nothing-here'),
    );
    expect(missing.stderr).toMatch(/Backup failed: no database at/);
    const overwrite = await cli('backupCli', existing, path.join(scratch, 'running'));
    expect(overwrite.stderr).toMatch(/exists: give a new file name/);
  });
});
