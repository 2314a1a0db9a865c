// The counted-endgame template (tools/content/endgame.ts, issue 14): a drawn problem is a finished 9×9
// game with two or three borders open at the edge, its scope is the reader's, every answer is the first
// two moves of the endgame in order (each the best by the count), every first move on the scope is
// classified and proven, and the texts give the count without naming a point.
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../src/domain/go/random';
import { parseProblemJson } from '../../../src/domain/go/problemJson';
import { makeVertex } from '../../../src/domain/go/coords';
import { classifyEndgame, endgameScope } from '../../../src/domain/content/endgameReader';
import { draw } from '../../../tools/content/build';
import { auditProblem } from '../../../tools/content/complete';
import { endgameBoard } from '../../../tools/content/endgame';
import type { EndgameMade } from '../../../tools/content/endgame';
import { endgameGroups, endgameTexts } from '../../../tools/content/endgameTopics';
import { answerPlayerMoves } from '../../../tools/content/problemBuild';

describe('counted endgames', () => {
  it('draws a finished board: solid double walls, open only where a border meets the edge', () => {
    const stones = endgameBoard(createRandom(3), ['first_line', 'closed', 'closed', 'black_short']);
    const rows = [...Array(9).keys()].map((y) =>
      [...Array(9).keys()].map((x) => '.XO'.at(stones[y * 9 + x] as number) as string).join(''),
    );
    // Rows 2 to 8 hold both walls of both borders: four stones or more each.
    for (const row of rows.slice(1, 8)) expect(row.replace(/\./g, '').length).toBeGreaterThanOrEqual(4);
    // The top row of the left border is open: no stone left of the middle.
    expect((rows[0] as string).slice(0, 4)).toBe('....');
  });

  it('draws a proven problem answered by the first two moves of the endgame', () => {
    const plan = endgameGroups()[0];
    if (plan === undefined) throw new Error('no plan');
    const drawn = draw(plan.template(0), createRandom(6), 1, {
      player: 'either',
      used: new Set(),
      gnugo: false,
      minPlayerMoves: 2,
    });
    expect(drawn).toHaveLength(1);
    for (const d of drawn) {
      const parsed = parseProblemJson(d.problem);
      if (!parsed.ok) throw new Error('unparsable');
      const problem = parsed.value;
      expect(problem.goal.kind).toBe('best_move');
      expect(d.problem.scope).toEqual(endgameScope(problem.start).map((v) => makeVertex(9, v)));
      expect(answerPlayerMoves(d.problem)).toBe(2);
      // The tree's right first moves are exactly the reader's best ones.
      const c = classifyEndgame(problem.start);
      if (c === null) throw new Error('unread');
      const best = c.moves.filter((m) => m.verdict === 'right').map((m) => makeVertex(9, m.move));
      const right = d.problem.tree.filter((b) => b.result !== 'wrong').map((b) => b.line.split(' ')[0]);
      expect(right.sort()).toEqual(best.sort());
      expect(d.problem.tree.filter((b) => b.result === 'wrong').length).toBeGreaterThanOrEqual(3);
      const audit = auditProblem(problem, { gnugo: false });
      expect(audit.issues).toEqual([]);
      expect(audit.facts.scoped).toBe(true);
    }
  }, 120_000);

  it('asks for the two biggest moves in order and counts the best one in the hint, naming no point', () => {
    const made = { openEnds: 3, bestGain: 4, margin: 2 } as EndgameMade;
    expect(endgameTexts.prompt(1, made)['en-US']).toBe(
      'Black to play. The borders are open in 3 places. Play the biggest move first, then the next biggest after White answers.',
    );
    expect(endgameTexts.prompt(-1, made)['ko-KR']).toContain('백 차례');
    expect(endgameTexts.prompt(1, made)['zh-CN']).toContain('黑先');
    const hint = endgameTexts.hint(1, made, {} as never);
    expect(hint['en-US']).toContain('worth 4 points more than passing');
    for (const words of Object.values(hint)) {
      expect(words).toContain('4');
      expect(words).not.toMatch(/[A-HJ-T]\d/);
    }
  });
});
