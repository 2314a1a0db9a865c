// `npm run db:restore -- FILE`: puts a backup in place of the embedded SQLite database of a stopped
// server (DATA_DIR). The next start migrates it forward if it is older than the code.
import { ConfigError, readConfig } from '../config';
import { BackupError, restoreDatabase } from './backup';

const backup = process.argv[2];
try {
  const config = readConfig();
  if (!backup)
    throw new BackupError('name the backup file: npm run db:restore -- backups/hoshi-2026-11-25.sqlite');
  if (config.databaseUrl !== '') {
    throw new BackupError(
      'DATABASE_URL names PostgreSQL: restore it with pg_restore --clean --if-exists (README, "Running it for an academy")',
    );
  }
  const { kept } = restoreDatabase(backup, config.dataDir);
  console.log(
    `Restored ${backup} into ${config.dataDir}.${kept ? ` The previous database is kept as ${kept}.` : ''}`,
  );
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(`Restore failed: ${error.message}`);
  process.exit(1);
}
