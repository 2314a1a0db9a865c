// Make-ko problems in the content tools (issue 14): completing a tree from the ko readers (the group named
// canonically, the region as scope, every wrong first move with its refutation), the audit's refusals,
// GNU Go's owl readers as the second opinion, the reviewed exceptions with their proofs, and the shipped
// ko problems of the study and ninth-dan packs.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseVertex } from '../../../src/domain/go/coords';
import type { Vertex } from '../../../src/domain/go/coords';
import type { Problem } from '../../../src/domain/go/problem';
import { parseProblemJson } from '../../../src/domain/go/problemJson';
import type { ProblemJson } from '../../../src/domain/go/problemJson';
import { packProblems } from '../../../src/domain/content/problemIds';
import { auditProblem, completeProblem } from '../../../tools/content/complete';
import { gnugoAvailable, gnugoJudge } from '../../../tools/content/gnugo';
import { excuse, gnugoExceptions, proofHolds } from '../../../tools/content/gnugoExceptions';
import type { GnugoException } from '../../../tools/content/gnugoExceptions';
import { koCorner } from '../domain/go/problemSamples';

const packsDir = path.resolve(__dirname, '../../../server/content/packs');
const v = (name: string): Vertex => {
  const r = parseVertex(9, name);
  if (!r.ok) throw new Error(`bad vertex ${name}`);
  return r.value;
};

function parsed(json: ProblemJson): Problem {
  const p = parseProblemJson(json);
  if (!p.ok) throw new Error(JSON.stringify(p.error));
  return p.value;
}

// The sample as a generator drafts it: any stone of the group, no scope, one wrong move of two.
const { scope: _scope, ...unscoped } = koCorner;
const drafted: ProblemJson = { ...unscoped, koGroup: 'A6', tree: koCorner.tree.slice(0, 2) };

describe('completing a make-ko problem', () => {
  it('names the group, writes the region as scope and adds the missing wrong move with its refutation', () => {
    const done = completeProblem(drafted, { gnugo: false });
    if (!('problem' in done)) throw new Error(done.rejected);
    expect(done.problem).toEqual(koCorner);
    expect(done.facts.addedWrong).toBe(1);
  });

  it('drops a problem whose group is not enclosed, and one whose tree refuses the ko', () => {
    expect(completeProblem({ ...drafted, koGroup: 'A5' }, { gnugo: false })).toEqual({ rejected: 'unread' });
    const refused: ProblemJson = {
      ...drafted,
      tree: [
        { line: 'B9', result: 'right' },
        { line: 'A8', result: 'wrong', then: [{ line: 'B9' }] },
      ],
    };
    expect(completeProblem(refused, { gnugo: false })).toEqual({ rejected: 'solver_disputes_answer' });
  });
});

describe('the audit of a make-ko problem', () => {
  it('passes the complete sample', () => {
    const audit = auditProblem(parsed(koCorner), { gnugo: false });
    expect(audit.issues).toEqual([]);
    expect(audit.facts).toMatchObject({
      scoped: true,
      rightFirstMoves: 1,
      refutations: 2,
      refutationsProven: 2,
    });
  });

  it.each([
    [
      'a wrong move missing',
      { ...koCorner, tree: koCorner.tree.slice(0, 2) },
      'first move C7 (wrong) is not in the tree',
    ],
    [
      'a refutation that does not refute',
      {
        ...koCorner,
        tree: [koCorner.tree[0], { line: 'B9', result: 'wrong', then: [{ line: 'H2' }] }, koCorner.tree[2]],
      },
      'refutation B9 H2: the player still reaches the goal',
    ],
    [
      'the ko refused',
      {
        ...koCorner,
        tree: [{ line: 'A8', result: 'wrong', then: [{ line: 'C7' }] }, ...koCorner.tree.slice(1)],
      },
      'first move A8: the tree says wrong, the solver right',
    ],
    [
      'a group that is not enclosed',
      { ...koCorner, koGroup: 'A5' },
      'a ko group whose region is not enclosed',
    ],
    // With Black to play, a pass lets White make the ko: nothing is lost by not playing.
    ['a ko that is not needed', { ...koCorner, toMove: 'B' }, 'a pass does not lose: the ko is not needed'],
  ] as [string, ProblemJson, string][])('finds %s', (_name, json, issue) => {
    expect(auditProblem(parsed(json), { gnugo: false }).issues).toContain(issue);
  });
});

