// The two readers the content tools prove problems with, on boards drawn as ASCII (9×9, row 9 at the top).
// Each case says what it proves; the capture shapes are classic ones (the ladder start, the net with
// stones on both diagonals, a snapback in a mouth, a connect-and-die throw-in), the life-and-death shapes
// the textbook eye spaces (straight three, bent three, square four, straight four).
import { describe, expect, it } from 'vitest';
import { fromAscii } from '../../../src/domain/go/ascii';
import { makeVertex, parseVertex } from '../../../src/domain/go/coords';
import { FastBoard } from '../../../src/domain/go/fastBoard';
import { passAliveStones } from '../../../src/domain/go/passAlive';
import { createPosition } from '../../../src/domain/go/position';
import { createRandom } from '../../../src/domain/go/random';
import type { Color } from '../../../src/domain/go/stones';
import { BLACK, WHITE } from '../../../src/domain/go/stones';
import { CaptureReader } from '../../../src/domain/content/captureReader';
import { LifeDeathReader } from '../../../src/domain/content/lifeDeathReader';
import { swapRowColors } from '../../../src/domain/content/symmetry';
import { randomShape } from '../../../tools/content/lifeDeath';

function boardOf(ascii: string, toMove: Color): FastBoard {
  const position = fromAscii(ascii, { toMove });
  if (!position.ok) throw new Error(`bad test board: ${position.error}`);
  return FastBoard.fromPosition(position.value);
}

function point(board: FastBoard, name: string): number {
  const v = parseVertex(board.size, name);
  if (!v.ok) throw new Error(`bad vertex ${name}`);
  return board.pointOf(v.value);
}

const name = (board: FastBoard, p: number) => makeVertex(board.size, board.vertexOf(p));

/** Every legal first move after which the reader still captures within `plies`. */
function capturingMoves(reader: CaptureReader, board: FastBoard, plies: number): string[] {
  const out: string[] = [];
  for (let v = 0; v < board.size * board.size; v++) {
    const p = board.pointOf(v);
    const child = board.clone();
    if (board.at(p) !== 0 || !child.play(p)) continue;
    if (reader.captured(child) || reader.capture(child, plies - 1, 1) === 'win') out.push(name(board, p));
  }
  return out.sort();
}

const ladder = `
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . X O . . . .
  . . . . X X . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .`;

// Each case: the board, Black to play against the White chain at `target`, the fastest capture in plies
// (null: none within 31), the only first moves that capture that fast, and natural moves that never
// capture (within 31 plies).
const captureCases = [
  {
    proves: 'a ladder toward the upper right works: only the atari from above captures, in 15 plies',
    board: ladder,
    target: 'E5',
    plies: 15,
    moves: ['E6'],
    fails: ['F5', 'F6'],
  },
  {
    proves: 'a White stone on the ladder’s way (H7) breaks it: nothing captures',
    board: `
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . O .
      . . . . . . . . .
      . . . X O . . . .
      . . . . X X . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .`,
    target: 'E5',
    plies: null,
    moves: [],
    fails: ['E6', 'F5', 'F6'],
  },
  {
    proves: 'with Black on both diagonals (D6, F4) the net at F6 captures, and the breaker stops the ladder',
    board: `
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . O .
      . . . X . . . . .
      . . . X O . . . .
      . . . . X X . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .`,
    target: 'E5',
    plies: 5,
    moves: ['F6'],
    fails: ['E6', 'F5'],
  },
  {
    proves: 'a snapback: the stone thrown in at D8 is taken at C8, and D8 again takes four stones',
    board: `
      X . X O . . . . .
      . X . . O O . . .
      X O O O X . . . .
      X O X X . . . . .
      X X . X O . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .`,
    target: 'B7',
    plies: 3,
    moves: ['D8'],
    fails: ['C8'],
  },
  {
    proves:
      'connect and die: the throw-in at B9 is taken, the atari at A6 follows, and connecting at B9 dies',
    board: `
      O . O . O . . . .
      O . X . . . . . .
      O X X . O . . . .
      . X . X . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .`,
    target: 'A9',
    plies: 5,
    moves: ['B9'],
    fails: ['A6', 'B8'],
  },
];

describe('the capture reader', () => {
  for (const c of captureCases) {
    for (const swap of [false, true]) {
      it(`${c.proves}${swap ? ' (colours swapped)' : ''}`, () => {
        const ascii = swap ? swapRowColors(c.board.trim().split('\n')).join('\n') : c.board;
        const attacker = swap ? WHITE : BLACK;
        const board = boardOf(ascii, attacker);
        const reader = new CaptureReader(point(board, c.target), -attacker as Color);
        expect(reader.distance(board, 31)).toBe(c.plies);
        expect(capturingMoves(reader, board, c.plies ?? 31)).toEqual(c.moves);
        const anyCapture = capturingMoves(reader, board, 31);
        for (const move of c.fails) expect(anyCapture).not.toContain(move);
      });
    }
  }

  it('reads a stone in atari as captured in one ply, and the same stone extended as escaped', () => {
    const board = boardOf(
      `
      . . . . . . .
      . . . . . . .
      . . . X . . .
      . . X O X . .
      . . . . . . .
      . . . . . . .
      . . . . . . .`,
      BLACK,
    );
    const reader = new CaptureReader(point(board, 'D4'), WHITE);
    expect(reader.distance(board, 9)).toBe(1);
    const extended = board.clone();
    extended.pass();
    extended.play(point(board, 'D3'));
    expect(reader.distance(extended, 31)).toBeNull();
  });
});

