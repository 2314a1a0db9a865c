// Reads what the real server stored (issue 7): the browser tests check the server's own tables, not what the
// app shows, so a lost or doubled write cannot hide behind the screen. The e2e server runs on SQLite; the
// file is opened read-only beside it (WAL lets a reader run next to the writer).
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { tierDefinition, type TierIndex } from '../../../src/domain/rules/tryQuestTiers';

/** One user's part of the server's state, in a stable order so two snapshots compare with toEqual. */
export interface UserState {
  userno: number;
  balances: { heart: number; gold: number; gem: number } | null;
  /** Every ledger line, oldest first. */
  ledger: { currency: string; delta: number; balanceAfter: number; reason: string }[];
  /** Practice results (outside a try run), oldest first. */
  practice: { sno: number; gno: number; jkno: number; solved: boolean; moves: string }[];
  /** Try runs in the order the server opened them, with the answers credited to each. */
  tryRuns: {
    tryId: string;
    sno: number;
    gno: number;
    finished: boolean;
    cno: number | null;
    answers: { jkno: number; solved: boolean }[];
  }[];
  slots: { sno: number; gno: number; slot: number; cno: number }[];
  totals: { sno: number; tryCount: number; spoint: number }[];
  /** Idempotency keys claimed, per write path (each replayable write the app sent, once). */
  keysByPath: Record<string, number>;
}

export interface ServerDb {
  userno(username: string): Promise<number>;
  state(userno: number): Promise<UserState>;
  /** How many of the user's sessions (refresh families) the server still honours. */
  liveSessions(userno: number): Promise<number>;
  /** The trainer: answered drills and the stored step (null before the first drill). */
  trainer(userno: number): Promise<{ served: number; answered: number; bstep: number | null }>;
  close(): Promise<void>;
}

