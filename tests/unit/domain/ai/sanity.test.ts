// AI sanity on ASCII boards (issue 3, "AI sanity"): the engine captures a stone in atari, saves its own,
// never fills its own true eye, passes when the game is over and resigns when hopelessly behind — at the
// weakest, a middle and a strong level, for both colours. Strong levels run with a small playout budget
// so that this file stays fast; the decisions do not depend on the budget.
import { describe, expect, it, vi } from 'vitest';
import { FastBoard, PASS, createRandom } from '../../../../src/domain/go';
import type { Color } from '../../../../src/domain/go';
import { createEngine, wouldResign } from '../../../../src/domain/ai';
import { swapColors } from '../go/helpers';
import { board, engineOn, moveName, randomMove } from './helpers';

// Searches take a few hundred milliseconds each; leave room for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const BLACK: Color = 1;
const WHITE: Color = -1;
/** Levels with budgets small enough for a unit test. */
const levels = [
  { level: 1, playouts: undefined },
  { level: 5, playouts: 400 },
  { level: 10, playouts: 3000 },
] as const;
const seeds = [1, 2, 3];

/** Each case once as drawn (X to move) and once with the colours swapped (O to move). */
function bothColours(ascii: string): { ascii: string; toMove: Color }[] {
  return [
    { ascii, toMove: BLACK },
    { ascii: swapColors(ascii), toMove: WHITE },
  ];
}

describe('the AI captures and saves stones', () => {
  // O has just cut at E5 and stands in atari (its last liberty is E4); if it gets out, X is split in
  // three. Taking it at E4 is the beginner's lesson; for O, the same shape asks for the escape at E4.
  // (The strongest levels weigh a single cutting stone against the whole board and may prefer a net or
  // a bigger point; where the capture decides the game they take it — see the capture game below.)
  const cut = `
    . . . . . . . . .
    . . . . . . . . .
    . . O . . . O . .
    . . . . X . . . .
    . . . X O X . . .
    . . . . . . . . .
    . . O . . . O . .
    . . . . . . . . .
    . . . . . . . . .`;

  for (const { level, playouts } of levels.slice(0, 2)) {
    for (const { ascii, toMove } of bothColours(cut)) {
      it(`level ${level} takes a cutting stone in atari (${toMove === BLACK ? 'black' : 'white'})`, () => {
        for (const seed of seeds) {
          const engine = engineOn(ascii, toMove, { level, playouts, seed, lastMove: 'E5' });
          expect(moveName(9, engine.genmove())).toBe('E4');
        }
      });
      it(`level ${level} saves its cutting stone from atari (${toMove === BLACK ? 'white' : 'black'})`, () => {
        // Level 1 is a beginner who sometimes does not notice its stone in atari (mistakes.test.ts):
        // it saves the stone in most games; the stronger levels in every game.
        const games = level === 1 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : seeds;
        let saved = 0;
        for (const seed of games) {
          const engine = engineOn(ascii, -toMove as Color, { level, playouts, seed, lastMove: 'F5' });
          if (moveName(9, engine.genmove()) === 'E4') saved++;
        }
        expect(saved).toBeGreaterThanOrEqual(level === 1 ? 6 : games.length);
      });
    }
  }

  it('in a capture game, at every level, takes the winning stone and saves its own', () => {
    // First to capture 2, each side has taken one already: D6 wins for X, and O must escape at D6.
    const race = `
      . . . . . . .
      . . . . . . .
      . . X O X . .
      . . . X . . .
      . . . . . . .
      . . . . . . .
      . . . . . . .`;
    for (const level of [1, 4, 7, 10]) {
      for (const seed of seeds) {
        const options = { level, seed, mode: 'capture', captureTarget: 2, playouts: 300 } as const;
        const position = board(race, BLACK);
        const captures = { black: 1, white: 1 };
        const attacker = createEngine({ ...options, position: { ...position, captures } });
        expect(moveName(7, attacker.genmove())).toBe('D6');
        const defender = createEngine({ ...options, position: { ...board(race, WHITE), captures } });
        expect(moveName(7, defender.genmove())).toBe('D6');
      }
    }
  });
});

describe('the AI never fills its own true eye', () => {
  it('in self-play at the weakest and a middle level, move by move', () => {
    for (const level of [1, 5]) {
      const engine = createEngine({ size: 7, level, seed: level, playouts: level === 1 ? undefined : 100 });
      for (let n = 0; n < 50; n++) {
        const position = engine.position();
        const board = FastBoard.fromPosition(position);
        const result = engine.genmove();
        if (typeof result.move !== 'number') break;
        expect(board.isTrueEye(board.pointOf(result.move), position.toMove)).toBe(false);
      }
    }
  }, 30_000);

  // X lives with two single-point eyes (A7, C7) and nothing else is left to play: X passes.
  const twoEyes = `
    . X . X O . O
    X X X X O O O
    X X X O O . O
    X X O O O O O
    X X X O . O .
    X . X O O O O
    X X X O . O .`;

  for (const { level, playouts } of levels) {
    it(`level ${level} passes rather than fill an eye`, () => {
      for (const { ascii, toMove } of bothColours(twoEyes)) {
        const engine = engineOn(ascii, toMove, { level, playouts, seed: 7, komi: 0.5 });
        const result = engine.genmove();
        expect(['pass', 'resign']).toContain(result.move);
      }
    });
  }
});

