// Which part of a big board a problem is drawn on (issue 14: corner and side positions on 19×19 and 13×13,
// cropped for display). Boards are drawn as ASCII: X and O are stones, * a move of the answer tree, .
// empty; the expected region is named by its top-left and bottom-right points, as the board's data-view.
import { describe, expect, it } from 'vitest';
import { cropRule, pickView } from '../../../src/board/crop';
import type { BoardRegion } from '../../../src/board/types';
import { makeVertex, parseVertex, PASS, type BoardSize, type Vertex } from '../../../src/domain/go/coords';

function marked(ascii: string): { size: number; vertices: Vertex[] } {
  const rows = ascii
    .split('\n')
    .map((line) => line.replace(/\s+/g, ''))
    .filter((line) => line.length > 0);
  const size = rows.length;
  const vertices: Vertex[] = [];
  rows.forEach((row, y) => {
    if (row.length !== size) throw new Error(`bad test board: row ${y + 1} is ${row.length} wide`);
    [...row].forEach((c, x) => {
      if (c !== '.') vertices.push(y * size + x);
    });
  });
  return { size, vertices };
}

const named = (size: number, r: BoardRegion): string =>
  `${makeVertex(size as BoardSize, r.y0 * size + r.x0)}-${makeVertex(size as BoardSize, r.y1 * size + r.x1)}`;

/** The region for points given by their GTP names ("D4 Q16") on 19×19. */
const at19 = (points: string, rule = cropRule): string =>
  named(
    19,
    pickView(
      19,
      points.split(' ').map((name) => {
        const parsed = parseVertex(19, name);
        if (!parsed.ok) throw new Error(`bad test vertex ${name}`);
        return parsed.value;
      }),
      rule,
    ),
  );

const pick = (ascii: string): string => {
  const { size, vertices } = marked(ascii);
  return named(size, pickView(size, vertices));
};

