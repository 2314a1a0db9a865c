// The double-atari template (tools/content/doubleAtari.ts, issue 14): a drawn problem marks two of the
// opponent's chains with two liberties each, its every right first move puts both in atari, its answer
// takes two moves of the player, and every first move in its scope is classified and proven.
import { describe, expect, it } from 'vitest';
import { libertiesAt } from '../../../src/domain/go/chains';
import { createRandom } from '../../../src/domain/go/random';
import { parseProblemJson } from '../../../src/domain/go/problemJson';
import { play } from '../../../src/domain/go/position';
import { draw } from '../../../tools/content/build';
import { auditProblem } from '../../../tools/content/complete';
import { doubleAtariGroups, doubleAtariTexts } from '../../../tools/content/doubleAtariTopics';
import { answerPlayerMoves } from '../../../tools/content/problemBuild';

describe('double atari', () => {
  it('draws proven problems whose right first moves are double ataris', () => {
    const plan = doubleAtariGroups()[0];
    if (plan === undefined) throw new Error('no plan');
    const drawn = draw(plan.template(0), createRandom(7), 2, {
      player: 'black',
      used: new Set(),
      gnugo: false,
    });
    expect(drawn).toHaveLength(2);
    for (const d of drawn) {
      const parsed = parseProblemJson(d.problem);
      if (!parsed.ok) throw new Error('unparsable');
      const problem = parsed.value;
      expect(problem.goal.kind).toBe('capture_any');
      const targets = 'targets' in problem.goal ? problem.goal.targets : [];
      const { size, stones } = problem.start;
      for (const t of targets) expect(libertiesAt(size, stones, t)).toHaveLength(2);
      expect(answerPlayerMoves(d.problem)).toBeGreaterThanOrEqual(2);
      const right = d.problem.tree.filter((b) => b.result !== 'wrong');
      expect(right.length).toBeGreaterThanOrEqual(1);
      for (const root of problem.tree.filter((_, i) => d.problem.tree[i]?.result !== 'wrong')) {
        const after = play(problem.start, root.move, { color: problem.start.toMove });
        if (!after.ok) throw new Error('illegal answer');
        const inAtari = targets.filter((t) => libertiesAt(size, after.position.stones, t).length === 1);
        expect(inAtari.length).toBeGreaterThanOrEqual(2);
      }
      const audit = auditProblem(problem, { gnugo: false });
      expect(audit.issues).toEqual([]);
      expect(audit.facts.scoped).toBe(true);
    }
  }, 120_000);

  it('says what to do in every language, and gives a hint that names no point', () => {
    const prompt = doubleAtariTexts.prompt(1, {} as never);
    expect(prompt['en-US']).toBe(
      'Black to play. Capture one of the marked white groups. Your opponent can save only one.',
    );
    expect(prompt['ko-KR']).toContain('흑 차례');
    expect(prompt['zh-CN']).toContain('黑先');
    const hint = doubleAtariTexts.hint(1, {} as never, {} as never);
    for (const words of Object.values(hint)) expect(words).not.toMatch(/[A-HJ-T]\d/);
  });
});
