// Problems in their two text forms: SGF as collections write it (marks read from TE/BM and from comments in
// English, Korean and Chinese; targets from markers; the goal from HG) and the compact JSON for generated
// content. Round trips both ways, and errors as values with the place at fault.
import { describe, expect, it } from 'vitest';
import {
  commentVerdict,
  makeProblemJson,
  makeSgf,
  parseProblemJson,
  parseProblemSgf,
  problemToSgf,
} from '../../../../src/domain/go';
import type { Problem, ProblemJson, ProblemSgfOptions } from '../../../../src/domain/go';
import {
  atari,
  corner,
  cornerKill,
  ko,
  ladder,
  endgameGap,
  koCorner,
  ladderAlsoRight,
  problem,
  swapped,
  twoAtaris,
} from './problemSamples';

function sgfProblems(text: string, options: ProblemSgfOptions = {}): Problem[] {
  const result = parseProblemSgf(text, options);
  if (!result.ok) throw new Error(`bad test SGF: ${JSON.stringify(result.error)}`);
  return result.value;
}

// The ladder sample as a problem collection would write it: no PL (the first move says who plays), the
// marked stones as triangles, right and wrong in comments (one in Korean) and a TE mark.
const ladderSgf = `(;GM[1]FF[4]CA[UTF-8]SZ[5]HG[capture]C[Capture the marked stones]
  AB[bc][bd][dd][ce]AW[cc][cd]TR[cc][cd]
  (;B[cb];W[dc];B[db];W[ec]
    (;B[eb];W[ed];B[ee]C[RIGHT - captured along the edge])
    (;B[ed];W[eb];B[ea]TE[1]))
  (;B[dc];W[cb]C[Wrong: White escapes])
  (;B[ae];W[cb];C[오답입니다]))`;

