// Scoring finished positions under area and territory rules: territory, komi, dead stones, prisoners, dame,
// seki and false eyes on small ASCII boards. Every case is also scored with the colours swapped (komi 0),
// which must mirror the score, and the owner map must add up to the counted stones and territory.
import { describe, expect, it } from 'vitest';
import {
  BLACK,
  SEKI_SHARED,
  WHITE,
  createRandom,
  emptyPosition,
  makeScoreResult,
  play,
  scorePosition,
  toAscii,
} from '../../../../src/domain/go';
import type {
  BoardSize,
  Captures,
  Score,
  ScoreOptions,
  ScoreParts,
  ScoringRule,
} from '../../../../src/domain/go';
import { board, names, swapColors, vx } from './helpers';

interface Case {
  readonly proves: string;
  readonly ascii: string;
  readonly rule: ScoringRule;
  readonly komi?: number;
  /** GTP names of stones marked dead. */
  readonly dead?: readonly string[];
  readonly captures?: Captures;
  readonly black: number;
  readonly white: number;
  readonly result: string;
}

function score(c: Case, swap = false): Score {
  const ascii = swap ? swapColors(c.ascii) : c.ascii;
  const captures = c.captures ?? { black: 0, white: 0 };
  const position = board(ascii, {
    captures: swap ? { black: captures.white, white: captures.black } : captures,
  });
  const options: ScoreOptions = {
    rule: c.rule,
    komi: swap ? 0 : (c.komi ?? 0),
    dead: (c.dead ?? []).map((name) => vx(position.size, name)),
  };
  return scorePosition(position, options);
}

const withoutKomi = (parts: ScoreParts) => ({ ...parts, komi: 0 });

// Black owns the two left columns, White the right one.
const walls = `
  . . X O .
  . . X O .
  . . X O .
  . . X O .
  . . X O .`;

// As `walls`, with a white chain of two (B4, B3) inside Black's area.
const invaded = `
  . . X O .
  . O X O .
  . O X O .
  . . X O .
  . . X O .`;

// A column of dame (C) between two walls.
const dame = `
  . X . O .
  . X . O .
  . X . O .
  . X . O .
  . X . O .`;

// A 9×9 game: Black holds the left edge, White the rest, with a dead black stone at G3.
const game9 = `
  . . . X O . . . .
  . . X X O . O . .
  . . X O O . . . .
  . X X O . . . . .
  . X O O . . . . .
  X X O . . . . . .
  . X O . . . X . .
  . X O . . . . . .
  . X O . . . . . .`;

// Seki without eyes: black B8–E8+E9 and white B9–C9 share A9 and D9 and nothing else; the walls around
// them (white row 7–6, black row 5) are alive with territory of their own.
const sekiNoEyes = `
  . O O . X O . . .
  X X X X X O . . .
  O O O O O O . . .
  O O O O O O O O O
  X X X X X X X X X
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .`;

// Seki with an eye each: black (eye A9) and white (eye E9) share C9 only.
const sekiEyes = `
  . X . O . O X . .
  X X X O O O X . .
  O O O X X X X . .
  . . O X . . . . .
  . . O X . . . . .
  . . O X . . . . .
  . . O X . . . . .
  . . O X . . . . .
  . . O X . . . . .`;

// D7 on the top edge is a false eye: E7 is a separate chain whose other liberty (F7) is dame, and White
// holds the diagonal E6.
const falseEyeEdge = `
  . . X . X . O
  . . X X O O O
  . . X O O . .
  . . X O . . .
  . . X O . . .
  . . X O . . .
  . . X O . . .`;

// The same with a black stone on E6: the stones round D7 are one chain, so D7 is a real eye.
const realEyeEdge = `
  . . X . X . O
  . . X X X O O
  . . X O O . .
  . . X O . . .
  . . X O . . .
  . . X O . . .
  . . X O . . .`;

// D9 and F9 each look false (two black chains round them, White on a diagonal), but the lone E9 stone
// breathes in the other one, so White can never put it in atari: both are real.
const leaningEyes = `
  . . X . X . X . .
  . . X X O X X . .
  . . X O O O X . .
  . . X O . O X . .
  . . X O . O X . .
  . . X O . O X . .
  . . X O . O X . .
  . . X O . O X . .
  . . X O . O X . .`;

// D4 in the middle is a false eye: D5 is a lone black stone in atari, and White holds C5 and E5.
const falseEyeMiddle = `
  . . . . . . .
  . . . O . . .
  O O O X O O O
  X X X . X X X
  X X X X X X X
  . . . . . . .
  . . . . . . .`;

