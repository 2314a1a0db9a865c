// A student's progress survives a content change (issue 14): progress is stored by ids only — study
// results by (kind, category, group, mission), single-play progress by (single type, group) with the
// last open mission and the stars — never by a problem's position, so regenerated packs keep every
// medal and star where the group still exists. Here the server runs on the shipped packs (regenerated
// for issue 14) over a database that holds progress written under the old ones, including a group the
// new packs no longer have: it is served unchanged, and the missing group answers "not found", not a
// server error. Progress needs no migration; the ratings of problems replaced under their ids do (021, for
// ninth-dan steps 6–10, and 022, for the study groups replaced in place: tests/api/migrate.test.ts). A
// group replaced in place keeps its number, so a student's medals and stars on it stay.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpPlayer, type SignedInPlayer, type TestApp } from '../support/testApp';

const shippedPacks = path.resolve(new URL('.', import.meta.url).pathname, '../../server/content/packs');

let t: TestApp;
let student: SignedInPlayer;
beforeAll(async () => {
  t = await createTestApp({ contentDir: shippedPacks });
  student = await signUpPlayer(t, 'packs', 1);
  const db = t.testDb.db.kysely;
  const at = t.now.ms - 86_400_000;
  // Written under the old packs: three solved study missions and one tried, ninth-dan step 1 mission 0,
  // single-play puzzle group 2 cleared up to mission 4 with 11 stars, and a puzzle group 99 that the new
  // packs do not have.
  const result = (kind: 'study' | 'dan9', sno: number, gno: number, jkno: number, solved: number) => ({
    userno: student.userno,
    kind,
    sno,
    gno,
    jkno,
    try_id: null,
    solved,
    moves: 'D4',
    created_at: at,
  });
  await db
    .insertInto('study_results')
    .values([
      result('study', 1, 1, 0, 1),
      result('study', 1, 1, 1, 1),
      result('study', 1, 1, 2, 1),
      result('study', 1, 1, 3, 0),
      // ip 2, replaced in place by problems answered in two moves (tools/content/replaced.ts).
      result('study', 1, 2, 0, 1),
      result('study', 1, 2, 1, 1),
      result('dan9', 1, 0, 0, 1),
    ])
    .execute();
  await db
    .insertInto('single_progress')
    .values([
      { userno: student.userno, sno: 3, gno: 2, lastjkno: 4, starsum: 11, updated_at: at },
      { userno: student.userno, sno: 3, gno: 99, lastjkno: 7, starsum: 20, updated_at: at },
    ])
    .execute();
  // Loading and checking the shipped packs (every lesson replayed) takes seconds, more on a busy machine.
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('progress across a content change', () => {
  it('keeps the study medals of a group that still exists, and its missions still load', async () => {
    const progress = await student.call('/api/study/group/progress', { kind: 'study', sno: 1, gno: 1 });
    expect(progress).toMatchObject({ errorcode: 0, solved: [0, 1, 2], tried: [3] });
    const mission = await student.call('/api/study/mission/info', { sno: 1, gno: 1, jkno: 3 });
    expect(mission.errorcode).toBe(0);
  });

  it('keeps the study medals of a group replaced in place, and its new missions load', async () => {
    const progress = await student.call('/api/study/group/progress', { kind: 'study', sno: 1, gno: 2 });
    expect(progress).toMatchObject({ errorcode: 0, solved: [0, 1], tried: [] });
    const mission = await student.call('/api/study/mission/info', { sno: 1, gno: 2, jkno: 0 });
    expect(mission.errorcode).toBe(0);
  });

  it('keeps the single-play progress and stars of a group that still exists', async () => {
    const all = await student.call('/api/single/group/info', { userno: student.userno, sno: 3 });
    expect(all.errorcode).toBe(0);
    expect(all.UserGroupSingleInfo).toEqual(
      expect.arrayContaining([{ sno: 3, gno: 2, lastjkno: 4, starsum: 11 }]),
    );
    const group = await student.call('/api/single/user/info', { userno: student.userno, sno: 3, gno: 2 });
    expect(group).toMatchObject({ errorcode: 0, lastjkno: 4, starsum: 11 });
    const missions = group.UserSingleMissionInfo as { jkno: number; cleared: boolean; open: boolean }[];
    expect(missions.filter((m) => m.cleared).map((m) => m.jkno)).toEqual([0, 1, 2, 3]);
    expect(missions.find((m) => m.jkno === 4)?.open).toBe(true);
  });

  it('answers "not found" for a group the new packs lack, without a server error', async () => {
    const gone = await student.call('/api/single/user/info', { userno: student.userno, sno: 3, gno: 99 });
    expect(gone.errorcode).toBe(-2);
  });
});
