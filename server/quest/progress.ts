// The player's try-quest progress, read from what the server stores: the trainer step (trainer_steps),
// study medals from the try slots with the same rule the study calls use (studyPoints.ts `groupMedal`
// against the appini thresholds), rank points (study_totals), and cleared single missions
// (single_progress through `singleProgressFromGroup`). R4.10–R4.15.
import type { Kysely } from 'kysely';
import { groupMedal, type TrySlot } from '../../src/domain/rules/studyPoints';
import {
  singleProgressFromGroup,
  type RankPointsEntry,
  type SingleProgressEntry,
  type StudyMedalEntry,
  type TryQuestProgress,
} from '../../src/domain/rules/tryQuest';
import { medalThresholds } from '../content/appConfig';
import type { Database } from '../db/schema';

type Tx = Kysely<Database>;

/**
 * The trainer step of a player the trainer has not placed yet: 40, the weakest step target (tier 2), as
 * /api/bpower/info answers. Lower is stronger (DESIGN.md); the migration's column default is the same.
 */
export const DEFAULT_TRAINER_STEP = 40;
export const DEFAULT_TRAINER_TYPE = 0;

export async function trainerStepOf(tx: Tx, userno: number): Promise<{ bstep: number; btype: number }> {
  const row = await tx
    .selectFrom('trainer_steps')
    .select(['bstep', 'btype'])
    .where('userno', '=', userno)
    .executeTakeFirst();
  return row ?? { bstep: DEFAULT_TRAINER_STEP, btype: DEFAULT_TRAINER_TYPE };
}

/** R4.13: every study group's medal, from its try slots. */
export async function studyMedalsOf(tx: Tx, userno: number): Promise<StudyMedalEntry[]> {
  const rows = await tx
    .selectFrom('study_try_slots')
    .select(['sno', 'gno', 'slot', 'cno'])
    .where('userno', '=', userno)
    .where('kind', '=', 'study')
    .orderBy('sno')
    .orderBy('gno')
    .orderBy('slot')
    .execute();
  const groups = new Map<string, { sno: number; gno: number; slots: TrySlot[] }>();
  for (const row of rows) {
    const key = `${row.sno}/${row.gno}`;
    const group = groups.get(key) ?? { sno: row.sno, gno: row.gno, slots: [] };
    group.slots.push({ slot: row.slot, correctCount: row.cno });
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    categoryId: g.sno,
    groupId: g.gno,
    medal: groupMedal(g.sno, g.slots, medalThresholds),
  }));
}

/** R4.14: study points per category (StudyTotalTryInfo2). */
export async function rankPointsOf(tx: Tx, userno: number): Promise<RankPointsEntry[]> {
  const rows = await tx
    .selectFrom('study_totals')
    .select(['sno', 'spoint'])
    .where('userno', '=', userno)
    .where('kind', '=', 'study')
    .orderBy('sno')
    .execute();
  return rows.map((r) => ({ categoryId: r.sno, points: r.spoint }));
}

/** R4.15: cleared missions per single group, in group order (the order entries are processed in). */
export async function singlesOf(tx: Tx, userno: number): Promise<SingleProgressEntry[]> {
  const rows = await tx
    .selectFrom('single_progress')
    .select(['sno', 'gno', 'lastjkno', 'starsum'])
    .where('userno', '=', userno)
    .orderBy('sno')
    .orderBy('gno')
    .execute();
  return rows.map(singleProgressFromGroup);
}

export async function tryQuestProgressOf(tx: Tx, userno: number): Promise<TryQuestProgress> {
  const trainer = await trainerStepOf(tx, userno);
  return {
    trainerStep: trainer.bstep,
    trainerType: trainer.btype,
    singles: await singlesOf(tx, userno),
    studyMedals: await studyMedalsOf(tx, userno),
    rankPoints: await rankPointsOf(tx, userno),
  };
}

/** R3.32: the receipts, one per received tier, oldest tier first. */
export async function receiptsOf(tx: Tx, userno: number): Promise<{ tindex: number; receivedAt: number }[]> {
  const rows = await tx
    .selectFrom('tryquest_receipts')
    .select(['tindex', 'received_at'])
    .where('userno', '=', userno)
    .orderBy('tindex')
    .execute();
  return rows.map((r) => ({ tindex: r.tindex, receivedAt: r.received_at }));
}
