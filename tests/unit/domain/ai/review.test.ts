// The review after a game (issue 20, "Review after every game"): the biggest win-rate drops of each side
// are its mistakes, each with the engine's better move and what kind of move that was; moves the engine
// would have played itself are never marked. The picking and the explanations are pure (tables and
// ASCII boards); one small analysis runs the real search on a position where a capture was missed.
import { describe, expect, it, vi } from 'vitest';
import { PASS } from '../../../../src/domain/go';
import type { Color, Vertex } from '../../../../src/domain/go';
import {
  analyseGame,
  explainMistake,
  pickMistakes,
  replay,
  reviewPlayouts,
  winRateSeries,
} from '../../../../src/domain/ai';
import type { GameAnalysis, ReviewMove } from '../../../../src/domain/ai';
import { board, vx } from './helpers';

vi.setConfig({ testTimeout: 60_000 });

const BLACK: Color = 1;
const WHITE: Color = -1;
const empty9 = Array.from({ length: 9 }, () => '. . . . . . . . .').join('\n');

/** A game of `n` alternating moves on empty 9×9 points 0, 1, 2, … (legal, far from captures). */
function movesOf(n: number): ReviewMove[] {
  return Array.from({ length: n }, (_, i) => ({ color: i % 2 === 0 ? BLACK : WHITE, vertex: i * 2 }));
}

/** An analysis with these Black win rates and best moves (the best defaults to a point nobody played). */
function analysisOf(rates: number[], bests: (Vertex | undefined)[] = []): GameAnalysis {
  return {
    moves: movesOf(rates.length - 1),
    positions: rates.map((blackWinRate, i) => ({ blackWinRate, best: bests[i] ?? 80, line: [] })),
    complete: true,
  };
}

describe('pickMistakes', () => {
  const start = board(empty9, BLACK);

  it('marks each move whose player lost at least a tenth of the win rate, with its drop', () => {
    // Black's moves are 0, 2, 4; White's 1, 3. Black's rate: .6 → (B) .4 → (W) .45 → (B) .44 → (W) .8 → (B) .5
    const analysis = analysisOf([0.6, 0.4, 0.45, 0.44, 0.8, 0.5]);
    const mistakes = pickMistakes(analysis, start);
    expect(mistakes.map((m) => [m.index, m.color, Math.round(m.drop * 100)])).toEqual([
      [0, BLACK, 20],
      [3, WHITE, 36],
      [4, BLACK, 30],
    ]);
    // White's first move lost only five points (noise), Black's second one point.
    expect(mistakes[0]).toMatchObject({ before: 0.6, after: 0.4, best: 80, kind: 'bigger_move' });
  });

  it('keeps the biggest few of each side, in the order they were played', () => {
    // Every Black move drops .2 more than the last; White's moves all lose .15.
    const rates = [0.9, 0.8, 0.95, 0.65, 0.8, 0.4, 0.55, 0.05, 0.2];
    const mistakes = pickMistakes(analysisOf(rates), start, { perSide: 2 });
    const black = mistakes.filter((m) => m.color === BLACK).map((m) => m.index);
    const white = mistakes.filter((m) => m.color === WHITE).map((m) => m.index);
    expect(black).toEqual([4, 6]);
    expect(white).toHaveLength(2);
    expect(mistakes.map((m) => m.index)).toEqual([...mistakes.map((m) => m.index)].sort((a, b) => a - b));
  });

  it('never marks a move the engine would have played itself', () => {
    const analysis = analysisOf([0.8, 0.2, 0.2], [0]);
    expect(pickMistakes(analysis, start)).toEqual([]);
  });

  it('honours the smallest drop asked for', () => {
    const analysis = analysisOf([0.6, 0.52, 0.52]);
    expect(pickMistakes(analysis, start)).toEqual([]);
    expect(pickMistakes(analysis, start, { minDrop: 0.05 }).map((m) => m.index)).toEqual([0]);
  });

  it('gives the win-rate series in percent for the graph', () => {
    expect(winRateSeries(analysisOf([0.5, 0.123, 1]))).toEqual([50, 12.3, 100]);
  });
});

