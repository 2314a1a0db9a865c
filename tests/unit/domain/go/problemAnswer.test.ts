// Answering problems move by move, for both colours: right lines continue with the tree's reply and end
// solved, several right answers are accepted, wrong moves answer their refutation, illegal moves the rule
// broken, transpositions reach the same node, and the server's replay agrees with the app's answers.
import { describe, expect, it } from 'vitest';
import {
  PASS,
  answer,
  compileProblem,
  replayAnswer,
  rightMoves,
  startProblem,
  toAscii,
} from '../../../../src/domain/go';
import type { ProblemAnswer, ProblemJson, ProblemState } from '../../../../src/domain/go';
import { vx } from './helpers';
import { atari, ladder, ladderAlsoRight, problem, swapped, twoAtaris } from './problemSamples';

/** Plays GTP moves from the start, expecting every answer but the last to be 'continue'. */
function playLine(
  json: ProblemJson,
  moves: readonly string[],
): { answers: ProblemAnswer[]; state: ProblemState } {
  let state = startProblem(problem(json));
  const answers: ProblemAnswer[] = [];
  for (const move of moves) {
    const a = answer(state, move === 'pass' ? PASS : vx(5, move));
    answers.push(a);
    state = a.state;
  }
  return { answers, state };
}

const name = (v: number | null) =>
  v === null ? null : v === PASS ? 'pass' : ['A', 'B', 'C', 'D', 'E'][v % 5] + String(5 - Math.floor(v / 5));

describe.each([
  ['Black to play', ladder],
  ['White to play (colours swapped)', swapped(ladder)],
])('the ladder, %s', (_label, json) => {
  it('continues with the tree’s reply after each right move and ends solved', () => {
    // C4 D3 D4 E3 E4 E2 E1: the player's moves get the replies of the main line.
    const { answers, state } = playLine(json, ['C4', 'D4', 'E4', 'E1']);
    expect(answers.map((a) => [a.kind, 'reply' in a ? name(a.reply) : null])).toEqual([
      ['continue', 'D3'],
      ['continue', 'E3'],
      ['continue', 'E2'],
      ['solved', null],
    ]);
    expect(answers[3]?.kind === 'solved' && answers[3].comment).toBe('Captured along the edge');
    expect(state.status).toBe('solved');
    expect(state.moves.map(name)).toEqual(['C4', 'D3', 'D4', 'E3', 'E4', 'E2', 'E1']);
    expect(state.playerMoves.map(name)).toEqual(['C4', 'D4', 'E4', 'E1']);
    // The marked stones are off the board.
    expect(state.position.stones[vx(5, 'C3')]).toBe(0);
  });

  it('accepts the other right answer at a branch (E2 instead of E4)', () => {
    const { answers } = playLine(json, ['C4', 'D4', 'E2', 'E5']);
    expect(answers.map((a) => a.kind)).toEqual(['continue', 'continue', 'continue', 'solved']);
  });

  it('answers a wrong move with its refutation, not played into the state', () => {
    const { answers, state } = playLine(json, ['D3']);
    const a = answers[0];
    expect(a?.kind).toBe('wrong');
    if (a?.kind !== 'wrong') return;
    expect(a.refutation.map(name)).toEqual(['C4']);
    expect(a.comment).toBe('White escapes');
    expect(state.status).toBe('failed');
    expect(state.moves.map(name)).toEqual(['D3']);
  });

  it('answers a move outside the tree as wrong with no refutation', () => {
    const { answers } = playLine(json, ['C4', 'A1']);
    expect(answers[1]).toMatchObject({ kind: 'wrong', refutation: [], comment: null });
  });

  it.each([
    // An occupied point and the move after the end are refused; the state does not change.
    { moves: ['C3'], error: 'occupied' },
    { moves: ['C4', 'D4', 'E4', 'E1', 'A1'], error: 'problem_over' },
    { moves: ['D3', 'A1'], error: 'problem_over' },
  ])('refuses $moves with $error', ({ moves, error }) => {
    const { answers } = playLine(json, moves);
    const last = answers[answers.length - 1];
    expect(last).toMatchObject({ kind: 'illegal', error });
    expect(last?.state.moves).toEqual(answers[answers.length - 2]?.state.moves ?? []);
  });

  it('lists the right moves for hints', () => {
    const start = startProblem(problem(json));
    expect(rightMoves(start).map(name)).toEqual(['C4']);
    const afterTwo = playLine(json, ['C4', 'D4']).state;
    expect(rightMoves(afterTwo).map(name).sort()).toEqual(['E2', 'E4']);
  });
});

describe('rules broken inside a problem', () => {
  it('refuses a suicide with the rule, from position.ts', () => {
    // A5 is closed by White stones that keep other liberties: playing there is suicide.
    const state = startProblem(
      problem({
        board: ['.O...', 'O....', '.....', '.....', '.....'],
        toMove: 'B',
        goal: { kind: 'best_move' },
        tree: [{ line: 'C3', result: 'right' }],
      }),
    );
    expect(answer(state, vx(5, 'A5'))).toMatchObject({ kind: 'illegal', error: 'suicide' });
  });
});