// D7 is a point neither side can fill (C7 and the white group would be left in atari), but C7 belongs to a
// group with a large territory: no seki, so the white group's eye F7 counts as its territory.
const stuckNotSeki = `
  . . X . O . O
  . X O O O O O
  X X X X X X X
  . . . . . . .
  . . . . . . .
  . . . . . . .
  . . . . . . .`;

const cases: readonly Case[] = [
  // Territory counts only surrounded points; area adds the stones; the margin is the same here.
  { proves: 'simple territory', ascii: walls, rule: 'territory', black: 10, white: 5, result: 'B+5' },
  { proves: 'simple area', ascii: walls, rule: 'area', black: 15, white: 10, result: 'B+5' },
  // Komi goes to White under both rules.
  {
    proves: 'komi, territory',
    ascii: walls,
    rule: 'territory',
    komi: 6.5,
    black: 10,
    white: 11.5,
    result: 'W+1.5',
  },
  { proves: 'komi, area', ascii: walls, rule: 'area', komi: 6.5, black: 15, white: 16.5, result: 'W+1.5' },
  // Dame count for nobody; equal scores are a draw.
  { proves: 'dame, territory draw', ascii: dame, rule: 'territory', black: 5, white: 5, result: '0' },
  { proves: 'dame, area draw', ascii: dame, rule: 'area', black: 10, white: 10, result: '0' },
  {
    proves: 'half a point of komi',
    ascii: dame,
    rule: 'area',
    komi: 0.5,
    black: 10,
    white: 10.5,
    result: 'W+0.5',
  },
  // One marked vertex kills the whole chain of two: 10 points + 2 prisoners under territory rules.
  {
    proves: 'dead chain, territory',
    ascii: invaded,
    rule: 'territory',
    dead: ['B4'],
    black: 12,
    white: 5,
    result: 'B+7',
  },
  // Under area rules the dead stones' points count once, as Black's area; no prisoners.
  {
    proves: 'dead chain, area',
    ascii: invaded,
    rule: 'area',
    dead: ['B3'],
    black: 15,
    white: 10,
    result: 'B+5',
  },
  // Not marked dead, the white stones live and Black's area becomes dame.
  { proves: 'stones not marked dead', ascii: invaded, rule: 'territory', black: 0, white: 5, result: 'W+5' },
  {
    proves: 'stones not marked dead, area',
    ascii: invaded,
    rule: 'area',
    black: 5,
    white: 12,
    result: 'W+7',
  },
  // Prisoners taken during the game count under territory rules only.
  {
    proves: 'prisoners, territory',
    ascii: walls,
    rule: 'territory',
    captures: { black: 2, white: 5 },
    black: 12,
    white: 10,
    result: 'B+2',
  },
  {
    proves: 'prisoners ignored, area',
    ascii: walls,
    rule: 'area',
    captures: { black: 2, white: 5 },
    black: 15,
    white: 10,
    result: 'B+5',
  },
  // A whole 9×9 game: 45 points of White's, the dead G3 stone counted once more as a prisoner.
  {
    proves: '9×9 game, territory',
    ascii: game9,
    rule: 'territory',
    komi: 6.5,
    dead: ['G3'],
    black: 12,
    white: 52.5,
    result: 'W+40.5',
  },
  {
    proves: '9×9 game, area',
    ascii: game9,
    rule: 'area',
    komi: 6.5,
    dead: ['G3'],
    black: 24,
    white: 63.5,
    result: 'W+39.5',
  },
  // The seki groups have no territory, the shared A9 and D9 are dame; the walls' territory still counts.
  {
    proves: 'seki without eyes, territory',
    ascii: sekiNoEyes,
    rule: 'territory',
    black: 36,
    white: 9,
    result: 'B+27',
  },
  {
    proves: 'seki without eyes, area',
    ascii: sekiNoEyes,
    rule: 'area',
    black: 51,
    white: 28,
    result: 'B+23',
  },
  // The seki eyes A9 and E9 score nothing under territory rules; C9 is dame.
  {
    proves: 'seki with eyes, territory',
    ascii: sekiEyes,
    rule: 'territory',
    black: 36,
    white: 12,
    result: 'B+24',
  },
  // Area rules count the seki eyes for the side that surrounds them.
  { proves: 'seki with eyes, area', ascii: sekiEyes, rule: 'area', black: 53, white: 27, result: 'B+26' },
  // The false eye D7 is no territory; F7 is dame.
  {
    proves: 'false eye on the edge, territory',
    ascii: falseEyeEdge,
    rule: 'territory',
    black: 14,
    white: 14,
    result: '0',
  },
  {
    proves: 'false eye on the edge, area',
    ascii: falseEyeEdge,
    rule: 'area',
    black: 24,
    white: 24,
    result: '0',
  },
  {
    proves: 'no opponent diagonal, a real eye',
    ascii: realEyeEdge,
    rule: 'territory',
    black: 15,
    white: 14,
    result: 'B+1',
  },
  // A chain around a false-eye shape that has another liberty in Black's regions is not forced to connect.
  {
    proves: 'false-eye shapes leaning on each other',
    ascii: leaningEyes,
    rule: 'territory',
    black: 38,
    white: 6,
    result: 'B+32',
  },
  // Two white diagonals in the middle make D4 false.
  {
    proves: 'false eye in the middle, territory',
    ascii: falseEyeMiddle,
    rule: 'territory',
    black: 14,
    white: 13,
    result: 'B+1',
  },
  {
    proves: 'false eye in the middle, area',
    ascii: falseEyeMiddle,
    rule: 'area',
    black: 29,
    white: 20,
    result: 'B+9',
  },
  // Only groups that cannot make two eyes are in seki.
  {
    proves: 'stuck dame beside a living group',
    ascii: stuckNotSeki,
    rule: 'territory',
    black: 31,
    white: 1,
    result: 'B+30',
  },
  // Nothing on the board: komi decides.
  {
    proves: 'empty board',
    ascii: '. . .\n. . .\n. . .',
    rule: 'area',
    komi: 7,
    black: 0,
    white: 7,
    result: 'W+7',
  },
];

