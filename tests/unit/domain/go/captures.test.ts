// Captures on ASCII boards. One table, checked as drawn (X to move) and with colours swapped (O to move),
// so every case holds for both colours.
import { describe, expect, it } from 'vitest';
import { BLACK, WHITE, play, toAscii } from '../../../../src/domain/go';
import { board, drawn, names, swapColors, vx } from './helpers';

interface CaptureCase {
  readonly proves: string;
  readonly before: string;
  readonly move: string;
  readonly captured: readonly string[];
  readonly after: string;
}

const cases: readonly CaptureCase[] = [
  {
    proves: 'a lone stone whose last liberty is filled is captured',
    before: `
      . . . . .
      . . X . .
      . X O . .
      . . X . .
      . . . . .`,
    move: 'D3',
    captured: ['C3'],
    after: `
      . . . . .
      . . X . .
      . X . X .
      . . X . .
      . . . . .`,
  },
  {
    proves: 'a stone on the edge has three liberties and dies when they are filled',
    before: `
      . . . . .
      . . . . .
      . . . . .
      . . X . .
      . X O . .`,
    move: 'D1',
    captured: ['C1'],
    after: `
      . . . . .
      . . . . .
      . . . . .
      . . X . .
      . X . X .`,
  },
  {
    proves: 'a stone in the corner has two liberties',
    before: `
      . . . . .
      . . . . .
      . . . . .
      . . . . .
      O X . . .`,
    move: 'A2',
    captured: ['A1'],
    after: `
      . . . . .
      . . . . .
      . . . . .
      X . . . .
      . X . . .`,
  },
  {
    proves: 'a whole chain goes at once when its last shared liberty is filled',
    before: `
      . . . . .
      . . . . .
      . . . . .
      . X X . .
      X O O . .`,
    move: 'D1',
    captured: ['B1', 'C1'],
    after: `
      . . . . .
      . . . . .
      . . . . .
      . X X . .
      X . . X .`,
  },
  {
    proves: 'one move can capture two separate chains',
    before: `
      . . . . .
      . X . X .
      X O . O X
      . X . X .
      . . . . .`,
    move: 'C3',
    captured: ['B3', 'D3'],
    after: `
      . . . . .
      . X . X .
      X . X . X
      . X . X .
      . . . . .`,
  },
  {
    proves: 'a move with no liberty of its own is legal when it captures (it gains the freed points)',
    before: `
      O . O . .
      X O . . .
      . . . . .
      . . . . .
      . . . . .`,
    move: 'B5',
    captured: ['A5'],
    after: `
      . X O . .
      X O . . .
      . . . . .
      . . . . .
      . . . . .`,
  },
  {
    proves: 'filling one of two liberties captures nothing',
    before: `
      . . . . .
      . . X . .
      . X O O .
      . . X . .
      . . . . .`,
    move: 'D4',
    captured: [],
    after: `
      . . . . .
      . . X X .
      . X O O .
      . . X . .
      . . . . .`,
  },
  {
    proves: 'the capture in a corner takes the chain of three along both edges',
    before: `
      O O X . .
      O X . . .
      . . . . .
      . . . . .
      . . . . .`,
    move: 'A3',
    captured: ['A4', 'A5', 'B5'],
    after: `
      . . X . .
      . X . . .
      X . . . .
      . . . . .
      . . . . .`,
  },
];

describe.each([
  ['as drawn, X to move', false],
  ['with colours swapped, O to move', true],
])('captures %s', (_label, swap) => {
  const paint = (ascii: string) => (swap ? swapColors(ascii) : ascii);
  const mover = swap ? WHITE : BLACK;

  it.each(cases)('$proves', ({ before, move, captured, after }) => {
    const position = board(paint(before), { toMove: mover });
    const result = play(position, vx(position.size, move));
    if (!result.ok) throw new Error(result.error);
    expect(names(position.size, result.captured)).toEqual([...captured].sort());
    expect(result.analysis).toEqual({
      capturing: captured.length > 0,
      suicide: false,
      ko: false,
      overwrite: false,
      superko: false,
    });
    expect(toAscii(result.position)).toBe(drawn(paint(after)));
    expect(result.position.captures).toEqual(
      swap ? { black: 0, white: captured.length } : { black: captured.length, white: 0 },
    );
    expect(result.position.toMove).toBe(-mover);
  });
});
