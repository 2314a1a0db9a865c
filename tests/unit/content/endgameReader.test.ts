// Counted endgames (issue 14, "endgame with counted values") on ASCII boards (9×9, row 9 at the top): the
// reader's scope, its count by area after best play, the classification of every first move and of the
// player's second turn, proven refutations, the completed tree and its audit, and GNU Go's count at the end
// of every line.
import { describe, expect, it } from 'vitest';
import { fromAscii } from '../../../src/domain/go/ascii';
import { PASS, makeVertex, parseVertex } from '../../../src/domain/go/coords';
import type { Vertex } from '../../../src/domain/go/coords';
import type { Position } from '../../../src/domain/go/position';
import type { Problem } from '../../../src/domain/go/problem';
import { parseProblemJson } from '../../../src/domain/go/problemJson';
import type { ProblemBranchJson, ProblemJson } from '../../../src/domain/go/problemJson';
import { BLACK, WHITE } from '../../../src/domain/go/stones';
import type { Color } from '../../../src/domain/go/stones';
import {
  classifyEndgame,
  classifyEndgameTurn,
  decidedBest,
  endgameRefuted,
  endgameScope,
  endgameShortfalls,
  readEndgame,
} from '../../../src/domain/content/endgameReader';
import type { EndgameMove } from '../../../src/domain/content/endgameReader';
import { classifyFirstMoves, refutationHolds } from '../../../src/domain/content/firstMoves';
import { auditProblem, completeProblem } from '../../../tools/content/complete';
import { gnugoEndgameAgreement } from '../../../tools/content/endgameAudit';
import { gnugoAvailable, gnugoFinalCounts } from '../../../tools/content/gnugo';

const v = (name: string): Vertex => {
  const r = parseVertex(9, name);
  if (!r.ok) throw new Error(`bad vertex ${name}`);
  return r.value;
};
const n = (vertex: Vertex) => (vertex === PASS ? 'pass' : makeVertex(9, vertex));

// A finished game: Black owns columns A–D, White E–J; Black's wall stops one point short of the edge.
const gap = `
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . . O . . . .`;

// Both walls stop on the second line: the first-line points D1 and E1 are open.
const hane = `
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . . . . . . .`;

// Two places on the right edge (a shipped board): Black's hane at J5 is sente (White must answer at J6),
// then Black takes the gap at J4. Played first, J4 or J3 would let White hane at J5 in sente.
const twoPlaces = `
  . . . . . . . . .
  . . . . . . . . .
  X X X X X X X X X
  O O O O O O O O .
  . . . . . . . . .
  O O . . . . O O .
  X O O O O O O X .
  X X X X X X X X X
  . . . . . . . . .`;

/** The board with the colours swapped. */
const swap = (board: string) => board.replace(/[XO]/g, (c) => (c === 'X' ? 'O' : 'X'));

function position(board: string, toMove: Color): Position {
  const p = fromAscii(board, { toMove });
  if (!p.ok) throw new Error('bad board');
  return p.value;
}

const problem = (board: string, toMove: Color, scope?: readonly Vertex[]): Problem => ({
  start: position(board, toMove),
  goal: { kind: 'best_move' },
  tree: [],
  ...(scope === undefined ? {} : { scope }),
});

/** A counted endgame to complete from `board`, Black to play: no tree yet, the scope left to the reader. */
const blankEndgame = (board: string) => ({
  board: board
    .trim()
    .split('\n')
    .map((r) => r.replace(/\s/g, '')),
  toMove: 'B' as const,
  goal: { kind: 'best_move' as const },
  tree: [],
  scope: [],
});

