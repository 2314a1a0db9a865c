// Live games between people over the socket (issue 18): a full game from the seek to the stored, rated and
// downloadable result; refused moves (out of turn, replayed, illegal); a dropped player who comes back; a
// timeout on the server's clock; chat through the rules. Runs on SQLite and on PostgreSQL (DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { liveEvents, type LiveStateView } from '../../src/protocol';
import { liveServiceOf } from '../../server/realtime/socket';
import { insertMoves } from '../../server/live/liveStore';
import { MoveWriter } from '../../server/live/moveWriter';
import { newClock, timeControls } from '../../src/domain/live';
import { createTestApp, type TestApp } from '../support/testApp';
import {
  befriend,
  listenWithRealtime,
  signedInPlayer,
  type Player,
  type RealtimeServer,
} from '../support/realtimeServer';
import { movedOf, playMove, refusedOf, started, stateOf, waitFor } from '../support/liveClient';

let t: TestApp;
let rt: RealtimeServer;

beforeAll(async () => {
  t = await createTestApp();
  // A heartbeat every 20 ms, so a test can tell that a single process writes none.
  rt = await listenWithRealtime(t, { live: { graceMs: 60_000, tickMs: 50, heartbeatMs: 20 } });
});

afterAll(async () => {
  rt.closeSockets();
  await t.close();
});

/**
 * Puts `hook` in front of every store of live moves (its row count, and the store itself to run or not):
 * the move writer's thread on SQLite, the query builder's insert on PostgreSQL. Answers the undo.
 */
function interceptMoveStores(hook: (rows: number, store: () => Promise<void>) => Promise<void>): () => void {
  if (t.app.db.sqliteFile) {
    const write = MoveWriter.prototype.write;
    const spy = vi.spyOn(MoveWriter.prototype, 'write').mockImplementation(function (this: MoveWriter, rows) {
      return hook(rows.length, () => write.call(this, rows));
    });
    return () => spy.mockRestore();
  }
  const db = t.app.db.kysely;
  const insertInto = db.insertInto.bind(db);
  Object.assign(db, {
    insertInto: (table: Parameters<typeof insertInto>[0]) => {
      const builder = insertInto(table);
      if (table !== 'live_moves') return builder;
      return {
        values: (rows: unknown[]) => {
          const query = builder.values(rows as never);
          return { execute: () => hook(rows.length, async () => void (await query.execute())) };
        },
      };
    },
  });
  return () => delete (db as { insertInto?: unknown }).insertInto;
}

/** Two players who seek 9×9 and are paired; the first to seek plays Black (equal levels). */
async function pairedGame(
  prefix: string,
): Promise<{ a: Player; b: Player; sa: Socket; sb: Socket; gameId: string; state: LiveStateView }> {
  const a = await signedInPlayer(t, `${prefix}-a`);
  const b = await signedInPlayer(t, `${prefix}-b`);
  const sa = await rt.open({ token: a.token });
  const sb = await rt.open({ token: b.token });
  const startA = started(sa);
  const startB = started(sb);
  sa.emit(liveEvents.seek, { size: 9, control: 'rapid' });
  await waitFor(sa, liveEvents.seeking);
  t.now.ms += 1;
  sb.emit(liveEvents.seek, { size: 9, control: 'rapid' });
  const [{ gameId }, other] = await Promise.all([startA, startB]);
  expect(other.gameId).toBe(gameId);
  const stateA = stateOf(sa, gameId);
  sa.emit(liveEvents.join, { gameId });
  const joinedB = stateOf(sb, gameId);
  sb.emit(liveEvents.join, { gameId });
  const state = await stateA;
  await joinedB;
  return { a, b, sa, sb, gameId, state };
}

const v = (x: number, y: number) => y * 9 + x;