describe('pickView', () => {
  it.each([
    {
      // study jung 11, mission 1: a killing shape in the top-right corner. Two lines of margin leave the
      // region five rows high; it grows to seven, downwards, since the top is the board's edge.
      proves: 'a 19×19 corner: the margin, then at least 7×7 against the edges',
      board: `
        . . . . . . . . . . . . . . O X * * .
        . . . . . . . . . . . . . . O X X X X
        . . . . . . . . . . . . . . O O O O O
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .`,
      region: 'N19-T13',
    },
    {
      // study jung 13, mission 2: a capturing race on the left side. With the margin the region would stop
      // two lines above the bottom edge; it goes down to the edge instead of leaving a sliver out. Then it
      // is 13 lines high and 7 wide: too long a strip for a phone, it widens to 9 (3:2).
      proves: 'a 19×19 side: a side within 3 lines of the edge snaps to it, a strip widens',
      board: `
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        O O O O . . . . . . . . . . . . . . .
        * . . O O . . . . . . . . . . . . . .
        X X X X O . . . . . . . . . . . . . .
        . O O O X . . . . . . . . . . . . . .
        O O O O X . . . . . . . . . . . . . .
        * * * X X . . . . . . . . . . . . . .
        X X X X . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .`,
      region: 'A13-J1',
    },
    {
      // A fight in the middle touches no edge: all four sides are cut, 11 lines each way.
      proves: 'the centre: cut on every side',
      board: `
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . X X O . . . . . . . . . .
        . . . . . . . X O O . . . . . . . . .
        . . . . . . . X X O * . . . . . . . .
        . . . . . . . . O X . . . . . . . . .
        . . . . . . . . * X X . . . . . . . .
        . . . . . . . . O O X . . . . . . . .
        . . . . . . . . . . X X . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .`,
      region: 'E15-O5',
    },
    {
      // Along the whole top edge: all 19 columns are needed, and 13 rows for 3:2: still worth cropping.
      proves: 'one direction whole, the other cropped',
      board: `
        . . . . . . . . . . . . . . . . . . .
        . . . X X X O O O O O O X X X X . . .
        . . * . . . . . . . . . . . . . * . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .
        . . . . . . . . . . . . . . . . . . .`,
      region: 'A19-T7',
    },
    {
      // single.json's 13×13 puzzles sit in corners too: 7×7 of 13×13 nearly doubles the stones.
      proves: 'a 13×13 corner',
      board: `
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        . . . . . . . . . . . . .
        O O O O . . . . . . . . .
        X X X O . . . . . . . . .
        . * X O . . . . . . . . .
        . X X O . . . . . . . . .`,
      region: 'A7-G1',
    },
    {
      // A 9×9 problem is drawn whole even in a corner: its stones are big enough already.
      proves: '9×9 and smaller: always the whole board',
      board: `
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O O O . . . . . .
        X X O . . . . . .
        . * X . . . . . .`,
      region: 'A9-J1',
    },
  ])('$proves', ({ board, region }) => {
    expect(pick(board)).toBe(region);
  });

  // A crop must pay: the region from A19 spans 14 of 19 lines both ways (74 %) for stones to M8, so the
  // board is drawn whole; for stones to L9 it spans 13 (68 %) and is cropped; 14 lines one way is fine.
  it.each([
    { points: 'B18 M8', region: 'A19-T1' },
    { points: 'B18 L9', region: 'A19-N7' },
    { points: 'B18 M15', region: 'A19-O10' },
  ])('is the whole board when the crop spans over 70 % both ways: $points', ({ points, region }) => {
    expect(at19(points)).toBe(region);
  });

  // The margin box's side 3 lines from an edge goes to the edge; 4 lines away it stays (both ends).
  it.each([
    { points: 'F12 K8', region: 'A14-M6' },
    { points: 'G12 K8', region: 'E14-M6' },
    { points: 'K12 O8', region: 'H14-T6' },
    { points: 'K12 N8', region: 'H14-P6' },
    { points: 'H14 M9', region: 'F19-O7' },
    { points: 'H13 M9', region: 'F15-O7' },
  ])('snaps to the edge at 3 lines, not at 4: $points', ({ points, region }) => {
    expect(at19(points)).toBe(region);
  });

  // No more than 3 lines one way for 2 the other: the narrow side grows evenly, slid back at an edge.
  it.each([
    { points: 'A13 A7', region: 'A15-H5', proves: '11 high at the edge: 8 wide' },
    { points: 'P15 P5', region: 'G19-T1', proves: '19 high: 13 wide, from the right edge' },
    { points: 'D18 Q18', region: 'A19-T7', proves: '19 wide: 13 high' },
    { points: 'A10 F10', region: 'A13-H7', proves: '8 wide, 7 high: unchanged' },
  ])('widens a long strip: $proves', ({ points, region }) => {
    expect(at19(points)).toBe(region);
  });

  it('draws 9×9 whole whatever the rule; bigger boards follow it', () => {
    const tight = { ...cropRule, minLines: 3, snap: 0 };
    expect(pickView(9, [0], tight)).toEqual({ x0: 0, y0: 0, x1: 8, y1: 8 });
    expect(pickView(10, [0], tight)).toEqual({ x0: 0, y0: 0, x1: 2, y1: 2 });
  });

  it('is the whole board when nothing is given or only passes and points off the board', () => {
    expect(pickView(19, [])).toEqual({ x0: 0, y0: 0, x1: 18, y1: 18 });
    expect(pickView(19, [PASS, 19 * 19, 2.5])).toEqual({ x0: 0, y0: 0, x1: 18, y1: 18 });
  });

  it('grows a single point to the minimum around it, and takes other rules', () => {
    // K10, the centre of 19×19: margin 2 makes 5 lines, grown to 7 (G…N is 7 columns without I).
    expect(at19('K10')).toBe('G13-N7');
    expect(at19('K10', { ...cropRule, margin: 4, minLines: 9 })).toBe('F14-O6');
  });
});
