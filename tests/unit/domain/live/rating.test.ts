// Rank points and step changes after a rated game (issue 18; docs/rules.md, live games).
import { describe, expect, it } from 'vitest';
import { applyPoints, pointsAtStake, rateGame, type LiveBoardSize } from '../../../../src/domain/live';

describe('pointsAtStake', () => {
  it.each<{
    why: string;
    w: number;
    l: number;
    handicap: number;
    winnerHad: boolean;
    size: LiveBoardSize;
    points: number;
  }>([
    { why: 'equals', w: 90, l: 90, handicap: 0, winnerHad: false, size: 19, points: 10 },
    {
      why: 'the weaker wins an even game',
      w: 93,
      l: 90,
      handicap: 0,
      winnerHad: false,
      size: 19,
      points: 16,
    },
    {
      why: 'the stronger wins an even game',
      w: 90,
      l: 93,
      handicap: 0,
      winnerHad: false,
      size: 19,
      points: 4,
    },
    {
      why: 'far stronger wins: at least 2',
      w: 70,
      l: 99,
      handicap: 0,
      winnerHad: false,
      size: 19,
      points: 2,
    },
    { why: 'far weaker wins: at most 20', w: 99, l: 70, handicap: 0, winnerHad: false, size: 19, points: 20 },
    {
      why: 'a fair handicap game counts as even',
      w: 93,
      l: 90,
      handicap: 3,
      winnerHad: true,
      size: 19,
      points: 10,
    },
    { why: 'winning against a handicap', w: 90, l: 93, handicap: 3, winnerHad: false, size: 19, points: 10 },
    {
      why: '9×9 stones are worth three ranks',
      w: 96,
      l: 90,
      handicap: 2,
      winnerHad: true,
      size: 9,
      points: 10,
    },
  ])('$why: $points', ({ w, l, handicap, winnerHad, size, points }) => {
    const input = {
      winner: { step: w, points: 50 },
      loser: { step: l, points: 50 },
      handicap,
      winnerHadHandicap: winnerHad,
      size,
    };
    expect(pointsAtStake(input)).toBe(points);
  });
});

describe('applyPoints', () => {
  it.each([
    { why: 'inside a step', step: 90, points: 50, delta: 10, after: { step: 90, points: 60 } },
    { why: 'reaching 100 promotes', step: 90, points: 95, delta: 10, after: { step: 89, points: 30 } },
    { why: 'the strongest step stays', step: 61, points: 95, delta: 10, after: { step: 61, points: 99 } },
    { why: 'a loss to 0 demotes', step: 90, points: 5, delta: -10, after: { step: 91, points: 70 } },
    { why: 'the weakest step stays at 0', step: 99, points: 5, delta: -10, after: { step: 99, points: 0 } },
    { why: 'a win from 0 stays', step: 99, points: 0, delta: 10, after: { step: 99, points: 10 } },
  ])('$why', ({ step, points, delta, after }) => {
    expect(applyPoints({ step, points }, delta)).toEqual(after);
  });

  it('rates both players with the same stake', () => {
    const change = rateGame({
      winner: { step: 90, points: 95 },
      loser: { step: 90, points: 5 },
      handicap: 0,
      winnerHadHandicap: false,
      size: 19,
    });
    expect(change).toEqual({ points: 10, winner: { step: 89, points: 30 }, loser: { step: 91, points: 70 } });
  });
});
