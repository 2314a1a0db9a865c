// What a cropped board must show of a problem (issue 14): its stones, every move of every line of its tree
// for both sides, its targets and its scope; passes are no point.
import { describe, expect, it } from 'vitest';
import { problemVertices } from '../../../../src/domain/go';
import { names } from './helpers';
import { cornerKill, ladder, ladderAlsoRight, problem, twoAtaris } from './problemSamples';

describe('problemVertices', () => {
  it('takes the stones and every move of the tree, the refutations too', () => {
    expect(names(5, problemVertices(problem(ladder)))).toEqual(
      ['B2', 'B3', 'C1', 'C2', 'C3', 'C4', 'D2', 'D3', 'D4', 'E1', 'E2', 'E3', 'E4', 'E5'].sort(),
    );
  });

  it('leaves passes out', () => {
    const vertices = problemVertices(problem(twoAtaris));
    expect(vertices.every((v) => v >= 0)).toBe(true);
    expect(names(5, vertices)).toEqual(['A4', 'A5', 'B3', 'B4', 'B5', 'C1', 'C4', 'D1', 'D2', 'E1'].sort());
  });

  it('adds the scope of first moves, where no stone or line reaches', () => {
    expect(names(5, problemVertices(problem({ ...cornerKill, scope: ['D1'] })))).toContain('D1');
    expect(names(5, problemVertices(problem(cornerKill)))).not.toContain('D1');
  });

  it('leaves out a move that also wins after the first move: it is played where the board shows', () => {
    const alsoA5 = {
      ...ladderAlsoRight,
      tree: [
        {
          line: 'C4 D3 D4 E3',
          then: [
            { line: 'E4 E2 E1', result: 'right' as const },
            { line: 'A5', result: 'right' as const, also: true as const },
          ],
        },
      ],
    };
    expect(names(5, problemVertices(problem(alsoA5)))).not.toContain('A5');
    expect(names(5, problemVertices(problem(ladder)))).toContain('E2');
  });
});
