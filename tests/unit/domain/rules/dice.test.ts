// Dice missions (R7.25, R3.37 dice_multi_flag; issue 17): the roll, its determinism, and the table rows it picks.
import { describe, expect, it } from 'vitest';
import {
  centeredBoard,
  checkDiceTable,
  diceCountFor,
  diceRowFor,
  diceTotal,
  formatRoll,
  gameForRoll,
  handicapPoints,
  maxTotal,
  parseRoll,
  rollDice,
  type DiceGame,
  type DiceRow,
} from '../../../../src/domain/rules/dice';

const captureTable: DiceRow[] = [
  { from: 1, size: 5, captureTarget: 1, level: 1 },
  { from: 3, size: 7, captureTarget: 2, level: 2 },
  { from: 5, size: 9, captureTarget: 3, level: 3 },
  { from: 6, size: 9, captureTarget: 3, level: 2, handicap: 1 },
  { from: 10, size: 9, captureTarget: 5, level: 4, handicap: 2 },
];

/** A random source answering a fixed sequence, in order. */
const sequence =
  (...values: number[]) =>
  () => {
    let i = 0;
    return (n: number) => {
      const v = values[i % values.length] ?? 0;
      i += 1;
      return v % n;
    };
  };

describe('rolling', () => {
  // R3.37: dice_multi_flag rolls two dice and adds them
  it.each<[boolean, number, number]>([
    [false, 1, 6],
    [true, 2, 12],
  ])('multi %s rolls %i dice up to %i', (multi, count, max) => {
    expect(diceCountFor(multi)).toBe(count);
    expect(maxTotal(diceCountFor(multi))).toBe(max);
  });

  it.each<[number[], 1 | 2, number[], number]>([
    [[0], 1, [1], 1],
    [[5], 1, [6], 6],
    [[2, 4], 2, [3, 5], 8],
    [[5, 5], 2, [6, 6], 12],
  ])('random %j with %i dice shows %j, total %i', (values, count, dice, total) => {
    const rolled = rollDice(count, sequence(...values)());
    expect(rolled).toEqual(dice);
    expect(diceTotal(rolled)).toBe(total);
  });

  it('is determined by its random source: the same source gives the same roll', () => {
    const a = rollDice(2, sequence(3, 1, 4)());
    const b = rollDice(2, sequence(3, 1, 4)());
    expect(a).toEqual(b);
  });

  it('never leaves 1…6, whatever the source answers', () => {
    expect(rollDice(2, () => 99)).toEqual([6, 6]);
    expect(rollDice(1, () => -3)).toEqual([1]);
    // Every face of a fair source is reached.
    const faces = new Set<number>();
    for (let v = 0; v < 6; v++) faces.add(rollDice(1, () => v)[0] ?? 0);
    expect([...faces].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each<[string | null, number[] | null]>([
    ['3', [3]],
    ['2,5', [2, 5]],
    ['', null],
    [null, null],
    ['7', null],
    ['1,2,3', null],
    ['x', null],
  ])('stored roll %j reads as %j', (text, dice) => {
    expect(parseRoll(text)).toEqual(dice);
    if (dice) expect(formatRoll(dice)).toBe(text);
  });
});

describe('the table', () => {
  it.each<[number, number | null]>([
    [1, 5],
    [2, 5],
    [3, 7],
    [4, 7],
    [5, 9],
    [6, 9],
    [9, 9],
    [12, 9],
  ])('total %i picks a row with board %j', (total, size) => {
    expect(diceRowFor(captureTable, total)?.size ?? null).toBe(size);
  });

  it.each<[number, number, number | undefined]>([
    [5, 3, undefined],
    [6, 3, 1],
    [11, 5, 2],
  ])('total %i: target %i, handicap %j', (total, target, handicap) => {
    const row = diceRowFor(captureTable, total);
    expect(row?.captureTarget).toBe(target);
    expect(row?.handicap).toBe(handicap);
  });

  it('answers no row below the first', () => {
    expect(diceRowFor(captureTable, 0)).toBeNull();
  });

  it.each<[DiceRow[], string | null]>([
    [captureTable, null],
    [[], 'empty'],
    [[{ from: 2, seconds: 30 }], 'first_from'],
    [
      [
        { from: 1, seconds: 30 },
        { from: 1, seconds: 40 },
      ],
      'order',
    ],
    [[{ from: 1, size: 6 as 5 }], 'size'],
    [[{ from: 1, level: 11 }], 'level'],
    [[{ from: 1, captureTarget: 0 }], 'target'],
    [[{ from: 1, seconds: 5 }], 'seconds'],
  ])('table %j checks as %j', (table, error) => {
    const checked = checkDiceTable(table);
    expect(checked.ok ? null : checked.error).toBe(error);
  });
});

describe('the game a roll makes', () => {
  const empty5: DiceGame = { size: 5, toMove: 'B', player: 'B', level: 1, komi: 0, captureTarget: 1 };
  const cross5: DiceGame = {
    ...empty5,
    board: ['.....', '.OX..', '.XO..', '.....', '.....'],
  };

  it('takes the row’s board, target and level', () => {
    const game = gameForRoll(empty5, { from: 3, size: 7, captureTarget: 2, level: 2 });
    expect(game).toEqual({ ...empty5, size: 7, captureTarget: 2, level: 2 });
  });

  it('keeps a setup in the middle of a larger board', () => {
    const game = gameForRoll(cross5, { from: 3, size: 9 });
    expect(game.size).toBe(9);
    expect(game.board).toEqual([
      '.........',
      '.........',
      '.........',
      '...OX....',
      '...XO....',
      '.........',
      '.........',
      '.........',
      '.........',
    ]);
  });

  it('never shrinks the mission’s board', () => {
    expect(gameForRoll({ ...empty5, size: 9 }, { from: 1, size: 5 }).size).toBe(9);
    expect(centeredBoard(['...', '...', '...'], 3)).toEqual(['...', '...', '...']);
  });

  it('places handicap stones for a player with Black, and White moves first', () => {
    const game = gameForRoll(empty5, { from: 6, size: 9, handicap: 2 });
    expect(game.toMove).toBe('W');
    expect(game.board).toEqual([
      '.........',
      '.........',
      '......X..',
      '.........',
      '.........',
      '.........',
      '..X......',
      '.........',
      '.........',
    ]);
  });

  it('gives no handicap to a player with White', () => {
    const game = gameForRoll({ ...empty5, player: 'W' }, { from: 6, size: 7, handicap: 2 });
    expect(game.board).toBeUndefined();
    expect(game.toMove).toBe('B');
  });

  it('a 5×5 handicap takes the centre', () => {
    expect(handicapPoints(5, 4)).toEqual([[2, 2]]);
    expect(handicapPoints(7, 1)).toEqual([[5, 1]]);
  });

  it('no row leaves the game as it is', () => {
    expect(gameForRoll(cross5, null)).toBe(cross5);
  });
});
