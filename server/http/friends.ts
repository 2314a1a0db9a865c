// Friend list calls (src/protocol/endpoints/friends.ts). The user is always the token's; a request names
// the other user by username, so user numbers are never guessed at.
import type { FastifyInstance } from 'fastify';
import {
  apiErrors,
  failure,
  FRIEND_LINK_LIMIT,
  friendListEndpoint,
  friendRemoveEndpoint,
  friendRequestEndpoint,
  friendsChangedEvent,
} from '../../src/protocol';
import { normalizeUsername } from '../../src/domain/rules/username';
import { addLink, friendLists, hasLink, linkCount, removeLinks } from '../friends/links';
import { notifyUser } from '../realtime/userEvents';
import { route } from './route';

export function registerFriendRoutes(app: FastifyInstance): void {
  const changed = (from: number, users: readonly number[]) => {
    for (const userno of users) notifyUser(app, userno, friendsChangedEvent, { from });
  };

  route(app, friendListEndpoint, async (_body, ctx) => ({
    errorcode: 0,
    ...(await friendLists(ctx.tx, ctx.userno)),
  }));

  route(app, friendRequestEndpoint, async (body, ctx) => {
    const other = await ctx.tx
      .selectFrom('users')
      .select(['userno', 'username', 'use_stop_flag'])
      .where('username', '=', normalizeUsername(body.username))
      .executeTakeFirst();
    // A stopped account is not offered as a friend (and cannot be told apart from a missing one).
    if (!other || other.use_stop_flag > 0) return failure(apiErrors.userNotFound);
    if (other.userno === ctx.userno) return failure(apiErrors.invalidRequest);
    const friend = { userno: other.userno, username: other.username };
    const already = await hasLink(ctx.tx, ctx.userno, other.userno);
    if (!already) {
      const full =
        (await linkCount(ctx.tx, ctx.userno)) >= FRIEND_LINK_LIMIT ||
        (await linkCount(ctx.tx, other.userno)) >= FRIEND_LINK_LIMIT;
      if (full) return failure(apiErrors.invalidRequest);
      await addLink(ctx.tx, ctx.userno, other.userno, ctx.nowMs);
    }
    const mutual = await hasLink(ctx.tx, other.userno, ctx.userno);
    // The other user's list (a new request, or the request they sent now accepted) and the asker's own
    // other devices change at once. The links are written before (this call runs outside a transaction).
    if (!already) changed(ctx.userno, [other.userno, ctx.userno]);
    return { errorcode: 0, state: mutual ? 'friends' : 'requested', friend } as const;
  });

  route(app, friendRemoveEndpoint, async (body, ctx) => {
    const removed = await removeLinks(ctx.tx, ctx.userno, body.friendno);
    if (removed) changed(ctx.userno, [body.friendno, ctx.userno]);
    return { errorcode: 0, removed };
  });
}
