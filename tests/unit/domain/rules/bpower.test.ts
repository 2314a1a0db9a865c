// The pattern trainer's ladder (issue 15; R1.09, R3.29): step moves after a drill, the finished ladder,
// level names and the step list.
import { describe, expect, it } from 'vitest';
import {
  BTYPE_FINISHED,
  BTYPE_NEW,
  BTYPE_TRAINING,
  aStepOf,
  bpowerStepList,
  isStepTargetMet,
  minDrillMs,
  POSITION_SECONDS,
  positionSecondsLeft,
  stepAfterDrill,
  stepMoveOf,
  trainerLevelOf,
  tryQuestTiers,
  type StepMove,
  type TrainerLevel,
} from '../../../../src/domain/rules';

describe('stepMoveOf', () => {
  it.each<[number, number, StepMove]>([
    [10, 10, 'up'],
    [8, 10, 'up'],
    [7, 10, 'stay'],
    [5, 10, 'stay'],
    [4, 10, 'down'],
    [0, 10, 'down'],
    // scaled to ten positions: 2 of 3 is 6.7 of ten
    [3, 3, 'up'],
    [2, 3, 'stay'],
    [1, 3, 'down'],
    // nonsense counts are clamped, an empty drill moves nothing
    [12, 10, 'up'],
    [-1, 10, 'down'],
    [0, 0, 'stay'],
  ])('%i right of %i → %s', (right, total, move) => {
    expect(stepMoveOf(right, total)).toBe(move);
  });
});

describe('stepAfterDrill', () => {
  it.each<{
    why: string;
    step: number;
    type: number;
    drill: number;
    right: number;
    want: [number, number, StepMove];
  }>([
    {
      why: 'first drill, 8 right',
      step: 40,
      type: BTYPE_NEW,
      drill: 40,
      right: 8,
      want: [39, BTYPE_TRAINING, 'up'],
    },
    {
      why: 'first drill, 6 right',
      step: 40,
      type: BTYPE_NEW,
      drill: 40,
      right: 6,
      want: [40, BTYPE_TRAINING, 'stay'],
    },
    {
      why: 'never weaker than 40',
      step: 40,
      type: BTYPE_TRAINING,
      drill: 40,
      right: 2,
      want: [40, BTYPE_TRAINING, 'stay'],
    },
    {
      why: '4 right moves down',
      step: 20,
      type: BTYPE_TRAINING,
      drill: 20,
      right: 4,
      want: [21, BTYPE_TRAINING, 'down'],
    },
    {
      why: '5 right stays',
      step: 20,
      type: BTYPE_TRAINING,
      drill: 20,
      right: 5,
      want: [20, BTYPE_TRAINING, 'stay'],
    },
    {
      why: 'a harder drill counts',
      step: 20,
      type: BTYPE_TRAINING,
      drill: 18,
      right: 9,
      want: [19, BTYPE_TRAINING, 'up'],
    },
    {
      why: 'an easier drill cannot promote',
      step: 20,
      type: BTYPE_TRAINING,
      drill: 22,
      right: 10,
      want: [20, BTYPE_TRAINING, 'stay'],
    },
    {
      why: 'an easier drill can demote',
      step: 20,
      type: BTYPE_TRAINING,
      drill: 22,
      right: 3,
      want: [21, BTYPE_TRAINING, 'down'],
    },
    {
      why: 'step 2 to step 1',
      step: 2,
      type: BTYPE_TRAINING,
      drill: 2,
      right: 8,
      want: [1, BTYPE_TRAINING, 'up'],
    },
    {
      why: 'step 1 passed: finished',
      step: 1,
      type: BTYPE_TRAINING,
      drill: 1,
      right: 8,
      want: [1, BTYPE_FINISHED, 'up'],
    },
    {
      why: 'finished stays finished',
      step: 1,
      type: BTYPE_FINISHED,
      drill: 1,
      right: 0,
      want: [2, BTYPE_FINISHED, 'down'],
    },
  ])('$why', ({ step, type, drill, right, want }) => {
    const after = stepAfterDrill({ bstep: step, btype: type }, drill, right);
    expect([after.bstep, after.btype, after.move]).toEqual(want);
  });

  it('a drill that reaches a try-quest step target meets it (tiers 3–10)', () => {
    for (const tier of tryQuestTiers.filter((t) => t.tierIndex >= 3)) {
      const target = tier.stepTarget ?? 0;
      const before = { bstep: target + 1, btype: BTYPE_TRAINING };
      expect(isStepTargetMet(target, before.bstep, before.btype)).toBe(false);
      const after = stepAfterDrill(before, target + 1, 10);
      expect(isStepTargetMet(target, after.bstep, after.btype)).toBe(true);
    }
  });
});

describe('trainerLevelOf', () => {
  it.each<[number, TrainerLevel]>([
    [40, { kind: 'kyu', count: 30 }],
    [39, { kind: 'kyu', count: 29 }],
    [11, { kind: 'kyu', count: 1 }],
    [10, { kind: 'dan', count: 1 }],
    [2, { kind: 'dan', count: 9 }],
    [1, { kind: 'master' }],
    // outside the ladder: the nearest end, never a raw number
    [99, { kind: 'kyu', count: 30 }],
    [0, { kind: 'master' }],
  ])('step %i', (step, level) => {
    expect(trainerLevelOf(step)).toEqual(level);
  });
});

describe('bpowerStepList', () => {
  it('lists the 40 steps, 40 first, with AStep falling as the step gets stronger', () => {
    const list = bpowerStepList();
    expect(list.map((s) => s.BStep)).toEqual(Array.from({ length: 40 }, (_, i) => 40 - i));
    expect(list.every((s) => s.BType === 0 && s.BaseValue === 8)).toBe(true);
    const aSteps = list.map((s) => s.AStep);
    expect(aSteps).toEqual([...aSteps].sort((a, b) => b - a));
  });

  it('pairs the step targets with the tiers’ certified steps', () => {
    for (const tier of tryQuestTiers)
      if (tier.stepTarget !== null) expect(aStepOf(tier.stepTarget)).toBe(tier.aStep);
  });
});

it('a drill of ten takes at least ten seconds', () => {
  expect(minDrillMs()).toBe(10_000);
  expect(minDrillMs(3)).toBe(3000);
});

// The drill's countdown: whole seconds, rounded up, never below zero or above the limit.
it.each([
  [0, POSITION_SECONDS],
  [1, POSITION_SECONDS],
  [999, POSITION_SECONDS],
  [1000, POSITION_SECONDS - 1],
  [20_500, 10],
  [29_001, 1],
  [30_000, 0],
  [95_000, 0],
  [-5000, POSITION_SECONDS],
])('a position shown %i ms ago has %i seconds left', (elapsed, left) => {
  expect(positionSecondsLeft(1_000_000, 1_000_000 + elapsed)).toBe(left);
});

it('the countdown follows a given limit', () => {
  expect(POSITION_SECONDS).toBe(30);
  expect(positionSecondsLeft(0, 2500, 5)).toBe(3);
});
