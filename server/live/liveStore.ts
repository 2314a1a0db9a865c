// What live games keep in the database (migration 016, issue 18): profiles (step and rank points), games,
// moves with the clocks after each, chat, blocks, reports, seeks, and which process owns a running game.
import type { Kysely } from 'kysely';
import type { Color, Vertex } from '../../src/domain/go';
import {
  WEAKEST_STEP,
  type GameClock,
  type LiveBoardSize,
  type TimeControlName,
} from '../../src/domain/live';
import type { Database } from '../db/schema';
import type { LiveResult, LiveSetup, MoveRecord } from './liveGame';
import type { MoveRow, MoveWriter } from './moveWriter';

type Db = Kysely<Database>;

export interface Profile {
  userno: number;
  username: string;
  astep: number;
  rpoint: number;
  freeChat: boolean;
}

/** The user's live profile; a player who never played starts at the weakest step with 0 points. */
export async function profileOf(db: Db, userno: number): Promise<Profile | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('live_profiles', 'live_profiles.userno', 'users.userno')
    .select([
      'users.userno',
      'users.username',
      'users.use_stop_flag',
      'live_profiles.astep',
      'live_profiles.rpoint',
      'live_profiles.free_chat',
    ])
    .where('users.userno', '=', userno)
    .executeTakeFirst();
  if (!row || row.use_stop_flag !== 0) return null;
  return {
    userno: row.userno,
    username: row.username,
    astep: row.astep ?? WEAKEST_STEP,
    rpoint: row.rpoint ?? 0,
    freeChat: row.free_chat === 1,
  };
}

export async function saveProfile(
  db: Db,
  userno: number,
  astep: number,
  rpoint: number,
  nowMs: number,
): Promise<void> {
  await db
    .insertInto('live_profiles')
    .values({ userno, astep, rpoint, updated_at: nowMs, games: 1 })
    .onConflict((oc) =>
      oc.column('userno').doUpdateSet((eb) => ({
        astep,
        rpoint,
        updated_at: nowMs,
        games: eb('live_profiles.games', '+', 1),
      })),
    )
    .execute();
}

export async function ownedEmoticons(db: Db, userno: number, nowUs: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_items')
    .select(['ref_id', 'stime_us', 'use_day'])
    .where('userno', '=', userno)
    .where('kind', '=', 'emoticon')
    .execute();
  const day = 86_400_000_000;
  return rows.filter((r) => r.use_day === 0 || r.stime_us + r.use_day * day > nowUs).map((r) => r.ref_id);
}

/**
 * Whether the player may type free text in live chat (issue 18): a student of an academy class when the
 * class's teacher turned free text on (chat_free_text), else only an account whose live profile allows it
 * (free_chat; off by default, so children's accounts have the fixed phrases and emoticons only).
 */
export async function freeTextAllowed(db: Db, userno: number, profileAllows: boolean): Promise<boolean> {
  const row = await db
    .selectFrom('class_students')
    .innerJoin('classes', 'classes.class_id', 'class_students.class_id')
    .select(['classes.chat_free_text', 'classes.archived_at'])
    .where('class_students.userno', '=', userno)
    .executeTakeFirst();
  if (row && Number(row.archived_at) === 0) return row.chat_free_text === 1;
  return profileAllows;
}

/**
 * Whether `userno` may start live games: a student of a class (not archived) only while the teacher leaves
 * live play on for it (issue 19); everyone else always.
 */
export async function livePlayAllowed(db: Db, userno: number): Promise<boolean> {
  const row = await db
    .selectFrom('class_students')
    .innerJoin('classes', 'classes.class_id', 'class_students.class_id')
    .select(['classes.live_on', 'classes.archived_at'])
    .where('class_students.userno', '=', userno)
    .executeTakeFirst();
  return !row || Number(row.archived_at) !== 0 || row.live_on !== 0;
}

/** Whether `userno` blocked `other`. */
export async function blocked(db: Db, userno: number, other: number): Promise<boolean> {
  const row = await db
    .selectFrom('live_blocks')
    .select('userno')
    .where('userno', '=', userno)
    .where('blocked', '=', other)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertGame(db: Db, setup: LiveSetup, owner: string): Promise<void> {
  await db
    .insertInto('live_games')
    .values({
      id: setup.id,
      black: setup.black.userno || null,
      white: setup.white.userno || null,
      black_bot: setup.black.bot,
      white_bot: setup.white.bot,
      black_name: setup.black.name,
      white_name: setup.white.name,
      black_step: setup.black.step,
      white_step: setup.white.step,
      size: setup.size,
      komi: setup.komi,
      handicap: setup.handicap,
      control: setup.control,
      rated: setup.rated ? 1 : 0,
      teaching: setup.teaching ? 1 : 0,
      phase: 'playing',
      started_at: setup.startedAt,
      owner,
      owner_seen: setup.startedAt,
    })
    .execute();
}

/** Rows of one multi-row insert: 9 values each stays under SQLite's oldest limit of 999 parameters. */
const MOVES_PER_INSERT = 100;

function moveRow(gameId: string, move: MoveRecord): MoveRow {
  return {
    game_id: gameId,
    move_no: move.moveNo,
    color: move.color,
    vertex: move.vertex,
    at_ms: move.atMs,
    black_ms: Math.round(move.clock.black.mainMs),
    black_periods: move.clock.black.periods,
    white_ms: Math.round(move.clock.white.mainMs),
    white_periods: move.clock.white.periods,
  };
}

/**
 * Stores moves of any games at once: one commit (one sync to disk) for all of them, where one insert per
 * move paid a commit each and bounded the whole server at the disk's syncs per second. All or none.
 * On SQLite the server passes its move writer (`moveWriter.ts`), which commits on a thread of its own.
 */
export async function insertMoves(
  db: Db,
  moves: ReadonlyArray<{ gameId: string; move: MoveRecord }>,
  writer?: MoveWriter,
): Promise<void> {
  const rows = moves.map(({ gameId, move }) => moveRow(gameId, move));
  if (rows.length === 0) return;
  if (writer) return writer.write(rows);
  if (rows.length <= MOVES_PER_INSERT) {
    await db.insertInto('live_moves').values(rows).execute();
    return;
  }
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < rows.length; i += MOVES_PER_INSERT)
      await tx
        .insertInto('live_moves')
        .values(rows.slice(i, i + MOVES_PER_INSERT))
        .execute();
  });
}

