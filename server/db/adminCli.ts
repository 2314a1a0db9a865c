// `npm run admin -- teacher <username>` makes an existing account a teacher, `npm run admin -- admin
// <username>` an academy admin (issue 19: the deployment's first step). Runs against the configured
// database (DATABASE_URL or DATA_DIR), after its migrations.
import { normalizeUsername } from '../../src/domain/rules/username';
import { readConfig } from '../config';
import { migrateToLatest, openDatabase } from './database';

const roles = { teacher: { teacher_flag: 1 }, admin: { admin_flag: 1, teacher_flag: 1 } } as const;
const [role, username] = process.argv.slice(2);

if ((role !== 'teacher' && role !== 'admin') || !username) {
  console.error('Usage: npm run admin -- teacher <username> | admin <username>');
  process.exit(2);
}

const db = openDatabase(readConfig());
try {
  await migrateToLatest(db);
  const result = await db.kysely
    .updateTable('users')
    .set(roles[role])
    .where('username', '=', normalizeUsername(username))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    console.error(`No account named ${username}.`);
    process.exitCode = 1;
  } else {
    console.log(`${username} is now ${role === 'admin' ? 'an academy admin' : 'a teacher'}.`);
  }
} finally {
  await db.kysely.destroy();
}
