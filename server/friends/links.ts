// Friend links in the database (migration 009): a request is one directed link, a friendship a link each
// way. Also answers "are these two friends?" for chat and presence on the realtime socket.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface Person {
  userno: number;
  username: string;
}

export interface FriendLists {
  friends: Person[];
  incoming: Person[];
  outgoing: Person[];
}

export async function friendLists(db: Kysely<Database>, userno: number): Promise<FriendLists> {
  const [out, inc] = await Promise.all([
    db
      .selectFrom('friend_links')
      .innerJoin('users', 'users.userno', 'friend_links.to_userno')
      .select(['users.userno', 'users.username'])
      .where('friend_links.from_userno', '=', userno)
      .orderBy('users.username')
      .execute(),
    db
      .selectFrom('friend_links')
      .innerJoin('users', 'users.userno', 'friend_links.from_userno')
      .select(['users.userno', 'users.username'])
      .where('friend_links.to_userno', '=', userno)
      .orderBy('users.username')
      .execute(),
  ]);
  const asked = new Set(out.map((p) => p.userno));
  const askedBy = new Set(inc.map((p) => p.userno));
  return {
    friends: out.filter((p) => askedBy.has(p.userno)),
    incoming: inc.filter((p) => !asked.has(p.userno)),
    outgoing: out.filter((p) => !askedBy.has(p.userno)),
  };
}

export async function linkCount(db: Kysely<Database>, userno: number): Promise<number> {
  const row = await db
    .selectFrom('friend_links')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where((eb) => eb.or([eb('from_userno', '=', userno), eb('to_userno', '=', userno)]))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Adds the link from → to unless it exists. */
export async function addLink(db: Kysely<Database>, from: number, to: number, nowMs: number): Promise<void> {
  await db
    .insertInto('friend_links')
    .values({ from_userno: from, to_userno: to, created_at: nowMs })
    .onConflict((oc) => oc.columns(['from_userno', 'to_userno']).doNothing())
    .execute();
}

export async function hasLink(db: Kysely<Database>, from: number, to: number): Promise<boolean> {
  const row = await db
    .selectFrom('friend_links')
    .select('from_userno')
    .where('from_userno', '=', from)
    .where('to_userno', '=', to)
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes both directions; true when there was something to delete. */
export async function removeLinks(db: Kysely<Database>, a: number, b: number): Promise<boolean> {
  const result = await db
    .deleteFrom('friend_links')
    .where((eb) =>
      eb.or([
        eb.and([eb('from_userno', '=', a), eb('to_userno', '=', b)]),
        eb.and([eb('from_userno', '=', b), eb('to_userno', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Which of `others` are friends of `userno` (a link each way). */
export async function friendsAmong(
  db: Kysely<Database>,
  userno: number,
  others: readonly number[],
): Promise<Set<number>> {
  if (others.length === 0) return new Set();
  const out = await db
    .selectFrom('friend_links')
    .select('to_userno')
    .where('from_userno', '=', userno)
    .where('to_userno', 'in', [...others])
    .execute();
  if (out.length === 0) return new Set();
  const back = await db
    .selectFrom('friend_links')
    .select('from_userno')
    .where('to_userno', '=', userno)
    .where(
      'from_userno',
      'in',
      out.map((r) => r.to_userno),
    )
    .execute();
  return new Set(back.map((r) => r.from_userno));
}
