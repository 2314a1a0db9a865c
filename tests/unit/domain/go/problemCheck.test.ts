// The checker for problem trees, on the sample problems and broken variants of them, for both colours.
// Issues are written `code@path:detail`, the path being child indices from the tree's first level.
import { describe, expect, it } from 'vitest';
import { checkProblem, passAliveStones } from '../../../../src/domain/go';
import type { ProblemIssue, ProblemJson } from '../../../../src/domain/go';
import { board, swapColors } from './helpers';
import {
  atari,
  corner,
  cornerKill,
  ko,
  ladder,
  ladderAlsoRight,
  problem,
  swapped,
  twoAtaris,
} from './problemSamples';

function summary(issues: readonly ProblemIssue[]): string[] {
  return issues.map((i) => `${i.code}@${i.path.join('.')}${i.detail === undefined ? '' : `:${i.detail}`}`);
}

const cases: readonly { proves: string; json: ProblemJson; issues: readonly string[] }[] = [
  { proves: 'a ladder whose right lines capture the marked stones passes', json: ladder, issues: [] },
  { proves: 'a live problem whose right line makes two eyes passes', json: corner, issues: [] },
  { proves: 'a kill problem whose right line takes the vital point passes', json: cornerKill, issues: [] },
  { proves: 'a save problem whose right line gives three liberties passes', json: atari, issues: [] },
  { proves: 'a best-move problem is checked for legality and marks only', json: ko, issues: [] },
  {
    proves: 'a right capture-N line that does not capture N stones is caught (the transposition sample)',
    json: twoAtaris,
    issues: ['goal_not_reached@1.0.0:too_few_captures'],
  },
  {
    proves: 'a right capture line that stops before the capture is caught',
    json: { ...ladder, tree: [{ line: 'C4 D3 D4 E3 E4', result: 'right' }] },
    issues: ['goal_not_reached@0.0.0.0.0:targets_on_board'],
  },
  {
    proves: 'a move that also wins, after the tree’s own move at a later turn, is left to the content audit',
    json: ladderAlsoRight,
    issues: [],
  },
  {
    proves: 'the same leaf without the mark is a right line that stops before the capture',
    json: {
      ...ladder,
      tree: [
        {
          line: 'C4 D3 D4 E3',
          then: [
            { line: 'E4 E2 E1', result: 'right' },
            { line: 'E2', result: 'right' },
          ],
        },
      ],
    },
    issues: ['goal_not_reached@0.0.0.0.1:targets_on_board'],
  },
  {
    proves: 'a ko retake in the tree is illegal, and the line above it is left unmarked',
    json: { ...ko, tree: [{ line: 'C3 B3', result: 'wrong' }] },
    issues: ['no_right_answer@', 'unmarked_leaf@0', 'illegal_move@0.0:ko'],
  },
  {
    proves: 'a move on an occupied point is illegal',
    json: { ...ladder, tree: [...ladder.tree, { line: 'C3', result: 'wrong' }] },
    issues: ['illegal_move@2:occupied'],
  },
  {
    proves: 'a suicide reply is illegal (the right line above it still counts)',
    json: { ...corner, tree: [{ line: 'B5', result: 'right', then: [{ line: 'A5', result: 'wrong' }] }] },
    issues: ['illegal_move@0.0:suicide'],
  },
  {
    proves: 'a line without a verdict is reported',
    json: { ...atari, tree: [...atari.tree, { line: 'B2' }] },
    issues: ['unmarked_leaf@2'],
  },
  {
    proves: 'a right save line that leaves the stone in atari is caught',
    json: { ...atari, tree: [{ line: 'B2', result: 'right' }] },
    issues: ['goal_not_reached@0:target_in_atari'],
  },
  {
    proves: 'a right save line in which the stone is captured is caught',
    json: { ...atari, tree: [{ line: 'D2 C2', result: 'right' }] },
    issues: ['goal_not_reached@0.0:target_captured'],
  },
  {
    proves: 'a right kill line that leaves the group unconditionally alive is caught',
    json: { ...cornerKill, tree: [{ line: 'A5 B5', result: 'right' }] },
    issues: ['goal_not_reached@0.0:target_pass_alive'],
  },
  {
    proves: 'a right live line whose group is not proven alive gets a warning',
    json: { ...corner, tree: [{ line: 'A5', result: 'right' }] },
    issues: ['not_pass_alive@0'],
  },
  {
    proves: 'a right capture-N line in which the opponent captures first is caught',
    json: {
      board: ['.....', '.....', '.....', '.OXO.', '..O..'],
      toMove: 'B',
      goal: { kind: 'capture_count', count: 1 },
      tree: [{ line: 'A1 C3', result: 'right' }],
    },
    issues: ['goal_not_reached@0.0:opponent_first'],
  },
  {
    proves: 'a wrong line that captures the marked stones gets a warning',
    json: {
      ...ladder,
      tree: [
        {
          line: 'C4 D3 D4 E3',
          then: [
            { line: 'E4 E2 E1', result: 'right' },
            { line: 'E2 E4 E5', result: 'wrong' },
          ],
        },
      ],
    },
    issues: ['wrong_line_reaches_goal@0.0.0.0.1.0.0'],
  },
  {
    proves: 'a move marked right that its reply refutes is caught',
    json: {
      ...atari,
      tree: [
        { line: 'C2', result: 'right' },
        { line: 'D2', result: 'right', then: [{ line: 'C2', result: 'wrong' }] },
      ],
    },
    issues: ['refuted_right_move@1'],
  },
  {
    proves: 'a reply left unanswered beside answered ones is flagged (and refutes the move above it)',
    json: {
      ...ladder,
      tree: [
        {
          line: 'C4',
          then: [
            { line: 'D3 D4 E3', then: [{ line: 'E4 E2 E1', result: 'right' }] },
            { line: 'A1 A2', result: 'wrong' },
          ],
        },
      ],
    },
    issues: ['no_right_answer@', 'unanswered_reply@0.1'],
  },
  {
    proves: 'a right leaf under a move marked wrong is flagged',
    json: {
      ...ladder,
      tree: [...ladder.tree, { line: 'E5 C4', result: 'wrong', then: [{ line: 'A1', result: 'right' }] }],
    },
    issues: ['right_below_wrong@2.0.0'],
  },
  {
    proves: 'a capture goal without targets is refused, and the lines are not judged against it',
    json: { ...ladder, goal: { kind: 'capture', targets: [] } },
    issues: ['no_targets@'],
  },
  {
    proves: 'a capture target that is not an opponent stone is refused',
    json: { ...ladder, goal: { kind: 'capture', targets: ['C3', 'B3', 'A1'] } },
    issues: ['bad_target@', 'bad_target@'],
  },
];

