// The content generator: the same seed builds byte-identical packs (a small build: the introductory
// category, two problems per group, one ninth-dan step, the introductory tutorials), what it builds passes
// the pack checkers, and the capture and save solvers write trees the engine's checker accepts, with the
// tempting wrong moves refuted.
import { describe, expect, it } from 'vitest';
import { fromAscii } from '../../../src/domain/go/ascii';
import { makeVertex } from '../../../src/domain/go/coords';
import { checkProblem } from '../../../src/domain/go/problemCheck';
import { parseVertex } from '../../../src/domain/go/coords';
import { BLACK, WHITE } from '../../../src/domain/go/stones';
import type { Color } from '../../../src/domain/go/stones';
import { checkDan9Pack, checkStudyPack, checkTutorialsPack } from '../../../src/domain/content/checkPacks';
import { buildPacks } from '../../../tools/content/build';
import { withReplacedGroups } from '../../../tools/content/replacedGroups';
import { REPLACED_TUTORIALS } from '../../../tools/content/replaced';
import { replacedTutorialTexts, withReplacedTutorials } from '../../../tools/content/replacedTutorials';
import { isRejected, solveCapture, solveSave } from '../../../tools/content/tactics';
import type { TacticsSolution } from '../../../tools/content/tactics';

function position(ascii: string, toMove: Color) {
  const p = fromAscii(ascii, { toMove });
  if (!p.ok) throw new Error(p.error);
  return p.value;
}

function vertex(name: string): number {
  const v = parseVertex(9, name);
  if (!v.ok) throw new Error(name);
  return v.value;
}

function solved(s: TacticsSolution | { rejected: string }): TacticsSolution {
  if (isRejected(s)) throw new Error(`rejected: ${s.rejected}`);
  return s;
}

describe('the generator', () => {
  it('builds the same packs from the same seed, and they pass the pack checkers', () => {
    // GNU Go's second opinion is left to content:check on the shipped packs (it makes a build slower).
    const options = { seed: 7, perGroup: 2, categories: [1], dan9Steps: [1], tutorials: false, gnugo: false };
    const a = buildPacks(options);
    const b = buildPacks(options);
    expect(JSON.stringify([a.study, a.dan9, a.tutorials])).toBe(
      JSON.stringify([b.study, b.dan9, b.tutorials]),
    );
    // The groups replaced in place (tools/content/replaced.ts) keep their places empty until drawn last.
    const study = withReplacedGroups(a.study, new Set(), { seed: 7, perGroup: 2, gnugo: false });
    expect(
      checkStudyPack(study, { minCategories: 1, minGroups: 10, minMissions: 20, missionsPerGroup: 2 }),
    ).toEqual([]);
    expect(checkDan9Pack(a.dan9, { steps: 1, minMissionsPerStep: 3 })).toEqual([]);
    const c = buildPacks({ ...options, seed: 8, dan9Steps: [] });
    expect(JSON.stringify(c.study)).not.toBe(JSON.stringify(a.study));
    // Three builds, each reading every later turn of its problems for the moves that also win (about twice
    // the work of before); a guard against a hang, not a speed target.
  }, 180_000);
});

describe('the capture solver', () => {
  // The ladder start: E6 is the only answer; the other atari (F5) and the hane (F6) are refuted.
  const ladder = `
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . X O . . . .
    . . . . X X . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .`;

  it('writes the ladder to its end, with refuted wrong moves, and the engine checker agrees', () => {
    const start = position(ladder, BLACK);
    const s = solved(solveCapture(start, vertex('E5')));
    expect(s.distance).toBe(15);
    expect(s.right.map((v) => makeVertex(9, v))).toEqual(['E6']);
    expect(s.mainLine.filter((m) => !m.byPlayer).every((m) => m.onLiberty)).toBe(true);
    expect(s.wrongCount).toBeGreaterThan(0);
    const issues = checkProblem({ start, goal: { kind: 'capture', targets: [vertex('E5')] }, tree: s.tree });
    expect(issues).toEqual([]);
  });

  it('throws away a position with two answers and one where nothing captures', () => {
    const twoWays = position(
      `
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . X . . . . .
      . . X O X . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .`,
      BLACK,
    );
    // D5 has two liberties on the open side; several moves catch it (a ladder and nets).
    expect(solveCapture(twoWays, vertex('D5'))).toEqual({ rejected: 'many_answers' });
    const free = position(ladder.replace(/X X \. \. \.\n/, '. X . . .\n'), BLACK);
    expect(isRejected(solveCapture(free, vertex('E5')))).toBe(true);
  });
});

describe('the save solver', () => {
  it('finds the extension toward open space, and shows the capture after extending to the edge', () => {
    const start = position(
      `
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . X . . . .
      . . . X O . . . .
      . . . . . . . . .`,
      WHITE,
    );
    const s = solved(solveSave(start, [vertex('E2')]));
    expect(s.right.map((v) => makeVertex(9, v))).toEqual(['F2']);
    const wrong = s.tree.filter((n) => n.verdict === 'wrong').map((n) => makeVertex(9, n.move));
    expect(wrong).toContain('E1');
    const issues = checkProblem({ start, goal: { kind: 'save', targets: [vertex('E2')] }, tree: s.tree });
    expect(issues).toEqual([]);
  });
});

describe('the tutorials', () => {
  it('take their problems from their group and pass the checker', () => {
    const built = buildPacks({ seed: 3, perGroup: 1, categories: [1], dan9Steps: [], gnugo: false });
    expect(built.tutorials.tutorials.map((t) => t.key)).toEqual([
      '01-01-00',
      '01-02-00',
      '01-03-00',
      '01-04-00',
      '01-05-00',
      '01-06-00',
      '01-07-00',
      '01-08-00',
      '01-09-00',
      '01-10-00',
    ]);
    // The lessons replaced with their groups keep their places, empty until drawn last
    // (replacedTutorials.ts); with them drawn, only the other categories' keys are missing.
    for (const key of REPLACED_TUTORIALS)
      expect(built.tutorials.tutorials.find((t) => t.key === key)?.steps).toEqual([]);
    const tutorials = withReplacedTutorials(built.tutorials, new Set(), { seed: 3, gnugo: false });
    for (const key of REPLACED_TUTORIALS) {
      const lesson = tutorials.tutorials.find((t) => t.key === key);
      expect(lesson?.title['en-US']).toBe(replacedTutorialTexts[key]?.title['en-US']);
      expect(lesson?.steps).toHaveLength(2);
    }
    const issues = checkTutorialsPack(tutorials);
    expect(new Set(issues.map((i) => i.code))).toEqual(new Set(['missing_tutorial']));
    expect(issues).toHaveLength(9);
    // A safety net, not a speed target: a loaded two-core machine takes about a minute.
  }, 180_000);
});
