// Steps as kyu/dan names, the handicap table and pairing (issue 18; docs/rules.md, live games).
import { describe, expect, it } from 'vitest';
import {
  botLevelForStep,
  botOfferDue,
  handicapPoints,
  pairSeeks,
  rankOfStep,
  seekWindow,
  suggestChallenge,
  suggestHandicap,
  type LiveBoardSize,
  type Seek,
} from '../../../../src/domain/live';

describe('rankOfStep', () => {
  it.each([
    { step: 99, name: '30 kyu' },
    { step: 120, name: '30 kyu' },
    { step: 79, name: '10 kyu' },
    { step: 70, name: '1 kyu' },
    { step: 69, name: '1 dan' },
    { step: 61, name: '9 dan' },
    { step: 49, name: '9 dan' },
    { step: Number.NaN, name: '30 kyu' },
  ])('step $step is $name', ({ step, name }) => {
    const r = rankOfStep(step);
    expect(`${r.number} ${r.kind}`).toBe(name);
  });
});

describe('suggestHandicap', () => {
  // difference: ranks the first player is weaker than the second.
  it.each<{ diff: number; size: LiveBoardSize; black: boolean; handicap: number; komi: number }>([
    { diff: 0, size: 19, black: true, handicap: 0, komi: 7.5 },
    { diff: 1, size: 19, black: true, handicap: 0, komi: 0.5 },
    { diff: -1, size: 19, black: false, handicap: 0, komi: 0.5 },
    { diff: 2, size: 19, black: true, handicap: 2, komi: 0.5 },
    { diff: -5, size: 19, black: false, handicap: 5, komi: 0.5 },
    { diff: 30, size: 19, black: true, handicap: 9, komi: 0.5 },
    { diff: 3, size: 13, black: true, handicap: 0, komi: 0.5 },
    { diff: 4, size: 13, black: true, handicap: 2, komi: 0.5 },
    { diff: 20, size: 13, black: true, handicap: 5, komi: 0.5 },
    { diff: 5, size: 9, black: true, handicap: 0, komi: 0.5 },
    { diff: 6, size: 9, black: true, handicap: 2, komi: 0.5 },
    { diff: 29, size: 9, black: true, handicap: 4, komi: 0.5 },
  ])('$diff ranks on $size: handicap $handicap komi $komi', ({ diff, size, black, handicap, komi }) => {
    expect(suggestHandicap(diff, size)).toEqual({ firstIsBlack: black, handicap, komi });
  });

  it('places handicap stones on distinct star points', () => {
    for (const [size, max] of [
      [9, 4],
      [13, 5],
      [19, 9],
    ] as const) {
      for (let n = 2; n <= max; n++) {
        const points = handicapPoints(size, n);
        expect(points).toHaveLength(n);
        expect(new Set(points.map(([x, y]) => `${x},${y}`)).size).toBe(n);
      }
    }
    // 19×19 with 5: the four corners and tengen.
    expect(handicapPoints(19, 5)).toContainEqual([9, 9]);
    expect(handicapPoints(19, 1)).toEqual([]);
  });
});

const seek = (userno: number, step: number, sinceMs = 0, size: LiveBoardSize = 9): Seek => ({
  userno,
  step,
  size,
  control: 'rapid',
  sinceMs,
});

describe('pairSeeks', () => {
  it.each<{ why: string; seeks: Seek[]; now: number; pairs: number[][] }>([
    { why: 'two equals pair', seeks: [seek(1, 90), seek(2, 90)], now: 0, pairs: [[1, 2]] },
    { why: 'three ranks apart wait at first', seeks: [seek(1, 90), seek(2, 93)], now: 0, pairs: [] },
    {
      why: 'three ranks apart pair after 10 s',
      seeks: [seek(1, 90), seek(2, 93)],
      now: 10_000,
      pairs: [[1, 2]],
    },
    {
      why: 'both windows must accept',
      seeks: [seek(1, 90, 0), seek(2, 93, 9_000)],
      now: 10_000,
      pairs: [],
    },
    {
      why: 'oldest first, closest level',
      seeks: [seek(1, 90, 0), seek(2, 92, 1), seek(3, 91, 2), seek(4, 92, 3)],
      now: 5,
      pairs: [
        [1, 3],
        [2, 4],
      ],
    },
    { why: 'sizes do not mix', seeks: [seek(1, 90, 0, 9), seek(2, 90, 0, 13)], now: 0, pairs: [] },
    { why: 'a user never pairs with themself', seeks: [seek(1, 90), seek(1, 90)], now: 0, pairs: [] },
  ])('$why', ({ seeks, now, pairs }) => {
    expect(pairSeeks(seeks, now).map(([a, b]) => [a.userno, b.userno])).toEqual(pairs);
  });

  it('widens the window to at most 9 ranks and offers the bot after 20 s', () => {
    expect(seekWindow(seek(1, 90), 0)).toBe(2);
    expect(seekWindow(seek(1, 90), 25_000)).toBe(4);
    expect(seekWindow(seek(1, 90), 10_000_000)).toBe(9);
    expect(botOfferDue(seek(1, 90), 19_999)).toBe(false);
    expect(botOfferDue(seek(1, 90), 20_000)).toBe(true);
  });

  it.each([
    [99, 1],
    [95, 2],
    [80, 5],
    [63, 10],
    [40, 10],
  ])('step %i plays the bot at level %i', (step, level) => {
    expect(botLevelForStep(step)).toBe(level);
  });
});

describe('suggestChallenge (a friend challenge: board, time, handicap from the levels)', () => {
  it.each([
    // challenger, friend: board, time, stones, komi, challenger Black
    { first: 99, second: 99, size: 9, control: 'blitz', handicap: 0, komi: 7.5, black: true },
    { first: 99, second: 85, size: 9, control: 'blitz', handicap: 4, komi: 0.5, black: true },
    { first: 85, second: 99, size: 9, control: 'blitz', handicap: 4, komi: 0.5, black: false },
    { first: 99, second: 96, size: 9, control: 'blitz', handicap: 0, komi: 0.5, black: true },
    // 15 ranks apart: more than 9×9 (14) or 13×13 (11) covers, so 19×19 with the most stones.
    { first: 99, second: 84, size: 19, control: 'live', handicap: 9, komi: 0.5, black: true },
    { first: 85, second: 85, size: 13, control: 'rapid', handicap: 0, komi: 7.5, black: true },
    { first: 88, second: 80, size: 13, control: 'rapid', handicap: 4, komi: 0.5, black: true },
    { first: 75, second: 70, size: 19, control: 'live', handicap: 5, komi: 0.5, black: true },
    { first: 61, second: 40, size: 19, control: 'live', handicap: 0, komi: 7.5, black: true },
  ])(
    '$first vs $second: $size×$size $control, $handicap stones',
    ({ first, second, size, control, handicap, komi, black }) => {
      expect(suggestChallenge(first, second)).toEqual({
        size,
        control,
        handicap,
        komi,
        firstIsBlack: black,
      });
    },
  );
});
