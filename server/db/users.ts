// Users: look-ups and changes. Usernames are stored in their compared (lower-case) form.
import type { Selectable } from 'kysely';
import { FREE_GRADE } from '../../src/domain/rules/grades';
import type { Db } from './database';
import type { UsersTable } from './schema';

export type UserRow = Selectable<UsersTable>;

export function findUserByName(db: Db, username: string): Promise<UserRow | undefined> {
  return db.kysely.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findUser(db: Db, userno: number): Promise<UserRow | undefined> {
  return db.kysely.selectFrom('users').selectAll().where('userno', '=', userno).executeTakeFirst();
}

export async function insertUser(
  db: Db,
  user: Omit<
    UserRow,
    'userno' | 'grade' | 'teacher_flag' | 'admin_flag' | 'use_stop_flag' | 'config_bit' | 'cflag'
  >,
): Promise<number | null> {
  const row = await db.kysely
    .insertInto('users')
    .values({ ...user, grade: FREE_GRADE, teacher_flag: 0, admin_flag: 0, use_stop_flag: 0 })
    .onConflict((oc) => oc.column('username').doNothing())
    .returning('userno')
    .executeTakeFirst();
  return row?.userno ?? null;
}

export async function updateUser(
  db: Db,
  userno: number,
  changes: Partial<
    Pick<
      UserRow,
      'passwd_hash' | 'email' | 'phoneno' | 'lang' | 'use_stop_flag' | 'grade' | 'config_bit' | 'cflag'
    >
  >,
): Promise<void> {
  await db.kysely.updateTable('users').set(changes).where('userno', '=', userno).execute();
}

export async function deleteUser(db: Db, userno: number): Promise<void> {
  await db.kysely.deleteFrom('users').where('userno', '=', userno).execute();
}