describe('problems from SGF', () => {
  it('reads setup, side to move, goal, targets, comments and marks', () => {
    const [p] = sgfProblems(ladderSgf);
    if (p === undefined) throw new Error('no problem');
    expect(makeProblemJson(p)).toEqual({
      ...ladder,
      tree: [
        {
          line: 'C4 D3 D4 E3',
          then: [
            { line: 'E4 E2 E1', result: 'right', comment: 'RIGHT - captured along the edge' },
            { line: 'E2 E4 E5', result: 'right' },
          ],
        },
        { line: 'D3 C4', result: 'wrong', comment: 'Wrong: White escapes' },
        // The comment-only node after W[cb] is merged into it.
        { line: 'A1 C4', result: 'wrong', comment: '오답입니다' },
      ],
    });
  });

  it.each([
    // Collections that mark only right answers: unmarked lines are wrong.
    {
      unmarkedLeaves: 'wrong',
      expected: [
        { line: 'C4', result: 'right', comment: 'Correct!' },
        { line: 'A1', result: 'wrong' },
      ],
    },
    // Collections that mark only wrong answers: unmarked lines are right.
    {
      unmarkedLeaves: 'right',
      expected: [
        { line: 'C4', result: 'right', comment: 'Correct!' },
        { line: 'A1', result: 'right' },
      ],
    },
    // By default they stay unmarked, for the checker to report.
    {
      unmarkedLeaves: 'keep',
      expected: [{ line: 'C4', result: 'right', comment: 'Correct!' }, { line: 'A1' }],
    },
  ] as const)('unmarked lines: $unmarkedLeaves', ({ unmarkedLeaves, expected }) => {
    const [p] = sgfProblems('(;SZ[5]AW[cc](;B[cb]C[Correct!])(;B[ae]))', { unmarkedLeaves });
    expect(p && makeProblemJson(p).tree).toEqual(expected);
  });

  it('takes the goal from the caller over the file, and PL over the first move', () => {
    const [p] = sgfProblems('(;SZ[5]PL[W]AB[cc]SQ[cc](;W[cb]TE[1]))', { goal: { kind: 'best_move' } });
    expect(p?.goal).toEqual({ kind: 'best_move' });
    expect(p?.start.toMove).toBe(-1);
    const [q] = sgfProblems('(;SZ[5]AB[cc]SQ[cc]MA[aa]HG[kill](;W[cb]TE[1]))');
    // MA on an empty point is not a target.
    expect(q?.goal).toEqual({ kind: 'kill', targets: [12] });
    expect(sgfProblems('(;SZ[5]HG[capture_count:3](;B[cb]TE[1]))')[0]?.goal).toEqual({
      kind: 'capture_count',
      count: 3,
    });
  });

  it('reads every problem of a collection and says which tree is at fault', () => {
    expect(sgfProblems('(;SZ[5](;B[aa]TE[1]))(;SZ[7](;B[bb]BM[1]))').map((p) => p.start.size)).toEqual([
      5, 7,
    ]);
    expect(parseProblemSgf('(;SZ[5])(;SZ[5]PL[B];W[aa])')).toEqual({
      ok: false,
      error: { code: 'wrong_color', path: [0], tree: 1 },
    });
  });

  it.each([
    // Each case names the node at fault by its SGF child indices from the root.
    { text: '(;SZ[5]', code: 'bad_sgf', path: undefined },
    { text: '(;SZ[99])', code: 'bad_size', path: [] },
    { text: '(;SZ[5]B[aa])', code: 'move_in_root', path: [] },
    { text: '(;SZ[5]HG[conquer])', code: 'bad_goal', path: [] },
    { text: '(;SZ[5]HG[capture_count:x])', code: 'bad_goal', path: [] },
    { text: '(;SZ[5]PL[B](;B[aa])(;W[bb]))', code: 'wrong_color', path: [1] },
    { text: '(;SZ[5];B[aa];W[ab];B[zz])', code: 'bad_point', path: [0, 0, 0] },
    { text: '(;SZ[5];B[aa];AB[bb])', code: 'setup_in_tree', path: [0, 0] },
  ])('$code: $text', ({ text, code, path }) => {
    const result = parseProblemSgf(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    expect('path' in result.error ? result.error.path : undefined).toEqual(path);
  });
});

describe('commentVerdict', () => {
  it.each([
    ['RIGHT', 'right'],
    ['Correct! Black lives.', 'right'],
    ['This is CORRECT.', 'right'],
    ['Wrong. The right move is elsewhere.', 'wrong'],
    ['INCORRECT', 'wrong'],
    ['Black fails. FAIL', 'wrong'],
    ['정답입니다!', 'right'],
    ['오답', 'wrong'],
    ['正解', 'right'],
    ['失败', 'wrong'],
    ['Look at the right side first.', null],
    ['RIGHT, though WRONG for beginners', 'right'],
  ] as const)('%s → %s', (comment, verdict) => {
    expect(commentVerdict(comment)).toBe(verdict);
  });
});

const samples: readonly [string, ProblemJson][] = [
  ['ladder', ladder],
  ['ladder for White', swapped(ladder)],
  ['corner', corner],
  ['corner kill', cornerKill],
  ['atari', atari],
  ['two ataris', twoAtaris],
  ['ko', { ...ko, rules: { allowSuicide: true, superko: 'positional' } }],
];

describe('round trips', () => {
  it.each(samples)('%s: JSON → problem → JSON', (_name, json) => {
    expect(makeProblemJson(problem(json))).toEqual(json);
  });

  it.each(samples)('%s: problem → SGF text → problem', (_name, json) => {
    const { rules: _rules, ...withoutRules } = json;
    const [back] = sgfProblems(makeSgf(problemToSgf(problem(json))));
    // Rules are not part of SGF problems here (they come from the mission), so they do not travel.
    expect(back && makeProblemJson(back)).toEqual(withoutRules);
  });

  it('keeps the mark of a move that also wins after the first move', () => {
    expect(makeProblemJson(problem(ladderAlsoRight))).toEqual(ladderAlsoRight);
    expect(problem(ladderAlsoRight).tree[0]?.children[0]?.children[0]?.children[0]?.children[1]?.also).toBe(
      true,
    );
  });

  it("keeps the points a counted endgame's wrong move counts less than the best", () => {
    expect(makeProblemJson(problem(endgameGap))).toEqual(endgameGap);
    expect(problem(endgameGap).tree.map((n) => n.short)).toEqual([
      undefined,
      { points: 2, atLeast: false },
      { points: 4, atLeast: true },
    ]);
  });

  it("keeps the opponent's last move of a position from a game", () => {
    const fromGame: ProblemJson = { ...ladder, lastMove: 'C3' };
    expect(problem(fromGame).lastMove).toBe(12);
    expect(makeProblemJson(problem(fromGame))).toEqual(fromGame);
  });

  it("keeps a make-ko problem's group", () => {
    expect(problem(koCorner).koGroup).toBe(19);
    expect(makeProblemJson(problem(koCorner))).toEqual(koCorner);
  });

  it('keeps marks and comments that end a line in the middle of the tree', () => {
    const json: ProblemJson = {
      ...ladder,
      tree: [
        {
          line: 'C4',
          result: 'right',
          comment: 'Good start',
          then: [{ line: 'D3 D4', comment: '…', then: [{ line: 'E3 E4 E2 E1', result: 'right' }] }],
        },
      ],
    };
    expect(makeProblemJson(problem(json))).toEqual(json);
    const [back] = sgfProblems(makeSgf(problemToSgf(problem(json))));
    expect(back && makeProblemJson(back)).toEqual(json);
  });
});

describe('parseProblemJson refuses bad data with the path at fault', () => {
  const base = ladder as unknown as Record<string, unknown>;
  it.each([
    { value: null, code: 'not_object', at: '' },
    { value: { ...base, board: ['...', '..'] }, code: 'bad_board', at: 'board' },
    { value: { ...base, board: 'XO' }, code: 'bad_board', at: 'board' },
    { value: { ...base, toMove: 'X' }, code: 'bad_to_move', at: 'toMove' },
    { value: { ...base, goal: { kind: 'conquer' } }, code: 'bad_goal', at: 'goal.kind' },
    { value: { ...base, goal: { kind: 'capture_count', count: 0 } }, code: 'bad_goal', at: 'goal.count' },
    {
      value: { ...base, goal: { kind: 'capture', targets: ['C3', 'Z9'] } },
      code: 'bad_vertex',
      at: 'goal.targets[1]',
    },
    {
      value: { ...base, goal: { kind: 'save', targets: ['pass'] } },
      code: 'bad_vertex',
      at: 'goal.targets[0]',
    },
    { value: { ...base, tree: {} }, code: 'bad_tree', at: 'tree' },
    { value: { ...base, tree: [{ line: ' ' }] }, code: 'bad_tree', at: 'tree[0].line' },
    { value: { ...base, tree: [{ line: 'C4', then: 'D3' }] }, code: 'bad_tree', at: 'tree[0].then' },
    { value: { ...base, tree: [{ line: 'C4 Q9' }] }, code: 'bad_vertex', at: 'tree[0].line[1]' },
    {
      value: { ...base, tree: [{ line: 'C4', then: [{ line: 'D3' }, { line: 'I1' }] }] },
      code: 'bad_vertex',
      at: 'tree[0].then[1].line[0]',
    },
    {
      value: { ...base, tree: [{ line: 'C4', result: 'maybe' }] },
      code: 'bad_verdict',
      at: 'tree[0].result',
    },
    { value: { ...base, tree: [{ line: 'C4', comment: 3 }] }, code: 'bad_comment', at: 'tree[0].comment' },
    {
      value: { ...base, tree: [{ line: 'C4', result: 'right', also: 'yes' }] },
      code: 'bad_verdict',
      at: 'tree[0].also',
    },
    {
      value: { ...base, tree: [{ line: 'C4', result: 'wrong', short: 0 }] },
      code: 'bad_short',
      at: 'tree[0].short',
    },
    {
      value: { ...base, tree: [{ line: 'C4', result: 'wrong', short: 1.5 }] },
      code: 'bad_short',
      at: 'tree[0].short',
    },
    {
      value: { ...base, tree: [{ line: 'C4', result: 'right', short: 2 }] },
      code: 'bad_short',
      at: 'tree[0].short',
    },
    {
      value: { ...base, tree: [{ line: 'C4', result: 'wrong', shortAtLeast: true }] },
      code: 'bad_short',
      at: 'tree[0].shortAtLeast',
    },
    // A ko group only with a best-move goal, and on a stone.
    { value: { ...base, koGroup: 'C3' }, code: 'bad_ko_group', at: 'koGroup' },
    {
      value: { ...(koCorner as unknown as Record<string, unknown>), koGroup: 'E5' },
      code: 'bad_ko_group',
      at: 'koGroup',
    },
    {
      value: { ...(koCorner as unknown as Record<string, unknown>), koGroup: 19 },
      code: 'bad_ko_group',
      at: 'koGroup',
    },
    {
      value: { ...(koCorner as unknown as Record<string, unknown>), koGroup: 'pass' },
      code: 'bad_ko_group',
      at: 'koGroup',
    },
    // The last move of a position from a game: a stone of the side not to move.
    { value: { ...base, lastMove: 'A1' }, code: 'bad_last_move', at: 'lastMove' },
    { value: { ...base, lastMove: 7 }, code: 'bad_last_move', at: 'lastMove' },
    { value: { ...base, comment: ['x'] }, code: 'bad_comment', at: 'comment' },
    { value: { ...base, rules: { superko: 'situational' } }, code: 'bad_rules', at: 'rules.superko' },
    { value: { ...base, rules: { allowSuicide: 'yes' } }, code: 'bad_rules', at: 'rules.allowSuicide' },
  ])('$code at "$at"', ({ value, code, at }) => {
    expect(parseProblemJson(value)).toEqual({ ok: false, error: { code, at } });
  });
});
