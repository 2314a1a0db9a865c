// Friend lists (spec §1, R1.09, R2.19; issue 4: friends table, presence for the friend list). Calls the
// spec lacks, in its style. A request is one directed link; a friendship is a link each way: asking someone
// who already asked you makes you friends at once. Removing deletes both directions (and so also declines
// a request or withdraws one). Only friends see each other's presence and may chat.
import * as z from 'zod/mini';
import { endpoint, ok, text, userno } from '../define';
import { apiErrors } from '../errors';

// A builder, as the calls' schemas are: built on first use (issue 13; the socket's module imports this one).
const person = () => z.object({ userno: z.int(), username: z.string() });

/**
 * Socket event, server → client: the user's friend list changed (a request came or was withdrawn, a
 * request was accepted, a friend removed them); the app asks /api/friend/list again. The payload names
 * who changed it: `{ from: userno }`.
 */
export const friendsChangedEvent = 'friendsChanged';

/** Most links one user may hold (friends and requests both ways): keeps lists and presence queries small. */
export const FRIEND_LINK_LIMIT = 200;

export const friendListEndpoint = endpoint({
  path: '/api/friend/list',
  summary: "The user's friends, the requests they received (incoming) and the ones they sent (outgoing).",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () =>
    ok({ friends: z.array(person()), incoming: z.array(person()), outgoing: z.array(person()) }),
  requirements: ['R1.09', 'R2.19'],
  errors: [],
});

export const friendRequestEndpoint = endpoint({
  path: '/api/friend/request',
  summary:
    'Ask a user (by username) to be friends; accepting is asking back. Answers the state: "requested" or "friends".',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), username: text(64) }),
  response: () => ok({ state: z.enum(['requested', 'friends']), friend: person() }),
  requirements: ['R1.09', 'R2.19'],
  errors: [apiErrors.userNotFound, apiErrors.invalidRequest],
});

export const friendRemoveEndpoint = endpoint({
  path: '/api/friend/remove',
  summary: 'Remove a friend, decline their request, or withdraw your own (both directions go).',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), friendno: z.int().check(z.positive()) }),
  response: () => ok({ removed: z.boolean() }),
  requirements: ['R1.09', 'R2.19'],
  errors: [],
});

export const friendEndpoints = [friendListEndpoint, friendRequestEndpoint, friendRemoveEndpoint] as const;
