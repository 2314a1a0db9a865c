// Binds an endpoint of src/protocol to a handler. Every call passes the same gate, in this order:
// authentication (401 when a user call has no valid token), anti-forgery for cookie-authenticated calls,
// schema validation (HTTP 200 + invalidRequest), and the body's `userno` against the token's user.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { apiErrors, failure, type ApiFailure, type EndpointDef } from '../../src/protocol';
import { verifyAccessToken } from '../auth/accessTokens';
import { cookieNames, xsrfHeader } from '../auth/cookies';
import { isFamilyLive } from '../auth/refreshTokens';

export interface CallContext {
  /** The signed-in user, from the token only; null on public calls without a token. */
  userno: number | null;
  familyId: string | null;
  nowMs: number;
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface UserCallContext extends CallContext {
  userno: number;
  familyId: string;
}

type Answer<E extends EndpointDef> = z.input<E['response']> | ApiFailure;
type ContextFor<E extends EndpointDef> = E['access'] extends 'user' ? UserCallContext : CallContext;

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return header.startsWith('Bearer ') ? header.slice(7).trim() : header.trim();
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function route<E extends EndpointDef>(
  app: FastifyInstance,
  def: E,
  handler: (body: z.output<E['request']>, ctx: ContextFor<E>) => Promise<Answer<E>> | Answer<E>,
): void {
  app.post(def.path, async (request, reply) => {
    const nowMs = app.clock();
    const ctx: CallContext = { userno: null, familyId: null, nowMs, ip: request.ip, request, reply };

    const headerToken = bearer(request);
    const cookieToken = request.cookies[cookieNames.access];
    const token = headerToken ?? cookieToken;
    if (token) {
      const claims = await verifyAccessToken(app.keys.accessKey, token, nowMs);
      if (claims && (await isFamilyLive(app.db, claims.familyId, nowMs))) {
        ctx.userno = claims.userno;
        ctx.familyId = claims.familyId;
      }
    }
    if (def.access === 'user') {
      if (ctx.userno === null) return reply.code(401).send(failure(apiErrors.unauthorized));
      // A cookie rides along with forged cross-site requests; a header token cannot be forged.
      if (!headerToken) {
        const cookie = request.cookies[cookieNames.xsrf];
        const header = request.headers[xsrfHeader];
        if (!cookie || typeof header !== 'string' || !sameSecret(cookie, header)) {
          request.log.warn({ path: def.path }, 'anti-forgery check failed');
          return failure(apiErrors.csrfFailed);
        }
      }
    }

    const parsed = def.request.safeParse(request.body ?? {});
    if (!parsed.success) {
      request.log.info({ path: def.path, issues: parsed.error.issues.slice(0, 3) }, 'invalid request');
      return failure(apiErrors.invalidRequest);
    }
    const body = parsed.data as { userno?: unknown };
    if (
      ctx.userno !== null &&
      typeof body.userno === 'number' &&
      body.userno !== 0 &&
      body.userno !== ctx.userno
    ) {
      request.log.warn({ path: def.path, token: ctx.userno, body: body.userno }, 'userno mismatch refused');
      return failure(apiErrors.userMismatch);
    }

    const answer = await handler(parsed.data as z.output<E['request']>, ctx as ContextFor<E>);
    if (app.validateResponses && (answer as { errorcode: number }).errorcode === 0) {
      const checked = def.response.safeParse(answer);
      if (!checked.success)
        throw new Error(`${def.path} answered outside its schema: ${checked.error.message}`);
    }
    return answer;
  });
}
