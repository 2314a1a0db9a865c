// Per-address request limits (issue 12) on the calls anyone can make without an account: login, lost
// password, registration and the username check. @fastify/rate-limit counts per client address
// (`request.ip`, which only a TRUST_PROXY proxy can set) and per process, in memory: they cap floods and
// enumeration. Password guessing is counted in the database instead (server/auth/throttle.ts), where every
// process agrees. A classroom shares one address, so each limit leaves room for a class at once.
import type { FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import {
  classJoinEndpoint,
  loginEndpoint,
  passwdLostEndpoint,
  userCheckEndpoint,
  userRegEndpoint,
} from '../../src/protocol';

export interface AddressLimit {
  max: number;
  timeWindow: number;
}

const minute = 60_000;

export const addressLimits: Readonly<Record<string, AddressLimit>> = {
  // Thirty students signing in, some twice.
  [loginEndpoint.path]: { max: 60, timeWindow: minute },
  // Asked as each student types a name (after a pause): a class registering at once.
  [userCheckEndpoint.path]: { max: 120, timeWindow: minute },
  // A class's accounts in one lesson, with retries.
  [userRegEndpoint.path]: { max: 60, timeWindow: 60 * minute },
  // Each call may send a mail; the database counter (`lost:<address>`) slows it further.
  [passwdLostEndpoint.path]: { max: 10, timeWindow: 15 * minute },
  // A class joining by its code at once; it keeps anyone from guessing other classes' codes.
  [classJoinEndpoint.path]: { max: 60, timeWindow: 15 * minute },
};

export async function registerAddressLimits(
  app: FastifyInstance,
  limits: Readonly<Record<string, AddressLimit>> = addressLimits,
): Promise<void> {
  // Each listed route gets its limit in its config before the plugin's own onRoute hook reads it, so the
  // limits stay in this table instead of in every route declaration.
  app.addHook('onRoute', (routeOptions) => {
    const limit = limits[routeOptions.url ?? ''];
    if (limit) routeOptions.config = { ...routeOptions.config, rateLimit: limit };
  });
  // Over the limit the plugin throws a 429, which the error handler answers with -4290 (server/http/errors.ts).
  await app.register(fastifyRateLimit, { global: false });
}
