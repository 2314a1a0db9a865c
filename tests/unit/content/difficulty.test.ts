// The measured difficulty of a problem and its kyu estimate (src/domain/content/difficulty.ts, issue 14
// "honest levels"), on ASCII boards (9×9, row 9 at the top): the reading a solver needs (a ladder's
// ataris read as a pattern), the tempting wrong moves around the fight, and the estimate's table.
import { describe, expect, it } from 'vitest';
import { fromAscii } from '../../../src/domain/go/ascii';
import { parseVertex } from '../../../src/domain/go/coords';
import type { Vertex } from '../../../src/domain/go/coords';
import type { Problem, ProblemGoal, ProblemNode } from '../../../src/domain/go/problem';
import { BLACK } from '../../../src/domain/go/stones';
import { chain } from '../../../tools/content/complete';
import {
  BASE_KYU,
  estimateKyu,
  measureProblem,
  medianKyu,
  spreadShare,
  type DifficultyMeasure,
} from '../../../src/domain/content/difficulty';

const v = (name: string): Vertex => {
  const r = parseVertex(9, name);
  if (!r.ok) throw new Error(`bad vertex ${name}`);
  return r.value;
};

/** One line of moves ("E4 A9 E6"); 'right' marks its last move, 'wrong' its first. */
const line = (moves: string, verdict: 'right' | 'wrong'): ProblemNode =>
  chain(moves.split(' ').map(v), verdict);

function problemOf(ascii: string, goal: ProblemGoal, tree: ProblemNode[]): Problem {
  const start = fromAscii(ascii, { toMove: BLACK });
  if (!start.ok) throw new Error('bad board');
  return { start: start.value, goal, tree };
}

// A white stone in atari at E5: E6 takes it.
const inAtari = `
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . X . . . .
  . . . X O X . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .`;

// White E5 between D5 and F5, two liberties (E4, E6): an atari, then the capture.
const twoLiberties = `
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . X O X . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .`;

describe('measureProblem', () => {
  it('reads a capture in one move as one move, with the wrong moves next to the target as tempting', () => {
    const p = problemOf(inAtari, { kind: 'capture', targets: [v('E5')] }, [
      line('E4', 'right'),
      line('F4 E4', 'wrong'),
      line('A1 E4', 'wrong'),
    ]);
    // F4 is two lines from E5, A1 is not: one tempting move.
    expect(measureProblem(p)).toEqual({ kind: 'capture', reading: 1, tempting: 1 });
  });

  it('counts a capture or an atari on a target after the first move as a tenth of a move', () => {
    // E4 (atari), White elsewhere, E6 takes: a ladder's or a net's follow-ups are read as a pattern.
    const capture = problemOf(twoLiberties, { kind: 'capture', targets: [v('E5')] }, [
      line('E4 A9 E6', 'right'),
    ]);
    expect(measureProblem(capture).reading).toBe(1.1);
    // A quiet move first, then the atari on the target, then the capture: 1 + 0.1 + 0.1.
    const atari = problemOf(twoLiberties, { kind: 'capture', targets: [v('E5')] }, [
      line('B1 A9 E4 A8 E6', 'right'),
    ]);
    expect(measureProblem(atari).reading).toBe(1.2);
  });

  it('reads a quiet move after the first as a whole move', () => {
    // E4, White elsewhere, B1 (touches nothing), White elsewhere, E6 takes: 1 + 1 + 0.1.
    const p = problemOf(twoLiberties, { kind: 'capture', targets: [v('E5')] }, [
      line('E4 A9 B1 A8 E6', 'right'),
    ]);
    expect(measureProblem(p).reading).toBe(2.1);
  });

  it('reads the longest reply: the opponent picks the resistance that needs the most moves', () => {
    const tree: ProblemNode[] = [
      { move: v('E4'), children: [line('A9 E6', 'right'), line('A8 B1 A7 E6', 'right')] },
    ];
    const p = problemOf(twoLiberties, { kind: 'capture', targets: [v('E5')] }, tree);
    expect(measureProblem(p).reading).toBe(2.1);
  });

  it('reads a forcing move in life and death as a whole move', () => {
    // The same moves with a kill goal: the atari is not a ladder's, so it counts whole; the capture a tenth.
    const p = problemOf(twoLiberties, { kind: 'kill', targets: [v('E5')] }, [
      line('B1 A9 E4 A8 E6', 'right'),
    ]);
    expect(measureProblem(p).reading).toBe(2.1);
  });

  it('reads a make-ko problem as life and death, the capture that starts the ko as a whole move', () => {
    // A shipped make-ko problem (study, Elementary): Black B1, White A1 (atari), Black A2 takes: a ko.
    const corner = `
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      X X X . . . . . .
      O O X X X X . . .
      . O O O O X . . .
      . . X . O X . . .`;
    const tree = [
      line('B1 A1 A2', 'right'),
      line('A1 B1', 'wrong'),
      line('A2 B1', 'wrong'),
      line('D1 A1', 'wrong'),
    ];
    const best = problemOf(corner, { kind: 'best_move' }, tree);
    expect(measureProblem(best)).toEqual({ kind: 'best_move', reading: 1.1, tempting: 3 });
    expect(measureProblem({ ...best, koGroup: v('A3') })).toEqual({ kind: 'ko', reading: 2, tempting: 3 });
  });

  it('gives no reading to a problem without a right line', () => {
    const p = problemOf(inAtari, { kind: 'capture', targets: [v('E5')] }, [line('A1 E4', 'wrong')]);
    expect(measureProblem(p).reading).toBe(0);
  });
});

describe('estimateKyu', () => {
  const m = (over: Partial<DifficultyMeasure>): DifficultyMeasure => ({
    kind: 'capture',
    reading: 1,
    tempting: 0,
    ...over,
  });
  it.each([
    // kind, reading, tempting, effort → kyu
    ['capture', 1, 0, undefined, 30],
    ['capture', 1, 0, 0, 30],
    ['capture', 1, 16, 8192, 26],
    ['capture', 2, 0, 0, 25],
    ['capture', 3, 4, 600, 17],
    ['kill', 1, 0, 0, 22],
    ['live', 3, 4, 3000, 9],
    ['kill', 6, 16, 8192, 1],
    ['best_move', 1, 2, undefined, 24],
    // The make-ko problem above: 15 kyu (it read 24 kyu as a best move with the capture a tenth).
    ['ko', 2, 3, undefined, 15],
  ] as const)('%s, reading %d, %d tempting, effort %s: %d kyu', (kind, reading, tempting, effort, kyu) => {
    expect(estimateKyu(m({ kind, reading, tempting, ...(effort === undefined ? {} : { effort }) }))).toBe(
      kyu,
    );
  });

  it('never goes past 1 kyu or below 30 kyu', () => {
    expect(estimateKyu(m({ kind: 'kill', reading: 20 }))).toBe(1);
    expect(estimateKyu(m({ reading: 0 }))).toBe(BASE_KYU.capture);
  });

  it('spreads by the mean of the shares it has', () => {
    expect(spreadShare(m({ tempting: 16 }))).toBe(1);
    expect(spreadShare(m({ tempting: 16, effort: 0 }))).toBe(0.5);
    expect(spreadShare(m({ tempting: 1000, effort: 1e9 }))).toBe(1);
  });
});

describe('medianKyu', () => {
  it.each([
    [[], undefined],
    [[20], 20],
    [[29, 28, 29], 29],
    [[25, 20, 29, 22, 18], 22],
    [[30, 10], 30],
  ])('%j → %s', (kyus, median) => {
    expect(medianKyu(kyus)).toBe(median);
  });
});