export function openServerDb(dataDir: string): ServerDb {
  const sqlite = new SQLite(path.join(dataDir, 'hoshi.sqlite'), { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    async userno(username) {
      const row = await db
        .selectFrom('users')
        .select('userno')
        .where('username', '=', username.toLowerCase())
        .executeTakeFirstOrThrow();
      return row.userno;
    },
    async trainer(userno) {
      const drills = await db
        .selectFrom('trainer_drills')
        .select(['drill_id', 'answered_at'])
        .where('userno', '=', userno)
        .execute();
      const step = await db
        .selectFrom('trainer_steps')
        .select('bstep')
        .where('userno', '=', userno)
        .executeTakeFirst();
      const answered = drills.filter((d) => d.answered_at !== null).length;
      return { served: drills.length, answered, bstep: step?.bstep ?? null };
    },
    async liveSessions(userno) {
      const rows = await db
        .selectFrom('refresh_tokens')
        .select('family_id')
        .distinct()
        .where('userno', '=', userno)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', Date.now())
        .execute();
      return rows.length;
    },
    async state(userno) {
      const balances = await db
        .selectFrom('balances')
        .select(['heart_count', 'gold', 'gem'])
        .where('userno', '=', userno)
        .executeTakeFirst();
      const ledger = await db
        .selectFrom('ledger')
        .select(['currency', 'delta', 'balance_after', 'reason'])
        .where('userno', '=', userno)
        .orderBy('id')
        .execute();
      const results = await db
        .selectFrom('study_results')
        .select(['sno', 'gno', 'jkno', 'try_id', 'solved', 'moves'])
        .where('userno', '=', userno)
        .where('kind', '=', 'study')
        .orderBy('id')
        .execute();
      const runs = await db
        .selectFrom('study_try_runs')
        .select(['try_id', 'sno', 'gno', 'finished_at', 'cno'])
        .where('userno', '=', userno)
        .where('kind', '=', 'study')
        // The order the server opened them (two starts may share a millisecond).
        .orderBy(sql`rowid`)
        .execute();
      const slots = await db
        .selectFrom('study_try_slots')
        .select(['sno', 'gno', 'slot', 'cno'])
        .where('userno', '=', userno)
        .where('kind', '=', 'study')
        .orderBy('sno')
        .orderBy('gno')
        .orderBy('slot')
        .execute();
      const totals = await db
        .selectFrom('study_totals')
        .select(['sno', 'try_count', 'spoint'])
        .where('userno', '=', userno)
        .where('kind', '=', 'study')
        .orderBy('sno')
        .execute();
      const keys = await db
        .selectFrom('idempotency_keys')
        .select(['path'])
        .where('userno', '=', userno)
        .execute();
      const keysByPath: Record<string, number> = {};
      for (const { path: p } of keys) keysByPath[p] = (keysByPath[p] ?? 0) + 1;
      return {
        userno,
        balances: balances ? { heart: balances.heart_count, gold: balances.gold, gem: balances.gem } : null,
        ledger: ledger.map((l) => ({
          currency: l.currency,
          delta: l.delta,
          balanceAfter: l.balance_after,
          reason: l.reason,
        })),
        practice: results
          .filter((r) => r.try_id === null)
          .map((r) => ({ sno: r.sno, gno: r.gno, jkno: r.jkno, solved: r.solved === 1, moves: r.moves })),
        tryRuns: runs.map((run) => ({
          tryId: run.try_id,
          sno: run.sno,
          gno: run.gno,
          finished: run.finished_at !== null,
          cno: run.cno,
          answers: results
            .filter((r) => r.try_id === run.try_id)
            .map((r) => ({ jkno: r.jkno, solved: r.solved === 1 })),
        })),
        slots: slots.map((s) => ({ sno: s.sno, gno: s.gno, slot: s.slot, cno: s.cno })),
        totals: totals.map((t) => ({ sno: t.sno, tryCount: t.try_count, spoint: t.spoint })),
        keysByPath,
      };
    },
    close: () => db.destroy(),
  };
}

/**
 * Seeded progress for screens that need a day of play behind them (the daily reward): `count` first
 * practice solves of study missions for `userno` at `atMs`, written into the running server's database the
 * way /api/study/work/result records them (a result and its paying claim). The fixture packs hold too few
 * missions to earn the day's targets through the screens.
 */
export function seedFirstSolves(dataDir: string, userno: number, count: number, atMs: number): void {
  const sqlite = new SQLite(path.join(dataDir, 'hoshi.sqlite'), { fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  try {
    const result = sqlite.prepare(
      `insert into study_results (userno, kind, sno, gno, jkno, try_id, solved, moves, created_at)
       values (?, 'study', 90, 1, ?, null, 1, 'D3', ?)`,
    );
    const claim = sqlite.prepare(
      `insert into study_practice_solves (userno, kind, sno, gno, jkno, result_id, solved_at)
       values (?, 'study', 90, 1, ?, ?, ?)`,
    );
    sqlite.transaction(() => {
      for (let jkno = 0; jkno < count; jkno++) {
        const id = result.run(userno, jkno, atMs).lastInsertRowid;
        claim.run(userno, jkno, id, atMs);
      }
    })();
  } finally {
    sqlite.close();
  }
}

/**
 * A missed practice answer of `userno` at `now`, and the problem's first-try record over every student
 * (issue 14) as the ratings would have made it, straight in the server's database: what the class view's
 * "missed most" rows show a teacher.
 */
export function seedMissWithFirstTries(
  dataDir: string,
  userno: number,
  mission: { sno: number; gno: number; jkno: number; problemId: string },
  record: { attempts: number; solved: number },
  atMs: number,
): void {
  const sqlite = new SQLite(path.join(dataDir, 'hoshi.sqlite'), { fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  try {
    sqlite.transaction(() => {
      sqlite
        .prepare(
          `insert into study_results (userno, kind, sno, gno, jkno, try_id, solved, moves, created_at)
           values (?, 'study', ?, ?, ?, null, 0, 'A1', ?)`,
        )
        .run(userno, mission.sno, mission.gno, mission.jkno, atMs);
      sqlite
        .prepare(
          `insert into problem_ratings (problem_id, rating, rd, vol, attempts, solved_first, updated_at)
           values (?, 1550, 200, 0.06, ?, ?, ?)`,
        )
        .run(mission.problemId, record.attempts, record.solved, atMs);
    })();
  } finally {
    sqlite.close();
  }
}

/**
 * Stores progress that meets every target of the try-quest tiers given (as the single, study and trainer
 * calls would: single progress, a gold try-run slot, study points, the trainer step), straight in the
 * server's database, so a browser test can claim the tiers without playing hundreds of puzzles.
 */
export function seedTryQuestTiers(dataDir: string, userno: number, tiers: readonly TierIndex[]): void {
  const sqlite = new SQLite(path.join(dataDir, 'hoshi.sqlite'), { fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  try {
    const single = sqlite.prepare(
      `insert into single_progress (userno, sno, gno, lastjkno, starsum, updated_at) values (?, ?, 1, ?, 0, 0)
       on conflict (userno, sno, gno) do update set lastjkno = max(lastjkno, excluded.lastjkno)`,
    );
    const slot = sqlite.prepare(
      `insert into study_try_slots (userno, kind, sno, gno, slot, cno, created_at)
       values (?, 'study', ?, ?, 0, 10, 0) on conflict do nothing`,
    );
    const points = sqlite.prepare(
      `insert into study_totals (userno, kind, sno, try_count, spoint) values (?, 'study', ?, 1, ?)
       on conflict (userno, kind, sno) do update set spoint = max(spoint, excluded.spoint)`,
    );
    const step = sqlite.prepare(
      `insert into trainer_steps (userno, bstep, btype, updated_at) values (?, ?, 0, 0)
       on conflict (userno) do update set bstep = min(bstep, excluded.bstep)`,
    );
    sqlite.transaction(() => {
      for (const index of tiers) {
        const tier = tierDefinition(index);
        if (!tier) throw new Error(`no try-quest tier ${index}`);
        for (const t of tier.singleTargets) single.run(userno, t.singleType, t.neededCount);
        for (const t of tier.studyTargets) slot.run(userno, t.categoryId, t.groupId);
        for (const t of tier.rankTargets) points.run(userno, t.categoryId, t.points);
        if (tier.stepTarget !== null) step.run(userno, tier.stepTarget);
      }
    })();
  } finally {
    sqlite.close();
  }
}
