// The realtime socket on the HTTP server's port: websocket only, opened only from the app's own origin
// (or ALLOWED_ORIGINS), authenticated by the access token, one room per user. Chat and game messages go to
// the recipient's room, so with the PostgreSQL adapter they reach a client connected to any server
// process. Every kind of message is for friends only (issue 12), and each user has one budget of events.
// A socket lives only as long as its session: it is dropped when the session ends on the server (sign-out,
// password change or reset, deletion) and by a sweep every few seconds that catches the rest (a stop, an
// expiry).
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { createAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import { maySendEmoticon } from '../../src/domain/rules/emoticons';
import { checkChat, isChatPhrase, type ChatPhrase } from '../../src/domain/live/chat';
import {
  chatSend,
  type ChatSend,
  presenceQuery,
  realtimeEvents,
  realtimePath,
  udpSend,
} from '../../src/protocol';
import { verifyAccessToken } from '../auth/accessTokens';
import { cookieNames } from '../auth/cookies';
import { activeFamilies, activeSessionUser } from '../auth/refreshTokens';
import { isSessionProof } from '../auth/sessionProof';
import { deploymentId } from '../auth/secrets';
import type { SessionEnd } from '../auth/sessionEnds';
import { friendsAmong } from '../friends/links';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { registerUserEvents } from './userEvents';
import { LiveService, type LiveOptions } from '../live/liveService';
import { areOpponents, blocked, freeTextAllowed, profileOf } from '../live/liveStore';

interface SocketData {
  userno: number;
  familyId: string;
}

const userRoom = (userno: number) => `user:${userno}`;
const familyRoom = (familyId: string) => `family:${familyId}`;

/** How often each process checks its sockets' sessions: a stop takes effect within this. */
export const sessionSweepMs = 5_000;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * At most `limit` events per `windowMs` per user, however many sockets (tabs, devices) the user has on
 * this process: a flood closes nothing, it is just refused. With the PostgreSQL adapter each process keeps
 * its own budgets, so a user connected to two processes has two.
 */
export function userRateLimiter(limit: number, windowMs: number, clock: () => number) {
  const windows = new Map<number, { start: number; count: number }>();
  return (userno: number): boolean => {
    const now = clock();
    // Users who left keep their entry until the map grows; then the spent windows go.
    if (windows.size > 4096) {
      for (const [key, w] of windows) if (now - w.start > windowMs) windows.delete(key);
    }
    let w = windows.get(userno);
    if (!w || now - w.start > windowMs) {
      w = { start: now, count: 0 };
      windows.set(userno, w);
    }
    w.count += 1;
    return w.count <= limit;
  };
}

/**
 * Whether a websocket upgrade may go on, by its Origin (issue 12): a page on another site must not open a
 * socket with the student's cookie. Allowed: the app's own origin (the Origin's host is the Host the
 * request reached; the scheme is not compared, since TLS may end at a proxy) and the ALLOWED_ORIGINS.
 * Browsers always send Origin on a websocket upgrade; a request without one is not from a browser page
 * (a script, socket.io-client in Node) and could claim any Origin anyway, so it goes on to the token check.
 */
export function originAllowed(
  headers: IncomingMessage['headers'],
  allowedOrigins: readonly string[],
): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === (headers.host ?? '').toLowerCase();
  } catch {
    // `Origin: null` (a sandboxed or file page) and anything else unreadable.
    return false;
  }
}

/**
 * Who may send `from` a message to `to`: friends, or the opponent of a live game between them that has not
 * ended (issue 18), for chat and game messages alike: our users are children, and a stranger must not
 * reach them. Invitations to a game go to friends.
 */
export async function mayMessage(db: Kysely<Database>, from: number, to: number): Promise<boolean> {
  const friends = await friendsAmong(db, from, [to]);
  return friends.has(to) || (await areOpponents(db, from, to));
}

/**
 * A friend chat line as it may go out, or null when the sender may not say it: a phrase must be one of the
 * fixed phrases, free text needs the sender's free-text right (the children's rule of live chat, docs/rules.md)
 * and is cleaned and capped, an emoticon must be owned and not run out (R3.20, issue 17).
 */
export async function friendChatLine(
  db: Kysely<Database>,
  userno: number,
  sent: ChatSend,
  nowMs: number,
): Promise<{ to: number; text: string; phrase?: ChatPhrase; emo?: { eid: number; n: number } } | null> {
  const { to, phrase, emo } = sent;
  if (phrase !== undefined && !isChatPhrase(phrase)) return null;
  let text = '';
  if (sent.text !== undefined && sent.text.length > 0) {
    const profile = await profileOf(db, userno);
    const check = checkChat(
      { freeText: await freeTextAllowed(db, userno, profile?.freeChat ?? false), emoticons: [] },
      { kind: 'text', text: sent.text },
    );
    if (!check.ok || check.line.kind !== 'text') return null;
    text = check.line.text;
  }
  if (emo && !(await mayUseEmoticon(db, userno, emo.eid, emo.n, nowMs))) return null;
  return { to, text, ...(phrase !== undefined ? { phrase } : {}), ...(emo ? { emo } : {}) };
}

