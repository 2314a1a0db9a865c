// Shortage of liberties (tools/content/shortage.ts, issue 14 "new topics"): a problem has two ataris on the
// board, and the one from the short side is refuted by a capture of the player's own stones. The facts on
// an ASCII board, then a drawn problem, classified and proven.
import { describe, expect, it } from 'vitest';
import { fromAscii } from '../../../src/domain/go/ascii';
import { libertiesAt } from '../../../src/domain/go/chains';
import { parseVertex } from '../../../src/domain/go/coords';
import type { Vertex } from '../../../src/domain/go/coords';
import { FastBoard } from '../../../src/domain/go/fastBoard';
import type { ProblemNode } from '../../../src/domain/go/problem';
import { parseProblemJson } from '../../../src/domain/go/problemJson';
import { play } from '../../../src/domain/go/position';
import { createRandom } from '../../../src/domain/go/random';
import { BLACK } from '../../../src/domain/go/stones';
import { draw } from '../../../tools/content/build';
import { auditProblem } from '../../../tools/content/complete';
import { answerPlayerMoves } from '../../../tools/content/problemBuild';
import { shortSideAtaris, showsShortSide } from '../../../tools/content/shortage';
import { shortageGroups, shortageTexts } from '../../../tools/content/shortageTopics';

// White H3-H2 has two liberties, G2 and J3. Black J3 joins J2-J1-H1, whose last liberty is then G1:
// White G1 takes four stones. Black G2 is the atari that works.
const board = `
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . X O
  . . . . . X X O .
  . . . . . . . O X
  . . . . . . . X X
`;

function vertex(name: string): Vertex {
  const v = parseVertex(9, name);
  if (!v.ok) throw new Error(name);
  return v.value;
}

const wrong = (move: string, reply: string): ProblemNode => ({
  move: vertex(move),
  verdict: 'wrong',
  children: [{ move: vertex(reply), children: [] }],
});

describe('the atari from the short side', () => {
  const position = fromAscii(board, { toMove: BLACK });
  if (!position.ok) throw new Error('bad board');
  const fast = FastBoard.fromPosition(position.value);
  const target = fast.pointOf(vertex('H3'));

  it.each<{ proves: string; tree: ProblemNode[]; found: { move: string; lost: number }[] }>([
    {
      proves: 'an atari whose refutation takes four of the player’s stones',
      tree: [wrong('J3', 'G1')],
      found: [{ move: 'J3', lost: 4 }],
    },
    { proves: 'a wrong move that is no atari (not on a liberty)', tree: [wrong('F2', 'G2')], found: [] },
    {
      proves: 'an atari whose refutation captures nothing (an extension)',
      tree: [wrong('G2', 'J3')],
      found: [],
    },
    {
      proves: 'a right move is not read',
      tree: [{ move: vertex('J3'), verdict: 'right', children: [{ move: vertex('G1'), children: [] }] }],
      found: [],
    },
  ])('$proves', ({ tree, found }) => {
    expect(shortSideAtaris(fast, target, tree).map((f) => ({ move: nameOf(f.move), lost: f.lost }))).toEqual(
      found,
    );
  });
});

function nameOf(v: Vertex): string {
  return 'ABCDEFGHJ'[v % 9] + String(9 - Math.floor(v / 9));
}

describe('a drawn shortage-of-liberties problem', () => {
  it('is proven, its right move an atari, a wrong atari refuted by a capture of the player’s stones', () => {
    const plan = shortageGroups()[0];
    if (plan === undefined) throw new Error('no plan');
    const [d] = draw(plan.template(0), createRandom(11), 1, {
      player: 'black',
      used: new Set(),
      gnugo: false,
      minPlayerMoves: 2,
      ...(plan.keep === undefined ? {} : { keep: plan.keep }),
    });
    if (d === undefined) throw new Error('nothing drawn');
    const parsed = parseProblemJson(d.problem);
    if (!parsed.ok) throw new Error('unparsable');
    const problem = parsed.value;
    expect(problem.goal.kind).toBe('capture');
    const targets = 'targets' in problem.goal ? problem.goal.targets : [];
    const first = targets[0];
    if (first === undefined) throw new Error('no target');
    const { size, stones } = problem.start;
    expect(libertiesAt(size, stones, first)).toHaveLength(2);
    expect(answerPlayerMoves(d.problem)).toBeGreaterThanOrEqual(2);
    const right = problem.tree.filter((n) => n.verdict !== 'wrong');
    expect(right).toHaveLength(1);
    for (const root of right) {
      const after = play(problem.start, root.move, { color: problem.start.toMove });
      if (!after.ok) throw new Error('illegal answer');
      expect(libertiesAt(size, after.position.stones, first)).toHaveLength(1);
    }
    const fast = FastBoard.fromPosition(problem.start);
    expect(shortSideAtaris(fast, fast.pointOf(first), problem.tree).length).toBeGreaterThanOrEqual(1);
    expect(showsShortSide(d.problem)).toBe(true);
    const audit = auditProblem(problem, { gnugo: false });
    expect(audit.issues).toEqual([]);
    expect(audit.facts.scoped).toBe(true);
  }, 120_000);

  it('a problem shows the lesson only with a wrong atari refuted by a capture', () => {
    const right = { line: 'G2 J3 J5', result: 'right' as const };
    const problem = (wrong: { line: string; reply: string }) => ({
      board: board
        .trim()
        .split('\n')
        .map((row) => row.replace(/\s+/g, '')),
      toMove: 'B' as const,
      goal: { kind: 'capture' as const, targets: ['H3', 'H2'] },
      tree: [right, { line: wrong.line, result: 'wrong' as const, then: [{ line: wrong.reply }] }],
    });
    expect(showsShortSide(problem({ line: 'J3', reply: 'G1' }))).toBe(true);
    // F2 is no atari, so its refutation shows nothing of the lesson.
    expect(showsShortSide(problem({ line: 'F2', reply: 'G2' }))).toBe(false);
  });

  it('says what to do in every language, and gives a hint that names no point', () => {
    const prompt = shortageTexts.prompt(-1, {} as never);
    expect(prompt['en-US']).toBe(
      'White to play. Capture the marked black stones. An atari from the wrong side leaves your own stones short of liberties.',
    );
    expect(prompt['ko-KR']).toContain('자충');
    expect(prompt['zh-CN']).toContain('气紧');
    const hint = shortageTexts.hint(1, {} as never, {} as never);
    for (const words of Object.values(hint)) expect(words).not.toMatch(/[A-HJ-T]\d/);
  });
});
