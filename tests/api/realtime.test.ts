// The realtime socket (R7.65–R7.70, DESIGN.md): websocket only, refused without a valid token, chat and
// game messages reach the recipient, presence answers who is online. Runs a real listening server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import {
  befriend,
  listenWithRealtime,
  next,
  signedInPlayer,
  type RealtimeServer,
} from '../support/realtimeServer';

let t: TestApp;
let rt: RealtimeServer;

const signIn = (username: string) => signedInPlayer(t, username);
const open = (token: string | undefined) => rt.open(token ? { token } : {});

beforeAll(async () => {
  t = await createTestApp();
  rt = await listenWithRealtime(t);
});

afterAll(async () => {
  rt.closeSockets();
  await t.close();
});

describe('realtime socket', () => {
  it('refuses a connection without a token or with a forged one', async () => {
    await expect(open(undefined)).rejects.toThrow('unauthorized');
    await expect(open('forged.token.value')).rejects.toThrow('unauthorized');
  });

  it('delivers a chat line to the recipient and echoes it to the sender', async () => {
    const a = await signIn('rt-alice');
    const b = await signIn('rt-bob');
    await befriend(t, a, b);
    const alice = await open(a.token);
    const bob = await open(b.token);
    // A fixed phrase goes to anyone's friend; the reader's app translates its id.
    let received = next<{ from: number; to: number; text: string; phrase?: string }>(bob, 'chat');
    const echoed = next<{ phrase?: string }>(alice, 'chat');
    alice.emit('chat', { to: b.userno, phrase: 'goodGame' });
    expect(await received).toMatchObject({ from: a.userno, to: b.userno, text: '', phrase: 'goodGame' });
    expect((await echoed).phrase).toBe('goodGame');
    // An unknown phrase is refused.
    let problem = next<{ event: string }>(alice, 'problem');
    alice.emit('chat', { to: b.userno, phrase: 'visit my site' });
    expect(await problem).toEqual({ event: 'chat' });
    // Free text is off by default (the children's rule): refused, nothing delivered.
    problem = next<{ event: string }>(alice, 'problem');
    alice.emit('chat', { to: b.userno, text: '안녕하세요, 한 판 둘까요?' });
    expect(await problem).toEqual({ event: 'chat' });
    // Where the account may type, the text is cleaned of hidden characters and delivered.
    await t.testDb.db.kysely
      .insertInto('live_profiles')
      .values({ userno: a.userno, astep: 30, rpoint: 0, free_chat: 1, updated_at: t.now.ms })
      .execute();
    received = next<{ from: number; to: number; text: string }>(bob, 'chat');
    alice.emit('chat', { to: b.userno, text: '안녕하세요,\u202e 한 판 둘까요?' });
    expect(await received).toMatchObject({ from: a.userno, to: b.userno, text: '안녕하세요, 한 판 둘까요?' });
  });

  it('delivers an owned emoticon; refuses one not owned or expired (issue 17, R3.20)', async () => {
    const a = await signIn('rt-emo-a');
    const b = await signIn('rt-emo-b');
    await befriend(t, a, b);
    const alice = await open(a.token);
    const bob = await open(b.token);
    // Not owned: a problem, nothing delivered.
    let problem = next<{ event: string }>(alice, 'problem');
    alice.emit('chat', { to: b.userno, emo: { eid: 1, n: 0 } });
    expect(await problem).toEqual({ event: 'chat' });
    // Owned for 7 days from now (the fixture's emo-smile-7 is set 1).
    const db = t.testDb.db.kysely;
    await db
      .insertInto('user_items')
      .values({ userno: a.userno, kind: 'emoticon', ref_id: 1, stime_us: t.now.ms * 1000, use_day: 7 })
      .execute();
    const received = next<{ from: number; text: string; emo: unknown }>(bob, 'chat');
    alice.emit('chat', { to: b.userno, emo: { eid: 1, n: 2 } });
    expect(await received).toMatchObject({ from: a.userno, text: '', emo: { eid: 1, n: 2 } });
    // A picture the set lacks is refused.
    problem = next<{ event: string }>(alice, 'problem');
    alice.emit('chat', { to: b.userno, emo: { eid: 1, n: 9 } });
    expect(await problem).toEqual({ event: 'chat' });
    // Eight days later it has run out.
    t.now.ms += 8 * 86_400_000;
    problem = next<{ event: string }>(alice, 'problem');
    alice.emit('chat', { to: b.userno, emo: { eid: 1, n: 0 } });
    expect(await problem).toEqual({ event: 'chat' });
    t.now.ms -= 8 * 86_400_000;
  });

  it('relays game messages and answers presence', async () => {
    const c = await signIn('rt-carol');
    const d = await signIn('rt-dave');
    await befriend(t, c, d);
    const carol = await open(c.token);
    const dave = await open(d.token);
    const move = next<{ from: number; kind: string; body: unknown }>(dave, 'udpMessage');
    carol.emit('udpMessage', { to: d.userno, kind: 'move', body: { vertex: 'D4' } });
    expect(await move).toMatchObject({ from: c.userno, kind: 'move', body: { vertex: 'D4' } });
    const answer = await carol.timeout(5000).emitWithAck('presence', { users: [d.userno, 999_999] });
    expect(answer).toEqual({ online: [d.userno] });
  });

  it('keeps chat and presence between friends: a stranger gets a problem and no presence (issue 4)', async () => {
    const f = await signIn('rt-frank');
    const g = await signIn('rt-grace');
    const frank = await open(f.token);
    const grace = await open(g.token);
    let leaked = false;
    grace.on('chat', () => {
      leaked = true;
    });
    const problem = next<{ event: string }>(frank, 'problem');
    frank.emit('chat', { to: g.userno, phrase: 'hello' });
    expect(await problem).toEqual({ event: 'chat' });
    expect(await frank.timeout(5000).emitWithAck('presence', { users: [g.userno] })).toEqual({ online: [] });
    // A request alone is not a friendship.
    await t.post('/api/friend/request', { username: 'rt-grace' }, { token: f.token });
    expect(await frank.timeout(5000).emitWithAck('presence', { users: [g.userno] })).toEqual({ online: [] });
    await t.post('/api/friend/request', { username: 'rt-frank' }, { token: g.token });
    expect(await frank.timeout(5000).emitWithAck('presence', { users: [g.userno] })).toEqual({
      online: [g.userno],
    });
    expect(leaked).toBe(false);
  });

  it('answers a malformed event with a problem, not a crash', async () => {
    const e = await signIn('rt-erin');
    const erin = await open(e.token);
    const problem = next<{ event: string }>(erin, 'problem');
    erin.emit('chat', { to: 'nobody', text: '' });
    expect(await problem).toEqual({ event: 'chat' });
    expect(erin.connected).toBe(true);
  });
});
