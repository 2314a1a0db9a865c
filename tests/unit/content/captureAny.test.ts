// The capture-any goal (issue 14: double atari) on an ASCII board (9×9, row 9 at the top): the checker
// accepts a line that takes one marked chain, the first-move classifier finds the double atari right and
// the single ataris wrong with a proven refutation, a wrong move's reason counts the liberties left, the SGF
// goal word reads back, and GNU Go's tactical reader agrees reply by reply.
import { describe, expect, it } from 'vitest';
import { fromAscii } from '../../../src/domain/go/ascii';
import { makeVertex, parseVertex } from '../../../src/domain/go/coords';
import type { Vertex } from '../../../src/domain/go/coords';
import type { Problem, ProblemNode } from '../../../src/domain/go/problem';
import { answer, startProblem } from '../../../src/domain/go/problemAnswer';
import { checkProblem } from '../../../src/domain/go/problemCheck';
import { makeProblemJson, parseProblemJson } from '../../../src/domain/go/problemJson';
import { BLACK } from '../../../src/domain/go/stones';
import { wrongReason } from '../../../src/domain/go/wrongReason';
import { classifyFirstMoves, refutationHolds } from '../../../src/domain/content/firstMoves';
import { goalFromText } from '../../../src/domain/content/problemSgfInterop';
import { auditProblem, chain, completeProblem } from '../../../tools/content/complete';
import { gnugoAvailable, gnugoJudge } from '../../../tools/content/gnugo';

const v = (name: string): Vertex => {
  const r = parseVertex(9, name);
  if (!r.ok) throw new Error(`bad vertex ${name}`);
  return r.value;
};
const n = (vertex: Vertex) => makeVertex(9, vertex);

// White D5 (liberties D4, E5) and F5 (E5, F4) share E5: Black E5 puts both in atari, White saves one,
// Black takes the other.
const board = `
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . X . X . . .
  . . X O . O X . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .`;

function problem(tree: ProblemNode[]): Problem {
  const start = fromAscii(board, { toMove: BLACK });
  if (!start.ok) throw new Error('bad board');
  return { start: start.value, goal: { kind: 'capture_any', targets: [v('D5'), v('F5')] }, tree };
}

const line = (moves: string, verdict: 'right' | 'wrong') => chain(moves.split(' ').map(v), verdict);

describe('the capture-any goal', () => {
  it('is reached when one marked chain is taken, and parses and prints like capture', () => {
    const p = problem([line('E5 D4 F4', 'right')]);
    expect(checkProblem(p)).toEqual([]);
    const json = makeProblemJson(p);
    expect(json.goal).toEqual({ kind: 'capture_any', targets: ['D5', 'F5'] });
    expect(parseProblemJson(json).ok).toBe(true);
  });

  it('is not reached while both chains stand', () => {
    const p = problem([line('E5 D4 A1', 'right')]);
    expect(checkProblem(p).map((i) => i.code)).toContain('goal_not_reached');
  });

  it('classifies the double atari right and the single ataris wrong, each with a proven refutation', () => {
    const c = classifyFirstMoves(problem([]));
    expect(c?.kind).toBe('capture_any');
    const verdict = (name: string) => c?.moves.find((m) => n(m.move) === name);
    expect(verdict('E5')).toMatchObject({ verdict: 'right' });
    // The line: White saves a chain (a liberty first), Black takes the other.
    expect(verdict('E5')?.line.map(n)).toEqual(['D4', 'F4']);
    for (const single of ['E4', 'E6']) {
      const m = verdict(single);
      expect(m?.verdict).toBe('wrong');
      const reply = m?.line[0] as Vertex;
      expect(refutationHolds(problem([]), [v(single), reply])).toBe('win');
    }
    // A move far away is wrong too: White connects at E5.
    expect(verdict('A2')).toMatchObject({ verdict: 'wrong', line: [v('E5')] });
    // After E5 and White's D4, taking F5 is still there: that "refutation" does not refute.
    expect(refutationHolds(problem([]), [v('E5'), v('D4')])).toBe('fail');
  });

  it('gives a wrong move the liberties the marked stones keep', () => {
    const p = problem([line('E5 D4 F4', 'right'), line('E4 E5', 'wrong')]);
    const result = answer(startProblem(p), v('E4'));
    if (result.kind !== 'wrong') throw new Error(result.kind);
    expect(result.refutation).toEqual([v('E5')]);
    // White connects at E5: the marked stones (one chain now) have three liberties.
    expect(wrongReason(result.state, result.refutation)).toEqual({
      kind: 'target_liberties',
      liberties: 3,
      stones: 3,
    });
  });

  it.each([
    ['capture_any', 'capture_any'],
    ['Black to play: capture one of the marked groups', 'capture_any'],
    ['capture either', 'capture_any'],
    ['Black to capture', 'capture'],
  ] as const)('reads the SGF goal word "%s" as %s', (words, kind) => {
    expect(goalFromText(words)?.kind).toBe(kind);
  });

  it('completes and proves a drafted tree', () => {
    const completed = completeProblem(makeProblemJson(problem([line('E5 D4 F4', 'right')])), {
      gnugo: false,
    });
    if (!('problem' in completed)) throw new Error(`rejected: ${completed.rejected}`);
    const parsed = parseProblemJson(completed.problem);
    if (!parsed.ok) throw new Error('unparsable');
    const audit = auditProblem(parsed.value, { gnugo: false });
    expect(audit.issues).toEqual([]);
    expect(audit.facts.rightFirstMoves).toBeGreaterThanOrEqual(1);
    expect(audit.facts.refutationsProven).toBe(audit.facts.refutations);
  });
});

describe.runIf(gnugoAvailable())("GNU Go's second opinion on a double atari", () => {
  it('finds the double atari reaching the goal, a single atari not, and the refutation refuting', () => {
    const [doubleAtari, single, refutation, notRefuting] = gnugoJudge(problem([]), [
      { moves: [v('E5')], ask: 'goal' },
      { moves: [v('E4')], ask: 'goal' },
      { moves: [v('E4'), v('E5')], ask: 'refuted' },
      { moves: [v('E5'), v('D4')], ask: 'refuted' },
    ]);
    expect(doubleAtari).toBe(true);
    expect(single).toBe(false);
    expect(refutation).toBe(true);
    expect(notRefuting).toBe(false);
  });
});
