// Live games on the socket (issue 18). Server-authoritative: every action goes through LiveGame under the
// domain's rules, is stored, then told to the game's room (players and spectators on any process). One
// process owns a running game at a time (docs/architecture.md, live games): it holds the game in memory,
// runs its clock and stores its moves; a process that receives an event for a game it does not own claims
// it when its owner went quiet, else forwards the event to the other processes through the adapter. Each
// game's actions run one at a time (a queue per game), so a move is never played twice or out of order.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Server, Socket } from 'socket.io';
import { BLACK, WHITE, PASS, type Color } from '../../src/domain/go';
import {
  botLevelForStep,
  botOfferDue,
  checkChat,
  pairSeeks,
  rankDifference,
  rateGame,
  suggestHandicap,
  type ChatLine,
  type LiveBoardSize,
  type Seek,
  type TimeControlName,
} from '../../src/domain/live';
import {
  agreeRequest,
  blockRequest,
  challengeAnswer,
  challengeRequest,
  gameRef,
  liveChatRequest,
  liveEvents,
  markRequest,
  moveRequest,
  reportRequest,
  seekRequest,
  undoAnswerRequest,
  type LiveMovedView,
  type LiveResultView,
  type MoveRequest,
} from '../../src/protocol';
import { friendsAmong } from '../friends/links';
import { BotPool } from './botPool';
import { LiveGame, type LiveResult, type LiveSetup, type MoveRecord, type Refusal } from './liveGame';
import { MoveWriter } from './moveWriter';
import { liveGameSgf } from './sgf';
import * as store from './liveStore';

/** The refusal when a student's teacher turned live play off for the class (issue 19). */
export const CLASS_LIVE_OFF = 'class_live_off';

export interface LiveOptions {
  /** How long a dropped player's flag waits for them to come back. */
  graceMs?: number;
  /** In a cluster: how often the owner says it still runs its games, and when others may take them over. */
  heartbeatMs?: number;
  ownerStaleMs?: number;
  /** How often clocks and seeks are looked at. */
  tickMs?: number;
  /** Whether other processes share the rooms (an adapter): then events for games run elsewhere are forwarded. */
  cluster?: boolean;
}

const userRoom = (userno: number) => `user:${userno}`;
const gameRoom = (gameId: string) => `game:${gameId}`;
const forwardEvent = 'live:forward';

type Handler = (userno: number, payload: unknown) => Promise<void>;

interface Challenge {
  id: string;
  from: number;
  to: number;
  size: LiveBoardSize;
  control: TimeControlName;
  handicap: number;
  komi: number;
  teaching: boolean;
  challengerIsBlack: boolean;
  at: number;
}

const CHALLENGE_TTL_MS = 120_000;

