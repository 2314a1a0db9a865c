// `npm run db:migrate`: run the migrations on their own (for scale-out deploys on PostgreSQL).
import { readConfig } from '../config';
import { migrateToLatest, openDatabase } from './database';

const config = readConfig();
const db = openDatabase(config);
try {
  const applied = await migrateToLatest(db);
  console.log(
    applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.',
    `(${db.location})`,
  );
} finally {
  await db.kysely.destroy();
}