// Life and death: the owner is Black, its group in the top-left corner; the region is every point inside
// White's wall. `live`: plies for Black to reach Benson life; `kill`: plies for White to capture.
const ldCases = [
  {
    proves: 'a straight three in the corner: B9 is the vital point for both sides',
    board: `
      . . . X O . . . .
      X X X X O . . . .
      O O O O O . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .`,
    region: ['A9', 'B9', 'C9', 'D9', 'A8', 'B8', 'C8', 'D8'],
    target: 'A8',
    blackFirst: { live: 1, kill: null, vital: 'B9' },
    whiteFirst: { live: null, kill: 'number', vital: 'B9' },
  },
  {
    proves: 'a bent three in the corner: A9, the bend, is the vital point for both sides',
    board: `
      . . X O . . . . .
      . X X O . . . . .
      X X O O . . . . .
      O O O . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .`,
    region: ['A9', 'B9', 'C9', 'A8', 'B8', 'C8', 'A7', 'B7'],
    target: 'C9',
    blackFirst: { live: 1, kill: null, vital: 'A9' },
    whiteFirst: { live: null, kill: 'number', vital: 'A9' },
  },
  {
    proves: 'a square four is dead whoever moves first',
    board: `
      . . X O . . . . .
      . . X O . . . . .
      X X X O . . . . .
      O O O O . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .`,
    region: ['A9', 'B9', 'C9', 'A8', 'B8', 'C8', 'A7', 'B7', 'C7'],
    target: 'C9',
    blackFirst: { live: null, kill: 'number', vital: null },
    whiteFirst: { live: null, kill: 'number', vital: null },
  },
  {
    proves: 'a straight four on the edge is alive whoever moves first',
    board: `
      . . . . X O . . .
      X X X X X O . . .
      O O O O O O . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .`,
    region: ['A9', 'B9', 'C9', 'D9', 'E9', 'A8', 'B8', 'C8', 'D8', 'E8'],
    target: 'E9',
    blackFirst: { live: 'number', kill: null, vital: null },
    whiteFirst: { live: 'number', kill: null, vital: null },
  },
] as const;

describe('the life-and-death reader', () => {
  for (const c of ldCases) {
    for (const [toMove, expected] of [
      [BLACK, c.blackFirst],
      [WHITE, c.whiteFirst],
    ] as const) {
      it(`${c.proves} (${toMove === BLACK ? 'Black' : 'White'} to play)`, () => {
        const board = boardOf(c.board, toMove);
        const region = c.region.map((n) => point(board, n));
        const reader = new LifeDeathReader(board, region, point(board, c.target), BLACK);
        const live = reader.distance(board, 'live', 16);
        const kill = reader.distance(board, 'kill', 16);
        if (expected.live === 'number') expect(typeof live).toBe('number');
        else expect(live).toBe(expected.live);
        if (expected.kill === 'number') expect(typeof kill).toBe('number');
        else expect(kill).toBe(expected.kill);
        if (expected.vital !== null) {
          // The vital point is the only move that reaches the mover's goal.
          const goal = toMove === BLACK ? 'live' : 'kill';
          const winners = reader
            .moves(board, goal)
            .filter((m) => m >= 0)
            .filter((m) => {
              const child = board.clone();
              return reader.play(child, m) && reader.solve(child, goal, 15) === 'win';
            })
            .map((m) => name(board, m));
          expect(winners).toEqual([expected.vital]);
        }
      });
    }
  }

  it('proves Benson life only for two enclosed eyes, not for one eye and the open board', () => {
    const board = boardOf(
      `
      . X . X O . . . .
      X X X X O . . . .
      O O O O O . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .`,
      WHITE,
    );
    const region = ['A9', 'B9', 'C9', 'D9', 'A8', 'B8', 'C8', 'D8'].map((n) => point(board, n));
    const reader = new LifeDeathReader(board, region, point(board, 'B9'), BLACK);
    expect(reader.alive(board)).toBe(true);
    const open = new LifeDeathReader(board, region.slice(1), point(board, 'B9'), BLACK);
    expect(open.alive(board)).toBe(false);
  });
});

describe('the reader’s Benson test', () => {
  it('agrees with the engine’s passAliveStones on random shapes and random play inside them', () => {
    const random = createRandom(11);
    let checked = 0;
    let alive = 0;
    for (let i = 0; i < 300; i++) {
      const shape = randomShape(random, {
        size: 9,
        area: i % 2 === 0 ? 'corner' : 'edge',
        space: [3, 7],
        gaps: 0.3,
        outsideLiberties: 0.2,
        killerInside: 0.15,
        ownerInside: 0.1,
        twoParts: i % 3 === 0,
      });
      if (shape === null) continue;
      const board = FastBoard.fromPosition(createPosition({ size: 9, stones: shape.stones, toMove: WHITE }));
      const region = shape.region.map((v) => board.pointOf(v));
      const reader = new LifeDeathReader(board, region, board.pointOf(shape.target), WHITE);
      for (let k = 0; k < 8 && !reader.captured(board); k++) {
        const empty = region.filter((p) => board.at(p) === 0);
        const move = empty[random.int(empty.length)];
        if (move === undefined || !board.play(move)) board.pass();
        if (reader.captured(board)) break;
        const global = passAliveStones({ size: 9, stones: board.toStones() }, WHITE)[shape.target] === 1;
        expect(reader.alive(board)).toBe(global);
        checked++;
        if (global) alive++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(alive).toBeGreaterThan(100);
  });
});
