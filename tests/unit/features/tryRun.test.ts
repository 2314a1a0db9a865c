// The try run's timer and its predicted result (issue 6): one answer per mission in order, nothing counted
// after the time or after the end, the clock frozen at the end; the slot, medal and points predicted with
// the rules engine exactly as the server computes them (R1.04, R4.05–R4.07, R9.01); the study overview's
// medals and gold crowns (R4.08) and the paging of groups by the tab strips (R3.02, R9.05).
import { describe, expect, it } from 'vitest';
import { groupMedal, slotForTryRun, tryRunPoints } from '../../../src/domain/rules/studyPoints';
import type { MedalThresholds } from '../../../src/domain/rules/medal';
import {
  correctCount,
  currentMission,
  finishTryRun,
  isComplete,
  isTimeUp,
  newTryId,
  predictTryRun,
  recordAnswer,
  remainingMs,
  startTryRun,
  tryResultBody,
} from '../../../src/features/study/tryRun';
import { groupPages, stripOfCategory, studyOverview } from '../../../src/features/study/studyOverview';
import type { StudyInfo } from '../../../src/features/study/useStudyInfo';

const thresholds: MedalThresholds = { gold: 9, silver: 7, bronze: 5 };
const t0 = 1_700_000_000_000;

function run(missions = 10, slotsBefore: { slot: number; correctCount: number }[] = [], categoryId = 2) {
  return startTryRun({
    kind: 'study',
    tryId: 'run-0001',
    categoryId,
    groupId: 1,
    missionIndexes: Array.from({ length: missions }, (_, i) => i),
    durationSeconds: 600,
    heartCost: 1,
    slotsBefore,
    nowMs: t0,
    startKey: 'start-key',
  });
}

function answerAll(r: ReturnType<typeof run>, solved: boolean[], atMs = t0 + 1000) {
  let next = r;
  solved.forEach((ok, i) => {
    next = recordAnswer(next, { missionIndex: i, moves: ['D3'], solved: ok }, atMs);
  });
  return next;
}

