// Creates the PostgreSQL database a URL names when its server lacks it (a fresh machine has only
// `postgres`): CI and first deployments call it before migrating. It connects to the server's maintenance
// database, so it works whether or not the target exists yet.
import pg from 'pg';

/** PostgreSQL identifiers we create: letters, digits and underscores, not starting with a digit. */
const plainName = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export async function ensurePostgresDatabase(url: string): Promise<'created' | 'exists'> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!plainName.test(name)) throw new Error(`Unsupported database name "${name}" in DATABASE_URL`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return 'exists';
    try {
      await client.query(`CREATE DATABASE "${name}"`);
    } catch (error) {
      // Another process created it between our check and our create: that is what we wanted.
      if ((error as { code?: string }).code !== '42P04') throw error;
      return 'exists';
    }
    return 'created';
  } finally {
    await client.end();
  }
}
