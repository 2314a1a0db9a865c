// Sample problems in the JSON form, small enough to read by eye (5×5, columns A–E, row 5 at the top), each
// with its reading written next to it. Shared by the answer, checker and format tests.
import { parseProblemJson } from '../../../../src/domain/go';
import type { Problem, ProblemJson } from '../../../../src/domain/go';
import { swapColors } from './helpers';

export function problem(json: ProblemJson): Problem {
  const result = parseProblemJson(json);
  if (!result.ok) throw new Error(`bad test problem: ${result.error.code} at ${result.error.at}`);
  return result.value;
}

/** The same problem with colours swapped: the other side to move, the same moves. */
export function swapped(json: ProblemJson): ProblemJson {
  return { ...json, board: json.board.map(swapColors), toMove: json.toMove === 'B' ? 'W' : 'B' };
}

// The marked chain C3-C2 has two liberties (C4, D3). C4 starts a ladder along row 3 to the edge, which
// ends at E1 or E5 depending on how Black chases; D3 lets White out at C4.
export const ladder: ProblemJson = {
  board: ['.....', '.....', '.XO..', '.XOX.', '..X..'],
  toMove: 'B',
  goal: { kind: 'capture', targets: ['C3', 'C2'] },
  comment: 'Capture the marked stones',
  tree: [
    {
      line: 'C4 D3 D4 E3',
      then: [
        { line: 'E4 E2 E1', result: 'right', comment: 'Captured along the edge' },
        { line: 'E2 E4 E5', result: 'right' },
      ],
    },
    { line: 'D3 C4', result: 'wrong', comment: 'White escapes' },
  ],
};

// The black group on the top edge has a three-point eye space A5-B5-C5: B5 makes two eyes, anything else
// lets White play B5 (nakade).
export const corner: ProblemJson = {
  board: ['...XO', 'XXXXO', 'OOOOO', '.....', '.....'],
  toMove: 'B',
  goal: { kind: 'live', targets: ['A4'] },
  tree: [
    { line: 'B5', result: 'right' },
    { line: 'A5 B5', result: 'wrong' },
    { line: 'C5 B5', result: 'wrong' },
  ],
};

// The same shape for White: B5 kills; after A5, Black takes the vital point and lives.
export const cornerKill: ProblemJson = {
  board: ['...XO', 'XXXXO', 'OOOOO', '.....', '.....'],
  toMove: 'W',
  goal: { kind: 'kill', targets: ['A4'] },
  tree: [
    { line: 'B5', result: 'right' },
    { line: 'A5 B5', result: 'wrong' },
  ],
};

// The black stone C3 is in atari: extending to C2 gives it three liberties; D2 lets White capture it.
export const atari: ProblemJson = {
  board: ['.....', '..O..', '.OXO.', '.....', '.....'],
  toMove: 'B',
  goal: { kind: 'save', targets: ['C3'] },
  tree: [
    { line: 'C2', result: 'right' },
    { line: 'D2 C2', result: 'wrong', comment: 'Captured' },
  ],
};

// Two white stones in atari (B4 at B5, D1 at D2): capture both, in either order, while White passes. The
// second order is written finishing elsewhere (A5) on purpose: D2 then B5 reaches the position of the
// first line, which is how transpositions are found.
export const twoAtaris: ProblemJson = {
  board: ['.....', 'XOX..', '.X...', '.....', '..XOX'],
  toMove: 'B',
  goal: { kind: 'capture_count', count: 2 },
  tree: [
    { line: 'B5 pass D2', result: 'right' },
    { line: 'D2 pass A5', result: 'right' },
  ],
};

// Black C3 takes B3 and leaves a ko at B3: White may not take back at once.
export const ko: ProblemJson = {
  board: ['.....', '.XO..', 'XO.O.', '.XO..', '.....'],
  toMove: 'B',
  goal: { kind: 'best_move' },
  tree: [{ line: 'C3', result: 'right' }],
};

// The ladder with the second right answer at the branch (E2) written as a move that also wins: a right
// leaf marked `also` beside the tree's own E4 line (issue 14). After E2 the marked stones cannot escape, but they still
// stand; the problem ends solved there.
export const ladderAlsoRight: ProblemJson = {
  ...ladder,
  tree: [
    {
      line: 'C4 D3 D4 E3',
      then: [
        { line: 'E4 E2 E1', result: 'right', comment: 'Captured along the edge' },
        { line: 'E2', result: 'right', also: true },
      ],
    },
    { line: 'D3 C4', result: 'wrong', comment: 'White escapes' },
  ],
};

// A counted endgame (issue 14): the border between Black's C column and White's D column is open at the
// bottom edge. C1 closes it; B1 and A1 are wrong, and each wrong move records how many points it counts less
// than the best (`short`, as the content tools' endgame reader proves it; A1's only as a lower bound). After
// C1 D1, B1 is right and A1 wrong, with its own shortfall.
export const endgameGap: ProblemJson = {
  board: ['..XO.', '..XO.', '..XO.', '..XO.', '.....'],
  toMove: 'B',
  goal: { kind: 'best_move' },
  tree: [
    {
      line: 'C1 D1',
      then: [
        { line: 'B1', result: 'right' },
        // A wrong second move: its refutation and shortfall, as for a first move.
        { line: 'A1', result: 'wrong', short: 2, then: [{ line: 'B1' }] },
      ],
    },
    { line: 'B1', result: 'wrong', short: 2, then: [{ line: 'C1' }] },
    { line: 'A1', result: 'wrong', short: 4, shortAtLeast: true, then: [{ line: 'C1' }] },
  ],
  scope: ['B1', 'C1', 'D1', 'E1'],
};

/**
 * A make-ko problem (issue 14): White's corner group (B7) on 9×9 neither lives nor dies outright; A8 makes
 * the ko, B9 and C7 let Black kill it even if White wins every ko. The group and its region as the content
 * tools write them (koReader.ts).
 */
export const koCorner: ProblemJson = {
  board: [
    'X.OX.....',
    '.XOX.....',
    'XO.X.....',
    'OOXX.....',
    'XXX......',
    '.........',
    '.........',
    '.........',
    '.........',
  ],
  toMove: 'W',
  goal: { kind: 'best_move' },
  tree: [
    { line: 'A8', result: 'right' },
    { line: 'B9', result: 'wrong', then: [{ line: 'C7' }] },
    { line: 'C7', result: 'wrong', then: [{ line: 'B9' }] },
  ],
  scope: ['A9', 'B9', 'C9', 'A8', 'B8', 'C8', 'A7', 'B7', 'C7', 'A6', 'B6'],
  koGroup: 'B7',
};