describe('the endgame reader', () => {
  it('reads the open points: a gap and the points next to it, first-line points under both walls', () => {
    expect(endgameScope(position(gap, BLACK)).map(n)).toEqual(['C1', 'D1']);
    expect(endgameScope(position(hane, BLACK)).map(n)).toEqual(['C1', 'D1', 'E1', 'F1']);
  });

  it('counts a one-point gap as two points by area: closed by Black, or pushed by White and blocked', () => {
    // Black 27 + 8 + D1 = 36, White 45: −9. After White D1 and Black C1: 35 against 46, −11.
    const black = readEndgame(position(gap, BLACK));
    if ('unknown' in black) throw new Error(black.unknown);
    expect(black.count).toBe(-9);
    expect(black.moves.map((m) => `${n(m.move)} ${m.count}`)).toEqual(['C1 -11', 'D1 -9', 'pass -11']);
    const white = readEndgame(position(gap, WHITE));
    if ('unknown' in white) throw new Error(white.unknown);
    expect(white.count).toBe(-11);
  });

  it('finds the first-line hane: Black E1, White blocks at F1, Black connects at D1', () => {
    // Black 27 + 8 + D1 + E1 = 37 against 44: −7. White first: hane D1, block C1, connect E1: −11.
    const c = classifyEndgame(position(hane, BLACK));
    expect(c).not.toBeNull();
    expect(c?.count).toBe(-7);
    expect(c?.passCount).toBe(-11);
    const right = c?.moves
      .filter((m) => m.verdict === 'right')
      .map((m) => `${n(m.move)} ${m.line.map(n).join(' ')}`);
    expect(right).toEqual(['E1 F1 D1']);
    const d1 = c?.moves.find((m) => n(m.move) === 'D1');
    expect(d1?.verdict).toBe('wrong');
    // Every first move's line runs until both pass, and its count is the reader's.
    for (const line of c?.lines ?? []) expect(line.slice(-2)).toEqual([PASS, PASS]);
  });

  it('proves a refutation: after Black D1 and White E1 the hane is gone; after a pass it is still there', () => {
    const start = position(hane, BLACK);
    expect(endgameRefuted(start, [v('D1'), v('E1')])).toBe('win');
    expect(endgameRefuted(start, [v('D1'), PASS])).toBe('fail');
  });

  it("counts each wrong first move's shortfall against the best: exact, or at least where the bounds part", () => {
    const shortfalls = (toMove: Color) =>
      [...(endgameShortfalls(position(hane, toMove)) ?? new Map())].map(
        ([vertex, short]) => `${n(vertex)} ${short.atLeast ? '≥' : ''}${short.points}`,
      );
    // Black's best is E1 (−7); C1 and D1 count −9; F1 counts −11 or −9, so at least 2 points less.
    expect(shortfalls(BLACK)).toEqual(['C1 2', 'D1 2', 'F1 ≥2']);
    // White's best is the hane at D1.
    expect(shortfalls(WHITE)).toEqual(['C1 ≥2', 'E1 2', 'F1 2']);
  });

  it('reads only best-move problems that carry a scope (a counted endgame)', () => {
    expect(classifyFirstMoves(problem(hane, BLACK))).toBeNull();
    const c = classifyFirstMoves(problem(hane, BLACK, [v('D1')]));
    expect(c?.kind).toBe('endgame');
    expect(c?.moves.map((m) => `${n(m.move)} ${m.verdict}`)).toEqual([
      'C1 wrong',
      'D1 wrong',
      'E1 right',
      'F1 wrong',
    ]);
    expect(refutationHolds(problem(hane, BLACK, [v('D1')]), [v('D1'), v('E1')])).toBe('win');
  });
});