export class LiveService {
  readonly processId = `${process.pid}-${randomBytes(4).toString('hex')}`;
  readonly games = new Map<string, LiveGame>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly challenges = new Map<string, Challenge>();
  private readonly localSeekers = new Set<number>();
  private readonly botOffered = new Set<number>();
  private readonly bots = new BotPool();
  /**
   * On SQLite, the thread that commits moves off the event loop (moveWriter.ts); null on PostgreSQL.
   * Readable so a test can see it is up before the first move.
   */
  readonly moveWriter: MoveWriter | null;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly graceMs: number;
  private readonly ownerStaleMs: number;
  /** Whether other processes share the games (an adapter is on). */
  readonly cluster: boolean;
  private readonly handlers: Record<string, Handler>;
  private closed = false;
  /**
   * Group commits so far: how many, the moves they stored, the time they took and the slowest (ms), for
   * the bench (which resets `slowestMs` when it starts measuring).
   */
  readonly commits = { count: 0, moves: 0, ms: 0, slowestMs: 0 };
  /** Whether a group commit is on its way to the database (one at a time: the next gathers what waits). */
  private flushing = false;
  /** Moves waiting for the next group commit (storeMove). */
  private moveBatch: Array<{
    gameId: string;
    move: MoveRecord;
    done: () => void;
    failed: (error: unknown) => void;
  }> = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly io: Server,
    options: LiveOptions = {},
  ) {
    this.graceMs = options.graceMs ?? 30_000;
    this.ownerStaleMs = options.ownerStaleMs ?? 15_000;
    this.cluster = options.cluster ?? false;
    this.moveWriter = app.db.sqliteFile ? new MoveWriter(app.db.sqliteFile) : null;
    this.moveWriter?.warm();
    const heartbeatMs = options.heartbeatMs ?? 5_000;
    const tickMs = options.tickMs ?? 250;
    this.timers.push(setInterval(() => void this.tick(), tickMs));
    // Only other processes read the heartbeat (to take over a dead owner's games); a single process resumes
    // every running game at start anyway. At 1,000 games it rewrote 1,000 rows every 5 s on the event loop,
    // queued behind the move writer's lock on SQLite.
    if (this.cluster) this.timers.push(setInterval(() => void this.heartbeat(), heartbeatMs));
    for (const t of this.timers) t.unref();
    this.handlers = {
      [liveEvents.seek]: (u, p) => this.onSeek(u, p),
      [liveEvents.cancelSeek]: (u) => this.cancelSeek(u),
      [liveEvents.playBot]: (u, p) => this.onPlayBot(u, p),
      [liveEvents.challenge]: (u, p) => this.onChallenge(u, p),
      [liveEvents.answerChallenge]: (u, p) => this.onAnswerChallenge(u, p),
      [liveEvents.join]: (u, p) => this.gameAction(u, p, liveEvents.join),
      [liveEvents.move]: (u, p) => this.gameAction(u, p, liveEvents.move),
      [liveEvents.resign]: (u, p) => this.gameAction(u, p, liveEvents.resign),
      [liveEvents.abort]: (u, p) => this.gameAction(u, p, liveEvents.abort),
      [liveEvents.undo]: (u, p) => this.gameAction(u, p, liveEvents.undo),
      [liveEvents.undoAnswer]: (u, p) => this.gameAction(u, p, liveEvents.undoAnswer),
      [liveEvents.mark]: (u, p) => this.gameAction(u, p, liveEvents.mark),
      [liveEvents.agree]: (u, p) => this.gameAction(u, p, liveEvents.agree),
      [liveEvents.resume]: (u, p) => this.gameAction(u, p, liveEvents.resume),
      [liveEvents.chat]: (u, p) => this.gameAction(u, p, liveEvents.chat),
      [liveEvents.report]: (u, p) => this.onReport(u, p),
      [liveEvents.block]: (u, p) => this.onBlock(u, p),
    };
    if (this.cluster) {
      // Another process could not run this event itself: the owner of the game (or challenge) does.
      io.on(forwardEvent, (message: { userno: number; event: string; payload: unknown }) => {
        void this.onForwarded(message).catch((error: unknown) =>
          app.log.warn({ err: error }, 'live forward failed'),
        );
      });
    }
  }

  private get db() {
    return this.app.db.kysely;
  }

  private now(): number {
    return this.app.clock();
  }

  /** Resumes the running games nobody runs (after a restart of a single process, or its takeover). */
  async resumeOrphans(): Promise<void> {
    const stale = this.cluster ? this.now() - this.ownerStaleMs : Number.MAX_SAFE_INTEGER;
    for (const id of await store.orphanedGames(this.db, stale)) await this.ensureOwned(id, true);
  }

  /** Wires one connected socket's live events (the budget is the socket's per-user limiter). */
  attach(socket: Socket, userno: number, allowEvent: (userno: number) => boolean): void {
    for (const [event, handler] of Object.entries(this.handlers)) {
      socket.on(event, (payload: unknown) => {
        if (!allowEvent(userno)) return this.refuse(userno, event, 'rate_limited', payload);
        void handler(userno, payload).catch((error: unknown) => {
          this.app.log.warn({ err: error, event }, 'live event failed');
          this.refuse(userno, event, 'failed', payload);
        });
      });
    }
    socket.on('disconnecting', () => {
      const rooms = [...socket.rooms].filter((r) => r.startsWith('game:')).map((r) => r.slice(5));
      void this.afterDisconnect(userno, socket.id, rooms).catch(() => undefined);
    });
  }

  private refuse(userno: number, event: string, reason: Refusal | string, payload?: unknown): void {
    const gameId =
      payload && typeof payload === 'object' && 'gameId' in payload
        ? String((payload as { gameId: unknown }).gameId)
        : undefined;
    this.io.to(userRoom(userno)).emit(liveEvents.refused, { event, reason, ...(gameId ? { gameId } : {}) });
  }

  private serial<T>(key: string, run: () => Promise<T>): Promise<T> {
    const before = this.queues.get(key) ?? Promise.resolve();
    const next = before.then(run, run);
    const settled = next.catch(() => undefined);
    this.queues.set(key, settled);
    void settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return next;
  }

  /**
   * Stores a move with every other move made in the same turn of the event loop, or while the previous
   * commit was on its way: one insert and one commit for all of them (group commit). With PostgreSQL a
   * commit is awaited, not waited for, so without the one-at-a-time rule each turn started its own commit
   * beside those still in flight (1,000 games: 911 commits of 11 moves). The promise settles when the move
   * is stored, so a move is still told to the players only once it is on disk.
   */
  private storeMove(gameId: string, move: MoveRecord): Promise<void> {
    return new Promise((done, failed) => {
      this.moveBatch.push({ gameId, move, done, failed });
      if (this.moveBatch.length === 1 && !this.flushing) setImmediate(() => void this.flushMoves());
    });
  }

  /**
   * Stores a move the game in memory has just played. When the store fails, the memory is rebuilt from
   * what is stored (the move never happened) before the error goes on to the player as a refusal, so a
   * retry of the same move number is played, not refused as stale, and memory never runs ahead of disk.
   */
  private async storeOrRewind(game: LiveGame, move: MoveRecord): Promise<void> {
    try {
      await this.storeMove(game.setup.id, move);
    } catch (error) {
      this.games.delete(game.setup.id);
      const rebuilt = await this.ensureOwned(game.setup.id).catch(() => null);
      if (rebuilt) {
        // The players did not leave: keep who was away as it was.
        rebuilt.away.clear();
        for (const [userno, since] of game.away) rebuilt.away.set(userno, since);
        await this.broadcastState(rebuilt);
      }
      throw error;
    }
  }

  private async flushMoves(): Promise<void> {
    if (this.flushing || this.moveBatch.length === 0) return;
    this.flushing = true;
    try {
      await this.commitMoves();
    } finally {
      this.flushing = false;
      // What arrived while that commit was on its way goes in the next one.
      if (this.moveBatch.length > 0) setImmediate(() => void this.flushMoves());
    }
  }

  private async commitMoves(): Promise<void> {
    const batch = this.moveBatch;
    this.moveBatch = [];
    const startedAt = performance.now();
    try {
      await store.insertMoves(this.db, batch, this.moveWriter ?? undefined);
      this.commits.count += 1;
      this.commits.moves += batch.length;
      const tookMs = performance.now() - startedAt;
      this.commits.ms += tookMs;
      this.commits.slowestMs = Math.max(this.commits.slowestMs, tookMs);
      for (const m of batch) m.done();
    } catch {
      // One bad row must not fail the other games' moves of the same turn: store them one by one.
      for (const m of batch) {
        try {
          await store.insertMoves(this.db, [m], this.moveWriter ?? undefined);
          m.done();
        } catch (error) {
          m.failed(error);
        }
      }
    }
  }

  // ---- ownership

  /** The game when this process owns it (claiming it when its owner is gone), else null. */
  private async ensureOwned(gameId: string, startup = false): Promise<LiveGame | null> {
    const local = this.games.get(gameId);
    if (local) return local;
    const now = this.now();
    const staleBefore = this.cluster ? now - this.ownerStaleMs : Number.MAX_SAFE_INTEGER;
    if (!(await store.claimGame(this.db, gameId, this.processId, now, staleBefore))) return null;
    const stored = await store.loadGame(this.db, gameId);
    if (!stored || stored.phase === 'ended') return null;
    const again = this.games.get(gameId);
    if (again) return again;
    const game = LiveGame.restore(stored.setup, stored.moves, now);
    if (stored.phase === 'scoring' || game.phase === 'scoring') {
      // The marking was in memory only: it starts again from the suggestion.
      game.phase = 'scoring';
      game.marking = { dead: [], version: 1, blackAgreed: false, whiteAgreed: false };
      void this.suggestDead(game);
    }
    // Until they come back, both players count as away (their flags wait the grace period).
    for (const seat of [stored.setup.black, stored.setup.white])
      if (seat.bot === 0) game.away.set(seat.userno, now);
    this.games.set(gameId, game);
    if (!startup) this.app.log.info({ gameId }, 'live game taken over');
    void this.botTurn(game);
    return game;
  }

  private async heartbeat(): Promise<void> {
    if (this.closed) return;
    try {
      if (this.games.size > 0) await store.touchOwned(this.db, this.processId, this.now());
      await this.resumeOrphans();
    } catch (error) {
      this.app.log.warn({ err: error }, 'live heartbeat failed');
    }
  }

  private async onForwarded(message: { userno: number; event: string; payload: unknown }): Promise<void> {
    const { userno, event, payload } = message;
    if (event === liveEvents.answerChallenge) {
      const parsed = challengeAnswer.safeParse(payload);
      if (parsed.success && this.challenges.has(parsed.data.id))
        await this.onAnswerChallenge(userno, payload);
      return;
    }
    const parsed = gameRef.safeParse(payload);
    if (!parsed.success || !this.games.has(parsed.data.gameId)) return;
    await this.gameAction(userno, payload, event, true);
  }

  private forward(userno: number, event: string, payload: unknown): void {
    this.io.serverSideEmit(forwardEvent, { userno, event, payload });
  }

  // ---- seeks and pairing

  private async onSeek(userno: number, payload: unknown): Promise<void> {
    const parsed = seekRequest.safeParse(payload);
    if (!parsed.success) return this.refuse(userno, liveEvents.seek, 'invalid');
    if (!(await store.livePlayAllowed(this.db, userno)))
      return this.refuse(userno, liveEvents.seek, CLASS_LIVE_OFF);
    const profile = await store.profileOf(this.db, userno);
    if (!profile) return this.refuse(userno, liveEvents.seek, 'invalid');
    const now = this.now();
    const row = {
      userno,
      username: profile.username,
      astep: profile.astep,
      rpoint: profile.rpoint,
      size: parsed.data.size,
      control: parsed.data.control,
      since_ms: now,
      owner: this.processId,
    };
    await this.db
      .insertInto('live_seeks')
      .values(row)
      .onConflict((oc) => oc.column('userno').doUpdateSet({ ...row }))
      .execute();
    this.localSeekers.add(userno);
    this.botOffered.delete(userno);
    this.io
      .to(userRoom(userno))
      .emit(liveEvents.seeking, { size: row.size, control: row.control, since: now });
    await this.pair();
  }

  private async cancelSeek(userno: number): Promise<void> {
    this.localSeekers.delete(userno);
    await this.db.deleteFrom('live_seeks').where('userno', '=', userno).execute();
    this.io.to(userRoom(userno)).emit(liveEvents.seeking, null);
  }

  /** Pairs the seeks the rule allows; a pair is this process's when it deletes both rows. */
  private async pair(): Promise<void> {
    const rows = await this.db.selectFrom('live_seeks').selectAll().execute();
    if (rows.length === 0) return;
    const now = this.now();
    const seeks: Seek[] = rows.map((r) => ({
      userno: r.userno,
      step: r.astep,
      size: r.size as LiveBoardSize,
      control: r.control as TimeControlName,
      sinceMs: Number(r.since_ms),
    }));
    for (const [a, b] of pairSeeks(seeks, now)) {
      const claimed = await this.db
        .deleteFrom('live_seeks')
        .where('userno', 'in', [a.userno, b.userno])
        .returningAll()
        .execute();
      if (claimed.length !== 2) {
        // Another process took one of them: put back what this one took.
        if (claimed.length > 0)
          await this.db
            .insertInto('live_seeks')
            .values(claimed)
            .onConflict((oc) => oc.doNothing())
            .execute();
        continue;
      }
      this.localSeekers.delete(a.userno);
      this.localSeekers.delete(b.userno);
      const [pa, pb] = await Promise.all([
        store.profileOf(this.db, a.userno),
        store.profileOf(this.db, b.userno),
      ]);
      if (!pa || !pb) continue;
      const suggestion = suggestHandicap(rankDifference(pa.astep, pb.astep), a.size);
      const [black, white] = suggestion.firstIsBlack ? [pa, pb] : [pb, pa];
      await this.startGame({
        size: a.size,
        control: a.control,
        komi: suggestion.komi,
        handicap: suggestion.handicap,
        rated: true,
        teaching: false,
        black: { userno: black.userno, name: black.username, step: black.astep, bot: 0 },
        white: { userno: white.userno, name: white.username, step: white.astep, bot: 0 },
      });
    }
    // Seekers here who waited long alone are offered the bot.
    for (const seek of seeks) {
      if (!this.localSeekers.has(seek.userno) || this.botOffered.has(seek.userno) || !botOfferDue(seek, now))
        continue;
      this.botOffered.add(seek.userno);
      this.io.to(userRoom(seek.userno)).emit(liveEvents.botOffer, { size: seek.size, control: seek.control });
    }
  }

  private async onPlayBot(userno: number, payload: unknown): Promise<void> {
    const parsed = seekRequest.safeParse(payload);
    if (!parsed.success) return this.refuse(userno, liveEvents.playBot, 'invalid');
    if (!(await store.livePlayAllowed(this.db, userno)))
      return this.refuse(userno, liveEvents.playBot, CLASS_LIVE_OFF);
    const profile = await store.profileOf(this.db, userno);
    if (!profile) return this.refuse(userno, liveEvents.playBot, 'invalid');
    await this.cancelSeek(userno);
    const level = botLevelForStep(profile.astep);
    // The bot takes White at the student's own level: an even game.
    await this.startGame({
      size: parsed.data.size,
      control: parsed.data.control,
      komi: 7.5,
      handicap: 0,
      rated: false,
      teaching: false,
      black: { userno, name: profile.username, step: profile.astep, bot: 0 },
      white: { userno: 0, name: 'Hoshi', step: profile.astep, bot: level },
    });
  }

  // ---- challenges

  private async onChallenge(userno: number, payload: unknown): Promise<void> {
    const parsed = challengeRequest.safeParse(payload);
    if (!parsed.success || parsed.data.to === userno)
      return this.refuse(userno, liveEvents.challenge, 'invalid');
    const { to, size, control } = parsed.data;
    const [me, them] = await Promise.all([store.profileOf(this.db, userno), store.profileOf(this.db, to)]);
    if (!me || !them) return this.refuse(userno, liveEvents.challenge, 'invalid');
    if (!(await store.livePlayAllowed(this.db, userno)))
      return this.refuse(userno, liveEvents.challenge, CLASS_LIVE_OFF);
    // A student whose class has live play off cannot be challenged (without saying why to the challenger).
    if (!(await store.livePlayAllowed(this.db, to)))
      return this.refuse(userno, liveEvents.challenge, 'not_allowed');
    // Friends, or a player who is seeking now (in the public list); never someone who blocked you.
    const friends = await friendsAmong(this.db, userno, [to]);
    const seeking = await this.db
      .selectFrom('live_seeks')
      .select('userno')
      .where('userno', '=', to)
      .executeTakeFirst();
    if ((!friends.has(to) && !seeking) || (await store.blocked(this.db, to, userno)))
      return this.refuse(userno, liveEvents.challenge, 'not_allowed');
    const teaching = (parsed.data.teaching ?? false) && friends.has(to);
    const suggestion = suggestHandicap(rankDifference(me.astep, them.astep), size);
    const challenge: Challenge = {
      id: randomBytes(9).toString('base64url'),
      from: userno,
      to,
      size,
      control,
      handicap: parsed.data.handicap ?? suggestion.handicap,
      komi: parsed.data.komi ?? suggestion.komi,
      teaching,
      challengerIsBlack: suggestion.firstIsBlack,
      at: this.now(),
    };
    this.challenges.set(challenge.id, challenge);
    const view = {
      id: challenge.id,
      from: { userno, username: me.username, astep: me.astep },
      to: { userno: to, username: them.username, astep: them.astep },
      size,
      control,
      handicap: challenge.handicap,
      komi: challenge.komi,
      teaching,
      challengerIsBlack: challenge.challengerIsBlack,
    };
    this.io.to(userRoom(to)).to(userRoom(userno)).emit(liveEvents.challenged, view);
  }

  private async onAnswerChallenge(userno: number, payload: unknown): Promise<void> {
    const parsed = challengeAnswer.safeParse(payload);
    if (!parsed.success) return this.refuse(userno, liveEvents.answerChallenge, 'invalid');
    const challenge = this.challenges.get(parsed.data.id);
    if (!challenge) {
      if (this.cluster) return this.forward(userno, liveEvents.answerChallenge, payload);
      return this.refuse(userno, liveEvents.answerChallenge, 'no_challenge');
    }
    // The challenged answers; the challenger may only withdraw.
    if (userno !== challenge.to && !(userno === challenge.from && !parsed.data.accept))
      return this.refuse(userno, liveEvents.answerChallenge, 'not_allowed');
    // Live play turned off for a class while a challenge waited: accepting it is refused as well.
    if (parsed.data.accept && !(await store.livePlayAllowed(this.db, userno)))
      return this.refuse(userno, liveEvents.answerChallenge, CLASS_LIVE_OFF);
    this.challenges.delete(challenge.id);
    const accepted = parsed.data.accept && userno === challenge.to;
    this.io
      .to(userRoom(challenge.from))
      .to(userRoom(challenge.to))
      .emit(liveEvents.challengeAnswered, { id: challenge.id, accepted });
    if (!accepted || this.now() - challenge.at > CHALLENGE_TTL_MS) return;
    const [a, b] = await Promise.all([
      store.profileOf(this.db, challenge.from),
      store.profileOf(this.db, challenge.to),
    ]);
    if (!a || !b) return;
    const [black, white] = challenge.challengerIsBlack ? [a, b] : [b, a];
    await this.startGame({
      size: challenge.size,
      control: challenge.control,
      komi: challenge.komi,
      handicap: challenge.handicap,
      rated: !challenge.teaching,
      teaching: challenge.teaching,
      black: { userno: black.userno, name: black.username, step: black.astep, bot: 0 },
      white: { userno: white.userno, name: white.username, step: white.astep, bot: 0 },
    });
  }

  // ---- games

  private async startGame(setup: Omit<LiveSetup, 'id' | 'startedAt'>): Promise<LiveGame> {
    const full: LiveSetup = { ...setup, id: randomBytes(12).toString('base64url'), startedAt: this.now() };
    const game = new LiveGame(full);
    await store.insertGame(this.db, full, this.processId);
    this.games.set(full.id, game);
    for (const seat of [full.black, full.white]) {
      if (seat.bot > 0) continue;
      await this.db.deleteFrom('live_seeks').where('userno', '=', seat.userno).execute();
      this.localSeekers.delete(seat.userno);
      // The players' open sockets follow the game from its start (a socket opened later joins it).
      await this.joinRoom(seat.userno, full.id);
      this.io.to(userRoom(seat.userno)).emit(liveEvents.started, { gameId: full.id });
    }
    void this.botTurn(game);
    return game;
  }

  private async gameAction(
    userno: number,
    payload: unknown,
    event: string,
    forwarded = false,
  ): Promise<void> {
    // A move is checked once, against its whole schema (it names its game); anything else by its game.
    const move = event === liveEvents.move ? moveRequest.safeParse(payload) : null;
    const ref = move?.success ? move : gameRef.safeParse(payload);
    if (!ref.success) return this.refuse(userno, event, 'invalid', payload);
    const gameId = ref.data.gameId;
    let game = this.games.get(gameId);
    if (!game && !forwarded) {
      game = (await this.ensureOwned(gameId)) ?? undefined;
      if (!game) {
        const stored = await store.loadGame(this.db, gameId);
        if (!stored) return this.refuse(userno, event, 'no_game', payload);
        if (stored.phase === 'ended') {
          if (event === liveEvents.join) return this.sendStored(userno, stored);
          return this.refuse(userno, event, 'game_over', payload);
        }
        if (this.cluster) return this.forward(userno, event, payload);
        return this.refuse(userno, event, 'no_game', payload);
      }
    }
    if (!game) return;
    const owned = game;
    const checked = move?.success ? move.data : undefined;
    await this.serial(gameId, () => this.act(owned, userno, event, payload, checked));
  }

  private async act(
    game: LiveGame,
    userno: number,
    event: string,
    payload: unknown,
    checkedMove?: MoveRequest,
  ): Promise<void> {
    const color = game.colorOf(userno);
    const now = this.now();
    const id = game.setup.id;
    const refuse = (reason: string) => this.refuse(userno, event, reason, payload);
    if (this.checkTimeout(game, now)) await this.finish(game);
    switch (event) {
      case liveEvents.join: {
        await this.joinRoom(userno, id);
        if (color !== 0 && game.away.delete(userno)) {
          this.io.to(gameRoom(id)).emit(liveEvents.presence, { gameId: id, userno, connected: true });
        }
        await this.sendState(game, userno);
        if (color === 0) await this.countSpectators(game);
        return;
      }
      case liveEvents.move: {
        const parsed = checkedMove
          ? { success: true as const, data: checkedMove }
          : moveRequest.safeParse(payload);
        if (!parsed.success) return refuse('invalid');
        const { moveNo, vertex } = parsed.data;
        if (vertex >= game.setup.size * game.setup.size) return refuse('illegal');
        const played = game.play(color, moveNo, vertex, now);
        if (!played.ok) return refuse(played.reason);
        await this.storeOrRewind(game, played.value);
        const moved: LiveMovedView = {
          gameId: id,
          moveNo,
          color: played.value.color,
          vertex: played.value.vertex,
          captured: [...played.value.captured],
          clocks: game.clockView(now),
          serverTime: now,
        };
        this.io.to(gameRoom(id)).emit(liveEvents.moved, moved);
        if (game.phase === 'scoring') {
          await store.setPhase(this.db, id, 'scoring');
          await this.broadcastState(game);
          void this.suggestDead(game);
        } else void this.botTurn(game);
        return;
      }
      case liveEvents.resign:
      case liveEvents.abort: {
        const out = event === liveEvents.resign ? game.resign(color, now) : game.abort(color, now);
        if (!out.ok) return refuse(out.reason);
        return this.finish(game);
      }
      case liveEvents.undo: {
        const out = game.askUndo(color);
        if (!out.ok) return refuse(out.reason);
        this.io.to(gameRoom(id)).emit(liveEvents.undoAsked, { gameId: id, by: color });
        return;
      }
      case liveEvents.undoAnswer: {
        const parsed = undoAnswerRequest.safeParse(payload);
        if (!parsed.success) return refuse('invalid');
        const out = game.answerUndo(color, parsed.data.accept, now);
        if (!out.ok) return refuse(out.reason);
        if (out.value) await store.deleteMovesFrom(this.db, id, game.moveCount);
        return this.broadcastState(game);
      }
      case liveEvents.mark: {
        const parsed = markRequest.safeParse(payload);
        if (!parsed.success) return refuse('invalid');
        const out = game.mark(color, parsed.data.vertex);
        if (!out.ok) return refuse(out.reason);
        await this.broadcastState(game);
        return this.botAgrees(game);
      }
      case liveEvents.agree: {
        const parsed = agreeRequest.safeParse(payload);
        if (!parsed.success) return refuse('invalid');
        const out = game.agree(color, parsed.data.version, now);
        if (!out.ok) return refuse(out.reason);
        if (out.value) return this.finish(game);
        return this.broadcastState(game);
      }
      case liveEvents.resume: {
        const out = game.resume(color, now);
        if (!out.ok) return refuse(out.reason);
        await store.deleteMovesFrom(this.db, id, game.moveCount);
        await store.setPhase(this.db, id, 'playing');
        await this.broadcastState(game);
        return this.botTurn(game);
      }
      case liveEvents.chat:
        return this.chat(game, userno, color, payload);
      default:
        return refuse('invalid');
    }
  }

  private checkTimeout(game: LiveGame, now: number): boolean {
    const running = game.clock.running;
    if (running === null) return false;
    const seat = game.seat(running);
    const awayAt = game.away.get(seat.userno);
    return game.timeout(now, awayAt !== undefined ? awayAt + this.graceMs : 0);
  }

  private async joinRoom(userno: number, gameId: string): Promise<void> {
    await this.io.in(userRoom(userno)).socketsJoin(gameRoom(gameId));
  }

  private async spectatorCount(game: LiveGame): Promise<number> {
    try {
      const sockets = await this.io.in(gameRoom(game.setup.id)).fetchSockets();
      const players = new Set([game.setup.black.userno, game.setup.white.userno]);
      const watchers = new Set<number>();
      for (const s of sockets) {
        const u = (s.data as { userno: number }).userno;
        if (!players.has(u)) watchers.add(u);
      }
      return watchers.size;
    } catch {
      return 0;
    }
  }

  private async countSpectators(game: LiveGame): Promise<void> {
    const count = await this.spectatorCount(game);
    this.io.to(gameRoom(game.setup.id)).emit(liveEvents.spectators, { gameId: game.setup.id, count });
  }

  private ratingView(game: LiveGame): LiveResultView | null {
    const r = game.result as
      | (LiveResult &
          Partial<Record<'blackPoints' | 'whitePoints' | 'blackStepAfter' | 'whiteStepAfter', number>>)
      | null;
    if (!r) return null;
    return {
      winner: r.winner,
      reason: r.reason,
      text: r.text,
      ...(r.blackScore !== undefined ? { blackScore: r.blackScore } : {}),
      ...(r.whiteScore !== undefined ? { whiteScore: r.whiteScore } : {}),
      blackPoints: r.blackPoints ?? 0,
      whitePoints: r.whitePoints ?? 0,
      blackStepAfter: r.blackStepAfter ?? game.setup.black.step,
      whiteStepAfter: r.whiteStepAfter ?? game.setup.white.step,
    };
  }

  private async sendState(game: LiveGame, userno: number): Promise<void> {
    const spectators = await this.spectatorCount(game);
    const view = game.view(this.now(), game.colorOf(userno), {
      spectators,
      connected: (u) => !game.away.has(u),
      rating: this.ratingView(game),
    });
    if (view.you !== 0) {
      const profile = await store.profileOf(this.db, userno);
      view.freeText = await store.freeTextAllowed(this.db, userno, profile?.freeChat ?? false);
    }
    this.io.to(userRoom(userno)).emit(liveEvents.state, view);
  }

  /** The whole state to the room; each client knows its own colour from the players' numbers. */
  private async broadcastState(game: LiveGame): Promise<void> {
    const spectators = await this.spectatorCount(game);
    const view = game.view(this.now(), 0, {
      spectators,
      connected: (u) => !game.away.has(u),
      rating: this.ratingView(game),
    });
    this.io.to(gameRoom(game.setup.id)).emit(liveEvents.state, view);
  }

  private async sendStored(userno: number, stored: store.StoredGame): Promise<void> {
    const game = LiveGame.restore(stored.setup, stored.moves, this.now());
    game.phase = 'ended';
    game.clock = { ...game.clock, running: null };
    game.result = stored.result;
    await this.joinRoom(userno, stored.setup.id);
    await this.sendState(game, userno);
  }

  /** Stores the result, rates a rated game between people, and tells the room. */
  private async finish(game: LiveGame): Promise<void> {
    const result = game.result;
    if (!result) return;
    const { setup } = game;
    const now = this.now();
    let extra = {
      blackPoints: 0,
      whitePoints: 0,
      blackStepAfter: setup.black.step,
      whiteStepAfter: setup.white.step,
    };
    await this.db.transaction().execute(async (tx) => {
      const people = setup.black.bot === 0 && setup.white.bot === 0;
      if (setup.rated && people && result.winner !== 0) {
        const [b, w] = await Promise.all([
          store.profileOf(tx, setup.black.userno),
          store.profileOf(tx, setup.white.userno),
        ]);
        if (b && w) {
          const blackWon = result.winner === BLACK;
          const change = rateGame({
            winner: blackWon ? { step: b.astep, points: b.rpoint } : { step: w.astep, points: w.rpoint },
            loser: blackWon ? { step: w.astep, points: w.rpoint } : { step: b.astep, points: b.rpoint },
            handicap: setup.handicap,
            winnerHadHandicap: blackWon,
            size: setup.size,
          });
          const blackAfter = blackWon ? change.winner : change.loser;
          const whiteAfter = blackWon ? change.loser : change.winner;
          await store.saveProfile(tx, b.userno, blackAfter.step, blackAfter.points, now);
          await store.saveProfile(tx, w.userno, whiteAfter.step, whiteAfter.points, now);
          extra = {
            blackPoints: blackWon ? change.points : -change.points,
            whitePoints: blackWon ? -change.points : change.points,
            blackStepAfter: blackAfter.step,
            whiteStepAfter: whiteAfter.step,
          };
        }
      }
      await tx
        .updateTable('live_games')
        .set({
          phase: 'ended',
          winner: result.winner,
          reason: result.reason,
          result: result.text,
          black_score: result.blackScore ?? null,
          white_score: result.whiteScore ?? null,
          dead: JSON.stringify(result.dead),
          black_points: extra.blackPoints,
          white_points: extra.whitePoints,
          black_step_after: extra.blackStepAfter,
          white_step_after: extra.whiteStepAfter,
          ended_at: now,
        })
        .where('id', '=', setup.id)
        .execute();
    });
    game.result = { ...result, ...extra } as LiveResult;
    await this.broadcastState(game);
    this.games.delete(setup.id);
  }

  private async chat(game: LiveGame, userno: number, color: Color | 0, payload: unknown): Promise<void> {
    const parsed = liveChatRequest.safeParse(payload);
    if (!parsed.success) return this.refuse(userno, liveEvents.chat, 'invalid', payload);
    // In-game chat is between the two players (spectators read the board only).
    if (color === 0) return this.refuse(userno, liveEvents.chat, 'not_a_player', payload);
    const profile = await store.profileOf(this.db, userno);
    const emoticons = await store.ownedEmoticons(this.db, userno, this.now() * 1000);
    const freeText = await store.freeTextAllowed(this.db, userno, profile?.freeChat ?? false);
    const check = checkChat({ freeText, emoticons }, parsed.data.line as ChatLine);
    if (!check.ok) return this.refuse(userno, liveEvents.chat, check.reason, payload);
    const at = this.now();
    const line = check.line;
    const body =
      line.kind === 'phrase' ? line.phrase : line.kind === 'emoticon' ? String(line.emoticon) : line.text;
    await this.db
      .insertInto('live_chat')
      .values({ game_id: game.setup.id, from_userno: userno, kind: line.kind, body, at_ms: at })
      .execute();
    const opponent = game.seat(color === BLACK ? WHITE : BLACK);
    const message = { gameId: game.setup.id, from: userno, line, at };
    const rooms = [userRoom(userno)];
    // A block silences the blocked player's lines (they still see their own).
    if (opponent.bot === 0 && !(await store.blocked(this.db, opponent.userno, userno)))
      rooms.push(userRoom(opponent.userno));
    this.io.to(rooms).emit(liveEvents.chatLine, message);
  }

  private async onReport(userno: number, payload: unknown): Promise<void> {
    const parsed = reportRequest.safeParse(payload);
    if (!parsed.success) return this.refuse(userno, liveEvents.report, 'invalid', payload);
    const stored = await store.loadGame(this.db, parsed.data.gameId);
    const color = stored
      ? stored.setup.black.userno === userno
        ? BLACK
        : stored.setup.white.userno === userno
          ? WHITE
          : 0
      : 0;
    if (!stored || color === 0) return this.refuse(userno, liveEvents.report, 'not_a_player', payload);
    const reported = color === BLACK ? stored.setup.white.userno : stored.setup.black.userno;
    const chat = await this.db
      .selectFrom('live_chat')
      .select(['from_userno', 'kind', 'body', 'at_ms'])
      .where('game_id', '=', stored.setup.id)
      .orderBy('id')
      .execute();
    const game = LiveGame.restore(stored.setup, stored.moves, this.now());
    const snapshot = JSON.stringify({
      sgf: liveGameSgf(stored.setup, game.record(), stored.result?.text ?? ''),
      chat,
    });
    await this.db
      .insertInto('live_reports')
      .values({
        reporter: userno,
        reported,
        game_id: stored.setup.id,
        note: parsed.data.note ?? '',
        snapshot,
        created_at: this.now(),
      })
      .execute();
    this.io
      .to(userRoom(userno))
      .emit(liveEvents.refused, { event: liveEvents.report, reason: 'reported', gameId: stored.setup.id });
  }

  private async onBlock(userno: number, payload: unknown): Promise<void> {
    const parsed = blockRequest.safeParse(payload);
    if (!parsed.success || parsed.data.userno === userno)
      return this.refuse(userno, liveEvents.block, 'invalid');
    const exists = await this.db
      .selectFrom('users')
      .select('userno')
      .where('userno', '=', parsed.data.userno)
      .executeTakeFirst();
    if (!exists) return this.refuse(userno, liveEvents.block, 'invalid');
    await this.db
      .insertInto('live_blocks')
      .values({ userno, blocked: parsed.data.userno, created_at: this.now() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    // Their pending challenges to this player go.
    for (const [id, c] of this.challenges)
      if (c.from === parsed.data.userno && c.to === userno) this.challenges.delete(id);
  }

  // ---- bot, dead stones, clocks, disconnects

  private async botTurn(game: LiveGame): Promise<void> {
    if (game.phase !== 'playing') return;
    const color = game.toMove();
    const seat = game.seat(color);
    if (seat.bot === 0) return;
    const moveNo = game.moveCount;
    const answer = await this.bots.ask({
      kind: 'genmove',
      position: game.start,
      moves: game.moves.map((m) => ({ color: m.color, vertex: m.vertex })),
      komi: game.setup.komi,
      level: seat.bot,
    });
    await this.serial(game.setup.id, async () => {
      if (game.phase !== 'playing' || game.moveCount !== moveNo || !this.games.has(game.setup.id)) return;
      const move = answer?.kind === 'genmove' ? answer.move : 'pass';
      if (move === 'resign') {
        game.resign(color, this.now());
        return this.finish(game);
      }
      const vertex = move === 'pass' ? PASS : move;
      let played = game.play(color, moveNo, vertex, this.now());
      if (!played.ok) played = game.play(color, moveNo, PASS, this.now());
      if (!played.ok) return;
      await this.storeOrRewind(game, played.value);
      const now = this.now();
      this.io.to(gameRoom(game.setup.id)).emit(liveEvents.moved, {
        gameId: game.setup.id,
        moveNo,
        color,
        vertex: played.value.vertex,
        captured: [...played.value.captured],
        clocks: game.clockView(now),
        serverTime: now,
      } satisfies LiveMovedView);
      // play() may have moved the game on to scoring (two passes).
      if ((game.phase as string) === 'scoring') {
        await store.setPhase(this.db, game.setup.id, 'scoring');
        await this.broadcastState(game);
        void this.suggestDead(game);
      }
    });
  }

  private async suggestDead(game: LiveGame): Promise<void> {
    const answer = await this.bots.ask(
      {
        kind: 'dead',
        position: game.start,
        moves: game.moves.map((m) => ({ color: m.color, vertex: m.vertex })),
        komi: game.setup.komi,
      },
      10_000,
    );
    await this.serial(game.setup.id, async () => {
      if (answer?.kind === 'dead') game.suggestDead(answer.dead);
      if (game.phase !== 'scoring') return;
      await this.broadcastState(game);
      await this.botAgrees(game);
    });
  }

  /** The bot agrees to whatever marks stand (its opponent decides; it is there to play, not to argue). */
  private async botAgrees(game: LiveGame): Promise<void> {
    if (game.phase !== 'scoring' || !game.marking) return;
    for (const color of [BLACK, WHITE] as const) {
      if (game.seat(color).bot === 0 || !game.marking) continue;
      const out = game.agree(color, game.marking.version, this.now());
      if (out.ok && out.value) return this.finish(game);
    }
    if (game.setup.black.bot > 0 || game.setup.white.bot > 0) await this.broadcastState(game);
  }

  private async tick(): Promise<void> {
    if (this.closed) return;
    const now = this.now();
    for (const game of this.games.values()) {
      if (game.phase !== 'playing') continue;
      const at = game.flagFallsAt();
      if (at === null || now < at) continue;
      void this.serial(game.setup.id, async () => {
        if (this.checkTimeout(game, this.now())) await this.finish(game);
      }).catch(() => undefined);
    }
    // Challenges expire; seeks pair as their windows widen.
    for (const [id, c] of this.challenges) if (now - c.at > CHALLENGE_TTL_MS) this.challenges.delete(id);
    if (this.localSeekers.size > 0) await this.pair().catch(() => undefined);
  }

  private async afterDisconnect(userno: number, socketId: string, gameIds: string[]): Promise<void> {
    // A seeker whose last socket here left stops seeking.
    const left = await this.io.in(userRoom(userno)).fetchSockets();
    const others = left.filter((s) => s.id !== socketId);
    if (others.length === 0 && this.localSeekers.has(userno)) await this.cancelSeek(userno);
    for (const gameId of gameIds) {
      const game = this.games.get(gameId);
      if (!game) continue;
      const stillHere = (await this.io.in(gameRoom(gameId)).fetchSockets()).some(
        (s) => s.id !== socketId && (s.data as { userno: number }).userno === userno,
      );
      if (game.colorOf(userno) === 0) {
        await this.countSpectators(game);
        continue;
      }
      if (stillHere || game.phase === 'ended') continue;
      game.away.set(userno, this.now());
      this.io.to(gameRoom(gameId)).emit(liveEvents.presence, {
        gameId,
        userno,
        connected: false,
        graceUntil: this.now() + this.graceMs,
      });
    }
  }

  /** The SGF of a game (any signed-in user may read it, as anyone may watch it). */
  async sgfOf(gameId: string): Promise<string | null> {
    const stored = await store.loadGame(this.db, gameId);
    if (!stored) return null;
    const game = LiveGame.restore(stored.setup, stored.moves, this.now());
    return liveGameSgf(stored.setup, game.record(), stored.result?.text ?? '');
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearInterval(t);
    await Promise.allSettled([...this.queues.values()]);
    // The games go back to nobody, so another process (or this one restarted) resumes them at once.
    await store.releaseOwned(this.db, this.processId).catch(() => undefined);
    this.games.clear();
    await this.bots.close();
    await this.moveWriter?.close();
  }
}
