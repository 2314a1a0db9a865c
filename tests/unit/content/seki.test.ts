// Seki in the life-and-death reader (`survive`: the owner keeps the group, in seki if not alive), the
// problem checker's proof of seki at the end of a "live" line, and the first-move classifier with seki as
// an outcome, on ASCII boards (9×9, row 9 at the top; White owns the group, Black kills). Issue 14.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromAscii } from '../../../src/domain/go/ascii';
import { makeVertex, parseVertex } from '../../../src/domain/go/coords';
import type { Vertex } from '../../../src/domain/go/coords';
import { FastBoard } from '../../../src/domain/go/fastBoard';
import type { Position } from '../../../src/domain/go/position';
import type { Problem } from '../../../src/domain/go/problem';
import { parseProblemJson } from '../../../src/domain/go/problemJson';
import { checkProblem } from '../../../src/domain/go/problemCheck';
import type { Color } from '../../../src/domain/go/stones';
import { BLACK, WHITE } from '../../../src/domain/go/stones';
import {
  classifyFirstMoves,
  lifeDeathRegion,
  livesInSeki,
  refutationHolds,
} from '../../../src/domain/content/firstMoves';
import { LifeDeathReader } from '../../../src/domain/content/lifeDeathReader';
import type { StudyPack } from '../../../src/domain/content/packs';
import { gnugoAvailable, gnugoJudge } from '../../../tools/content/gnugo';

const v = (name: string): Vertex => {
  const r = parseVertex(9, name);
  if (!r.ok) throw new Error(`bad vertex ${name}`);
  return r.value;
};

function positionOf(ascii: string, toMove: Color): Position {
  const p = fromAscii(ascii, { toMove });
  if (!p.ok) throw new Error(`bad test board: ${p.error}`);
  return p.value;
}

/** live / kill / survive within 16 plies, the region flooded from the target as the classifier does. */
function read(ascii: string, target: string, toMove: Color) {
  const position = positionOf(ascii, toMove);
  const region = lifeDeathRegion({ start: position }, v(target));
  if (region === null) throw new Error('open region');
  const board = FastBoard.fromPosition(position);
  const reader = new LifeDeathReader(
    board,
    region.map((x) => board.pointOf(x)),
    board.pointOf(v(target)),
    WHITE,
  );
  return {
    live: reader.solve(board, 'live', 16),
    kill: reader.solve(board, 'kill', 16),
    survive: reader.solve(board, 'survive', 16),
  };
}

/** One eye each (White's at A9, the black group's at D9) and two shared liberties, F9 and F8. */
const oneEyeEach = `
  . O X . X . O X .
  O O X X X . O X .
  O O O O O O O X .
  X X X X X X X X .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .`;

/** The same without White's eye: the black group has an eye, White none, so Black fills and captures. */
const noEye = `
  O O X . X . O X .
  O O X X X . O X .
  O O O O O O O X .
  X X X X X X X X .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .`;

/** No eyes: two black chains and White share B9 and A8; whoever fills one is taken. */
const twoShared = `
  X . O X . . . . .
  . X O X . . . . .
  O X O X . . . . .
  O O O X . . . . .
  X X X X . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .`;

/** The problem before it: White to play at A7 makes the seki above; anything else dies. */
const makeSeki = `
  X . O X . . . . .
  . X O X . . . . .
  . X O X . . . . .
  O O O X . . . . .
  X X X X . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .`;

/** A straight three: whoever takes B9 decides it; no seki to be had. */
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

describe('seki in the life-and-death reader', () => {
  for (const toMove of [BLACK, WHITE] as const) {
    const who = toMove === BLACK ? 'Black' : 'White';
    it(`one eye each with shared liberties is seki: neither side forces its goal, White survives (${who} to play)`, () => {
      expect(read(oneEyeEach, 'B8', toMove)).toEqual({ live: 'fail', kill: 'fail', survive: 'win' });
    });
    it(`two shared liberties and no eyes is seki in the corner (${who} to play)`, () => {
      expect(read(twoShared, 'C9', toMove)).toEqual({ live: 'fail', kill: 'fail', survive: 'win' });
    });
    it(`a group whose opponent inside has the only eye is dead, not seki (${who} to play)`, () => {
      expect(read(noEye, 'B8', toMove)).toEqual({ live: 'fail', kill: 'win', survive: 'fail' });
    });
  }

  it('making seki is White’s only way; with Black to play the group dies', () => {
    expect(read(makeSeki, 'C9', WHITE)).toEqual({ live: 'fail', kill: 'fail', survive: 'win' });
    expect(read(makeSeki, 'C9', BLACK)).toEqual({ live: 'fail', kill: 'win', survive: 'fail' });
  });

  it('leaves live and kill as they were, and survive agrees with them where they decide', () => {
    // A straight three: Black to play kills (so White cannot survive), White to play lives.
    expect(read(straightThree, 'D9', BLACK)).toEqual({ live: 'fail', kill: 'win', survive: 'fail' });
    expect(read(straightThree, 'D9', WHITE)).toEqual({ live: 'win', kill: 'fail', survive: 'win' });
  });
});

