// Account calls: sign-in and out, token refresh, registration, password, e-mail and phone changes, lost
// password and account deletion (spec §7, R1.17–R1.20, §5 validation; DESIGN.md tokens and cookies).
import * as z from 'zod/mini';
import { endpoint, ok, text, userno } from '../define';
import { apiErrors } from '../errors';

/** The header that carries the session proof of /api/login (`proof`). */
export const sessionProofHeader = 'x-session-proof';

// Fields shared by several calls, as builders: the calls build their schemas on first use (issue 13).
const username = () => z.string().check(z.minLength(1), z.maxLength(64));
const passwd = () => z.string().check(z.minLength(1), z.maxLength(128));
const email = () => text(254);
const phone = () => text(32);
/** `tflag` appears on several account calls; its meaning is not shown. Accepted and ignored (docs/api.md). */
const tflag = () => z.optional(z.int());

export const loginEndpoint = endpoint({
  path: '/api/login',
  summary:
    'Sign in with username and password; sets the token cookies (the refresh token only there) and answers the sealed session blob, the access token, the session proof and the sign-out token.',
  access: 'public',
  idempotent: false,
  request: () => z.object({ username: username(), passwd: passwd() }),
  response: () =>
    ok({
      userno: z.int().check(z.positive()),
      /** The sealed session blob for /api/deinfowork (opaque to the client). */
      data: z.string(),
      accessToken: z.string(),
      /** Seconds until the access token expires. */
      expiresIn: z.int().check(z.positive()),
      /**
       * The session proof (header x-session-proof): the refresh call and cookie-authenticated calls need it,
       * so cookies left behind by a sign-out without network are useless once the device forgot it.
       */
      proof: z.string(),
      /** Ends this session and nothing else (/api/logout `signOut`); may wait in the outbox. */
      signOut: z.string(),
    }),
  requirements: ['R1.17', 'R1.20', 'R5.03', 'R7.61', 'R7.62'],
  errors: [apiErrors.badCredentials, apiErrors.accountStopped, apiErrors.tooManyRequests],
});

export const logoutEndpoint = endpoint({
  path: '/api/logout',
  summary:
    "Sign out: ends the session named by `signOut` (else the caller's token or cookie session) and removes the token cookies when they belong to it. Replayable: a sign-out without network waits in the outbox.",
  access: 'public',
  idempotent: true,
  request: () => z.object({ userno: userno(), signOut: z.optional(z.string().check(z.maxLength(256))) }),
  response: () => ok({}),
  requirements: ['R7.63'],
  errors: [],
});

export const refreshTokenEndpoint = endpoint({
  path: '/api/refresh-token',
  summary:
    'Trade the refresh token (its HttpOnly cookie only) for a new access token; the refresh token rotates. Needs the anti-forgery header and the session proof.',
  access: 'public',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () =>
    ok({
      accessToken: z.string(),
      expiresIn: z.int().check(z.positive()),
    }),
  requirements: ['R7.09', 'R8.08'],
  errors: [apiErrors.refreshInvalid, apiErrors.csrfFailed, apiErrors.accountStopped],
});

export const userCheckEndpoint = endpoint({
  path: '/api/user/check',
  summary: "Is a username taken? Answers the owner's userno, or 0 when the name is free (R5.01, R5.02).",
  access: 'public',
  idempotent: false,
  request: () => z.object({ userno: userno(), username: username() }),
  response: () => ok({ userno: z.int().check(z.nonnegative()) }),
  requirements: ['R5.01', 'R5.02', 'R7.46'],
  errors: [],
});