describe('explainMistake', () => {
  // O's cut at E5 stands in atari; X's own stone at B8 too (its last liberty is A8).
  const position = board(
    `
    . O . . . . . . .
    . X O . . . . . .
    . O . . . . . . .
    . . . . X . . . .
    . . . X O X . . .
    . . . . . . . . .
    . . O . . . . . .
    . . . . . . . . .
    . . . . . . . . .`,
    BLACK,
  );
  const move = (name: string): ReviewMove => ({ color: BLACK, vertex: vx(9, name) });

  it.each([
    ['the better move captured', 'G3', 'E4', 'missed_capture'],
    ['the better move saved own stones', 'G3', 'A8', 'missed_rescue'],
    ['the move put its own stone in atari', 'A9', 'G3', 'self_atari'],
    ['the better move was bigger', 'G3', 'C3', 'bigger_move'],
  ] as const)('%s', (_, played, best, kind) => {
    expect(explainMistake(position, move(played), vx(9, best))).toBe(kind);
  });

  it('a pass while moves still mattered', () => {
    expect(explainMistake(position, { color: BLACK, vertex: PASS }, vx(9, 'E4'))).toBe('early_pass');
  });
});

describe('analyseGame', () => {
  // O's four stones B5–E5 are in atari (their last liberty is E4). X plays G6 instead of taking them, and
  // O runs out at E4.
  const cut = board(
    `
    . . . . . . .
    . X X X X . .
    X O O O O X .
    . X X X . . .
    O . . . . O .
    . O O . O . .
    . . . . . . .`,
    BLACK,
  );
  const moves: ReviewMove[] = [
    { color: BLACK, vertex: vx(7, 'G6') },
    { color: WHITE, vertex: vx(7, 'E4') },
    { color: BLACK, vertex: vx(7, 'E3') },
  ];
  const goal = { mode: 'full', komi: 4.5, captureTarget: 1 } as const;

  it('finds the missed capture with the better move and a main line, reporting progress', () => {
    const progress: number[] = [];
    const analysis = analyseGame(cut, moves, {
      goal,
      playouts: reviewPlayouts(7),
      seed: 3,
      onProgress: (done, total) => {
        progress.push(done);
        expect(total).toBe(4);
      },
    });
    if (!analysis) throw new Error('no analysis');
    expect(analysis.complete).toBe(true);
    expect(analysis.positions).toHaveLength(4);
    expect(progress).toEqual([1, 2, 3, 4]);
    const mistakes = pickMistakes(analysis, cut);
    const missed = mistakes.find((m) => m.index === 0);
    expect(missed).toMatchObject({ color: BLACK, best: vx(7, 'E4'), kind: 'missed_capture' });
    expect(missed?.line[0]).toBe(vx(7, 'E4'));
    expect(missed?.drop).toBeGreaterThanOrEqual(0.1);
  });

  it('stops when aborted, and refuses a game with an illegal move', () => {
    const signal = { aborted: false };
    const analysis = analyseGame(cut, moves, {
      goal,
      playouts: 50,
      seed: 1,
      signal,
      onProgress: (done) => {
        if (done === 2) signal.aborted = true;
      },
    });
    expect(analysis?.complete).toBe(false);
    expect(analysis?.positions).toHaveLength(2);
    const occupied = [...moves, { color: WHITE, vertex: vx(7, 'E4') }];
    expect(replay(cut, occupied)).toBeNull();
    expect(
      analyseGame(cut, occupied, {
        goal: { mode: 'full', komi: 7.5, captureTarget: 1 },
        playouts: 50,
        seed: 1,
      }),
    ).toBeNull();
  });

  it('knows the result once a capture game is decided', () => {
    // First capture wins: X takes the four stones at E4.
    const analysis = analyseGame(cut, [{ color: BLACK, vertex: vx(7, 'E4') }], {
      goal: { mode: 'capture', komi: 0, captureTarget: 1 },
      playouts: 100,
      seed: 1,
    });
    expect(analysis?.positions[1]).toEqual({ blackWinRate: 1, best: PASS, line: [] });
  });
});