describe('a counted endgame problem, completed and audited', () => {
  const json = blankEndgame(hane);

  it('gets every first move on its open points, right with its line, wrong with its refutation', () => {
    const done = completeProblem(json, { gnugo: false });
    if ('rejected' in done) throw new Error(done.rejected);
    expect(done.problem.scope).toEqual(['C1', 'D1', 'E1', 'F1']);
    const shown = done.problem.tree.map(
      (b) =>
        `${[b.line, ...(b.then ?? []).map((t) => t.line)].join(' ')}${b.result === 'wrong' ? ' wrong' : ''}`,
    );
    expect(shown).toEqual(['E1 F1 D1', 'C1 E1 wrong', 'D1 E1 wrong', 'F1 E1 wrong']);
    const parsed = parseProblemJson(done.problem);
    if (!parsed.ok) throw new Error('parse');
    expect(auditProblem(parsed.value, { gnugo: false }).issues).toEqual([]);
  });

  it('is dropped when the reader cannot read it, never shipped with its scope unread', () => {
    // Stones of both colours along a whole row: eighteen open points, more than the reader reads.
    const wide = [
      '.........',
      '.........',
      '.........',
      '.........',
      'XOXOXOXOX',
      '.........',
      '.........',
      '.........',
      '.........',
    ];
    expect(readEndgame(position(wide.join('\n'), BLACK))).toEqual({ unknown: 'too_large' });
    expect(
      completeProblem({ ...json, board: wide, tree: [{ line: 'E4', result: 'right' }] }, { gnugo: false }),
    ).toEqual({
      rejected: 'unread',
    });
  });

  it("records each wrong first move's shortfall, and fails the audit where one is missing or wrong", () => {
    const done = completeProblem(json, { gnugo: false });
    if ('rejected' in done) throw new Error(done.rejected);
    const wrong = done.problem.tree.filter((b) => b.result === 'wrong');
    expect(wrong.map((b) => `${b.line} ${b.short ?? '-'}${b.shortAtLeast === true ? '+' : ''}`)).toEqual([
      'C1 2',
      'D1 2',
      'F1 2+',
    ]);
    const audit = (tree: typeof done.problem.tree) => {
      const parsed = parseProblemJson({ ...done.problem, tree });
      if (!parsed.ok) throw new Error('parse');
      return auditProblem(parsed.value, { gnugo: false }).issues;
    };
    const changed = (i: number, change: Partial<(typeof wrong)[number]>) =>
      done.problem.tree.map((b) => (b === wrong[i] ? { ...b, ...change } : b));
    expect(audit(changed(0, { short: 4 }))).toEqual(['first move C1: points short 4, the endgame reader 2']);
    expect(audit(changed(2, { shortAtLeast: undefined }))).toEqual([
      'first move F1: points short 2, the endgame reader at least 2',
    ]);
    const { short: _short, ...bare } = wrong[1] as (typeof wrong)[number];
    expect(audit(done.problem.tree.map((b) => (b === wrong[1] ? bare : b)))).toEqual([
      'first move D1: points short none, the endgame reader 2',
    ]);
  });

  it('fails the audit where the tree calls a smaller move right', () => {
    const parsed = parseProblemJson({
      ...json,
      scope: ['C1', 'D1', 'E1', 'F1'],
      tree: [
        { line: 'D1', result: 'right' },
        { line: 'E1 F1 D1', result: 'right' },
        { line: 'C1 D1', result: 'wrong' },
        { line: 'F1 D1', result: 'wrong' },
      ],
    });
    if (!parsed.ok) throw new Error('parse');
    expect(auditProblem(parsed.value, { gnugo: false }).issues).toContain(
      'first move D1: the tree says right, the solver wrong',
    );
  });
});

describe('open borders at the end of a line: two bounds', () => {
  it('reads the deep hane F1 both ways: −11 with the open border counted for White, −9 for Black', () => {
    // After Black F1 White cuts at E1; a line can end with White's side still open beyond F1, which the
    // local game cannot close. F1 is wrong however that border is counted (the best, E1, counts −7).
    const c = classifyEndgame(position(hane, BLACK));
    const i = c?.moves.findIndex((m) => n(m.move) === 'F1') ?? -1;
    expect(c?.moves[i]?.verdict).toBe('wrong');
    expect([c?.counts[i], c?.bounds[i]]).toEqual([-11, -9]);
  });

  const m = (count: number, bound: number): EndgameMove => ({ move: PASS, count, bound });
  it.each([
    ['every move decided', BLACK, [m(-7, -7), m(-11, -9)], -7],
    ['a wrong move whose upper bound beats the best', BLACK, [m(-7, -7), m(-9, -5)], null],
    ['a move that may or may not reach the best', BLACK, [m(-7, -7), m(-9, -7)], null],
    ['White: lower is better', WHITE, [m(-7, -7), m(-9, -9)], -9],
    ['White: a move that may reach the best', WHITE, [m(-7, -9), m(-9, -9)], null],
  ] as const)('decides the best count: %s', (_, color, moves, best) => {
    expect(decidedBest(color, moves)).toBe(best);
  });
});

describe.runIf(gnugoAvailable())("GNU Go's count at the end of every line", () => {
  it('finds the reader’s count on the hane board, for both colours', () => {
    for (const toMove of [BLACK, WHITE] as const) {
      const p = problem(hane, toMove, []);
      const c = classifyEndgame(p.start);
      if (c === null) throw new Error('unread');
      // A right move's count is exact; a wrong one's lies between its two bounds.
      gnugoFinalCounts(p, c.lines).forEach((g, i) => {
        const [a, b] = [c.counts[i] as number, c.bounds[i] as number];
        if (c.moves[i]?.verdict === 'right') expect(g).toBe(a);
        expect(g).toBeGreaterThanOrEqual(Math.min(a, b));
        expect(g).toBeLessThanOrEqual(Math.max(a, b));
      });
    }
  });
});

