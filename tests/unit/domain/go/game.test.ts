// Games: the record of moves and positions, passes, resignation, undo, and the game's rules applied.
import { describe, expect, it } from 'vitest';
import {
  BLACK,
  PASS,
  WHITE,
  consecutivePasses,
  currentPosition,
  gameEnd,
  isOver,
  newGame,
  passMove,
  playMove,
  resign,
  toAscii,
  undo,
} from '../../../../src/domain/go';
import type { Game } from '../../../../src/domain/go';
import { board, vx } from './helpers';

function moves(game: Game, list: readonly string[]): Game {
  return list.reduce((g, m) => {
    const result = playMove(g, m === 'pass' ? PASS : vx(currentPosition(g).size, m));
    if (!result.ok) throw new Error(`${m}: ${result.error}`);
    return result.game;
  }, game);
}

describe('a game', () => {
  it('records each move with the colour that played it and the position it led to', () => {
    const game = moves(newGame(9), ['E5', 'C3', 'pass']);
    expect(game.moves).toEqual([
      { color: BLACK, vertex: vx(9, 'E5') },
      { color: WHITE, vertex: vx(9, 'C3') },
      { color: BLACK, vertex: PASS },
    ]);
    expect(game.positions).toHaveLength(4);
    expect(currentPosition(game).toMove).toBe(WHITE);
  });

  it('refuses an illegal move and keeps the record unchanged', () => {
    const game = moves(newGame(9), ['E5']);
    expect(playMove(game, vx(9, 'E5'))).toEqual({ ok: false, error: 'occupied' });
  });

  it('applies its rules (suicide allowed here)', () => {
    // X's stone in the corner eye is suicide; the game allows it and O gets the prisoner.
    const start = board('. O .\nO . .\n. . .');
    const refused = playMove(newGame(start), vx(3, 'A3'));
    expect(refused).toEqual({ ok: false, error: 'suicide' });
    const allowed = playMove(newGame(start, { allowSuicide: true }), vx(3, 'A3'));
    if (!allowed.ok) throw new Error(allowed.error);
    expect(currentPosition(allowed.game).captures).toEqual({ black: 0, white: 1 });
  });

  it('ends after two passes in a row, and a move between passes resets the count', () => {
    const game = moves(newGame(5), ['pass', 'C3', 'pass']);
    expect(consecutivePasses(game)).toBe(1);
    expect(isOver(game)).toBe(false);
    const ended = moves(game, ['pass']);
    expect(gameEnd(ended)).toEqual({ reason: 'passes' });
    expect(playMove(ended, vx(5, 'A1'))).toEqual({ ok: false, error: 'game_over' });
    expect(passMove(ended)).toEqual({ ok: false, error: 'game_over' });
  });

  it('ends with a resignation, which names the winner and blocks further moves', () => {
    const resigned = resign(moves(newGame(9), ['E5']), WHITE);
    if (!resigned.ok) throw new Error(resigned.error);
    expect(gameEnd(resigned.value)).toEqual({ reason: 'resignation', winner: BLACK });
    expect(playMove(resigned.value, vx(9, 'A1'))).toEqual({ ok: false, error: 'game_over' });
    expect(resign(resigned.value, BLACK)).toEqual({ ok: false, error: 'game_over' });
  });
});

describe('undo', () => {
  it('takes back moves one by one to the start, captures included', () => {
    const start = board(`
      . . . . .
      . . X . .
      . X O . .
      . . X . .
      . . . . .`);
    const game = moves(newGame(start), ['D3', 'A1']);
    expect(currentPosition(game).captures.black).toBe(1);
    const once = undo(game);
    if (!once.ok) throw new Error(once.error);
    const twice = undo(once.value);
    if (!twice.ok) throw new Error(twice.error);
    expect(twice.value.moves).toEqual([]);
    expect(toAscii(currentPosition(twice.value))).toBe(toAscii(start));
    expect(currentPosition(twice.value)).toBe(start);
    expect(undo(twice.value)).toEqual({ ok: false, error: 'nothing_to_undo' });
  });

  it('takes back a resignation first, then the game goes on', () => {
    const game = moves(newGame(9), ['E5']);
    const resigned = resign(game, BLACK);
    if (!resigned.ok) throw new Error(resigned.error);
    const back = undo(resigned.value);
    if (!back.ok) throw new Error(back.error);
    expect(back.value).toEqual(game);
    expect(playMove(back.value, vx(9, 'D4')).ok).toBe(true);
  });

  it('reopens a game ended by passes', () => {
    const ended = moves(newGame(5), ['pass', 'pass']);
    const back = undo(ended);
    if (!back.ok) throw new Error(back.error);
    expect(isOver(back.value)).toBe(false);
  });

  it('lets a ko be retaken only as the rules allow after undoing', () => {
    const ko = board(`
      . X O . .
      X O . O .
      . X O . .
      . . . . .
      . . . . .`);
    const game = moves(newGame(ko), ['C4']);
    expect(playMove(game, vx(5, 'B4'))).toEqual({ ok: false, error: 'ko' });
    const back = undo(game);
    if (!back.ok) throw new Error(back.error);
    expect(playMove(back.value, vx(5, 'B4'))).toEqual({ ok: false, error: 'occupied' });
  });
});
