// Make-ko problems (src/domain/content/koReader.ts, issue 14) on ASCII boards (9×9, row 9 at the top): the
// group named by its canonical stone, the region inside the killer's wall (with an eye two thrown-in
// stones share), every first move classified (the ko right; every other move wrong, with the reply that
// settles the group even when the player wins every ko), and refutations proven against the ko readers.
import { describe, expect, it } from 'vitest';
import { fromAscii } from '../../../src/domain/go/ascii';
import { makeVertex, parseVertex } from '../../../src/domain/go/coords';
import type { Vertex } from '../../../src/domain/go/coords';
import type { Position } from '../../../src/domain/go/position';
import { BLACK, WHITE } from '../../../src/domain/go/stones';
import type { Color } from '../../../src/domain/go/stones';
import { classifyKo, koGroupOf, koPassLoses, koRefuted } from '../../../src/domain/content/koReader';
import { classifyFirstMoves, refutationHolds } from '../../../src/domain/content/firstMoves';
import { enclosedRegion, lifeDeathRegion } from '../../../src/domain/content/region';

const v = (name: string): Vertex => {
  const r = parseVertex(9, name);
  if (!r.ok) throw new Error(`bad vertex ${name}`);
  return r.value;
};
const names = (vs: readonly Vertex[]) => vs.map((x) => makeVertex(9, x)).join(' ');

function board(ascii: string, toMove: Color): Position {
  const p = fromAscii(ascii, { toMove });
  if (!p.ok) throw new Error('bad board');
  return p.value;
}

// White to play: A8 makes the ko for the corner group; B9 and C7 let Black kill it outright.
const corner = board(
  `
  X . O X . . . . .
  . X O X . . . . .
  X O . X . . . . .
  O O X X . . . . .
  X X X . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .`,
  WHITE,
);

// Black to play in the top right: two thrown-in White stones (H9, J8) share the corner eye J9; H8 makes
// the ko, every other move lets White kill.
const sharedEye = board(
  `
  . . . . O X . O .
  . . . . O X . . O
  . . . . O . X X X
  . . . . O O O O O
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .`,
  BLACK,
);

describe('the group and its region', () => {
  it("is named by the lowest point of the owner's largest chain", () => {
    expect(makeVertex(9, koGroupOf(corner, WHITE) as Vertex)).toBe('B7');
    expect(makeVertex(9, koGroupOf(sharedEye, BLACK) as Vertex)).toBe('G7');
    expect(koGroupOf(board('. . .\n. . .\n. . .', BLACK), WHITE)).toBeNull();
  });

  it("is everything inside the killer's wall, with the stones thrown in and the eye they share", () => {
    expect(names(enclosedRegion({ start: corner }, v('B7')) ?? [])).toBe('A9 B9 C9 A8 B8 C8 A7 B7 C7 A6 B6');
    expect(names(enclosedRegion({ start: sharedEye }, v('G7')) ?? [])).toBe(
      'F9 G9 H9 J9 F8 G8 H8 J8 F7 G7 H7 J7',
    );
    // The live-and-kill flood leaves out the corner eye and the two stones around it.
    expect(names(lifeDeathRegion({ start: sharedEye }, v('G7')) ?? [])).toBe('F9 G9 F8 G8 H8 F7 G7 H7 J7');
  });

  it('is null when the group is not enclosed', () => {
    const open = board(
      Array.from({ length: 9 }, (_, y) => (y === 4 ? '....X....' : '.........')).join('\n'),
      BLACK,
    );
    expect(enclosedRegion({ start: open }, v('E5'))).toBeNull();
  });
});

describe('first moves', () => {
  it.each([
    ['the corner', corner, 'B7', 'A8', ['B9 C7', 'C7 B9']],
    ['the shared eye', sharedEye, 'G7', 'H8', ['G9 H8', 'G8 G9', 'F7 G8']],
  ])(
    '%s: the ko is right, every other move wrong with its refutation',
    (_name, start, group, right, wrong) => {
      const problem = { start, koGroup: v(group) };
      const c = classifyKo(problem);
      expect(c?.moves.filter((m) => m.verdict === 'right').map((m) => makeVertex(9, m.move))).toEqual([
        right,
      ]);
      expect(c?.moves.some((m) => m.verdict === 'unknown')).toBe(false);
      expect(c?.moves.filter((m) => m.verdict === 'wrong').map((m) => names([m.move, ...m.line]))).toEqual(
        wrong,
      );
      expect(koPassLoses(problem)).toBe(true);
    },
  );

  it('is what the first-move classifier answers for a best-move problem with a group', () => {
    const problem = { start: corner, goal: { kind: 'best_move' as const }, tree: [], koGroup: v('B7') };
    const c = classifyFirstMoves(problem);
    expect(c?.kind).toBe('ko');
    expect(c?.moves).toEqual(classifyKo(problem)?.moves);
    // Without a group, a best-move problem without a scope is not read.
    expect(classifyFirstMoves({ ...problem, koGroup: undefined })).toBeNull();
  });
});

describe('refutations', () => {
  const problem = { start: corner, goal: { kind: 'best_move' as const }, tree: [], koGroup: v('B7') };
  it.each([
    ['B9 C7', 'win'],
    // A reply far away leaves White its ko.
    ['B9 H2', 'fail'],
    ['C7 B9', 'win'],
    ['C7 A8', 'win'],
    // After the right move no reply takes the ko away.
    ['A8 C7', 'fail'],
    ['A8 pass', 'fail'],
  ])('%s: %s', (moves, expected) => {
    const line = moves.split(' ').map((m) => (m === 'pass' ? -1 : v(m)));
    expect(koRefuted(problem, line)).toBe(expected);
    expect(refutationHolds(problem, line)).toBe(expected);
  });

  it('is unknown for a line with an illegal move or a problem without a group', () => {
    expect(koRefuted(problem, [v('A9'), v('C7')])).toBe('unknown');
    expect(koRefuted({ start: corner }, [v('B9'), v('C7')])).toBe('unknown');
  });
});
