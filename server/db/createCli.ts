// `npm run db:create`: creates the PostgreSQL database DATABASE_URL names when it is missing (CI and a
// first deployment); the embedded SQLite default needs nothing and says so.
import { ensurePostgresDatabase } from './ensureDatabase';

const url = process.env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(url)) {
  console.log('DATABASE_URL names no PostgreSQL server: the embedded SQLite database needs no creation.');
} else {
  const outcome = await ensurePostgresDatabase(url);
  const name = new URL(url).pathname.slice(1);
  console.log(outcome === 'created' ? `Created database ${name}.` : `Database ${name} exists.`);
}
