// Backups of the embedded SQLite database (issue 21). A backup runs beside a serving process through
// SQLite's online backup API (better-sqlite3's `backup`), which copies a consistent snapshot page by page
// while writers go on. A restore replaces a stopped server's database file with a checked backup.
// PostgreSQL is backed up with its own tools (pg_dump/pg_restore; README, "Running it for an academy").
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { migrations } from './migrations';

export const databaseFileName = 'hoshi.sqlite';
/** Written by a serving process under DATA_DIR, removed when it stops: a restore refuses while it lives. */
export const pidFileName = 'hoshi.pid';

export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupOutcome {
  file: string;
  bytes: number;
  migrations: number;
}

/** Copies the live database in `dataDir` to `target` (a new file; an existing one is refused). */
export async function backupDatabase(dataDir: string, target: string): Promise<BackupOutcome> {
  const source = path.join(dataDir, databaseFileName);
  if (!fs.existsSync(source)) throw new BackupError(`no database at ${source}`);
  if (fs.existsSync(target)) throw new BackupError(`${target} exists: give a new file name`);
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const db = new SQLite(source, { fileMustExist: true });
  try {
    // The serving process may hold a write lock for a moment; wait for it like the server does.
    db.pragma('busy_timeout = 5000');
    await db.backup(target);
  } finally {
    db.close();
  }
  const checked = checkBackup(target);
  return { file: target, bytes: fs.statSync(target).size, migrations: checked.migrations };
}

/** A backup is a sound SQLite file of Hoshi's schema that this version of the server can migrate. */
export function checkBackup(file: string): { migrations: number } {
  if (!fs.existsSync(file)) throw new BackupError(`no file at ${file}`);
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${file} is not a SQLite database (${(error as Error).message})`);
  }
  try {
    const integrity = db.pragma('integrity_check', { simple: true }) as string;
    if (integrity !== 'ok') throw new BackupError(`${file} fails its integrity check: ${integrity}`);
    const table = db
      .prepare("select name from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (!table) throw new BackupError(`${file} is not a Hoshi database (it has no migration table)`);
    const applied = (db.prepare('select name from kysely_migration').all() as { name: string }[]).map(
      (row) => row.name,
    );
    const unknown = applied.filter((name) => !(name in migrations));
    if (unknown.length > 0) {
      throw new BackupError(
        `${file} comes from a newer Hoshi (migrations ${unknown.join(', ')}): restore it with that version`,
      );
    }
    return { migrations: applied.length };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} could not be read: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/** Whether a process named in DATA_DIR's pid file still runs. */
export function serverRunning(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, pidFileName);
  if (!fs.existsSync(pidFile)) return undefined;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/**
 * Puts a checked backup in place of a stopped server's database. The old file is kept beside it
 * (`hoshi.sqlite.before-restore-<time>`), and the old write-ahead log goes with it: left behind, SQLite
 * would replay its pages into the restored file.
 */
export function restoreDatabase(backup: string, dataDir: string, nowMs = Date.now()): { kept?: string } {
  const running = serverRunning(dataDir);
  if (running !== undefined) {
    throw new BackupError(`a server (pid ${running}) is using ${dataDir}: stop it first`);
  }
  checkBackup(backup);
  fs.mkdirSync(dataDir, { recursive: true });
  const live = path.join(dataDir, databaseFileName);
  const incoming = `${live}.restoring`;
  fs.copyFileSync(backup, incoming);
  const handle = fs.openSync(incoming, 'r');
  fs.fsyncSync(handle);
  fs.closeSync(handle);
  let kept: string | undefined;
  if (fs.existsSync(live)) {
    kept = `${live}.before-restore-${new Date(nowMs).toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(live, kept);
    for (const suffix of ['-wal', '-shm']) {
      if (fs.existsSync(live + suffix)) fs.renameSync(live + suffix, kept + suffix);
    }
  }
  fs.renameSync(incoming, live);
  return kept === undefined ? {} : { kept };
}