export async function deleteMovesFrom(db: Db, gameId: string, moveNo: number): Promise<void> {
  await db.deleteFrom('live_moves').where('game_id', '=', gameId).where('move_no', '>=', moveNo).execute();
}

export async function setPhase(db: Db, gameId: string, phase: string): Promise<void> {
  await db.updateTable('live_games').set({ phase }).where('id', '=', gameId).execute();
}

export interface StoredGame {
  setup: LiveSetup;
  phase: string;
  owner: string;
  ownerSeen: number;
  result:
    | (LiveResult & {
        blackPoints: number;
        whitePoints: number;
        blackStepAfter: number;
        whiteStepAfter: number;
      })
    | null;
  moves: Array<{ color: Color; vertex: Vertex; clock: Pick<GameClock, 'black' | 'white'> }>;
}

export async function loadGame(db: Db, gameId: string): Promise<StoredGame | null> {
  const g = await db.selectFrom('live_games').selectAll().where('id', '=', gameId).executeTakeFirst();
  if (!g) return null;
  const moves = await db
    .selectFrom('live_moves')
    .selectAll()
    .where('game_id', '=', gameId)
    .orderBy('move_no')
    .execute();
  const setup: LiveSetup = {
    id: g.id,
    size: g.size as LiveBoardSize,
    komi: g.komi,
    handicap: g.handicap,
    control: g.control as TimeControlName,
    rated: g.rated === 1,
    teaching: g.teaching === 1,
    black: { userno: g.black ?? 0, name: g.black_name, step: g.black_step, bot: g.black_bot },
    white: { userno: g.white ?? 0, name: g.white_name, step: g.white_step, bot: g.white_bot },
    startedAt: Number(g.started_at),
  };
  const result =
    g.phase === 'ended'
      ? {
          winner: g.winner as Color | 0,
          reason: g.reason as LiveResult['reason'],
          text: g.result,
          ...(g.black_score !== null ? { blackScore: g.black_score } : {}),
          ...(g.white_score !== null ? { whiteScore: g.white_score } : {}),
          dead: JSON.parse(g.dead) as Vertex[],
          blackPoints: g.black_points,
          whitePoints: g.white_points,
          blackStepAfter: g.black_step_after,
          whiteStepAfter: g.white_step_after,
        }
      : null;
  return {
    setup,
    phase: g.phase,
    owner: g.owner,
    ownerSeen: Number(g.owner_seen),
    result,
    moves: moves.map((m) => ({
      color: m.color as Color,
      vertex: m.vertex,
      clock: {
        black: { mainMs: Number(m.black_ms), periods: m.black_periods },
        white: { mainMs: Number(m.white_ms), periods: m.white_periods },
      },
    })),
  };
}

/** Takes a running game whose owner went quiet before `staleBefore` (or has none). True when this process won it. */
export async function claimGame(
  db: Db,
  gameId: string,
  owner: string,
  nowMs: number,
  staleBefore: number,
): Promise<boolean> {
  const res = await db
    .updateTable('live_games')
    .set({ owner, owner_seen: nowMs })
    .where('id', '=', gameId)
    .where('phase', '!=', 'ended')
    .where((eb) => eb.or([eb('owner', '=', ''), eb('owner', '=', owner), eb('owner_seen', '<', staleBefore)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The heartbeat: this process still runs its games. */
export async function touchOwned(db: Db, owner: string, nowMs: number): Promise<void> {
  await db
    .updateTable('live_games')
    .set({ owner_seen: nowMs })
    .where('owner', '=', owner)
    .where('phase', '!=', 'ended')
    .execute();
}

export async function releaseOwned(db: Db, owner: string): Promise<void> {
  await db
    .updateTable('live_games')
    .set({ owner: '', owner_seen: 0 })
    .where('owner', '=', owner)
    .where('phase', '!=', 'ended')
    .execute();
}

/** Running games nobody runs now (after a restart): this process resumes them. */
export async function orphanedGames(db: Db, staleBefore: number): Promise<string[]> {
  const rows = await db
    .selectFrom('live_games')
    .select('id')
    .where('phase', '!=', 'ended')
    .where((eb) => eb.or([eb('owner', '=', ''), eb('owner_seen', '<', staleBefore)]))
    .execute();
  return rows.map((r) => r.id);
}

export async function runningGamesOf(db: Db, userno: number): Promise<string[]> {
  const rows = await db
    .selectFrom('live_games')
    .select('id')
    .where('phase', '!=', 'ended')
    .where((eb) => eb.or([eb('black', '=', userno), eb('white', '=', userno)]))
    .execute();
  return rows.map((r) => r.id);
}

/** Whether the two are opponents in a game that has not ended (the opponent half of the message rule). */
export async function areOpponents(db: Db, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('live_games')
    .select('id')
    .where('phase', '!=', 'ended')
    .where((eb) =>
      eb.or([
        eb.and([eb('black', '=', a), eb('white', '=', b)]),
        eb.and([eb('black', '=', b), eb('white', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
