// Demo data for a fresh embedded database: one account to sign in with. Idempotent: a second start
// finds the account and leaves it alone.
import { hash } from '@node-rs/argon2';
import type { Db } from './db/database';
import { FREE_GRADE } from '../src/domain/rules/grades';

export const demoAccount = { username: 'demo', password: 'hoshi-demo-1' } as const;

export async function seedDemo(db: Db, nowMs: number): Promise<{ created: boolean }> {
  const existing = await db.kysely
    .selectFrom('users')
    .select('userno')
    .where('username', '=', demoAccount.username)
    .executeTakeFirst();
  if (existing) return { created: false };
  await db.kysely
    .insertInto('users')
    .values({
      username: demoAccount.username,
      passwd_hash: await hash(demoAccount.password),
      email: 'demo@example.com',
      phoneno: '',
      country: 'KR',
      lang: 'en-US',
      grade: FREE_GRADE,
      teacher_flag: 0,
      admin_flag: 0,
      use_stop_flag: 0,
      created_at: nowMs,
    })
    .execute();
  return { created: true };
}
