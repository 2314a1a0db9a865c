// The kiosk of a shared class tablet (issue 19): its roster and a student's PIN sign-in. Their own module,
// apart from the rest of the academy's calls: the sign-in screen sends the kiosk sign-in, and importing it
// must not build every academy schema on the sign-in page's first load (issue 13).
import * as z from 'zod/mini';
import { endpoint, ok, text } from '../define';
import { apiErrors } from '../errors';
import { loginEndpoint } from './auth';

const id = z.int().check(z.positive());

export const kioskRosterEndpoint = endpoint({
  path: '/api/kiosk/roster',
  summary:
    "A shared tablet's class screen: the class name and its students' names (no usernames), by the kiosk key the teacher set the tablet to.",
  access: 'public',
  idempotent: false,
  request: () => z.object({ kioskKey: text(64) }),
  response: () =>
    ok({ className: z.string(), students: z.array(z.object({ userno: id, name: z.string() })) }),
  requirements: ['R6.01'],
  errors: [apiErrors.notFound],
});

export const kioskSignInEndpoint = endpoint({
  path: '/api/kiosk/signin',
  summary:
    "Sign a student in on a class's tablet with their PIN; answers like /api/login. PINs are limited per student and per device.",
  access: 'public',
  idempotent: false,
  request: () => z.object({ kioskKey: text(64), studentno: id, pin: text(8), device: z.optional(text(64)) }),
  response: () => loginEndpoint.response,
  requirements: ['R6.01'],
  errors: [apiErrors.badCredentials, apiErrors.tooManyRequests, apiErrors.notFound, apiErrors.accountStopped],
});