/** Whether `userno` owns emoticon set `eid`, not expired, and it has picture `n`. */
export async function mayUseEmoticon(
  db: Kysely<Database>,
  userno: number,
  eid: number,
  n: number,
  nowMs: number,
): Promise<boolean> {
  const rows = await db
    .selectFrom('user_items')
    .select(['ref_id', 'stime_us', 'use_day'])
    .where('userno', '=', userno)
    .where('kind', '=', 'emoticon')
    .where('ref_id', '=', eid)
    .execute();
  const info = rows.map((r) => ({ eid: r.ref_id, stime: r.stime_us, useday: r.use_day }));
  return maySendEmoticon(info, eid, n, nowMs);
}

export interface RealtimeOptions {
  /** Origins besides the app's own whose pages may open the socket (ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** How often this process checks its sockets' sessions (tests shorten it). */
  sessionSweepMs?: number;
  /** Redis for the socket.io adapter (REDIS_URL): rooms and forwarded live-game events across processes. */
  redisUrl?: string;
  /** Live games' timings (tests shorten them). */
  live?: Omit<LiveOptions, 'cluster'>;
}

const liveServices = new WeakMap<FastifyInstance, LiveService>();

/** The live-game service of an app with the socket attached (tests look inside). */
export function liveServiceOf(app: FastifyInstance): LiveService | undefined {
  return liveServices.get(app);
}

/** Events of all kinds per user per second; presence queries per user per 10 s (a list asks every 20 s). */
export const realtimeLimits = {
  events: { limit: 20, windowMs: 1000 },
  presence: { limit: 10, windowMs: 10_000 },
} as const;