describe("the player's second turn (a wrong second move refuted and counted)", () => {
  const turn = (board: string, toMove: Color, path: string[]) =>
    classifyEndgameTurn(position(board, toMove), path.map(v))?.moves.map(
      (m) =>
        `${n(m.move)} ${m.verdict}${m.reply === null ? '' : ` ${n(m.reply)}`}${m.short === undefined ? '' : ` ${m.short.atLeast ? '≥' : ''}${m.short.points}`}`,
    );

  it('reads every move after the sente hane and its answer, for both colours', () => {
    // J4 closes the gap; J3 and the push at H5 let the opponent take J4: 4 points less.
    const expected = ['J4 right', 'J3 wrong J4 4', 'H5 wrong J4 4'];
    expect(turn(twoPlaces, BLACK, ['J5', 'J6'])).toEqual(expected);
    expect(turn(swap(twoPlaces), WHITE, ['J5', 'J6'])).toEqual(expected);
  });

  it('leaves a move undecided where a ko capture is on its line, and reads no turn of the opponent', () => {
    // After E1 F1 on the hane board, Black C1 lets White take E1 with a ko.
    expect(turn(hane, BLACK, ['E1', 'F1'])).toEqual(['C1 unknown', 'D1 right']);
    expect(classifyEndgameTurn(position(hane, BLACK), [v('E1')])).toBeNull();
  });

  const json = blankEndgame(twoPlaces);
  const completed = completeProblem(json, { gnugo: false });
  if ('rejected' in completed) throw new Error(completed.rejected);
  const done: { problem: ProblemJson } = completed;
  const audit = (tree: readonly ProblemBranchJson[]) => {
    const parsed = parseProblemJson({ ...done.problem, tree });
    if (!parsed.ok) throw new Error('parse');
    return auditProblem(parsed.value, { gnugo: false }).issues;
  };
  /** The tree with the second turn after J5 J6 changed by `change`. */
  const secondTurn = (change: (branches: readonly ProblemBranchJson[]) => readonly ProblemBranchJson[]) =>
    done.problem.tree.map((b) => (b.line === 'J5 J6' ? { ...b, then: change(b.then ?? []) } : b));

  it('completes the second turn: the right move, then each wrong one with its reply and shortfall', () => {
    const main = done.problem.tree[0];
    expect(main?.line).toBe('J5 J6');
    expect(main?.then).toEqual([
      { line: 'J4', result: 'right' },
      { line: 'J3', result: 'wrong', short: 4, then: [{ line: 'J4' }] },
      { line: 'H5', result: 'wrong', short: 4, then: [{ line: 'J4' }] },
    ]);
    const parsed = parseProblemJson(done.problem);
    if (!parsed.ok) throw new Error('parse');
    const a = auditProblem(parsed.value, { gnugo: false });
    expect(a.issues).toEqual([]);
    // Three wrong first moves and two wrong second moves, every refutation proven.
    expect([a.facts.refutations, a.facts.refutationsProven]).toEqual([5, 5]);
  });

  it('fails the audit where a wrong second move is missing, called right, not refuted or miscounted', () => {
    expect(audit(secondTurn((t) => t.filter((b) => b.line !== 'J3')))).toEqual([
      'after J5 J6: move J3 (wrong) is not in the tree',
    ]);
    expect(
      audit(
        secondTurn((t) => t.map((b) => (b.line === 'J3' ? { line: 'J3', result: 'right' as const } : b))),
      ),
    ).toEqual(['after J5 J6: move J3: the tree says right, the reader wrong']);
    expect(
      audit(secondTurn((t) => t.map((b) => (b.line === 'J3' ? { ...b, then: [{ line: 'pass' }] } : b)))),
    ).toEqual(['after J5 J6: refutation J3 pass: the player still reaches the best count']);
    // A reply out of the local game (a jump into Black's territory) is read by no one.
    expect(
      audit(secondTurn((t) => t.map((b) => (b.line === 'J3' ? { ...b, then: [{ line: 'A9' }] } : b)))),
    ).toEqual(['after J5 J6: refutation J3 A9: not proven']);
    expect(audit(secondTurn((t) => t.map((b) => (b.line === 'H5' ? { ...b, short: 2 } : b))))).toEqual([
      'move H5: points short 2, the endgame reader 4',
    ]);
  });

  it.runIf(gnugoAvailable())(
    "agrees with GNU Go's count at the end of every wrong second move's line",
    () => {
      const parsed = parseProblemJson(done.problem);
      if (!parsed.ok) throw new Error('parse');
      const a = gnugoEndgameAgreement(parsed.value);
      expect(a.disagreements).toEqual([]);
      // Every first move's line (four) and the two wrong second moves' lines.
      expect(a.agree + a.silent).toBe(6);
    },
  );
});
