// Live games across server processes (issue 18; docs/architecture.md, live games): two processes on one
// PostgreSQL database and one Redis. Players connected to different processes are paired and play a full
// game with clocks and chat; the process that owns the game is killed mid-game, its player reconnects to
// the other, which takes the game over from the stored moves, and the game is played to its result. Only a
// run with DATABASE_URL (PostgreSQL) and REDIS_URL can show this; otherwise it is reported as skipped.
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { liveEvents, type LiveStateView } from '../../src/protocol';
import { startServer, type RunningServer } from '../e2e/support/server';
import { createPgDatabase, isPostgresRun } from '../support/testDb';
import { movedOf, started, stateOf, waitFor } from '../support/liveClient';

const redisUrl = process.env.REDIS_URL ?? '';
const servers: RunningServer[] = [];
const sockets: Socket[] = [];
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const s of servers) await s.stop();
  await dropDatabase?.();
});

async function signIn(base: string, username: string): Promise<{ token: string; userno: number }> {
  const post = (path: string, body: object) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/user/reg', { username, passwd: 'stone-1234', email: '' });
  const json = (await (await post('/api/login', { username, passwd: 'stone-1234' })).json()) as {
    accessToken: string;
    userno: number;
  };
  return { token: json.accessToken, userno: json.userno };
}

function open(url: string, token: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], reconnection: false, auth: { token } });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Joins until the owner answers (after a takeover the new owner needs a few seconds). */
async function joinUntilState(socket: Socket, gameId: string): Promise<LiveStateView> {
  for (let i = 0; i < 30; i++) {
    const state = stateOf(socket, gameId, () => true, 1000).catch(() => null);
    socket.emit(liveEvents.join, { gameId });
    const got = await state;
    if (got) return got;
  }
  throw new Error('the game did not come back');
}

const v = (x: number, y: number) => y * 9 + x;

describe.runIf(isPostgresRun && redisUrl !== '')('two server processes on PostgreSQL and Redis', () => {
  it('play a full game with clocks and chat, and the game survives the death of its process', async () => {
    const database = await createPgDatabase();
    dropDatabase = database.drop;
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      AUTH_SECRET: 'cluster-test-secret-that-is-long-enough-0123',
      SEED_DEMO: '0',
      LIVE_HEARTBEAT_MS: '500',
      LIVE_OWNER_STALE_MS: '2000',
      LIVE_GRACE_MS: '60000',
    };
    servers.push(await startServer(env, { needsApp: false }));
    servers.push(await startServer(env, { needsApp: false }));
    const [one, two] = servers;
    if (!one || !two) throw new Error('no servers');
    const a = await signIn(one.url, 'cluster-live-a');
    const b = await signIn(two.url, 'cluster-live-b');
    const sa = await open(one.url, a.token);
    const sb = await open(two.url, b.token);

    const startA = started(sa);
    const startB = started(sb);
    sa.emit(liveEvents.seek, { size: 9, control: 'rapid' });
    await waitFor(sa, liveEvents.seeking);
    sb.emit(liveEvents.seek, { size: 9, control: 'rapid' });
    const [{ gameId }] = await Promise.all([startA, startB]);
    const first = await joinUntilState(sa, gameId);
    await joinUntilState(sb, gameId);
    const black = first.black.userno === a.userno ? sa : sb;
    let white = black === sa ? sb : sa;

    // Moves cross processes; each answer carries the server's clocks.
    const play = async (mover: Socket, watcher: Socket, moveNo: number, vertex: number) => {
      const heard = movedOf(watcher, gameId, moveNo);
      mover.emit(liveEvents.move, { gameId, moveNo, vertex });
      return heard;
    };
    const opening = [v(3, 0), v(5, 0), v(3, 1), v(5, 1), v(3, 2), v(5, 2), v(3, 3), v(5, 3)];
    let moveNo = 0;
    for (const vertex of opening) {
      const [mover, watcher] = moveNo % 2 === 0 ? [black, white] : [white, black];
      const moved = await play(mover, watcher, moveNo++, vertex);
      expect(moved.clocks.running).toBe(moveNo % 2 === 0 ? 1 : -1);
      expect(moved.clocks.black.mainMs).toBeLessThanOrEqual(10 * 60_000);
    }
    const line = waitFor<{ line: { phrase: string } }>(sa, liveEvents.chatLine);
    sb.emit(liveEvents.chat, { gameId, line: { kind: 'phrase', phrase: 'niceMove' } });
    expect((await line).line.phrase).toBe('niceMove');

    // Kill the process that owns the game; its player comes back through the other one.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const owner =
      (await client.query<{ owner: string }>('SELECT owner FROM live_games WHERE id = $1', [gameId])).rows[0]
        ?.owner ?? '';
    const [dead, alive] = owner.startsWith(`${one.pid()}-`) ? [one, two] : [two, one];
    await dead.kill();
    // The killed process's player reconnects through the other process (as a load balancer would send it).
    const deadIsA = dead === one;
    const back = await open(alive.url, deadIsA ? a.token : b.token);
    const newA = deadIsA ? back : sa;
    const newB = deadIsA ? sb : back;
    for (const socket of [newA, newB]) {
      const resumed = await joinUntilState(socket, gameId);
      expect(resumed.moves).toHaveLength(opening.length);
      expect(resumed.phase).toBe('playing');
    }
    const newBlack = first.black.userno === a.userno ? newA : newB;
    white = newBlack === newA ? newB : newA;

    const rest = [v(3, 4), v(5, 4), v(3, 5), v(5, 5), v(3, 6), v(5, 6), v(3, 7), v(5, 7), v(3, 8), v(5, 8)];
    for (const vertex of rest) {
      const [mover, watcher] = moveNo % 2 === 0 ? [newBlack, white] : [white, newBlack];
      await play(mover, watcher, moveNo++, vertex);
    }
    await play(newBlack, white, moveNo++, -1);
    const scoring = stateOf(newBlack, gameId, (s) => s.phase === 'scoring', 30_000);
    await play(white, newBlack, moveNo++, -1);
    const marking = await scoring;
    const endBlack = stateOf(newBlack, gameId, (s) => s.phase === 'ended', 30_000);
    const endWhite = stateOf(white, gameId, (s) => s.phase === 'ended', 30_000);
    newBlack.emit(liveEvents.agree, { gameId, version: marking.marking?.version ?? 0 });
    white.emit(liveEvents.agree, { gameId, version: marking.marking?.version ?? 0 });
    const [rb, rw] = await Promise.all([endBlack, endWhite]);
    expect(rb.result).toEqual(rw.result);
    expect(rb.result).toMatchObject({ reason: 'score', text: 'W+7.5' });
    const stored = await client.query<{ phase: string; result: string }>(
      'SELECT phase, result FROM live_games WHERE id = $1',
      [gameId],
    );
    expect(stored.rows[0]).toEqual({ phase: 'ended', result: 'W+7.5' });
    await client.end();
  }, 120_000);
});