export async function attachRealtime(app: FastifyInstance, options: RealtimeOptions = {}): Promise<Server> {
  const allowedOrigins = options.allowedOrigins ?? [];
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(
    app.server,
    {
      path: realtimePath,
      transports: ['websocket'],
      serveClient: false,
      maxHttpBufferSize: 16 * 1024,
      allowRequest: (request, answer) => answer(null, originAllowed(request.headers, allowedOrigins)),
    },
  );

  registerUserEvents(app, io);
  app.metrics?.gauge(
    'hoshi_sockets',
    'Realtime sockets connected to this process',
    () => io.engine.clientsCount,
  );

  const pool = app.db.pgPool;
  let cluster = false;
  if (options.redisUrl) {
    // Redis carries the rooms when it is there (REDIS_URL); it is the faster of the two adapters.
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    pub.on('error', (error: unknown) => app.log.warn({ err: error }, 'redis (publish) error'));
    sub.on('error', (error: unknown) => app.log.warn({ err: error }, 'redis (subscribe) error'));
    await Promise.all([pub.connect(), sub.connect()]);
    // Channels named by this deployment (its database), not the adapter's shared default.
    const key = `hoshi#${await deploymentId(app.db, app.clock())}`;
    io.adapter(createRedisAdapter(pub, sub, { key }));
    cluster = true;
    app.addHook('onClose', async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  } else if (pool) {
    // Shares rooms across server processes through PostgreSQL NOTIFY (DESIGN.md scale-out).
    await pool.query(
      'CREATE TABLE IF NOT EXISTS socket_io_attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)',
    );
    io.adapter(createAdapter(pool));
    cluster = true;
  }

  const live = new LiveService(app, io, { ...options.live, cluster });
  app.metrics?.gauge('hoshi_live_games', 'Live games this process runs', () => live.games.size);
  liveServices.set(app, live);
  await live.resumeOrphans();

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown; proof?: unknown };
    const headerToken = typeof auth.token === 'string' ? auth.token : undefined;
    const token = headerToken ?? cookieValue(socket.handshake.headers.cookie, cookieNames.access);
    if (!token) return next(new Error('unauthorized'));
    const now = app.clock();
    void verifyAccessToken(app.keys.accessKey, token, now)
      .then(async (claims) => {
        // A cookie alone is not enough: the app shows its session proof with it (server/auth/sessionProof.ts).
        const proven =
          claims !== null &&
          (headerToken !== undefined || isSessionProof(app.keys.proofKey, claims.familyId, auth.proof));
        if (!claims || !proven || (await activeSessionUser(app.db, claims.familyId, now)) !== claims.userno)
          return next(new Error('unauthorized'));
        socket.data.userno = claims.userno;
        socket.data.familyId = claims.familyId;
        next();
      })
      .catch(() => next(new Error('unauthorized')));
  });

  dropEndedSessions(app, io, options.sessionSweepMs ?? sessionSweepMs);

  const allowEvent = userRateLimiter(realtimeLimits.events.limit, realtimeLimits.events.windowMs, app.clock);
  const allowPresence = userRateLimiter(
    realtimeLimits.presence.limit,
    realtimeLimits.presence.windowMs,
    app.clock,
  );

  io.on('connection', (socket: Socket) => {
    const { userno, familyId } = socket.data as SocketData;
    void socket.join([userRoom(userno), familyRoom(familyId)]);
    live.attach(socket, userno, allowEvent);
    const problem = (event: string) => void socket.emit(realtimeEvents.problem, { event });

    /** Sends to `to`'s room when the rule allows it, else answers the sender's socket with a problem. */
    const deliver = (event: string, to: number, send: () => void) => {
      void mayMessage(app.db.kysely, userno, to)
        .then((allowed) => (allowed ? send() : problem(event)))
        .catch(() => problem(event));
    };

    socket.on(realtimeEvents.chat, (payload: unknown) => {
      const parsed = chatSend.safeParse(payload);
      if (!parsed.success || !allowEvent(userno)) return problem(realtimeEvents.chat);
      void friendChatLine(app.db.kysely, userno, parsed.data, app.clock())
        .then((line) => {
          if (!line) return problem(realtimeEvents.chat);
          deliver(realtimeEvents.chat, line.to, () => {
            const message = { from: userno, ...line, at: app.clock() };
            // A block silences the blocked player's lines (they still see their own).
            void blocked(app.db.kysely, line.to, userno)
              .then((silenced) => {
                const rooms = silenced ? [userRoom(userno)] : [userRoom(line.to), userRoom(userno)];
                io.to(rooms).emit(realtimeEvents.chat, message);
              })
              .catch(() => problem(realtimeEvents.chat));
          });
        })
        .catch(() => problem(realtimeEvents.chat));
    });

    socket.on(realtimeEvents.udpMessage, (payload: unknown) => {
      const parsed = udpSend.safeParse(payload);
      if (!parsed.success || !allowEvent(userno)) return problem(realtimeEvents.udpMessage);
      const { to, kind, body } = parsed.data;
      deliver(realtimeEvents.udpMessage, to, () => {
        io.to(userRoom(to)).emit(realtimeEvents.udpMessage, { from: userno, kind, body, at: app.clock() });
      });
    });

    socket.on(realtimeEvents.presence, (payload: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      const answer = ack as (answer: unknown) => void;
      const parsed = presenceQuery.safeParse(payload);
      if (!parsed.success || !allowEvent(userno) || !allowPresence(userno)) {
        problem(realtimeEvents.presence);
        return answer({ online: [] });
      }
      // Presence is answered for friends only: who is online is nobody else's business.
      void friendsAmong(app.db.kysely, userno, parsed.data.users)
        .then(async (friends) => {
          // Only the friends' rooms are asked, not every socket of every process.
          const rooms = [...friends].map(userRoom);
          const sockets = rooms.length === 0 ? [] : await io.in(rooms).fetchSockets();
          const online = new Set(sockets.map((s) => (s.data as SocketData).userno));
          answer({ online: parsed.data.users.filter((u) => friends.has(u) && online.has(u)) });
        })
        .catch(() => answer({ online: [] }));
    });
  });

  // The sockets go before Fastify closes the HTTP server: that close waits for every open connection, so a
  // connected client would hold a SIGTERM (a deploy, a restart) until it left (issue 7's restart test).
  app.addHook('preClose', async () => {
    await live.close();
    io.disconnectSockets(true);
    io.engine.close();
  });
  // Then the adapter lets go of its PostgreSQL client, or the pool could never drain.
  app.addHook('onClose', async () => {
    await (io.of('/').adapter as { close?: () => Promise<void> | void }).close?.();
  });
  return io;
}

/** Disconnects the sockets of sessions that end, at once when announced and by a sweep otherwise. */
function dropEndedSessions(app: FastifyInstance, io: Server, sweepMs: number): void {
  const onEnd = (end: SessionEnd) => {
    if (end.kind === 'families') {
      for (const familyId of end.familyIds) io.in(familyRoom(familyId)).disconnectSockets(true);
      return;
    }
    void io
      .in(userRoom(end.userno))
      .fetchSockets()
      .then((sockets) => {
        for (const s of sockets) {
          if ((s.data as SocketData).familyId !== end.exceptFamilyId) s.disconnect(true);
        }
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not drop ended sessions'));
  };
  const unsubscribe = app.sessionEnds.subscribe(onEnd);

  // Each process sweeps its own sockets: one query for all their families.
  let sweeping = false;
  const sweep = async () => {
    const local = [...io.of('/').sockets.values()];
    if (sweeping || local.length === 0) return;
    sweeping = true;
    try {
      const families = [...new Set(local.map((s) => (s.data as SocketData).familyId))];
      const live = await activeFamilies(app.db, families, app.clock());
      for (const s of local) if (!live.has((s.data as SocketData).familyId)) s.disconnect(true);
    } catch (error) {
      app.log.warn({ err: error }, 'session sweep failed');
    } finally {
      sweeping = false;
    }
  };
  const timer = setInterval(() => void sweep(), sweepMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    unsubscribe();
  });
}
