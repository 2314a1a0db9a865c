// Binds an endpoint of src/protocol to a handler. Every call passes the same gate, in this order:
// authentication (401 when a user call has no valid token; the token's family must be live and its account
// neither stopped nor deleted, checked on every call), anti-forgery and the device's session proof for
// cookie-authenticated calls, schema validation (HTTP 200 + invalidRequest), and the body's `userno`
// against the token's user.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  apiErrors,
  failure,
  grantScheme,
  sessionProofHeader,
  type ApiFailure,
  type EndpointDef,
} from '../../src/protocol';
import { verifyAccessToken, verifyReplayGrant } from '../auth/accessTokens';
import { cookieNames, xsrfHeader } from '../auth/cookies';
import { activeSessionUser } from '../auth/refreshTokens';
import { isSessionProof } from '../auth/sessionProof';
import type { Database } from '../db/schema';

export interface CallContext {
  /** The signed-in user, from the token only; null on public calls without a token. */
  userno: number | null;
  familyId: string | null;
  nowMs: number;
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The database; inside the transaction of an idempotent call, so its write and its key commit together. */
  tx: Kysely<Database>;
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

/** R7.64: a cookie rides along with forged cross-site requests; its copy in a header cannot be forged. */
export function passesAntiForgery(request: FastifyRequest): boolean {
  const cookie = request.cookies[cookieNames.xsrf];
  const header = request.headers[xsrfHeader];
  return Boolean(cookie) && typeof header === 'string' && sameSecret(cookie ?? '', header);
}

/** The device's proof of the session (server/auth/sessionProof.ts), required beside any auth cookie. */
export function showsSessionProof(app: FastifyInstance, request: FastifyRequest, familyId: string): boolean {
  return isSessionProof(app.keys.proofKey, familyId, request.headers[sessionProofHeader]);
}

export function route<E extends EndpointDef>(
  app: FastifyInstance,
  def: E,
  handler: (body: z.output<E['request']>, ctx: ContextFor<E>) => Promise<Answer<E>> | Answer<E>,
): void {
  app.post(def.path, async (request, reply) => {
    const nowMs = app.clock();
    const ctx: CallContext = {
      userno: null,
      familyId: null,
      nowMs,
      ip: request.ip,
      request,
      reply,
      tx: app.db.kysely,
    };

    // A replay grant (kiosk outbox) opens only replayable writes that carry their Idempotency-Key, and only
    // while the session it was issued under lives.
    const authorization = request.headers.authorization ?? '';
    const viaGrant = authorization.startsWith(`${grantScheme} `);
    if (viaGrant) {
      const granted = await verifyReplayGrant(
        app.keys.accessKey,
        authorization.slice(grantScheme.length + 1).trim(),
        nowMs,
      );
      const userno = granted && (await activeSessionUser(app.db, granted.familyId, nowMs));
      if (
        !granted ||
        userno !== granted.userno ||
        !def.idempotent ||
        request.headers['idempotency-key'] === undefined
      ) {
        return reply.code(401).send(failure(apiErrors.unauthorized));
      }
      ctx.userno = granted.userno;
      ctx.familyId = granted.familyId;
    }
    const headerToken = ctx.userno === null ? bearer(request) : undefined;
    const cookieToken = request.cookies[cookieNames.access];
    const token = headerToken ?? cookieToken;
    if (token && ctx.userno === null) {
      const claims = await verifyAccessToken(app.keys.accessKey, token, nowMs);
      // A cookie alone is not enough: the device must still hold the session's proof (a sign-out without
      // network left the cookie behind; the app forgot the proof).
      const proven =
        claims !== null && (headerToken !== undefined || showsSessionProof(app, request, claims.familyId));
      if (claims && proven && (await activeSessionUser(app.db, claims.familyId, nowMs)) === claims.userno) {
        ctx.userno = claims.userno;
        ctx.familyId = claims.familyId;
      }
    }
    if (def.access === 'user') {
      if (ctx.userno === null) return reply.code(401).send(failure(apiErrors.unauthorized));
      if (!headerToken && !viaGrant && !passesAntiForgery(request)) {
        request.log.warn({ path: def.path }, 'anti-forgery check failed');
        return failure(apiErrors.csrfFailed);
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
      request.log.warn(
        { path: def.path, tokenUserno: ctx.userno, bodyUserno: body.userno },
        'userno mismatch refused',
      );
      return failure(apiErrors.userMismatch);
    }

    const run = (tx: Kysely<Database>) =>
      handler(parsed.data as z.output<E['request']>, { ...ctx, tx } as ContextFor<E>);
    const idempotencyKey = request.headers['idempotency-key'];
    let answer: Answer<E>;
    if (def.idempotent && ctx.userno !== null && idempotencyKey !== undefined) {
      if (typeof idempotencyKey !== 'string' || !/^[A-Za-z0-9_.:-]{8,128}$/.test(idempotencyKey)) {
        return failure(apiErrors.invalidRequest);
      }
      const delivered = await once(
        app.db.kysely,
        { userno: ctx.userno, key: idempotencyKey, path: def.path, body: parsed.data, nowMs },
        run,
      );
      answer = delivered.answer;
      app.metrics?.outboxWrite(
        delivered.replayed
          ? 'replayed'
          : (answer as { errorcode: number }).errorcode === 0
            ? 'applied'
            : 'refused',
      );
    } else {
      answer = await run(app.db.kysely);
    }
    if (app.validateResponses && (answer as { errorcode: number }).errorcode === 0) {
      const checked = def.response.safeParse(answer);
      if (!checked.success)
        throw new Error(`${def.path} answered outside its schema: ${checked.error.message}`);
    }
    return answer;
  });
}

/**
 * Runs a replayable write at most once per (user, key): the key is claimed in the same transaction as the
 * write, so either both commit or neither. A concurrent duplicate waits on the key's row and then reads
 * the first answer; the same key with another body is refused.
 */
async function once<T>(
  db: Kysely<Database>,
  call: { userno: number; key: string; path: string; body: unknown; nowMs: number },
  run: (tx: Kysely<Database>) => Promise<T> | T,
): Promise<{ answer: T | ApiFailure; replayed: boolean }> {
  const bodyHash = createHash('sha256')
    .update(`${call.path}\n${JSON.stringify(call.body)}`)
    .digest('hex');
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({
        userno: call.userno,
        idem_key: call.key,
        path: call.path,
        body_hash: bodyHash,
        response: '',
        created_at: call.nowMs,
      })
      .onConflict((oc) => oc.columns(['userno', 'idem_key']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 0) {
      const first = await trx
        .selectFrom('idempotency_keys')
        .select(['body_hash', 'response'])
        .where('userno', '=', call.userno)
        .where('idem_key', '=', call.key)
        .executeTakeFirstOrThrow();
      if (first.body_hash !== bodyHash || first.response === '')
        return { answer: failure(apiErrors.idempotencyConflict), replayed: false };
      return { answer: JSON.parse(first.response) as T, replayed: true };
    }
    const answer = await run(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ response: JSON.stringify(answer) })
      .where('userno', '=', call.userno)
      .where('idem_key', '=', call.key)
      .execute();
    return { answer, replayed: false };
  });
}

/** Keys are kept at least 30 days (DESIGN.md), then purged. */
export const idempotencyRetentionMs = 30 * 24 * 60 * 60 * 1000;

export async function purgeIdempotencyKeys(db: Kysely<Database>, nowMs: number): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', nowMs - idempotencyRetentionMs)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