describe('live games', () => {
  // First in the file: no move has been played yet.
  it('has the move writer thread up before the first move, so that move does not wait for it (SQLite)', () => {
    const writer = liveServiceOf(t.app)?.moveWriter;
    if (!t.app.db.sqliteFile) return expect(writer).toBeNull();
    // Loading the thread took some 300 ms under tsx: every game's first move after a start waited for it
    // (bench:live's p99 at 1,000 games was that wait: 107 ms, 10 ms without it).
    expect(writer?.running).toBe(true);
  });

  it('writes the ownership heartbeat only when other processes share the games', async () => {
    const { gameId } = await pairedGame('heartbeat');
    const ownerSeen = async () =>
      (
        await t.testDb.db.kysely
          .selectFrom('live_games')
          .select('owner_seen')
          .where('id', '=', gameId)
          .executeTakeFirstOrThrow()
      ).owner_seen;
    const before = await ownerSeen();
    t.now.ms += 60_000;
    if (liveServiceOf(t.app)?.cluster) {
      // With an adapter (REDIS_URL) other processes take over a game whose owner stops beating.
      await vi.waitFor(async () => expect(Number(await ownerSeen())).toBe(t.now.ms), { timeout: 5_000 });
      return;
    }
    // Ten heartbeats' worth of real time: each used to rewrite every running game's row (1,000 rows at
    // 1,000 games, on the event loop, behind the move writer's lock).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(Number(await ownerSeen())).toBe(Number(before));
  });

  it('game chat carries an emoticon only while its sender owns the set (issue 17, R3.20)', async () => {
    const { b, sa, sb, gameId } = await pairedGame('emo');
    // Not owned: refused, nothing delivered.
    let refused = refusedOf(sb, liveEvents.chat);
    sb.emit(liveEvents.chat, { gameId, line: { kind: 'emoticon', emoticon: 1 } });
    expect((await refused).reason).toBe('not_owned');
    const db = t.testDb.db.kysely;
    const day = 86_400_000;
    await db
      .insertInto('user_items')
      .values([
        // Set 1 bought now for 7 days; set 2 bought ten days ago for 7 days (run out).
        { userno: b.userno, kind: 'emoticon', ref_id: 1, stime_us: t.now.ms * 1000, use_day: 7 },
        { userno: b.userno, kind: 'emoticon', ref_id: 2, stime_us: (t.now.ms - 10 * day) * 1000, use_day: 7 },
      ])
      .execute();
    const heard = waitFor<{ from: number; line: { kind: string; emoticon: number } }>(
      sa,
      liveEvents.chatLine,
    );
    sb.emit(liveEvents.chat, { gameId, line: { kind: 'emoticon', emoticon: 1 } });
    expect(await heard).toMatchObject({ from: b.userno, line: { kind: 'emoticon', emoticon: 1 } });
    refused = refusedOf(sb, liveEvents.chat);
    sb.emit(liveEvents.chat, { gameId, line: { kind: 'emoticon', emoticon: 2 } });
    expect((await refused).reason).toBe('not_owned');
    // Another's set does not lend itself: A owns none.
    refused = refusedOf(sa, liveEvents.chat);
    sa.emit(liveEvents.chat, { gameId, line: { kind: 'emoticon', emoticon: 1 } });
    expect((await refused).reason).toBe('not_owned');
  });

  it('pairs two seekers and plays a full game to a scored, rated, stored and downloadable result', async () => {
    const { a, b, sa, sb, gameId, state } = await pairedGame('full');
    expect(state).toMatchObject({ size: 9, komi: 7.5, handicap: 0, rated: true, phase: 'playing', you: 1 });
    expect(state.black.userno).toBe(a.userno);
    expect(state.white.userno).toBe(b.userno);

    // Black walls off the left, White the right; then both pass.
    const moves = [
      v(3, 0),
      v(5, 0),
      v(3, 1),
      v(5, 1),
      v(3, 2),
      v(5, 2),
      v(3, 3),
      v(5, 3),
      v(3, 4),
      v(5, 4),
      v(3, 5),
      v(5, 5),
      v(3, 6),
      v(5, 6),
      v(3, 7),
      v(5, 7),
      v(3, 8),
      v(5, 8),
      v(7, 4),
    ];
    let moveNo = 0;
    for (const vertex of moves) {
      const [mover, watcher] = moveNo % 2 === 0 ? [sa, sb] : [sb, sa];
      const moved = await playMove(mover, watcher, gameId, moveNo, vertex);
      expect(moved).toMatchObject({ moveNo, vertex, color: moveNo % 2 === 0 ? 1 : -1 });
      moveNo += 1;
    }
    // White passes, Black passes: scoring starts; the engine suggests the lone black stone dead.
    await playMove(sb, sa, gameId, moveNo++, -1);
    const scoring = stateOf(
      sa,
      gameId,
      (s) => s.phase === 'scoring' && (s.marking?.dead.length ?? 0) > 0,
      30_000,
    );
    await playMove(sa, sb, gameId, moveNo++, -1);
    const marked = await scoring;
    expect(marked.marking?.dead).toEqual([v(7, 4)]);

    // B sends a fixed phrase; A hears it.
    const heard = waitFor<{ from: number; line: { kind: string; phrase: string } }>(sa, liveEvents.chatLine);
    sb.emit(liveEvents.chat, { gameId, line: { kind: 'phrase', phrase: 'goodGame' } });
    expect(await heard).toMatchObject({ from: b.userno, line: { kind: 'phrase', phrase: 'goodGame' } });
    // Free text is off for these (children's default) accounts.
    const refusedText = refusedOf(sb, liveEvents.chat);
    sb.emit(liveEvents.chat, { gameId, line: { kind: 'text', text: 'hello' } });
    expect((await refusedText).reason).toBe('free_text_off');

    const version = marked.marking?.version ?? 0;
    const endA = stateOf(sa, gameId, (s) => s.phase === 'ended');
    const endB = stateOf(sb, gameId, (s) => s.phase === 'ended');
    sa.emit(liveEvents.agree, { gameId, version });
    sb.emit(liveEvents.agree, { gameId, version });
    const [ra, rb] = await Promise.all([endA, endB]);
    // Black: columns A–D, 36 points; White: columns F–J with the dead stone's point, 36, plus komi 7.5; column
    // E is neutral.
    expect(ra.result).toEqual(rb.result);
    expect(ra.result).toMatchObject({
      winner: -1,
      reason: 'score',
      text: 'W+7.5',
      blackScore: 36,
      whiteScore: 43.5,
      blackPoints: -10,
      whitePoints: 10,
    });

    const info = (await t.post('/api/multi/step/info', {}, { token: b.token })).json();
    expect(info).toMatchObject({ errorcode: 0, astep: 99, rpoint: 10 });
    expect(info.MultiStepInfoVector[0]).toEqual({ AStep: 61 });
    const sgf = (await t.post('/api/live/sgf', { gameId }, { token: a.token })).json();
    expect(sgf.errorcode).toBe(0);
    expect(sgf.sgf).toContain('RE[W+7.5]');
    expect(sgf.sgf).toContain('PB[full-a]');
    expect(sgf.sgf).toContain('KM[7.5]');
    expect(sgf.sgf).toContain(';B[dd]');
    const history = (await t.post('/api/live/history', {}, { token: a.token })).json();
    expect(history.games[0]).toMatchObject({ gameId, result: 'W+7.5' });
  });

  it('refuses a move out of turn, a replayed move and an illegal one, and plays each move once', async () => {
    const { sa, sb, gameId } = await pairedGame('refuse');
    const outOfTurn = refusedOf(sb, liveEvents.move);
    sb.emit(liveEvents.move, { gameId, moveNo: 0, vertex: v(4, 4) });
    expect((await outOfTurn).reason).toBe('not_your_turn');

    await playMove(sa, sb, gameId, 0, v(4, 4));
    const replayed = refusedOf(sa, liveEvents.move);
    sa.emit(liveEvents.move, { gameId, moveNo: 0, vertex: v(4, 4) });
    expect((await replayed).reason).toBe('stale_move');
    const occupied = refusedOf(sb, liveEvents.move);
    sb.emit(liveEvents.move, { gameId, moveNo: 1, vertex: v(4, 4) });
    expect((await occupied).reason).toBe('illegal');
    const bad = refusedOf(sb, liveEvents.move);
    sb.emit(liveEvents.move, { gameId, moveNo: 1, vertex: 'D4' });
    expect((await bad).reason).toBe('invalid');
    // A spectator cannot move.
    const c = await signedInPlayer(t, 'refuse-c');
    const sc = await rt.open({ token: c.token });
    const watched = stateOf(sc, gameId);
    sc.emit(liveEvents.join, { gameId });
    expect((await watched).you).toBe(0);
    const spectator = refusedOf(sc, liveEvents.move);
    sc.emit(liveEvents.move, { gameId, moveNo: 1, vertex: v(0, 0) });
    expect((await spectator).reason).toBe('not_a_player');
    const stored = await t.app.db.kysely
      .selectFrom('live_moves')
      .selectAll()
      .where('game_id', '=', gameId)
      .execute();
    expect(stored.map((m) => m.vertex)).toEqual([v(4, 4)]);
    // Too late to abort? Not yet: one move each has not been made.
    const ended = stateOf(sb, gameId, (s) => s.phase === 'ended');
    sb.emit(liveEvents.abort, { gameId });
    expect((await ended).result).toMatchObject({ reason: 'abort', text: 'Void', blackPoints: 0 });
  });

  it('lets a dropped player come back to the game as it stands', async () => {
    const { a, b, sa, sb, gameId } = await pairedGame('drop');
    await playMove(sa, sb, gameId, 0, v(2, 2));
    const away = waitFor<{ userno: number; connected: boolean }>(
      sa,
      liveEvents.presence,
      (p) => p.userno === b.userno,
    );
    sb.disconnect();
    expect(await away).toMatchObject({ connected: false });
    const sb2 = await rt.open({ token: b.token });
    const back = waitFor<{ userno: number; connected: boolean }>(
      sa,
      liveEvents.presence,
      (p) => p.userno === b.userno && p.connected,
    );
    const resumed = stateOf(sb2, gameId);
    sb2.emit(liveEvents.join, { gameId });
    const state = await resumed;
    await back;
    expect(state.moves).toEqual([{ color: 1, vertex: v(2, 2) }]);
    expect(state.you).toBe(-1);
    expect(state.black.userno).toBe(a.userno);
    await playMove(sb2, sa, gameId, 1, v(6, 6));
  });

  it('ends a game on time by the server clock', async () => {
    const { sa, sb, gameId } = await pairedGame('clock');
    await playMove(sa, sb, gameId, 0, v(2, 2));
    const moved = movedOf(sa, gameId, 1);
    sb.emit(liveEvents.move, { gameId, moveNo: 1, vertex: v(6, 6) });
    await moved;
    // Black thinks for 10 minutes of main time and three 30-second periods.
    const ended = stateOf(sb, gameId, (s) => s.phase === 'ended');
    t.now.ms += 10 * 60_000 + 3 * 30_000;
    const state = await ended;
    expect(state.result).toMatchObject({ winner: -1, reason: 'time', text: 'W+T' });
    const late = refusedOf(sa, liveEvents.move);
    sa.emit(liveEvents.move, { gameId, moveNo: 2, vertex: v(4, 4) });
    expect((await late).reason).toBe('game_over');
    expect(liveServiceOf(t.app)?.games.has(gameId)).toBe(false);
  });

  it('challenges a friend to a teaching game with undo, and keeps strangers out', async () => {
    const a = await signedInPlayer(t, 'teach-a');
    const b = await signedInPlayer(t, 'teach-b');
    const stranger = await signedInPlayer(t, 'teach-x');
    const sa = await rt.open({ token: a.token });
    const sb = await rt.open({ token: b.token });
    const sx = await rt.open({ token: stranger.token });
    const notAllowed = refusedOf(sx, liveEvents.challenge);
    sx.emit(liveEvents.challenge, { to: a.userno, size: 9, control: 'live' });
    expect((await notAllowed).reason).toBe('not_allowed');

    await befriend(t, a, b);
    const offer = waitFor<{ id: string; teaching: boolean; komi: number }>(sb, liveEvents.challenged);
    sa.emit(liveEvents.challenge, { to: b.userno, size: 9, control: 'live', teaching: true });
    const challenge = await offer;
    expect(challenge).toMatchObject({ teaching: true, komi: 7.5 });
    const startA = started(sa);
    sb.emit(liveEvents.answerChallenge, { id: challenge.id, accept: true });
    const { gameId } = await startA;
    const joined = stateOf(sa, gameId);
    sa.emit(liveEvents.join, { gameId });
    sb.emit(liveEvents.join, { gameId });
    expect(await joined).toMatchObject({ teaching: true, rated: false });
    await playMove(sa, sb, gameId, 0, v(4, 4));
    const asked = waitFor<{ by: number }>(sb, liveEvents.undoAsked);
    sa.emit(liveEvents.undo, { gameId });
    expect((await asked).by).toBe(1);
    const undone = stateOf(sa, gameId, (s) => s.moves.length === 0);
    sb.emit(liveEvents.undoAnswer, { gameId, accept: true });
    expect((await undone).toMove).toBe(1);
    await playMove(sa, sb, gameId, 0, v(3, 3));
  });

  it("lists mutual friends with their levels in the lobby, and a friend's challenge keeps the handicap chosen", async () => {
    const a = await signedInPlayer(t, 'lobby-a');
    const b = await signedInPlayer(t, 'lobby-b');
    const oneWay = await signedInPlayer(t, 'lobby-c');
    await befriend(t, a, b);
    // A request not answered is no friendship: lobby-c does not show.
    await t.post('/api/friend/request', { username: oneWay.username }, { token: a.token });
    await t.app.db.kysely
      .insertInto('live_profiles')
      .values({ userno: b.userno, astep: 85, rpoint: 40, updated_at: t.now.ms })
      .execute();
    const lobby = (await t.post('/api/live/lobby', {}, { token: a.token })).json();
    expect(lobby).toMatchObject({ errorcode: 0, astep: 99 });
    expect(lobby.friends).toEqual([{ userno: b.userno, username: b.username, astep: 85 }]);
    const theirs = (await t.post('/api/live/lobby', {}, { token: b.token })).json();
    expect(theirs).toMatchObject({ astep: 85, friends: [{ userno: a.userno, astep: 99 }] });

    // 14 ranks apart on 9×9: four stones for the weaker challenger, who takes Black.
    const sa = await rt.open({ token: a.token });
    const sb = await rt.open({ token: b.token });
    const offer = waitFor<{ id: string; handicap: number; komi: number; challengerIsBlack: boolean }>(
      sb,
      liveEvents.challenged,
    );
    sa.emit(liveEvents.challenge, { to: b.userno, size: 9, control: 'blitz', handicap: 4 });
    const challenge = await offer;
    expect(challenge).toMatchObject({ handicap: 4, komi: 0.5, challengerIsBlack: true });
    const startA = started(sa);
    sb.emit(liveEvents.answerChallenge, { id: challenge.id, accept: true });
    const { gameId } = await startA;
    const joined = stateOf(sa, gameId);
    sa.emit(liveEvents.join, { gameId });
    expect(await joined).toMatchObject({ handicap: 4, rated: true, teaching: false, you: 1 });
    // Declined challenges start nothing.
    const second = waitFor<{ id: string }>(sb, liveEvents.challenged);
    sa.emit(liveEvents.challenge, { to: b.userno, size: 9, control: 'blitz' });
    const answered = waitFor<{ accepted: boolean }>(sa, liveEvents.challengeAnswered);
    sb.emit(liveEvents.answerChallenge, { id: (await second).id, accept: false });
    expect((await answered).accepted).toBe(false);
  });

  it("lets a class's students type free text only when their teacher turned it on", async () => {
    const { a, b, sa, sb, gameId } = await pairedGame('class');
    const teacher = await signedInPlayer(t, 'class-t');
    const db = t.app.db.kysely;
    const row = await db
      .insertInto('classes')
      .values({
        teacher_userno: teacher.userno,
        name: 'Tuesday',
        join_code: 'LIVE-CHAT',
        kiosk_key: 'live-chat-kiosk',
        chat_free_text: 0,
        created_at: t.now.ms,
      })
      .returning('class_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('class_students')
      .values(
        [a, b].map((p) => ({
          userno: p.userno,
          class_id: row.class_id,
          display_name: p.username,
          joined_at: 0,
        })),
      )
      .execute();
    const off = refusedOf(sa, liveEvents.chat);
    sa.emit(liveEvents.chat, { gameId, line: { kind: 'text', text: 'hi' } });
    expect((await off).reason).toBe('free_text_off');
    // The game tells each player whether they may type.
    const before = stateOf(sa, gameId);
    sa.emit(liveEvents.join, { gameId });
    expect((await before).freeText).toBe(false);

    await db.updateTable('classes').set({ chat_free_text: 1 }).where('class_id', '=', row.class_id).execute();
    const after = stateOf(sa, gameId);
    sa.emit(liveEvents.join, { gameId });
    expect((await after).freeText).toBe(true);
    const heard = waitFor<{ line: { kind: string; text: string } }>(sb, liveEvents.chatLine);
    sa.emit(liveEvents.chat, { gameId, line: { kind: 'text', text: '<b>good game</b>' } });
    // Sent as plain text (the app shows it as text, never as markup).
    expect((await heard).line).toEqual({ kind: 'text', text: '<b>good game</b>' });

    // A block silences the blocked player's lines for the one who blocked.
    sb.emit(liveEvents.block, { userno: a.userno });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ownEcho = waitFor<{ line: { text: string } }>(sa, liveEvents.chatLine);
    let reached = false;
    sb.on(liveEvents.chatLine, () => (reached = true));
    sa.emit(liveEvents.chat, { gameId, line: { kind: 'text', text: 'still there?' } });
    await ownEcho;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reached).toBe(false);
  });

  it("keeps a class's students out of live games while their teacher has live play off (issue 19)", async () => {
    const a = await signedInPlayer(t, 'liveoff-a');
    const b = await signedInPlayer(t, 'liveoff-b');
    const teacher = await signedInPlayer(t, 'liveoff-t');
    await befriend(t, a, b);
    const db = t.app.db.kysely;
    const row = await db
      .insertInto('classes')
      .values({
        teacher_userno: teacher.userno,
        name: 'Thursday',
        join_code: 'LIVE-OFF',
        kiosk_key: 'live-off-kiosk',
        live_on: 0,
        created_at: t.now.ms,
      })
      .returning('class_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('class_students')
      .values({ userno: a.userno, class_id: row.class_id, display_name: 'A', joined_at: 0 })
      .execute();
    const sa = await rt.open({ token: a.token });
    const sb = await rt.open({ token: b.token });
    for (const event of [liveEvents.seek, liveEvents.playBot] as const) {
      const refused = refusedOf(sa, event);
      sa.emit(event, { size: 9, control: 'rapid' });
      expect((await refused).reason).toBe('class_live_off');
    }
    let refused = refusedOf(sa, liveEvents.challenge);
    sa.emit(liveEvents.challenge, { to: b.userno, size: 9, control: 'live' });
    expect((await refused).reason).toBe('class_live_off');
    // A friend outside the class cannot challenge the student either (and is not told why).
    refused = refusedOf(sb, liveEvents.challenge);
    sb.emit(liveEvents.challenge, { to: a.userno, size: 9, control: 'live' });
    expect((await refused).reason).toBe('not_allowed');
    expect(
      await db.selectFrom('live_seeks').select('userno').where('userno', '=', a.userno).execute(),
    ).toEqual([]);

    // Live play on again: the friend's challenge reaches the student; turned off while it waits, the
    // student cannot accept it.
    await db.updateTable('classes').set({ live_on: 1 }).where('class_id', '=', row.class_id).execute();
    const offer = waitFor<{ id: string }>(sa, liveEvents.challenged);
    sb.emit(liveEvents.challenge, { to: a.userno, size: 9, control: 'live' });
    const challenge = await offer;
    await db.updateTable('classes').set({ live_on: 0 }).where('class_id', '=', row.class_id).execute();
    refused = refusedOf(sa, liveEvents.answerChallenge);
    sa.emit(liveEvents.answerChallenge, { id: challenge.id, accept: true });
    expect((await refused).reason).toBe('class_live_off');
    // An archived class no longer limits its former students.
    await db
      .updateTable('classes')
      .set({ archived_at: t.now.ms })
      .where('class_id', '=', row.class_id)
      .execute();
    const seeking = waitFor(sa, liveEvents.seeking);
    sa.emit(liveEvents.seek, { size: 9, control: 'rapid' });
    await seeking;
    sa.emit(liveEvents.cancelSeek, {});
  });

  it('rewinds a move it could not store, so the same move played again is taken, not refused as stale', async () => {
    const { sa, sb, gameId } = await pairedGame('rewind');
    const db = t.app.db.kysely;
    // The store of moves fails (a full disk, a lost connection) until `broken` is cleared.
    let broken = true;
    const undo = interceptMoveStores((_rows, store) =>
      broken ? Promise.reject(new Error('the disk is full')) : store(),
    );
    try {
      const failed = refusedOf(sa, liveEvents.move);
      sa.emit(liveEvents.move, { gameId, moveNo: 0, vertex: v(4, 4) });
      expect((await failed).reason).toBe('failed');
    } finally {
      broken = false;
      undo();
    }
    // Memory did not run ahead of the store: move 0 is still Black's to play, and it is played once.
    const moved = await playMove(sa, sb, gameId, 0, v(4, 4));
    expect(moved.vertex).toBe(v(4, 4));
    await playMove(sb, sa, gameId, 1, v(2, 2));
    const stored = await db
      .selectFrom('live_moves')
      .select(['move_no', 'vertex'])
      .where('game_id', '=', gameId)
      .orderBy('move_no')
      .execute();
    expect(stored.map((m) => m.vertex)).toEqual([v(4, 4), v(2, 2)]);
  });

  it('sends one group commit at a time: the moves made while one is on its way go together in the next', async () => {
    const games = [
      await pairedGame('inflight-1'),
      await pairedGame('inflight-2'),
      await pairedGame('inflight-3'),
    ];
    // Stores of moves wait at a gate (a slow disk, a far database) until it opens; the rows of each are counted.
    const inserts: number[] = [];
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const undo = interceptMoveStores((rows, store) => {
      inserts.push(rows);
      return gate.then(store);
    });
    try {
      const [first, ...others] = games as [(typeof games)[0], ...typeof games];
      const heard = games.map((g) => movedOf(g.sb, g.gameId, 0));
      first.sa.emit(liveEvents.move, { gameId: first.gameId, moveNo: 0, vertex: v(4, 4) });
      while (inserts.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      for (const g of others) g.sa.emit(liveEvents.move, { gameId: g.gameId, moveNo: 0, vertex: v(4, 4) });
      // The other two moves reach the server while the first commit waits at the gate: they wait for it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(inserts).toEqual([1]);
      open();
      await Promise.all(heard);
      expect(inserts).toEqual([1, 2]);
    } finally {
      open();
      undo();
    }
  });

  it('stores the moves of many games in one group commit, in chunks, all or none', async () => {
    const { gameId } = await pairedGame('batch');
    const db = t.app.db.kysely;
    const clock = newClock(timeControls.rapid);
    const count = async () =>
      (await db.selectFrom('live_moves').select('move_no').where('game_id', '=', gameId).execute()).length;
    // Both paths: the query builder's and, on SQLite, the move writer's thread.
    const writer = t.app.db.sqliteFile ? new MoveWriter(t.app.db.sqliteFile) : undefined;
    try {
      for (const [p, via] of (writer ? [undefined, writer] : [undefined]).entries()) {
        const moves = Array.from({ length: 250 }, (_, i) => ({
          gameId,
          move: {
            moveNo: 1000 * p + 100 + i,
            color: i % 2 === 0 ? 1 : -1,
            vertex: i % 81,
            atMs: i,
            clock,
            captured: [],
          },
        })) as Parameters<typeof insertMoves>[1];
        await insertMoves(db, moves, via);
        expect(await count()).toBe(250 * (p + 1));
        // A batch with one bad row (a move number stored already) stores nothing of that batch.
        const again = moves
          .slice(0, 150)
          .map((m, i) => ({ ...m, move: { ...m.move, moveNo: 1000 * p + 400 + i } }));
        again.push(moves[0] as (typeof moves)[number]);
        await expect(insertMoves(db, again, via)).rejects.toThrow();
        expect(await count()).toBe(250 * (p + 1));
      }
    } finally {
      await writer?.close();
    }
  });

  it("lets the server's own transactions write while the move writer commits beside them (SQLite)", async () => {
    const file = t.app.db.sqliteFile;
    if (!file) return; // PostgreSQL has no second writer of its own
    const { gameId } = await pairedGame('immediate');
    const db = t.app.db.kysely;
    const row = (moveNo: number) => ({
      game_id: gameId,
      move_no: moveNo,
      color: 1,
      vertex: 40 + moveNo,
      at_ms: 0,
      black_ms: 1000,
      black_periods: 0,
      white_ms: 1000,
      white_periods: 0,
    });
    const writer = new MoveWriter(file);
    try {
      await writer.write([]); // the thread is up
      let written: Promise<void> = Promise.resolve();
      // A transaction reads, the writer commits a move meanwhile, then the transaction writes. Begun deferred,
      // its write would fail at once (SQLITE_BUSY: it read before another connection's commit); begun
      // immediate, it holds the lock and the writer's commit waits for it.
      await db.transaction().execute(async (tx) => {
        await tx.selectFrom('live_moves').select('move_no').where('game_id', '=', gameId).execute();
        written = writer.write([row(0)]);
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx.insertInto('live_moves').values(row(1)).execute();
      });
      await written;
      const rows = await db
        .selectFrom('live_moves')
        .select('move_no')
        .where('game_id', '=', gameId)
        .execute();
      expect(rows.map((r) => r.move_no).sort()).toEqual([0, 1]);
    } finally {
      await writer.close();
    }
  });
});
