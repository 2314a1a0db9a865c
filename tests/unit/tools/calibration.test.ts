// The rank model behind the level ladder's calibration (issue 20; docs/ai.md, "Calibrating the ladder"):
// what a 9×9 handicap or komi is worth in ranks, and the rank that makes a level's results likeliest.
import { describe, expect, it } from 'vitest';
import { fitRank, fitText, rankText, setupRanks } from '../../../tools/bench/calibration';

describe('setupRanks (9×9: a stone ≈ 10 points ≈ 5 ranks, a rank ≈ 2 points)', () => {
  it.each([
    [0, 7.5, 0],
    [0, 0.5, 3.5],
    [2, 0.5, 8.5],
    [2, 4.5, 6.5],
    [3, 0.5, 13.5],
    [5, 0.5, 23.5],
  ])('%i stones at komi %d are worth %d ranks to black', (stones, komi, ranks) => {
    expect(setupRanks(stones, komi)).toBeCloseTo(ranks, 6);
  });
});

describe('fitRank', () => {
  it('puts a level that scores half its games at a setting exactly that setting below the anchor', () => {
    const fit = fitRank([{ edge: 8.5, wins: 5, games: 10 }], -8);
    expect(fit.rank).toBeCloseTo(-16.5, 1);
    expect(fit.low).toBeLessThan(fit.rank);
    expect(fit.high).toBeGreaterThan(fit.rank);
    expect(fit.bound).toBeNull();
  });

  it('moves up with more wins and narrows with more games', () => {
    const few = fitRank([{ edge: 0, wins: 7, games: 10 }], -8);
    const many = fitRank([{ edge: 0, wins: 70, games: 100 }], -8);
    expect(few.rank).toBeGreaterThan(-8);
    expect(many.rank).toBeCloseTo(few.rank, 0);
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
  });

  it('gives only a bound when every game went one way', () => {
    const lost = fitRank([{ edge: 18.5, wins: 0, games: 10 }], -8);
    expect(lost.bound).toBe('at_most');
    expect(lost.high).toBeLessThan(-8 - 18.5);
    expect(fitText(lost)).toMatch(/^at most \d+ kyu/);
    expect(fitRank([{ edge: 0, wins: 10, games: 10 }], -8).bound).toBe('at_least');
  });
});

describe('rankText', () => {
  it('names kyu and dan ranks', () => {
    expect(rankText(-20)).toBe('20 kyu');
    expect(rankText(-1.2)).toBe('1 kyu');
    expect(rankText(2)).toBe('2 dan');
  });
});
