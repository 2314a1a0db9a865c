// The server's log (issue 21): one JSON line per event (pino, through Fastify), each request's lines
// carrying its request id, and no secret or personal datum in any line. Secrets (passwords, PINs, tokens,
// cookies, session proofs) are replaced; e-mail addresses and phone numbers are masked to a hint an
// operator can match against a support request without learning the address.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { DestinationStream, LoggerOptions } from 'pino';

/** Keys whose values are secrets or personal data wherever they appear (one level deep in a log object). */
const sensitiveKeys = [
  'password',
  'passwd',
  'newPassword',
  'oldPassword',
  'currentPassword',
  'pin',
  'newPin',
  'token',
  'accessToken',
  'refreshToken',
  'grant',
  'secret',
  'email',
  'to',
  'phone',
];

export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-session-proof"]',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  ...sensitiveKeys.flatMap((key) => [key, `*.${key}`]),
];

/** `kim.minji@school.example` → `k***@s***.example`; anything else → `[redacted]`. */
export function maskValue(value: unknown): string {
  if (typeof value === 'string') {
    const email = /^([^@\s]+)@([^@\s.]+)((?:\.[^@\s.]+)+)$/.exec(value);
    if (email) return `${email[1]?.[0] ?? ''}***@${email[2]?.[0] ?? ''}***${email[3] ?? ''}`;
  }
  return '[redacted]';
}

/**
 * A request id from a proxy is kept when it is short and plain (so a line can be followed through the
 * proxy's log); otherwise a fresh UUID. It is echoed in the `x-request-id` answer header.
 */
export function requestIdOf(request: IncomingMessage): string {
  const offered = request.headers['x-request-id'];
  if (typeof offered === 'string' && /^[A-Za-z0-9._:-]{8,64}$/.test(offered)) return offered;
  return randomUUID();
}

export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: {
      paths: redactedPaths,
      // Called for every listed path: e-mail addresses keep a hint, everything else is replaced.
      censor: (value: unknown) => maskValue(value),
    },
    ...(stream ? { stream } : {}),
  };
}
