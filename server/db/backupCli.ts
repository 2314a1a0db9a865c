// `npm run db:backup -- FILE`: a consistent copy of the embedded SQLite database, safe while the server
// runs. On PostgreSQL it says which tool to use instead.
import { ConfigError, readConfig } from '../config';
import { BackupError, backupDatabase } from './backup';

const target = process.argv[2];
try {
  const config = readConfig();
  if (!target)
    throw new BackupError('name the backup file: npm run db:backup -- backups/hoshi-2026-11-25.sqlite');
  if (config.databaseUrl !== '') {
    throw new BackupError(
      'DATABASE_URL names PostgreSQL: back it up with pg_dump --format=custom (README, "Running it for an academy")',
    );
  }
  const started = performance.now();
  const done = await backupDatabase(config.dataDir, target);
  console.log(
    `Backed up ${config.dataDir} to ${done.file}: ${done.bytes} bytes, ${done.migrations} migrations, in ${Math.round(performance.now() - started)} ms`,
  );
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
}