describe('the checker’s proof of seki (livesInSeki)', () => {
  const live = (ascii: string, target: string, tree: Problem['tree']): Problem => ({
    start: positionOf(ascii, WHITE),
    goal: { kind: 'live', targets: [v(target)] },
    tree,
  });

  it('proves the seki after the right move, and not a dead group', () => {
    expect(livesInSeki(positionOf(twoShared, BLACK), v('C9'))).toBe(true);
    expect(livesInSeki(positionOf(oneEyeEach, BLACK), v('B8'))).toBe(true);
    expect(livesInSeki(positionOf(noEye, BLACK), v('B8'))).toBe(false);
    expect(livesInSeki(positionOf(makeSeki, BLACK), v('C9'))).toBe(false);
  });

  it('accepts a live line ending in seki only with the proof', () => {
    const problem = live(makeSeki, 'C9', [{ move: v('A7'), verdict: 'right', children: [] }]);
    expect(checkProblem(problem).map((i) => i.code)).toEqual(['not_pass_alive']);
    expect(checkProblem(problem, { livesInSeki })).toEqual([]);
    // A wrong answer marked right is still refused: the group is dead after it.
    const wrong = live(makeSeki, 'C9', [{ move: v('B9'), verdict: 'right', children: [] }]);
    expect(checkProblem(wrong, { livesInSeki })).not.toEqual([]);
  });
});

describe('first moves with seki as an outcome', () => {
  it('classifies the seki move right (seki) and every other move wrong with a proven refutation', () => {
    const problem: Problem = {
      start: positionOf(makeSeki, WHITE),
      goal: { kind: 'live', targets: [v('C9')] },
      tree: [],
    };
    const c = classifyFirstMoves(problem);
    expect(c).not.toBeNull();
    const right = c?.moves.filter((m) => m.verdict === 'right') ?? [];
    expect(right.map((m) => makeVertex(9, m.move))).toEqual(['A7']);
    expect(right[0]?.seki).toBe(true);
    expect(c?.moves.filter((m) => m.verdict === 'unknown')).toEqual([]);
    expect(c?.moves.filter((m) => m.verdict === 'wrong').length).toBeGreaterThan(0);
  });

  it('counts the seki as a refutation of a kill problem', () => {
    const problem: Problem = {
      start: positionOf(makeSeki, BLACK),
      goal: { kind: 'kill', targets: [v('C9')] },
      tree: [],
    };
    const c = classifyFirstMoves(problem);
    const byMove = new Map(c?.moves.map((m) => [makeVertex(9, m.move), m.verdict]));
    expect(byMove.get('A7')).toBe('right');
    // Black plays elsewhere, White makes the seki: the kill is out of reach, proven.
    expect(refutationHolds(problem, [v('J1'), v('A7')])).toBe('win');
    // White answering elsewhere instead leaves the kill: no refutation.
    expect(refutationHolds(problem, [v('J1'), v('J2')])).toBe('fail');
  });
});

describe.skipIf(!gnugoAvailable())('GNU Go on seki', () => {
  it('its owl reader calls a settled seki dead; its dragon status finds the group alive', () => {
    const problem: Problem = {
      start: positionOf(oneEyeEach, WHITE),
      goal: { kind: 'live', targets: [v('B8')] },
      tree: [],
    };
    // White fills one shared liberty: still seki (one left, one eye each).
    const query = [{ moves: [v('F9')], ask: 'goal' as const }];
    expect(gnugoJudge(problem, query)).toEqual([false]);
    expect(gnugoJudge(problem, query, { seki: true })).toEqual([true]);
  }, 120_000);

  it('agrees with the seki answer of the corner problem and refutes a dead move', () => {
    const problem: Problem = {
      start: positionOf(makeSeki, WHITE),
      goal: { kind: 'live', targets: [v('C9')] },
      tree: [],
    };
    const judged = gnugoJudge(
      problem,
      [
        { moves: [v('A7')], ask: 'goal' },
        { moves: [v('B9'), v('A7')], ask: 'refuted' },
      ],
      { seki: true },
    );
    expect(judged).toEqual([true, true]);
  }, 120_000);
});

describe('the shipped seki group', () => {
  const study = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../../../server/content/packs/study.json'), 'utf8'),
  ) as StudyPack;
  const group = study.categories
    .flatMap((c) => c.groups)
    .find((g) => g.title['en-US'] === 'Seki: live together');

  it('has ten live problems on 13×13 and 19×19 whose answers end in a proven seki, not Benson life', () => {
    expect(group?.missions).toHaveLength(10);
    for (const m of group?.missions ?? []) {
      expect(m.prompt['en-US']).toContain('seki is enough');
      expect(m.prompt['ko-KR']).toContain('빅');
      expect(m.prompt['zh-CN']).toContain('双活');
      // The hint names no point.
      expect(m.hint['en-US']).not.toMatch(/\b[A-T]\d{1,2}\b/);
      const parsed = parseProblemJson(m.problem);
      if (!parsed.ok) throw new Error('problem does not parse');
      const problem = parsed.value;
      expect(problem.goal.kind).toBe('live');
      expect([13, 19]).toContain(problem.start.size);
      // Without the seki proof the checker sees no Benson life at the end of the right line: it is seki.
      expect(checkProblem(problem).map((i) => i.code)).toContain('not_pass_alive');
      expect(checkProblem(problem, { livesInSeki })).toEqual([]);
    }
  });
});
