// Capturing races (수상전, 对杀; issue 14): the capture reader in race mode counts both sides. Boards are
// 9×9 ASCII (row 9 at the top, the first line of the edge at the bottom). Black attacks the White chain
// that races Black's own chain; each case says what it proves.
import { describe, expect, it } from 'vitest';
import { fromAscii } from '../../../src/domain/go/ascii';
import { makeVertex, parseVertex } from '../../../src/domain/go/coords';
import { FastBoard } from '../../../src/domain/go/fastBoard';
import type { Color } from '../../../src/domain/go/stones';
import { BLACK, WHITE } from '../../../src/domain/go/stones';
import {
  CaptureReader,
  RACE_TARGET_LIBERTIES,
  captureReaderFor,
  racingStones,
} from '../../../src/domain/content/captureReader';

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

const raceReader = (board: FastBoard, target: string) =>
  new CaptureReader(point(board, target), WHITE, {
    race: true,
    racing: racingStones(board, point(board, target)),
  });

/** Every legal first move of Black after which the reader still captures within `plies`. */
function capturingMoves(reader: CaptureReader, board: FastBoard, plies: number): string[] {
  const out: string[] = [];
  for (let v = 0; v < board.size * board.size; v++) {
    const p = board.pointOf(v);
    const child = board.clone();
    if (board.at(p) !== 0 || !child.play(p)) continue;
    if (reader.captured(child) || reader.capture(child, plies - 1, 1) === 'win')
      out.push(makeVertex(board.size, v));
  }
  return out.sort();
}

// White D1–D3, E2, E3: liberties C1, C2 (outside) and E1 (shared). Black F1–F3: E1 (shared), G1, G2.
// Three against three with one shared liberty: the side to move wins by filling from the outside.
const threeAgainstThree = `
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . X X X O O . .
  . X X O O X O O .
  . X . O O X . O .
  . X . O . X . O .`;

// White D1–D3, E3 against Black F1–F3 and its neighbours, shared liberties E1 and E2, White's outside
// liberty C1. Black has an eye at G1 (its third liberty) or, without the eye, an outside liberty there.
const eyeAgainstNoEye = `
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . X X X O O O O
  . . X O O X X X O
  . X X O . X X X O
  . X . O . X . X O`;
const noEyeAgainstNoEye = `
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . X X X O O O O
  . . X O O X X X O
  . X X O . X X O O
  . X . O . X . O .`;

// Both chains with only their two shared liberties: whoever fills one first is captured (seki).
const seki = `
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . . . . . . . .
  . . X X X O O . .
  . . X O O X O . .
  . . X O . X O . .
  . . X O . X O . .`;

describe('capturing races (race mode of the capture reader)', () => {
  it('a race won by one move: Black to play fills an outside liberty (C1 or C2), never the shared E1', () => {
    const board = boardOf(threeAgainstThree, BLACK);
    const reader = raceReader(board, 'D2');
    expect(reader.distance(board, 31)).toBe(5);
    expect(capturingMoves(reader, board, 31)).toEqual(['C1', 'C2']);
  });

  it('the same race with White to play is lost: the defender fills Black’s outside liberties', () => {
    const board = boardOf(threeAgainstThree, WHITE);
    const reader = raceReader(board, 'D2');
    expect(reader.capture(board, 31)).toBe('fail');
    // The defender's list holds Black's outside liberties (the fix: it used to fill none of them).
    const defence = reader.defenderMoves(board).map((p) => makeVertex(board.size, board.vertexOf(p)));
    expect(defence).toEqual(expect.arrayContaining(['G1', 'G2']));
  });

  it('the plain reader reads the lost race as won (every move “captures”); the race reader does not', () => {
    const board = boardOf(threeAgainstThree, WHITE);
    const plain = new CaptureReader(point(board, 'D2'), WHITE);
    expect(plain.capture(board, 31)).toBe('win');
    expect(raceReader(board, 'D2').capture(board, 31)).toBe('fail');
  });

  it('eye against no eye: Black’s eye wins the race even with White to play', () => {
    const board = boardOf(eyeAgainstNoEye, WHITE);
    expect(raceReader(board, 'D2').capture(board, 31)).toBe('win');
    const black = boardOf(eyeAgainstNoEye, BLACK);
    expect(capturingMoves(raceReader(black, 'D2'), black, 31)).toContain('C1');
  });

  it('without the eye the same counts end in seki: nothing captures, so it is never a won race', () => {
    for (const toMove of [BLACK, WHITE] as const) {
      const board = boardOf(noEyeAgainstNoEye, toMove);
      expect(raceReader(board, 'D2').capture(board, 31)).toBe('fail');
    }
    const board = boardOf(noEyeAgainstNoEye, BLACK);
    expect(capturingMoves(raceReader(board, 'D2'), board, 31)).toEqual([]);
  });

  it('a seki (two shared liberties, no outside ones) is not won by either first move', () => {
    const board = boardOf(seki, BLACK);
    const reader = raceReader(board, 'D2');
    expect(capturingMoves(reader, board, 31)).toEqual([]);
    expect(reader.capture(boardOf(seki, WHITE), 31)).toBe('fail');
  });

  it('approach moves: where filling a liberty is self-atari, the points next to it are candidates', () => {
    // White's liberty C1 cannot be filled directly (Black's stone would have one liberty, B1); B1 is the
    // approach move. White's liberty G1 of Black's chain is filled directly.
    const board = boardOf(
      `
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      X X X X X O O O .
      X X O O O X . O .
      . . . O . X . O .`,
      BLACK,
    );
    const reader = raceReader(board, 'D2');
    const names = (moves: number[]) => moves.map((p) => makeVertex(board.size, board.vertexOf(p)));
    expect(names(reader.attackerMoves(board))).toEqual(expect.arrayContaining(['B1', 'C1', 'E1']));
    const white = boardOf(
      `
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      X X X X X O O O .
      X X O O O X . O .
      . . . O . X . O .`,
      WHITE,
    );
    expect(names(reader.defenderMoves(white))).toEqual(expect.arrayContaining(['E1', 'G1', 'G2']));
  });

  it('a target with four liberties or more gets the race reader; fewer the plain one', () => {
    const board = boardOf(threeAgainstThree, BLACK);
    expect(captureReaderFor(board, point(board, 'D2')).race).toBe(false);
    expect(RACE_TARGET_LIBERTIES).toBe(4);
    const wide = boardOf(
      `
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . X X X X O O . .
      X . . O O X O O .
      X . . O O X . O .
      X . . O . X . O .`,
      BLACK,
    );
    const reader = captureReaderFor(wide, point(wide, 'D2'));
    expect(reader.race).toBe(true);
    expect(reader.racing.map((p) => makeVertex(9, wide.vertexOf(p))).sort()).toEqual(['F1', 'F2', 'F3']);
  });
});