export const userRegEndpoint = endpoint({
  path: '/api/user/reg',
  summary: 'Register an account. The password follows the rules of spec §5.',
  access: 'public',
  idempotent: false,
  request: () =>
    z.object({
      userno: userno(),
      username: username(),
      passwd: passwd(),
      phoneno: z._default(phone(), ''),
      email: z._default(email(), ''),
      countrylso: z._default(text(8), 'KR'),
      lang: z._default(text(8), 'ko-KR'),
      version: z.optional(text(32)),
      tflag: tflag(),
    }),
  response: () => ok({ userno: z.int().check(z.positive()) }),
  requirements: ['R1.17', 'R5.04', 'R5.05', 'R5.06', 'R5.07', 'R5.09', 'R7.47'],
  errors: [apiErrors.usernameTaken, apiErrors.invalidRequest, apiErrors.weakPassword, apiErrors.badEmail],
});

export const passwdChangeEndpoint = endpoint({
  path: '/api/passwd/change',
  summary: 'Change the password of the signed-in user, who confirms with the current one.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), passwdorg: passwd(), passwd: passwd() }),
  response: () => ok({}),
  requirements: ['R1.18', 'R5.04', 'R7.44'],
  errors: [apiErrors.wrongCurrentPassword, apiErrors.weakPassword, apiErrors.tooManyRequests],
});

export const passwdChange2Endpoint = endpoint({
  path: '/api/passwd/change2',
  summary: 'The second path (R5.17): set a new password with the single-use token of a lost-password mail.',
  access: 'public',
  idempotent: false,
  request: () =>
    z.object({
      userno: userno(),
      username: username(),
      passwdorg: z.string().check(z.minLength(1), z.maxLength(128)),
      passwd: passwd(),
    }),
  response: () => ok({}),
  requirements: ['R1.19', 'R5.17', 'R5.18', 'R7.45'],
  errors: [apiErrors.resetTokenInvalid, apiErrors.weakPassword],
});

export const passwdLostEndpoint = endpoint({
  path: '/api/passwd/lost',
  summary: 'Mail a single-use password reset token when username and e-mail match. Always answers 0.',
  access: 'public',
  idempotent: false,
  request: () =>
    z.object({ userno: userno(), username: username(), email: email(), lang: z.optional(text(8)) }),
  response: () => ok({}),
  requirements: ['R1.19', 'R7.48'],
  errors: [apiErrors.tooManyRequests],
});

export const emailChangeEndpoint = endpoint({
  path: '/api/email/change',
  summary: 'Change the e-mail address; requires the current address and the password.',
  access: 'user',
  idempotent: false,
  request: () =>
    z.object({ userno: userno(), emailorg: email(), emailnew: email(), passwd: passwd(), tflag: tflag() }),
  response: () => ok({}),
  requirements: ['R1.18', 'R5.09', 'R7.49'],
  errors: [
    apiErrors.wrongCurrentPassword,
    apiErrors.badCredentials,
    apiErrors.badEmail,
    apiErrors.tooManyRequests,
  ],
});

export const phoneChangeEndpoint = endpoint({
  path: '/api/phone/change',
  summary: 'Change the phone number; requires the password.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), phonenew: phone(), passwd: passwd(), tflag: tflag() }),
  response: () => ok({}),
  requirements: ['R1.18', 'R7.50'],
  errors: [apiErrors.wrongCurrentPassword, apiErrors.invalidRequest, apiErrors.tooManyRequests],
});

export const accountDelEndpoint = endpoint({
  path: '/api/account/del',
  summary: 'Delete the account; requires username and password. Signs out every device.',
  access: 'user',
  idempotent: false,
  request: () =>
    z.object({
      userno: userno(),
      username: username(),
      passwd: passwd(),
      email: z.optional(email()),
      phoneno: z.optional(phone()),
      tflag: tflag(),
    }),
  response: () => ok({}),
  requirements: ['R1.19', 'R7.51'],
  errors: [apiErrors.wrongCurrentPassword, apiErrors.badCredentials, apiErrors.tooManyRequests],
});

export const authEndpoints = [
  loginEndpoint,
  logoutEndpoint,
  refreshTokenEndpoint,
  userCheckEndpoint,
  userRegEndpoint,
  passwdChangeEndpoint,
  passwdChange2Endpoint,
  passwdLostEndpoint,
  emailChangeEndpoint,
  phoneChangeEndpoint,
  accountDelEndpoint,
] as const;
