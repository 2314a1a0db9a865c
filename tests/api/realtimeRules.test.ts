// The realtime socket's rules (issue 12 items 15 and 16): every kind of message is between friends only,
// a game message has a size cap, a user has one event budget however many sockets they open, presence
// queries are limited in size and rate, and the websocket upgrade is refused from a foreign Origin.
// Runs a real listening server; the server's clock stands still unless a test moves it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { udpBodyMaxChars } from '../../src/protocol/realtime';
import { realtimeLimits } from '../../server/realtime/socket';
import { createTestApp, type TestApp } from '../support/testApp';
import {
  befriend as makeFriends,
  listenWithRealtime,
  signedInPlayer,
  type Player,
  type RealtimeServer,
} from '../support/realtimeServer';

let t: TestApp;
let rt: RealtimeServer;
let url = '';
const allowedOrigin = 'https://academy.example';

let n = 0;
const player = (): Promise<Player> => signedInPlayer(t, `rules${++n}`);
const befriend = (a: Player, b: Player) => makeFriends(t, a, b);
const open = (token: string, headers: Record<string, string> = {}): Promise<Socket> =>
  rt.open({ token, headers });

/** Every payload `socket` receives for `event`, as it arrives. */
function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

const until = (check: () => boolean) => expect.poll(check, { timeout: 5000 }).toBe(true);
/** Lets anything still in flight arrive (a message wrongly delivered would show up here). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
/** A fresh window for every per-user budget. */
const nextWindow = () => (t.now.ms += 60_000);

beforeAll(async () => {
  t = await createTestApp();
  rt = await listenWithRealtime(t, { allowedOrigins: [allowedOrigin] });
  url = rt.url;
});

afterAll(async () => {
  rt.closeSockets();
  await t.close();
});

describe('game messages (udpMessage) follow the friends rule of chat (item 15)', () => {
  it('reach a friend, and never a stranger: the sender gets a problem instead', async () => {
    const [a, friend, stranger] = [await player(), await player(), await player()];
    await befriend(a, friend);
    const sender = await open(a.token);
    const toFriend = collect<{ from: number; kind: string }>(await open(friend.token), 'udpMessage');
    const toStranger = collect(await open(stranger.token), 'udpMessage');
    const problems = collect<{ event: string }>(sender, 'problem');
    nextWindow();

    sender.emit('udpMessage', { to: stranger.userno, kind: 'invite', body: { size: 9 } });
    sender.emit('udpMessage', { to: friend.userno, kind: 'invite', body: { size: 9 } });
    await until(() => toFriend.length === 1 && problems.length === 1);
    await settle();
    expect(toFriend).toMatchObject([{ from: a.userno, kind: 'invite' }]);
    expect(problems).toEqual([{ event: 'udpMessage' }]);
    expect(toStranger).toEqual([]);
  });

  it(`refuse a body over ${udpBodyMaxChars} characters of JSON`, async () => {
    const [a, b] = [await player(), await player()];
    await befriend(a, b);
    const sender = await open(a.token);
    const received = collect<{ body: string }>(await open(b.token), 'udpMessage');
    const problems = collect<{ event: string }>(sender, 'problem');
    nextWindow();

    // A JSON string's quotes count: this body is exactly the cap, the next one character over.
    sender.emit('udpMessage', { to: b.userno, kind: 'move', body: 'x'.repeat(udpBodyMaxChars - 2) });
    sender.emit('udpMessage', { to: b.userno, kind: 'move', body: 'x'.repeat(udpBodyMaxChars - 1) });
    await until(() => received.length === 1 && problems.length === 1);
    await settle();
    expect(received[0]?.body).toHaveLength(udpBodyMaxChars - 2);
    expect(problems).toEqual([{ event: 'udpMessage' }]);
  });
});

describe('budgets are per user, not per socket (item 15)', () => {
  it('gives a user with three sockets one budget of events', async () => {
    const [a, b] = [await player(), await player()];
    await befriend(a, b);
    const own = [await open(a.token), await open(a.token), await open(a.token)];
    const received = collect(await open(b.token), 'udpMessage');
    const problems = own.map((s) => collect(s, 'problem'));
    const refused = () => problems.reduce((sum, p) => sum + p.length, 0);
    const { limit } = realtimeLimits.events;
    nextWindow();

    // Each socket alone stays under the limit; together they pass it.
    const perSocket = Math.ceil((limit + 10) / own.length);
    for (const socket of own) {
      for (let i = 0; i < perSocket; i++) socket.emit('udpMessage', { to: b.userno, kind: 'ping', body: i });
    }
    const sent = perSocket * own.length;
    await until(() => received.length + refused() === sent);
    await settle();
    expect(received).toHaveLength(limit);
    expect(refused()).toBe(sent - limit);
  });
});

describe('presence queries (item 15)', () => {
  it('answer at most the presence budget per user, then a problem and nobody online', async () => {
    const [a, b] = [await player(), await player()];
    await befriend(a, b);
    const [first, second] = [await open(a.token), await open(a.token)];
    await open(b.token);
    nextWindow();
    const ask = (socket: Socket, users: number[]) =>
      socket.timeout(5000).emitWithAck('presence', { users }) as Promise<{ online: number[] }>;

    const { limit } = realtimeLimits.presence;
    for (let i = 0; i < limit; i++) {
      expect(await ask(i % 2 === 0 ? first : second, [b.userno])).toEqual({ online: [b.userno] });
    }
    const problems = collect<{ event: string }>(second, 'problem');
    expect(await ask(second, [b.userno])).toEqual({ online: [] });
    await until(() => problems.length === 1);
    expect(problems).toEqual([{ event: 'presence' }]);
    // The next window answers again.
    nextWindow();
    expect(await ask(first, [b.userno])).toEqual({ online: [b.userno] });
  });

  it('refuse a list longer than a friend list can be', async () => {
    const a = await player();
    const socket = await open(a.token);
    nextWindow();
    const users = Array.from({ length: 201 }, (_, i) => i + 1);
    expect(await socket.timeout(5000).emitWithAck('presence', { users })).toEqual({ online: [] });
  });
});

describe('the websocket upgrade checks the Origin (item 16)', () => {
  it('refuses a page of another site', async () => {
    const a = await player();
    await expect(open(a.token, { origin: 'https://evil.example' })).rejects.toThrow();
    await expect(open(a.token, { origin: 'null' })).rejects.toThrow();
  });

  it("accepts the app's own origin, an ALLOWED_ORIGINS one, and a client that sends none", async () => {
    const a = await player();
    const own = await open(a.token, { origin: url });
    expect(own.connected).toBe(true);
    expect((await open(a.token, { origin: allowedOrigin })).connected).toBe(true);
    // Browsers always send Origin on a websocket upgrade; without one it is a script, still needing a token.
    expect((await open(a.token)).connected).toBe(true);
    await expect(open('forged.token.value')).rejects.toThrow('unauthorized');
  });
});