describe('try-run timer', () => {
  it('counts down from the group’s seconds and stops at zero', () => {
    const r = run();
    expect(remainingMs(r, t0)).toBe(600_000);
    expect(remainingMs(r, t0 + 59_500)).toBe(540_500);
    expect(isTimeUp(r, t0 + 599_999)).toBe(false);
    expect(isTimeUp(r, t0 + 600_000)).toBe(true);
    expect(remainingMs(r, t0 + 700_000)).toBe(0);
  });

  it('takes one answer per mission, in order, and ends when every mission has one', () => {
    let r = run(3);
    expect(currentMission(r)).toEqual({ position: 0, missionIndex: 0 });
    r = recordAnswer(r, { missionIndex: 1, moves: [], solved: true }, t0);
    expect(r.answers).toHaveLength(0);
    r = answerAll(r, [true, false, true]);
    expect(isComplete(r)).toBe(true);
    expect(currentMission(r)).toBeNull();
    expect(correctCount(r)).toBe(2);
    expect(recordAnswer(r, { missionIndex: 2, moves: [], solved: true }, t0).answers).toHaveLength(3);
  });

  it('counts no answer after the time ran out or after the run ended', () => {
    const late = recordAnswer(run(), { missionIndex: 0, moves: ['D3'], solved: true }, t0 + 600_000);
    expect(late.answers).toHaveLength(0);
    const ended = finishTryRun(run(), t0 + 5_000, 'finish-key');
    expect(recordAnswer(ended, { missionIndex: 0, moves: [], solved: true }, t0 + 6_000).answers).toEqual([]);
  });

  it('freezes the clock at the end (at the deadline when the end came later) and ends once', () => {
    const early = finishTryRun(run(), t0 + 30_000, 'k1');
    expect(remainingMs(early, t0 + 400_000)).toBe(570_000);
    expect(finishTryRun(early, t0 + 50_000, 'k2')).toBe(early);
    const overdue = finishTryRun(run(), t0 + 900_000, 'k3');
    expect(overdue.finishedAtMs).toBe(t0 + 600_000);
    expect(remainingMs(overdue, t0 + 900_000)).toBe(0);
  });

  it('sends every answer with its moves as the server reads them', () => {
    const r = answerAll(run(2), [true, false]);
    expect(tryResultBody(r, 7)).toEqual({
      userno: 7,
      tryId: 'run-0001',
      answers: [
        { jkno: 0, moves: ['D3'] },
        { jkno: 1, moves: ['D3'] },
      ],
    });
  });

  it('chooses run ids the server accepts', () => {
    expect(newTryId(() => '123e4567-e89b-12d3-a456-426614174000')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newTryId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});

describe('try-run prediction (the server computes the same with the same rules)', () => {
  // Table: slots before, answers → slot, medal. Thresholds gold 9, silver 7, bronze 5 (the server's).
  const cases: {
    name: string;
    before: { slot: number; correctCount: number }[];
    correct: number;
    slot: number | null;
    medal: string;
    categoryId?: number;
  }[] = [
    { name: 'a first run below bronze', before: [], correct: 3, slot: 0, medal: 'none' },
    { name: 'a first run at bronze', before: [], correct: 5, slot: 0, medal: 'bronze' },
    { name: 'a first run at gold', before: [], correct: 9, slot: 0, medal: 'gold' },
    {
      name: 'a second run at silver after a bronze',
      before: [{ slot: 0, correctCount: 5 }],
      correct: 7,
      slot: 1,
      medal: 'silver',
    },
    {
      name: 'a fourth run that beats the weakest of three',
      before: [
        { slot: 0, correctCount: 4 },
        { slot: 1, correctCount: 2 },
        { slot: 2, correctCount: 6 },
      ],
      correct: 3,
      slot: 1,
      medal: 'bronze',
    },
    {
      name: 'a fourth run that ties the weakest takes no slot',
      before: [
        { slot: 0, correctCount: 4 },
        { slot: 1, correctCount: 2 },
        { slot: 2, correctCount: 6 },
      ],
      correct: 2,
      slot: null,
      medal: 'bronze',
    },
    {
      name: 'the special category counts gold slots only (R4.07): one gold run is bronze',
      before: [],
      correct: 9,
      slot: 0,
      medal: 'bronze',
      categoryId: 1,
    },
  ];

  it.each(cases)('$name', ({ before, correct, slot, medal, categoryId }) => {
    const solved = Array.from({ length: 10 }, (_, i) => i < correct);
    const r = finishTryRun(answerAll(run(10, before, categoryId), solved), t0 + 60_000, 'finish');
    const prediction = predictTryRun(r, thresholds);
    expect(prediction.correctCount).toBe(correct);
    expect(prediction.slot).toBe(slot);
    expect(prediction.medal).toBe(medal);
    // The same rules the server runs, step by step.
    expect(prediction.slot).toBe(slotForTryRun(before, correct));
    const medalBefore = groupMedal(categoryId ?? 2, before, thresholds);
    expect(prediction.medalBefore).toBe(medalBefore);
    expect(prediction.points).toBe(tryRunPoints(correct, medalBefore, prediction.medal));
    expect(prediction.slotsAfter.map((s) => s.slot)).toEqual(
      [...new Set([...before.map((s) => s.slot), ...(slot === null ? [] : [slot])])].sort(),
    );
  });
});

describe('study overview', () => {
  const info: StudyInfo = {
    study_count_info2: [
      { sno: 2, gcnt: 3 },
      { sno: 1, gcnt: 1 },
    ],
    user_study_work: [
      { sno: 2, gno: 1, jkno: 2, stime: 0 },
      { sno: 2, gno: 2, jkno: 0, stime: 0 },
      { sno: 2, gno: 3, jkno: 0, stime: 0 },
      { sno: 1, gno: 1, jkno: 0, stime: 0 },
    ],
    user_study_try: [],
    study_try2_info: [
      { sno: 2, gno: 1, cno: 9 },
      { sno: 2, gno: 2, cno: 7 },
      { sno: 1, gno: 1, cno: 9 },
    ],
    study_group_second2: [{ sno: 2, gno: 3, second: 300, heart: 0 }],
  };

  it('gives each group its medal, settings and current mission, and each category its crowns', () => {
    const [elementary, intro] = studyOverview(info, new Map(), [], thresholds);
    expect(elementary?.groups.map((g) => [g.groupId, g.medal, g.currentMission])).toEqual([
      [1, 'gold', 2],
      [2, 'silver', 0],
      [3, 'none', 0],
    ]);
    expect(elementary?.crowns).toBe(1);
    expect(elementary?.groups[2]).toMatchObject({ durationSeconds: 300, heartCost: 0 });
    expect(elementary?.groups[0]).toMatchObject({ durationSeconds: 600, heartCost: 1 });
    // The special category: one run at 9 is one gold slot, so bronze, and no crown.
    expect(intro?.groups[0]?.medal).toBe('bronze');
    expect(intro?.crowns).toBe(0);
  });

  it('takes known slots over the best count and lays this tab’s results over the server’s', () => {
    const slots = new Map([
      [
        'study:1:1',
        [
          { slot: 0, correctCount: 9 },
          { slot: 1, correctCount: 9 },
          { slot: 2, correctCount: 9 },
        ],
      ],
    ]);
    const notes = [
      { key: 'a', kind: 'study' as const, categoryId: 2, groupId: 3, correctCount: 9 },
      { key: 'b', kind: 'study' as const, categoryId: 2, groupId: 2, nextMission: 4 },
      { key: 'c', kind: 'dan9' as const, categoryId: 2, groupId: 2, nextMission: 8 },
    ];
    const [elementary, intro] = studyOverview(info, slots, notes, thresholds);
    expect(intro?.groups[0]?.medal).toBe('gold');
    expect(elementary?.groups[2]?.medal).toBe('gold');
    expect(elementary?.groups[1]?.currentMission).toBe(4);
    expect(elementary?.crowns).toBe(2);
  });

  it('pages groups by the strips 1, 2, 3, 1', () => {
    expect([0, 1, 2, 3, 4, 9].map(stripOfCategory)).toEqual([0, 1, 2, 3, 3, 3]);
    const groups = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(groupPages(groups, 1)).toEqual([groups]);
    expect(groupPages(groups, 2)).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
    ]);
    expect(groupPages(groups, 3)).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10],
    ]);
    expect(groupPages([1], 3)).toEqual([[1]]);
    expect(groupPages([], 2)).toEqual([[]]);
  });
});
