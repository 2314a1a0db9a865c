// Multi-move problems on 19×19 (issue 14): how many moves an answer takes (`answerPlayerMoves`, the rule
// groups can be drawn with) and edge shapes moved along the side.
import { describe, expect, it } from 'vitest';
import { chainAt } from '../../../src/domain/go/chains';
import { createPosition } from '../../../src/domain/go/position';
import { createRandom } from '../../../src/domain/go/random';
import type { ProblemJson } from '../../../src/domain/go/problemJson';
import { lifeDeathRegion } from '../../../src/domain/content/firstMoves';
import { OWNER, randomShape } from '../../../tools/content/lifeDeath';
import { shape } from '../../../tools/content/planBuilders';
import { answerPlayerMoves } from '../../../tools/content/problemBuild';

const board9 = (rows: string[]) => [...rows, ...Array.from({ length: 9 - rows.length }, () => '.........')];

describe('answerPlayerMoves', () => {
  // A White stone in atari on the edge: one move captures it.
  const base = {
    board: board9(['.XOX.....', '..X......']),
    toMove: 'B',
    goal: { kind: 'capture', targets: ['C9'] },
  } as const;

  it('counts the player’s moves on the fewest-move way through the answer', () => {
    const one: ProblemJson = { ...base, tree: [{ line: 'D8', result: 'right' }] };
    expect(answerPlayerMoves(one)).toBe(1);
    const two: ProblemJson = { ...base, tree: [{ line: 'D8 E9 F9', result: 'right' }] };
    expect(answerPlayerMoves(two)).toBe(2);
    // Two replies in the tree: the one the player answers in one more move decides.
    const branching: ProblemJson = {
      ...base,
      tree: [
        {
          line: 'D8',
          then: [
            { line: 'E9 F9 G9 H9', result: 'right' },
            { line: 'E8 E7', result: 'right' },
          ],
        },
      ],
    };
    expect(answerPlayerMoves(branching)).toBe(2);
  });

  it('takes the shortest right first move and leaves wrong lines out', () => {
    const json: ProblemJson = {
      ...base,
      tree: [
        { line: 'D8 E9 F9', result: 'right' },
        { line: 'E8', result: 'right' },
        { line: 'A9 B8 A8 C8', result: 'wrong' },
      ],
    };
    expect(answerPlayerMoves(json)).toBe(1);
    expect(answerPlayerMoves({ ...base, tree: [{ line: 'A9 B8', result: 'wrong' }] })).toBe(0);
  });
});

describe('edge shapes moved along the side', () => {
  it('move the whole construction and keep the group enclosed', () => {
    const spec = shape({ size: 19, area: 'edge', space: [4, 6], gaps: 0.3, outsideLiberties: 0.15 });
    const random = createRandom(5);
    const lefts: number[] = [];
    for (let i = 0; i < 200 && lefts.length < 20; i++) {
      const s = randomShape(random, { ...spec, along: [0, 8] });
      if (s === null) continue;
      const owner = [...s.stones.keys()].filter((v) => s.stones[v] === OWNER);
      lefts.push(Math.min(...owner.map((v) => v % 19)));
      // The region is the flood from the target up to the killer's wall, as the classifier reads it.
      const region = lifeDeathRegion({ start: createPosition({ size: 19, stones: s.stones }) }, s.target);
      expect(region).not.toBeNull();
      for (const v of owner) expect(region).toContain(v);
      expect(chainAt(19, s.stones, s.target).every((v) => s.stones[v] === OWNER)).toBe(true);
    }
    expect(lefts.length).toBe(20);
    // Without the move the wall starts within the first six lines; moved, it reaches the middle of the side.
    expect(Math.max(...lefts)).toBeGreaterThan(6);
  });
});
