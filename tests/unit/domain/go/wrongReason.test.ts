// The reason a wrong answer fails (issue 14): read from the board after the wrong move and the tree's
// refutation, for both colours. 5×5 boards, columns A–E, row 5 at the top.
import { describe, expect, it } from 'vitest';
import { answer, startProblem, wrongReason } from '../../../../src/domain/go';
import type { ProblemJson, WrongReason } from '../../../../src/domain/go';
import type { BoardSize } from '../../../../src/domain/go/coords';
import { vx } from './helpers';
import { atari, corner, cornerKill, endgameGap, koCorner, ladder, problem, swapped } from './problemSamples';

// White's C3 is the target; Black's E1 is in atari. C4 is wrong: White takes E1 at D1.
const takesYours: ProblemJson = {
  board: ['.....', '.....', '..O..', '....O', '....X'],
  toMove: 'B',
  goal: { kind: 'capture', targets: ['C3'] },
  tree: [
    { line: 'D1', result: 'right' },
    { line: 'C4 D1', result: 'wrong' },
  ],
};

// White's C3 alone is the target, with C2 and D3 left. E1 is wrong, and White answers far away at A5: the
// one marked stone keeps two liberties.
const oneStone: ProblemJson = {
  board: ['.....', '..X..', '.XO..', '.....', '.....'],
  toMove: 'B',
  goal: { kind: 'capture', targets: ['C3'] },
  tree: [
    { line: 'D3', result: 'right' },
    { line: 'E1 A5', result: 'wrong' },
  ],
};

/** The reason after the player's `moves` (the last one wrong). */
function reasonAfter(json: ProblemJson, moves: readonly string[]): WrongReason | null {
  let state = startProblem(problem(json));
  for (const move of moves) {
    const a = answer(state, vx(json.board.length as BoardSize, move));
    if (a.kind === 'wrong') return wrongReason(a.state, a.refutation);
    state = a.state;
  }
  throw new Error('no wrong answer');
}

describe.each([
  ['as given', (j: ProblemJson) => j],
  ['colours swapped', swapped],
])('wrongReason, %s', (_label, colour) => {
  it.each<[string, ProblemJson, string[], WrongReason | null]>([
    // D3 lets White out at C4: the chain C4-C3-C2 has B4, C5 and D4.
    ['a capture let out', ladder, ['D3'], { kind: 'target_liberties', liberties: 3, stones: 3 }],
    [
      'one marked stone left with two liberties',
      oneStone,
      ['E1'],
      { kind: 'target_liberties', liberties: 2, stones: 1 },
    ],
    ['a capture that loses a stone', takesYours, ['C4'], { kind: 'captures_yours', stones: 1 }],
    ['a save that is captured', atari, ['D2'], { kind: 'targets_lost' }],
    ['a live problem', corner, ['A5'], { kind: 'group_dies' }],
    ['a kill problem', cornerKill, ['A5'], { kind: 'group_lives' }],
    ['a counted endgame', endgameGap, ['B1'], { kind: 'counts_less', points: 2, atLeast: false }],
    [
      'a counted endgame, a lower bound',
      endgameGap,
      ['A1'],
      { kind: 'counts_less', points: 4, atLeast: true },
    ],
    [
      'a counted endgame, a wrong second move',
      endgameGap,
      ['C1', 'A1'],
      { kind: 'counts_less', points: 2, atLeast: false },
    ],
    [
      'a best move with no shortfall recorded',
      { ...endgameGap, tree: [{ line: 'B1', result: 'wrong', then: [{ line: 'C1' }] }] },
      ['B1'],
      null,
    ],
    // A move outside the tree has no refutation to read.
    ['a move outside the tree', ladder, ['A1'], null],
  ])('%s', (_name, json, moves, expected) => {
    expect(reasonAfter(colour(json), moves)).toEqual(expected);
  });
});

describe('wrongReason in make-ko problems (9×9)', () => {
  it.each([
    ['as given', koCorner],
    ['colours swapped', swapped(koCorner)],
  ])("says the player's group dies even by winning a ko, %s", (_label, json) => {
    expect(reasonAfter(json, ['B9'])).toEqual({ kind: 'ko_group_dies' });
  });

  it("says the opponent's group lives even by winning a ko when the player kills", () => {
    // The same group with Black to play: only the sentence's choice is read here, not the tree's facts.
    const killing: ProblemJson = {
      ...koCorner,
      toMove: 'B',
      tree: [{ line: 'B9', result: 'wrong', then: [{ line: 'A8' }] }],
    };
    expect(reasonAfter(killing, ['B9'])).toEqual({ kind: 'ko_group_lives' });
  });
});

describe('wrongReason in save problems', () => {
  // Black's C3 has two liberties, C2 and D3: A5 is wrong, and White's D3 leaves C3 in atari.
  const inAtari: ProblemJson = {
    board: ['.....', '..O..', '.OX..', '.O...', '.....'],
    toMove: 'B',
    goal: { kind: 'save', targets: ['C3'] },
    tree: [
      { line: 'D3', result: 'right' },
      { line: 'A5 D3', result: 'wrong' },
    ],
  };
  it('says the marked stones are in atari when the refutation leaves them one liberty', () => {
    expect(reasonAfter(inAtari, ['A5'])).toEqual({ kind: 'targets_in_atari' });
  });
});
