// The replay grant (issue 7, kiosk tablets): a narrow token that lets the app deliver one user's queued
// writes after that user signed out. It opens only replayable endpoints (`idempotent`), only with an
// Idempotency-Key, only for its own user; it reads nothing and cannot sign anyone in. It lives twelve hours
// and dies with the session it was issued under (sign-out, password change or reset, stop, deletion).
import * as z from 'zod/mini';
import { endpoint, ok, userno } from '../define';

export const outboxGrantEndpoint = endpoint({
  path: '/api/outbox/grant',
  summary:
    'A replay grant for the signed-in user, to deliver queued writes after sign-out (12 hours, and only while its session lives).',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () => ok({ grant: z.string(), expiresIn: z.int().check(z.positive()) }),
  requirements: ['R4.37'],
  errors: [],
});

/** The authorization scheme of a grant: `authorization: Grant <token>`. */
export const grantScheme = 'Grant';
