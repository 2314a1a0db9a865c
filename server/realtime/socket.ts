// The realtime socket on the HTTP server's port: websocket only, authenticated by the access token,
// one room per user. Chat and game messages go to the recipient's room, so with the PostgreSQL adapter
// they reach a client connected to any server process.
import type { FastifyInstance } from 'fastify';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Server, type Socket } from 'socket.io';
import { chatSend, presenceQuery, realtimeEvents, realtimePath, udpSend } from '../../src/protocol';
import { verifyAccessToken } from '../auth/accessTokens';
import { cookieNames } from '../auth/cookies';
import { isFamilyLive } from '../auth/refreshTokens';
import { friendsAmong } from '../friends/links';
import { registerUserEvents } from './userEvents';

interface SocketData {
  userno: number;
}

const userRoom = (userno: number) => `user:${userno}`;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** At most `limit` events per `windowMs` per socket: a flood closes nothing, it is just refused. */
function rateLimiter(limit: number, windowMs: number, clock: () => number) {
  let windowStart = 0;
  let count = 0;
  return () => {
    const now = clock();
    if (now - windowStart > windowMs) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    return count <= limit;
  };
}

export async function attachRealtime(app: FastifyInstance): Promise<Server> {
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(
    app.server,
    {
      path: realtimePath,
      transports: ['websocket'],
      serveClient: false,
      maxHttpBufferSize: 16 * 1024,
    },
  );

  registerUserEvents(app, io);

  const pool = app.db.pgPool;
  if (pool) {
    // Shares rooms across server processes through PostgreSQL NOTIFY (DESIGN.md scale-out).
    await pool.query(
      'CREATE TABLE IF NOT EXISTS socket_io_attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)',
    );
    io.adapter(createAdapter(pool));
  }

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown };
    const token =
      typeof auth.token === 'string'
        ? auth.token
        : cookieValue(socket.handshake.headers.cookie, cookieNames.access);
    if (!token) return next(new Error('unauthorized'));
    const now = app.clock();
    void verifyAccessToken(app.keys.accessKey, token, now)
      .then(async (claims) => {
        if (!claims || !(await isFamilyLive(app.db, claims.familyId, now)))
          return next(new Error('unauthorized'));
        socket.data.userno = claims.userno;
        next();
      })
      .catch(() => next(new Error('unauthorized')));
  });

  io.on('connection', (socket: Socket) => {
    const userno = (socket.data as SocketData).userno;
    void socket.join(userRoom(userno));
    const allow = rateLimiter(20, 1000, app.clock);

    socket.on(realtimeEvents.chat, (payload: unknown) => {
      const parsed = chatSend.safeParse(payload);
      if (!parsed.success || !allow())
        return void socket.emit(realtimeEvents.problem, { event: realtimeEvents.chat });
      const { to, text } = parsed.data;
      // Chat is between friends only: nobody can message a student they are not friends with.
      void friendsAmong(app.db.kysely, userno, [to])
        .then((friends) => {
          if (!friends.has(to))
            return void socket.emit(realtimeEvents.problem, { event: realtimeEvents.chat });
          const message = { from: userno, to, text, at: app.clock() };
          io.to(userRoom(to)).to(userRoom(userno)).emit(realtimeEvents.chat, message);
        })
        .catch(() => socket.emit(realtimeEvents.problem, { event: realtimeEvents.chat }));
    });

    socket.on(realtimeEvents.udpMessage, (payload: unknown) => {
      const parsed = udpSend.safeParse(payload);
      if (!parsed.success || !allow())
        return void socket.emit(realtimeEvents.problem, { event: realtimeEvents.udpMessage });
      io.to(userRoom(parsed.data.to)).emit(realtimeEvents.udpMessage, {
        from: userno,
        kind: parsed.data.kind,
        body: parsed.data.body,
        at: app.clock(),
      });
    });

    socket.on(realtimeEvents.presence, (payload: unknown, ack: unknown) => {
      const parsed = presenceQuery.safeParse(payload);
      if (typeof ack !== 'function') return;
      if (!parsed.success) return void (ack as (answer: unknown) => void)({ online: [] });
      // Presence is answered for friends only: who is online is nobody else's business.
      void friendsAmong(app.db.kysely, userno, parsed.data.users)
        .then(async (friends) => {
          const sockets = friends.size === 0 ? [] : await io.fetchSockets();
          const online = new Set(sockets.map((s) => (s.data as SocketData).userno));
          (ack as (answer: unknown) => void)({
            online: parsed.data.users.filter((u) => friends.has(u) && online.has(u)),
          });
        })
        .catch(() => (ack as (answer: unknown) => void)({ online: [] }));
    });
  });

  // The sockets go before Fastify closes the HTTP server: that close waits for every open connection, so a
  // connected client would hold a SIGTERM (a deploy, a restart) until it left (issue 7's restart test).
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
  // Then the adapter lets go of its PostgreSQL client, or the pool could never drain.
  app.addHook('onClose', async () => {
    await (io.of('/').adapter as { close?: () => Promise<void> | void }).close?.();
  });
  return io;
}