describe('the AI ends the game', () => {
  // A finished 7×7 game: X owns the two columns on the left, O the three on the right; no dame is left.
  // O (to move) is ahead and passes; its only moves would fill its own area or die in X's.
  const finished = `
    . . X O . . .
    . . X O . . .
    . . X O . . .
    . . X O . . .
    . . X O . . .
    . . X O . . .
    . . X O . . .`;

  // The same game with a column of dame between the walls: there is still a point to take, so no pass.
  const withDame = `
    . . X . O . .
    . . X . O . .
    . . X . O . .
    . . X . O . .
    . . X . O . .
    . . X . O . .
    . . X . O . .`;

  // X has one small corner left and O has settled everything else: X resigns.
  const hopeless = `
    . X . X O . . O .
    X X X X O O O O O
    . X . X O . O . O
    X X X X O O O O O
    O O O O O . O . O
    . . O . O O O O O
    O O O O . O . O .
    . O . O O O O O O
    O O O O . O . O .`;

  for (const { level, playouts } of levels) {
    it(`level ${level} passes when the game is over`, () => {
      for (const seed of seeds) {
        const engine = engineOn(finished, WHITE, { level, playouts, seed });
        expect(engine.genmove().move).toBe('pass');
      }
    });

    it(`level ${level} takes the dame before passing, and passes after a pass when counting wins`, () => {
      for (const seed of seeds) {
        const open = engineOn(withDame, WHITE, { level, playouts, seed });
        const move = moveName(7, open.genmove());
        expect(move).toMatch(/^D\d$/);
        const afterPass = engineOn(finished, WHITE, { level, playouts, seed, lastMove: 'pass' });
        const answer = afterPass.genmove();
        expect(answer.move).toBe('pass');
      }
    });

    it(`level ${level} resigns when hopelessly behind`, () => {
      for (const { ascii, toMove } of bothColours(hopeless)) {
        const engine = engineOn(ascii, toMove, { level, playouts, seed: 3 });
        const result = engine.genmove();
        expect(result.move).toBe('resign');
        expect(result.reason).toBe('hopeless');
        expect(result.winRate).toBeLessThan(0.1);
      }
    });
  }

  it('assesses a resignation as genmove does: hopeless and past the opening here, open in the finished game', () => {
    // The second opinion the server re-runs on a game whose result says the AI resigned.
    for (const { ascii, toMove } of bothColours(hopeless)) {
      const assessed = engineOn(ascii, toMove, { seed: 5 }).assessResignation();
      expect(assessed.pastOpening).toBe(true);
      expect(wouldResign(assessed.pastOpening, [assessed.winRate], 0.2)).toBe(true);
    }
    const winner = engineOn(hopeless, WHITE, { seed: 5 }).assessResignation(WHITE);
    expect(wouldResign(winner.pastOpening, [winner.winRate], 0.2)).toBe(false);
    const opening = createEngine({ size: 9, seed: 4, komi: 60 }).assessResignation();
    expect(opening.pastOpening).toBe(false);
    expect(wouldResign(opening.pastOpening, [opening.winRate], 0.2)).toBe(false);
  });

  it.each([
    [true, [0.01, 0.02], 0.05, true],
    [true, [0.01, 0.3], 0.05, false],
    [false, [0.01], 0.05, false],
    [true, [], 0.05, false],
  ])('wouldResign(past opening %s, win rates %j, below %s) is %s', (past, rates, below, expected) => {
    expect(wouldResign(past, rates, below)).toBe(expected);
  });

  it('does not resign in the opening, even with a hopeless estimate', () => {
    // Nine stones on 9×9 is still the opening: the engine plays on.
    const engine = createEngine({ size: 9, level: 1, seed: 4, komi: 60 });
    const result = engine.genmove();
    expect(typeof result.move).toBe('number');
  });
});

describe('the AI wins the capture game against a random player', () => {
  // Issue 3: at least 95 of 100 seeded games of "first to capture 3 stones" on 7×7, at the weakest level,
  // alternating colours; the random player picks uniformly among its legal moves.
  it('in at least 95 % of 100 games at level 1', () => {
    let wins = 0;
    for (let game = 0; game < 100; game++) {
      const engine = createEngine({ size: 7, mode: 'capture', captureTarget: 3, level: 1, seed: game + 1 });
      const random = createRandom(10_000 + game);
      const ai: Color = game % 2 === 0 ? BLACK : WHITE;
      let winner: Color | 0 = 0;
      for (let n = 0; n < 400 && winner === 0; n++) {
        const position = engine.position();
        if (position.toMove === ai) {
          const result = engine.genmove();
          if (result.move === 'resign') winner = -ai as Color;
        } else {
          engine.play(randomMove(position, random));
        }
        const { black, white } = engine.position().captures;
        if (black >= 3) winner = BLACK;
        else if (white >= 3) winner = WHITE;
        const moves = engine.moves();
        if (moves.length >= 2 && moves.at(-1)?.vertex === PASS && moves.at(-2)?.vertex === PASS) break;
      }
      if (winner === ai) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(95);
  }, 60_000);
});