describe('scorePosition', () => {
  it.each(cases)('$proves', (c) => {
    const s = score(c);
    expect({ black: s.black, white: s.white, result: makeScoreResult(s) }).toEqual({
      black: c.black,
      white: c.white,
      result: c.result,
    });
    expect(s.rule).toBe(c.rule);
    expect(s.margin).toBe(Math.abs(c.black - c.white));
    // The owner map holds exactly the points counted as stones or territory.
    for (const [color, parts] of [
      [BLACK, s.parts.black],
      [WHITE, s.parts.white],
    ] as const) {
      expect(s.owner.filter((o) => o === color).length).toBe(parts.stones + parts.territory);
    }
  });

  it.each(cases)('mirrors with the colours swapped: $proves', (c) => {
    const s = score({ ...c, komi: 0 });
    const t = score(c, true);
    expect(withoutKomi(t.parts.black)).toEqual(withoutKomi(s.parts.white));
    expect(withoutKomi(t.parts.white)).toEqual(withoutKomi(s.parts.black));
    expect(t.winner).toBe(s.winner === null ? null : -s.winner);
    expect(t.margin).toBe(s.margin);
    expect([...t.owner]).toEqual([...s.owner].map((o) => -o || 0));
    expect([...t.seki]).toEqual([...s.seki].map((o) => (o === SEKI_SHARED ? o : -o || 0)));
  });

  it('splits the score into its parts', () => {
    // Territory: 45 points, the dead G3 stone and 3 prisoners for White; 12 points and 1 prisoner for Black.
    const position = board(game9, { captures: { black: 1, white: 3 } });
    const s = scorePosition(position, { rule: 'territory', komi: 6.5, dead: [vx(9, 'G3')] });
    expect(s.parts).toEqual({
      black: { stones: 0, territory: 12, deadStones: 0, prisoners: 1, komi: 0 },
      white: { stones: 0, territory: 45, deadStones: 1, prisoners: 3, komi: 6.5 },
    });
    const a = scorePosition(position, { rule: 'area', komi: 6.5, dead: [vx(9, 'G3')] });
    expect(a.parts).toEqual({
      black: { stones: 12, territory: 12, deadStones: 0, prisoners: 0, komi: 0 },
      white: { stones: 12, territory: 45, deadStones: 0, prisoners: 0, komi: 6.5 },
    });
  });

  it('ignores dead marks on empty and off-board points', () => {
    // E5 is empty and 99 is off a 5×5 board: the score is the plain one.
    const s = scorePosition(board(walls), { rule: 'territory', komi: 0, dead: [vx(5, 'E5'), 99, -1] });
    expect([s.black, s.white]).toEqual([10, 5]);
  });
});

