// "Atari!" (issue 17): a move gives atari when a chain of the other colour touching it is left with one
// liberty; boards in ASCII (X black, O white), the move given as the stone already on the board.
import { describe, expect, it } from 'vitest';
import { fromAscii, givesAtari, parseVertex, PASS, type BoardSize } from '../../../../src/domain/go';

const at = (board: string, move: string) => {
  const position = fromAscii(board);
  if (!position.ok) throw new Error('bad board');
  const v = parseVertex(position.value.size as BoardSize, move);
  if (!v.ok) throw new Error('bad vertex');
  return givesAtari(position.value, v.value);
};

describe('givesAtari', () => {
  it.each([
    [
      'a stone on the edge, one liberty left',
      '. X O . .\n. . X . .\n. . . . .\n. . . . .\n. . . . .',
      'C4',
      true,
    ],
    ['two liberties left', '. . O . .\n. . X . .\n. . . . .\n. . . . .\n. . . . .', 'C4', false],
    ['a chain of two in atari', '. X O O .\n. . X X .\n. . . . X\n. . . . .\n. . . . .', 'D4', true],
    ['not touching the move', '. X O . .\n. . X . .\n. . . . .\n. . . . .\n. . . . X', 'E1', false],
    ['white gives atari to black', 'X O . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .', 'B5', true],
    ['an empty point', '. X O . .\n. . X . .\n. . . . .\n. . . . .\n. . . . .', 'E1', false],
  ])('%s', (_, board, move, expected) => {
    expect(at(board, move)).toBe(expected);
  });

  it('a pass gives no atari', () => {
    const position = fromAscii('. . .\n. . .\n. . .');
    if (!position.ok) throw new Error('bad board');
    expect(givesAtari(position.value, PASS)).toBe(false);
  });
});
