// The first-move classifier (src/domain/content/firstMoves.ts) and the completion of answer trees
// (tools/content/complete.ts) on ASCII boards (9×9, row 9 at the top): every legal first move in a
// problem's scope is right (with a line that reaches the goal), wrong (with a refutation the solver
// proves) or unknown; a move that also works is added to the tree; a refutation that does not refute is
// found and replaced. Issue 14.
import { describe, expect, it } from 'vitest';
import { fromAscii } from '../../../src/domain/go/ascii';
import { makeVertex, parseVertex } from '../../../src/domain/go/coords';
import type { Vertex } from '../../../src/domain/go/coords';
import type { Problem, ProblemGoal, ProblemNode } from '../../../src/domain/go/problem';
import { replayAnswer } from '../../../src/domain/go/problemAnswer';
import { checkProblem } from '../../../src/domain/go/problemCheck';
import { makeProblemJson, parseProblemJson } from '../../../src/domain/go/problemJson';
import { BLACK } from '../../../src/domain/go/stones';
import { classifyFirstMoves, lifeDeathRegion, refutationHolds } from '../../../src/domain/content/firstMoves';
import { auditProblem, completeProblem } from '../../../tools/content/complete';
import { gnugoAvailable, gnugoJudge } from '../../../tools/content/gnugo';

const v = (name: string): Vertex => {
  const r = parseVertex(9, name);
  if (!r.ok) throw new Error(`bad vertex ${name}`);
  return r.value;
};
const n = (vertex: Vertex) => makeVertex(9, vertex);

function line(moves: string, verdict: 'right' | 'wrong'): ProblemNode {
  const list = moves.split(' ').map(v);
  let node: ProblemNode | null = null;
  for (let i = list.length - 1; i >= 0; i--) {
    const last = i === list.length - 1;
    node = {
      move: list[i] as Vertex,
      ...(verdict === 'right' && last ? { verdict } : {}),
      ...(verdict === 'wrong' && i === 0 ? { verdict } : {}),
      children: node === null ? [] : [node],
    };
  }
  return node as ProblemNode;
}

function problemOf(ascii: string, goal: ProblemGoal, tree: ProblemNode[]): Problem {
  const start = fromAscii(ascii, { toMove: BLACK });
  if (!start.ok) throw new Error('bad board');
  return { start: start.value, goal, tree };
}

// A lone White stone in the corner: both ataris run it along the first line into the other corner.
const corner = `
  O . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .`;

// The net with a ladder breaker at H7 (readers.test.ts): only F6 captures.
const net = `
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . O .
  . . . X . . . . .
  . . . X O . . . .
  . . . . X X . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .`;

// A straight three in the corner: the middle point kills, the ends let White live.
const straightThree = `
  . . . O X . . . .
  O O O O X . . . .
  X X X X X . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .`;

describe('the first-move classifier', () => {
  it('finds both ataris that capture a lone corner stone, each with a line that captures', () => {
    const problem = problemOf(corner, { kind: 'capture', targets: [v('A9')] }, [line('B9 A8 B8', 'right')]);
    const c = classifyFirstMoves(problem);
    expect(c?.kind).toBe('capture');
    const right = (c?.moves ?? []).filter((m) => m.verdict === 'right').map((m) => n(m.move));
    expect(right).toEqual(expect.arrayContaining(['A8', 'B9']));
    expect(c?.moves.some((m) => m.verdict === 'unknown')).toBe(false);
    // Far moves are outside the scope (three points around the target).
    expect(c?.scope.map(n)).not.toContain('E5');
    expect(c?.scope.map(n)).toContain('D6');
  });

  it('classifies every legal move of the net problem: the nets right (F6, and the looser F7 and G6), the rest wrong with a proven refutation', () => {
    const problem = problemOf(net, { kind: 'capture', targets: [v('E5')] }, []);
    const c = classifyFirstMoves(problem);
    const right = (c?.moves ?? []).filter((m) => m.verdict === 'right').map((m) => n(m.move));
    expect(right.sort()).toEqual(['F6', 'F7', 'G6']);
    expect(c?.moves.some((m) => m.verdict === 'unknown')).toBe(false);
    const wrong = (c?.moves ?? []).filter((m) => m.verdict === 'wrong');
    expect(wrong.map((m) => n(m.move))).toEqual(expect.arrayContaining(['E6', 'F5']));
    for (const m of wrong) expect(refutationHolds(problem, [m.move, ...m.line])).toBe('win');
  });

  it('tells a reply that lets the capture go on from one that refutes', () => {
    const problem = problemOf(net, { kind: 'capture', targets: [v('E5')] }, []);
    // After E6 (an atari from above) White extends to F5 and escapes toward the breaker.
    expect(refutationHolds(problem, [v('E6'), v('F5')])).toBe('win');
    // A White reply far away leaves E5 in atari: Black takes it.
    expect(refutationHolds(problem, [v('E6'), v('A1')])).toBe('fail');
  });

  it('reads a straight three: the middle kills, the ends let White live; the region is the eye space and the group', () => {
    const problem = problemOf(straightThree, { kind: 'kill', targets: [v('D8')] }, []);
    expect(lifeDeathRegion(problem, v('D8'))?.map(n).sort()).toEqual(
      ['A9', 'B9', 'C9', 'D9', 'A8', 'B8', 'C8', 'D8'].sort(),
    );
    const c = classifyFirstMoves(problem);
    const verdicts = Object.fromEntries((c?.moves ?? []).map((m) => [n(m.move), m.verdict]));
    expect(verdicts).toEqual({ A9: 'wrong', B9: 'right', C9: 'wrong' });
  });

  it('has nothing to say on a best-move problem', () => {
    const problem = problemOf(corner, { kind: 'best_move' }, [line('E5', 'right')]);
    expect(classifyFirstMoves(problem)).toBeNull();
  });
});