describe('scorePosition on seeded random positions', () => {
  // Random legal 9×9 games of 20–100 moves with random chains marked dead: the score mirrors with the
  // colours swapped, every point is counted once under area rules, and territory rules never count more
  // empty points than area rules.
  const random = createRandom(20240611);
  const positions = Array.from({ length: 60 }, (_, i) => {
    let position = emptyPosition(9);
    for (let m = 0; m < 20 + (i % 9) * 10; m++) {
      const result = play(position, random.int(81));
      if (result.ok) position = result.position;
    }
    const dead = Array.from({ length: random.int(4) }, () => random.int(81));
    return { position, dead };
  });

  it.each(['area', 'territory'] as const)('keeps its invariants under %s rules', (rule) => {
    for (const { position, dead } of positions) {
      const s = scorePosition(position, { rule, komi: 0, dead });
      const swapped = board(swapColors(toAscii(position)), {
        captures: { black: position.captures.white, white: position.captures.black },
      });
      const t = scorePosition(swapped, { rule, komi: 0, dead });
      expect(t.parts).toEqual({ black: s.parts.white, white: s.parts.black });
      expect([...t.owner]).toEqual([...s.owner].map((o) => -o || 0));
      expect([...t.seki]).toEqual([...s.seki].map((o) => (o === SEKI_SHARED ? o : -o || 0)));
      const area = scorePosition(position, { rule: 'area', komi: 0, dead });
      const dame = area.owner.filter((o) => o === 0).length;
      expect(area.black + area.white + dame).toBe(81);
      expect(s.parts.black.territory).toBeLessThanOrEqual(area.parts.black.territory);
      expect(s.parts.white.territory).toBeLessThanOrEqual(area.parts.white.territory);
    }
  });
});

describe('seki map', () => {
  const sekiPoints = (ascii: string, rule: ScoringRule) => {
    const position = board(ascii);
    const s = scorePosition(position, { rule, komi: 0 });
    const size = position.size as BoardSize;
    const at = (value: number) =>
      names(
        size,
        [...s.seki.keys()].filter((v) => s.seki[v] === value),
      );
    return { black: at(BLACK), white: at(WHITE), shared: at(SEKI_SHARED), owner: s.owner };
  };

  it('marks the groups in seki and their shared liberties, not the walls', () => {
    // The two chains of the eyeless seki, and A9 and D9 between them.
    const s = sekiPoints(sekiNoEyes, 'territory');
    expect(s.black).toEqual(['A8', 'B8', 'C8', 'D8', 'E8', 'E9']);
    expect(s.white).toEqual(['B9', 'C9']);
    expect(s.shared).toEqual(['A9', 'D9']);
  });

  it('marks the eyes of a seki, which count only under area rules', () => {
    // A9 is Black's eye and E9 White's, C9 is shared; under territory rules the eyes are nobody's.
    for (const rule of ['territory', 'area'] as const) {
      const s = sekiPoints(sekiEyes, rule);
      expect(s.black).toEqual(['A8', 'A9', 'B8', 'B9', 'C8']);
      expect(s.white).toEqual(['D8', 'D9', 'E8', 'E9', 'F8', 'F9']);
      expect(s.shared).toEqual(['C9']);
      const eyes = [s.owner[vx(9, 'A9')], s.owner[vx(9, 'E9')], s.owner[vx(9, 'C9')]];
      expect(eyes).toEqual(rule === 'area' ? [BLACK, WHITE, 0] : [0, 0, 0]);
    }
  });

  it('finds no seki where a group next to the stuck point has a large territory', () => {
    // D7 is stuck, but C7 belongs to Black's group with 31 points: nothing is in seki.
    const s = sekiPoints(stuckNotSeki, 'territory');
    expect([s.black, s.white, s.shared]).toEqual([[], [], []]);
  });

  it('finds no seki in ordinary positions', () => {
    for (const ascii of [walls, dame, game9, falseEyeEdge, falseEyeMiddle]) {
      const s = sekiPoints(ascii, 'territory');
      expect([s.black, s.white, s.shared]).toEqual([[], [], []]);
    }
  });
});

describe('makeScoreResult', () => {
  it.each([
    // Half points, whole points and a draw, as SGF's RE writes them.
    [{ winner: BLACK, margin: 3.5 }, 'B+3.5'],
    [{ winner: WHITE, margin: 0.5 }, 'W+0.5'],
    [{ winner: WHITE, margin: 12 }, 'W+12'],
    [{ winner: null, margin: 0 }, '0'],
  ] as const)('%o → %s', (score, text) => {
    expect(makeScoreResult(score)).toBe(text);
  });
});