describe('transpositions', () => {
  it.each([
    ['Black', twoAtaris],
    ['White', swapped(twoAtaris)],
  ])('%s: capturing D1 first and B4 second reaches the position of the line B5, pass, D2', (_c, json) => {
    const { answers, state } = playLine(json, ['D2', 'B5']);
    expect(answers.map((a) => a.kind)).toEqual(['continue', 'solved']);
    expect(answers[0]?.kind === 'continue' && answers[0].reply).toBe(PASS);
    expect(state.position.captures).toEqual(
      json.toMove === 'B' ? { black: 2, white: 0 } : { black: 0, white: 2 },
    );
  });

  it('the written order is accepted as well', () => {
    expect(playLine(twoAtaris, ['B5', 'D2']).answers.map((a) => a.kind)).toEqual(['continue', 'solved']);
  });
});

describe('replayAnswer: the server’s re-check of the player’s moves', () => {
  const compiled = compileProblem(problem(ladder));
  const v = (moves: string) => moves.split(' ').map((m) => vx(5, m));

  it.each([
    // A complete right line is solved; so is the other branch.
    { moves: 'C4 D4 E4 E1', expected: { solved: true, status: 'solved' } },
    { moves: 'C4 D4 E2 E5', expected: { solved: true, status: 'solved' } },
    // An unfinished line is not solved, and nothing is wrong yet.
    { moves: 'C4 D4', expected: { solved: false, status: 'playing' } },
    // A wrong move is reported by its index in the submitted list.
    { moves: 'C4 A1', expected: { solved: false, status: 'failed', wrongAt: 1 } },
    // Extra moves after the end make the submission unsolved (strict).
    {
      moves: 'C4 D4 E4 E1 A2',
      expected: { solved: false, status: 'solved', illegalAt: 4, error: 'problem_over' },
    },
    // An illegal move stops the replay with the rule broken.
    { moves: 'C4 C3', expected: { solved: false, status: 'playing', illegalAt: 1, error: 'occupied' } },
  ])('$moves', ({ moves, expected }) => {
    const result = replayAnswer(compiled, v(moves));
    expect({
      solved: result.solved,
      status: result.status,
      ...(result.wrongAt === undefined ? {} : { wrongAt: result.wrongAt }),
      ...(result.illegalAt === undefined ? {} : { illegalAt: result.illegalAt, error: result.error }),
    }).toEqual(expected);
  });

  it('rebuilds the app’s state from the player’s moves sent as JSON', () => {
    const { state } = playLine(ladder, ['C4', 'D4']);
    const sent = JSON.parse(JSON.stringify({ moves: state.playerMoves })) as { moves: number[] };
    const replayed = replayAnswer(problem(ladder), sent.moves).state;
    expect(replayed.moves).toEqual(state.moves);
    expect(toAscii(replayed.position)).toBe(toAscii(state.position));
    expect(replayed.node?.path).toEqual(state.node?.path);
    // And the rebuilt state answers the next move as the original would.
    expect(answer(replayed, vx(5, 'E4'))).toMatchObject({ kind: 'continue', reply: vx(5, 'E2') });
  });

  it('refuses moves off the board, whatever number the client sends', () => {
    expect(replayAnswer(compiled, [999])).toMatchObject({ illegalAt: 0, error: 'off_board' });
    expect(replayAnswer(compiled, [1.5])).toMatchObject({ illegalAt: 0, error: 'off_board' });
    expect(replayAnswer(problem(atari), [vx(5, 'C2')]).solved).toBe(true);
  });
});

describe('a move that also wins after the first move (issue 14)', () => {
  it('ends solved on it and names the tree’s own move there', () => {
    const { answers, state } = playLine(ladderAlsoRight, ['C4', 'D4', 'E2']);
    expect(answers.map((a) => a.kind)).toEqual(['continue', 'continue', 'solved']);
    expect(answers[2]).toMatchObject({ kind: 'solved', reply: null, mainMove: vx(5, 'E4') });
    // The marked stones still stand: the goal is proven by reading, not yet on the board.
    expect(state.position.stones[vx(5, 'C3')]).not.toBe(0);
    expect(replayAnswer(problem(ladderAlsoRight), state.playerMoves).solved).toBe(true);
  });

  it('leaves it out of the hint: the hint shows the tree’s own move', () => {
    const { state } = playLine(ladderAlsoRight, ['C4', 'D4']);
    expect(rightMoves(state).map(name)).toEqual(['E4']);
    expect(rightMoves(playLine(ladder, ['C4', 'D4']).state).map(name)).toEqual(['E4', 'E2']);
  });

  it('names no other move on the tree’s own line or on a right first move', () => {
    const main = playLine(ladderAlsoRight, ['C4', 'D4', 'E4', 'E1']).answers[3];
    expect(main).toMatchObject({ kind: 'solved', mainMove: null });
    expect(playLine(atari, ['C2']).answers[0]).toMatchObject({ kind: 'solved', mainMove: null });
    // The tree's second right line (E2 E4 E5) takes the stones off the board: nothing named.
    const both = playLine(ladder, ['C4', 'D4', 'E2', 'E5']).answers[3];
    expect(both).toMatchObject({ kind: 'solved', mainMove: null });
  });
});