describe.each([
  ['as drawn', false],
  ['with colours swapped', true],
])('checkProblem %s', (_label, swap) => {
  it.each(cases)('$proves', ({ json, issues }) => {
    expect(summary(checkProblem(problem(swap ? swapped(json) : json)))).toEqual(issues);
  });
});

describe('checkProblem details', () => {
  it('names the target at fault and the severity', () => {
    const issues = checkProblem(problem({ ...ladder, goal: { kind: 'capture', targets: ['C3', 'B3'] } }));
    expect(issues).toEqual([{ code: 'bad_target', severity: 'error', path: [], moves: [], vertex: 11 }]);
    expect(checkProblem(problem({ ...corner, tree: [{ line: 'A5', result: 'right' }] }))[0]?.severity).toBe(
      'warning',
    );
  });

  it('refuses a capture count below 1 (built in code, past the JSON checks)', () => {
    const p = { ...problem(ladder), goal: { kind: 'capture_count', count: 0 } as const };
    expect(summary(checkProblem(p))).toEqual(['bad_count@']);
  });

  it('gives the moves leading to an issue', () => {
    const [issue] = checkProblem(problem({ ...atari, tree: [{ line: 'D2 C2', result: 'right' }] }));
    expect(issue?.moves).toEqual([18, 17]); // D2, C2
  });
});

describe('passAliveStones (Benson)', () => {
  it.each([
    // Two separate one-point eyes: unconditionally alive.
    { proves: 'two small eyes', ascii: 'X.X.X\nXXXXX\nOOOOO\n.....\n.....', alive: true },
    // One eye (C5, with a White stone beside it at B5): a single region, not alive.
    { proves: 'one eye is not enough', ascii: 'XO.XO\nXXXXO\nOOOOO\n.....\n.....', alive: false },
    // A three-point eye is one region: not proven (White could play inside).
    { proves: 'a big eye is not proven', ascii: '...XO\nXXXXO\nOOOOO\n.....\n.....', alive: false },
  ])('$proves', ({ ascii, alive }) => {
    for (const [text, color] of [
      [ascii, 1],
      [swapColors(ascii), -1],
    ] as const) {
      const marks = passAliveStones(board(text), color);
      expect(marks[5] === 1).toBe(alive);
    }
  });
});