describe('completing an answer tree', () => {
  it('accepts a move that also works: A8 joins B9 as a right line, and playing it solves', () => {
    const bare = problemOf(corner, { kind: 'capture', targets: [v('A9')] }, []);
    const b9 = classifyFirstMoves(bare)?.moves.find((m) => n(m.move) === 'B9');
    const b9Line = [v('B9'), ...(b9?.line ?? [])].map(n).join(' ');
    const json = makeProblemJson(
      problemOf(corner, { kind: 'capture', targets: [v('A9')] }, [
        line(b9Line, 'right'),
        line('C9 A8', 'wrong'),
      ]),
    );
    const done = completeProblem(json, { gnugo: false });
    if ('rejected' in done) throw new Error(done.rejected);
    expect(done.facts.addedRight).toBeGreaterThan(0);
    const parsed = parseProblemJson(done.problem);
    if (!parsed.ok) throw new Error('parse');
    expect(checkProblem(parsed.value)).toEqual([]);
    // The player's moves of the added A8 line (every other move of the line) solve the problem.
    const a8 = parsed.value.tree.find((r) => n(r.move) === 'A8');
    const playerMoves: Vertex[] = [];
    for (let node: ProblemNode | undefined = a8, i = 0; node !== undefined; node = node.children[0], i++)
      if (i % 2 === 0) playerMoves.push(node.move);
    expect(replayAnswer(parsed.value, playerMoves).solved).toBe(true);
    // And the audit finds the problem complete.
    expect(auditProblem(parsed.value, { gnugo: false }).issues).toEqual([]);
  });

  it('replaces a refutation that does not refute with one the solver proves', () => {
    const json = makeProblemJson(
      problemOf(net, { kind: 'capture', targets: [v('E5')] }, [
        line('F6 F5 G5', 'right'),
        line('E6 A1', 'wrong'),
      ]),
    );
    const parsed = parseProblemJson(json);
    if (!parsed.ok) throw new Error('parse');
    expect(auditProblem(parsed.value, { gnugo: false }).issues).toContain(
      'refutation E6 A1: the player still reaches the goal',
    );
    const done = completeProblem(json, { gnugo: false });
    if ('rejected' in done) throw new Error(done.rejected);
    expect(done.facts.replacedRefutations).toBe(1);
    const after = parseProblemJson(done.problem);
    if (!after.ok) throw new Error('parse');
    const e6 = after.value.tree.find((r) => n(r.move) === 'E6');
    expect(e6?.children[0]?.move).not.toBe(v('A1'));
    expect(auditProblem(after.value, { gnugo: false }).issues).toEqual([]);
  });
});

describe.skipIf(!gnugoAvailable())('GNU Go as a second opinion', () => {
  it('agrees on the net: F6, F7 and G6 capture, E6 does not, and F5 refutes E6', () => {
    const problem = problemOf(net, { kind: 'capture', targets: [v('E5')] }, []);
    expect(
      gnugoJudge(problem, [
        { moves: [v('F6')], ask: 'goal' },
        { moves: [v('F7')], ask: 'goal' },
        { moves: [v('G6')], ask: 'goal' },
        { moves: [v('E6')], ask: 'goal' },
        { moves: [v('E6'), v('F5')], ask: 'refuted' },
        { moves: [v('E6'), v('A1')], ask: 'refuted' },
      ]),
    ).toEqual([true, true, true, false, true, false]);
  });

  it('agrees on the straight three with its owl reader', () => {
    const problem = problemOf(straightThree, { kind: 'kill', targets: [v('D8')] }, []);
    expect(
      gnugoJudge(problem, [
        { moves: [v('B9')], ask: 'goal' },
        { moves: [v('A9')], ask: 'goal' },
        { moves: [v('A9'), v('B9')], ask: 'refuted' },
      ]),
    ).toEqual([true, false, true]);
  });
});