describe.skipIf(!gnugoAvailable())("GNU Go's owl readers on a make-ko problem", () => {
  it('find the ko after A8, an outright kill after B9 and C7, and B9 refuted by C7', () => {
    expect(
      gnugoJudge(parsed(koCorner), [
        { moves: [v('A8')], ask: 'goal' },
        { moves: [v('B9')], ask: 'goal' },
        { moves: [v('C7')], ask: 'goal' },
        { moves: [v('B9'), v('C7')], ask: 'refuted' },
        { moves: [v('A8'), v('C7')], ask: 'refuted' },
      ]),
    ).toEqual([true, false, false, true, false]);
  });

  const exception: GnugoException = {
    where: 'a test',
    board: koCorner.board,
    toMove: 'W',
    disagreement: 'first move B9: GNU Go finds it right',
    reason: 'made up for the test',
    proof: { line: 'A8', command: 'owl_attack B7', answers: ['2', '3'] },
  };

  it('excuse a listed disagreement only while its proof holds, and only on its own position', () => {
    const problem = parsed(koCorner);
    const said = [exception.disagreement, 'first move A8: GNU Go finds it wrong'];
    expect(excuse(problem, said, [exception])).toEqual({ disagreements: [said[1]], excused: 1 });
    const failing = { ...exception, proof: { ...exception.proof, answers: ['0', '1'] } };
    expect(proofHolds(problem, failing)).toBe(false);
    expect(excuse(problem, said, [failing])).toEqual({ disagreements: said, excused: 0 });
    const elsewhere = { ...exception, toMove: 'B' as const };
    expect(excuse(problem, said, [elsewhere])).toEqual({ disagreements: said, excused: 0 });
  });

  it('hold for every reviewed exception, each still needed by its shipped problem', () => {
    const problems = ['study', 'dan9'].flatMap((name) =>
      packProblems(name, JSON.parse(fs.readFileSync(path.join(packsDir, `${name}.json`), 'utf8'))),
    );
    for (const e of gnugoExceptions()) {
      const found = problems.find(
        (p) => p.problem.toMove === e.toMove && p.problem.board.join('\n') === e.board.join('\n'),
      );
      expect(found, e.where).toBeDefined();
      const problem = parsed(found?.problem as ProblemJson);
      expect(e.reason.length).toBeGreaterThan(20);
      expect(proofHolds(problem, e), e.where).toBe(true);
      const audit = auditProblem(problem);
      expect(audit.issues).toEqual([]);
      expect(audit.facts.gnugoExcused).toBe(gnugoExceptions().filter((x) => x.where === e.where).length);
    }
  }, 60_000);
});

describe('the shipped make-ko problems', () => {
  it('name their group and pass the audit: every first move classified, every refutation proven', () => {
    let problems = 0;
    let refutations = 0;
    for (const name of ['study', 'dan9']) {
      const pack = JSON.parse(fs.readFileSync(path.join(packsDir, `${name}.json`), 'utf8')) as unknown;
      const ko = packProblems(name, pack).filter((p) => p.problem.koGroup !== undefined);
      for (const { id, problem: json } of ko) {
        const audit = auditProblem(parsed(json), { gnugo: false });
        expect(audit.issues, id).toEqual([]);
        expect(audit.facts.scoped, id).toBe(true);
        problems++;
        refutations += audit.facts.refutationsProven;
      }
    }
    // Six study groups of ten and the nineteen of the ninth-dan steps.
    expect(problems).toBe(79);
    expect(refutations).toBeGreaterThan(79 * 3);
  }, 60_000);
});
