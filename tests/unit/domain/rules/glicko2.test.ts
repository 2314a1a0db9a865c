// Ratings from play (issue 14): Glicko-2 against the worked example of Glickman's paper, and the
// student-vs-problem game of a first try.
import { describe, expect, it } from 'vitest';
import {
  glicko2Update,
  INITIAL_RATING,
  rateFirstTry,
  type Glicko2Game,
  type Glicko2Rating,
} from '../../../../src/domain/rules/glicko2';

const rated = (rating: number, rd: number, vol = 0.06): Glicko2Rating => ({ rating, rd, vol });

describe('glicko2Update', () => {
  // Glickman's example: 1500/200/0.06 plays 1400/30 (win), 1550/100 (loss), 1700/300 (loss), tau 0.5.
  const example: Glicko2Game[] = [
    { opponent: rated(1400, 30), score: 1 },
    { opponent: rated(1550, 100), score: 0 },
    { opponent: rated(1700, 300), score: 0 },
  ];
  const cases: { name: string; player: Glicko2Rating; games: Glicko2Game[]; want: Glicko2Rating }[] = [
    {
      name: 'the paper’s worked example',
      player: rated(1500, 200),
      games: example,
      want: { rating: 1464.06, rd: 151.52, vol: 0.05999 },
    },
    {
      name: 'no games: only the deviation grows',
      player: rated(1500, 200),
      games: [],
      want: { rating: 1500, rd: 200.27, vol: 0.06 },
    },
  ];
  it.each(cases)('$name', ({ player, games, want }) => {
    const got = glicko2Update(player, games, 0.5);
    // The paper rounds its intermediate values (μ' = -0.2069); unrounded the rating is 1464.0507.
    expect(Math.abs(got.rating - want.rating)).toBeLessThan(0.02);
    expect(Math.abs(got.rd - want.rd)).toBeLessThan(0.01);
    expect(Math.abs(got.vol - want.vol)).toBeLessThan(0.00001);
  });

  it('keeps a rating with a broken field as it was', () => {
    const broken = rated(Number.NaN, 200);
    expect(glicko2Update(broken, example)).toBe(broken);
  });
});

describe('rateFirstTry', () => {
  const table: { solved: boolean; studentUp: boolean }[] = [
    { solved: true, studentUp: true },
    { solved: false, studentUp: false },
  ];
  it.each(table)('solved $solved moves student and problem apart', ({ solved, studentUp }) => {
    const next = rateFirstTry(INITIAL_RATING, INITIAL_RATING, solved);
    expect(next.student.rating > 1500).toBe(studentUp);
    expect(next.problem.rating > 1500).toBe(!studentUp);
    // Between two equal new ratings the game is symmetric, and both deviations shrink.
    expect(next.student.rating - 1500).toBeCloseTo(1500 - next.problem.rating, 6);
    expect(next.student.rd).toBeLessThan(350);
    expect(next.problem.rd).toBeLessThan(350);
  });

  it('moves a strong student little for solving an easy problem', () => {
    const strong = rated(2000, 60);
    const easy = rated(1200, 60);
    const next = rateFirstTry(strong, easy, true);
    expect(next.student.rating - strong.rating).toBeGreaterThan(0);
    expect(next.student.rating - strong.rating).toBeLessThan(2);
    // Failing it costs much more.
    expect(strong.rating - rateFirstTry(strong, easy, false).student.rating).toBeGreaterThan(10);
  });
});
