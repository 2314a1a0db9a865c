// Problem reports (issue 14): a signed-in user flags a problem of the packs with the moves played; the
// call is validated (never a 5xx on bad input) and limited per hour; only academy admins list reports.
// Withdrawn problems (withdrawn.json) are not served: their group's other missions are numbered again.
// Runs on SQLite and, with DATABASE_URL, on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REPORTS_PER_HOUR } from '../../src/domain/content/problemReports';
import { packProblemIds, readContentPacks } from '../../server/content/packs';
import { accountMaker } from '../support/accounts';
import { createTestApp, fixturePacksDir, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const account = accountMaker(() => t, { prefix: 'flag' });

const ids = [...packProblemIds(fixturePacksDir)];
const studyId = ids.find((id) => id.startsWith('study/')) ?? '';

describe('reporting a problem (issue 14)', () => {
  it('stores a report with the moves played and the note; an admin lists it, with who sent it', async () => {
    expect(studyId).not.toBe('');
    const student = await account();
    const admin = await account('admin');
    const sent = await student.call('/api/problem/report', {
      problemId: studyId,
      kind: 'missing_answer',
      moves: ['C3', 'D4', 'pass'],
      note: '  C3 also captures  ',
    });
    expect(sent).toEqual({ errorcode: 0, reportId: expect.any(Number) });
    const list = await admin.call('/api/problem/reports', {});
    expect(list.errorcode).toBe(0);
    expect(list.reports).toContainEqual({
      reportId: sent.reportId,
      problemId: studyId,
      kind: 'missing_answer',
      note: 'C3 also captures',
      moves: ['C3', 'D4', 'pass'],
      userno: student.userno,
      username: student.username,
      createdAt: t.now.ms,
      withdrawn: false,
    });
    const one = await admin.call('/api/problem/reports', { problemId: 'dan9/s99-m0' });
    expect(one).toEqual({ errorcode: 0, reports: [] });
  });

  it('answers bad input with 400-class refusals, never 5xx', async () => {
    const student = await account();
    const good = { problemId: studyId, kind: 'wrong_answer', moves: [] };
    const bad: object[] = [
      {},
      { ...good, problemId: '../etc/passwd' },
      { ...good, problemId: 42 },
      { ...good, kind: 'rude' },
      { ...good, moves: ['Z99'] },
      { ...good, moves: ['I5'] },
      { ...good, moves: 'C3' },
      { ...good, moves: Array.from({ length: 101 }, () => 'pass') },
      { ...good, note: 'x'.repeat(281) },
      { ...good, userno: student.userno + 1000 },
    ];
    for (const body of bad) {
      const res = await student.raw('/api/problem/report', body);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.json().errorcode, JSON.stringify(body)).toBeLessThan(0);
    }
    // A well-formed id that names no problem of the packs.
    const unknown = await student.call('/api/problem/report', { ...good, problemId: 'study/zz-g99-m9' });
    expect(unknown.errorcode).toBe(-2);
    // Nobody signed in.
    expect((await t.post('/api/problem/report', good)).statusCode).toBe(401);
    const rows = await t.testDb.db.kysely
      .selectFrom('problem_reports')
      .select('report_id')
      .where('userno', '=', student.userno)
      .execute();
    expect(rows).toEqual([]);
  });

  it('lets a user send at most the hourly limit, then again after an hour', async () => {
    const student = await account();
    const body = { problemId: studyId, kind: 'unclear_text', moves: [] };
    for (let i = 0; i < MAX_REPORTS_PER_HOUR; i++)
      expect((await student.call('/api/problem/report', body)).errorcode).toBe(0);
    expect((await student.call('/api/problem/report', body)).errorcode).toBe(-4290);
    // An hour later (the reports moved back in time; the access token would not live an hour).
    await t.testDb.db.kysely
      .updateTable('problem_reports')
      .set({ created_at: t.now.ms - 3_600_001 })
      .where('userno', '=', student.userno)
      .execute();
    expect((await student.call('/api/problem/report', body)).errorcode).toBe(0);
  });

  it('keeps the list from students and teachers', async () => {
    for (const role of ['student', 'teacher'] as const) {
      const user = await account(role);
      await user.call('/api/problem/report', { problemId: studyId, kind: 'wrong_answer', moves: ['A1'] });
      expect(await user.call('/api/problem/reports', {})).toEqual({ errorcode: -4030 });
    }
  });
});

describe('withdrawn problems (issue 14)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'withdrawn-'));
  const file = path.join(dir, 'withdrawn.json');
  const write = (value: unknown) => fs.writeFileSync(file, JSON.stringify(value));

  it('are not served: the group keeps its other missions, numbered again', () => {
    const plain = readContentPacks(fixturePacksDir, file);
    const group = plain.study.categories[0]?.groups[0];
    const second = group?.missions[1];
    if (!group || !second) throw new Error('fixture study pack has no group of two missions');
    write({ problems: [{ id: group.missions[0]?.problemId, reason: 'a second answer works' }] });
    const packs = readContentPacks(fixturePacksDir, file);
    const after = packs.study.group(group.sno, group.gno);
    expect(after?.missions.length).toBe(group.missions.length - 1);
    expect(after?.missions[0]).toMatchObject({ jkno: 0, problemId: second.problemId });
    expect(packs.withdrawn.get(group.missions[0]?.problemId ?? '')).toBe('a second answer works');
    // Still a known problem: a report on it is accepted.
    expect(packs.problemIds.has(group.missions[0]?.problemId ?? '')).toBe(true);
  });

  it('of a packs folder other than the shipped one are read from inside it, never from beside it', () => {
    // A temporary CONTENT_DIR lives in a shared folder: a stray list beside it must not stop the start.
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    const packsDir = path.join(parent, 'packs');
    fs.cpSync(fixturePacksDir, packsDir, { recursive: true });
    fs.writeFileSync(
      path.join(parent, 'withdrawn.json'),
      JSON.stringify({ problems: [{ id: 'study/zz-g99-m9', reason: "someone else's list" }] }),
    );
    expect(readContentPacks(packsDir).withdrawn.size).toBe(0);
    fs.writeFileSync(
      path.join(packsDir, 'withdrawn.json'),
      JSON.stringify({ problems: [{ id: studyId, reason: 'a second answer works' }] }),
    );
    expect([...readContentPacks(packsDir).withdrawn.keys()]).toEqual([studyId]);
    fs.rmSync(parent, { recursive: true, force: true });
  });

  it('stop the start when the list is broken or names an unknown problem', () => {
    write({ problems: [{ id: 'study/zz-g99-m9', reason: 'gone' }] });
    expect(() => readContentPacks(fixturePacksDir, file)).toThrow(/unknown_id/);
    write({ problems: [{ id: studyId, reason: ' ' }] });
    expect(() => readContentPacks(fixturePacksDir, file)).toThrow(/missing_reason/);
  });
});
