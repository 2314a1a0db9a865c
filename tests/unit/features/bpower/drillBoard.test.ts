// How a trainer position is drawn (issue 15): candidates marked, the marked group highlighted, group
// questions answered by any stone of a group, and after a wrong answer the move and the punishing reply.
// On a big board a corner or side position is drawn cropped to its part, by the problems' rule (issue 14).
import { describe, expect, it } from 'vitest';
import type { BoardRegion } from '../../../../src/board';
import {
  chainAt,
  drillRegion,
  drillViewOf,
  figureRegion,
  signMapOf,
  vertexOf,
} from '../../../../src/features/bpower/drillBoard';
import type { TrainerPositionWire } from '../../../../src/protocol';
import { rows } from './boardRows';

const text = { 'ko-KR': '가', 'en-US': 'a', 'zh-CN': '甲' };
// A straight three on the top edge of a 9×9 board (the white ring), Black to kill at B9.
const board = [
  '...OX....',
  'OOOOX....',
  'XXXXX....',
  '.........',
  '.........',
  '.........',
  '.........',
  '.........',
  '.........',
];
const position: TrainerPositionWire = {
  id: 'p1',
  step: 40,
  kind: 'best_move',
  shape: 'straight_three',
  size: 9,
  board,
  toMove: 'B',
  candidates: [
    { label: 'A', vertex: 'A9', line: ['A9', 'B9'] },
    { label: 'B', vertex: 'B9', line: ['B9'] },
  ],
  answer: 1,
  question: text,
  reason: text,
  margin: 0.5,
  group: 'D9',
};

describe('drillViewOf', () => {
  it('letters the candidates and highlights the marked group', () => {
    const view = drillViewOf(position, null);
    expect(view.markers.get(vertexOf(9, 'A9'))).toEqual({ kind: 'label', label: 'A' });
    expect(view.markers.get(vertexOf(9, 'B9'))).toEqual({ kind: 'label', label: 'B' });
    expect([...view.highlights].sort((a, b) => a - b)).toEqual([3, 9, 10, 11, 12]);
    expect(view.choices.get(vertexOf(9, 'B9'))).toBe(1);
    expect(view.ghosts.size).toBe(0);
  });

  it('after a wrong tap shows the move (1, bad) and the reply (2, the opponent)', () => {
    const view = drillViewOf(position, 0);
    expect(view.ghosts.get(vertexOf(9, 'A9'))).toEqual({ sign: 1, tone: 'bad' });
    expect(view.ghosts.get(vertexOf(9, 'B9'))).toEqual({ sign: -1, tone: 'neutral' });
    expect(view.markers.get(vertexOf(9, 'B9'))).toEqual({ kind: 'label', label: '2' });
    expect(drillViewOf(position, 1).ghosts.get(vertexOf(9, 'B9'))).toEqual({ sign: 1, tone: 'good' });
  });

  it('answers a group question from any stone of the group', () => {
    const groups: TrainerPositionWire = {
      ...position,
      kind: 'stronger_group',
      candidates: [
        { label: '', vertex: 'A8', line: [] },
        { label: '', vertex: 'E9', line: [] },
      ],
      answer: 1,
      group: '',
    };
    const view = drillViewOf(groups, null);
    expect(view.choices.get(vertexOf(9, 'D8'))).toBe(0);
    expect(view.choices.get(vertexOf(9, 'A7'))).toBe(1);
    expect(view.choices.has(vertexOf(9, 'A9'))).toBe(false);
  });

  it('finds chains', () => {
    expect(chainAt(9, signMapOf(position), vertexOf(9, 'E9')).size).toBe(7);
    expect(chainAt(9, signMapOf(position), vertexOf(9, 'A9')).size).toBe(0);
  });
});

/** A region by its top-left and bottom-right points, as the board's data-view names it ("N19-T13"). */
function named(size: number, r: BoardRegion): string {
  const point = (x: number, y: number) => `${'ABCDEFGHJKLMNOPQRST'[x] ?? '?'}${size - y}`;
  return `${point(r.x0, r.y0)}-${point(r.x1, r.y1)}`;
}

// A 3-3 invasion's shape in the top-right corner of 19×19, Black to find the vital point.
const corner19: TrainerPositionWire = {
  ...position,
  size: 19,
  board: rows(19, 'O Q17, O R17, O S17, O Q18, X R18, X S18, O Q19'),
  candidates: [
    { label: 'A', vertex: 'T18', line: ['T18', 'S19'] },
    { label: 'B', vertex: 'S19', line: ['S19'] },
  ],
  answer: 1,
  group: 'R18',
};

describe('drillRegion (issue 14)', () => {
  it.each<{ proves: string; given: TrainerPositionWire; region: string }>([
    {
      proves: 'a 19×19 corner position: its corner, the margin, at least 7×7 against the edges',
      given: corner19,
      region: 'N19-T13',
    },
    {
      proves: 'a candidate’s far line (the punishing reply of a wrong tap) stays in sight',
      given: {
        ...corner19,
        candidates: [...corner19.candidates, { label: 'C', vertex: 'O15', line: ['O15', 'R15', 'P14'] }],
      },
      region: 'M19-T12',
    },
    {
      proves: 'a candidate apart from the stones stays in sight',
      given: {
        ...corner19,
        candidates: [...corner19.candidates, { label: 'C', vertex: 'T11', line: [] }],
      },
      region: 'M19-T9',
    },
    {
      proves: 'a position spanning most of the board is drawn whole',
      given: { ...corner19, board: rows(19, 'O Q17, X R18, X D4, O C16, X Q3') },
      region: 'A19-T1',
    },
    {
      proves: 'a 9×9 position is always whole',
      given: position,
      region: 'A9-J1',
    },
    {
      proves: 'a malformed point names nothing: no pull to a corner',
      given: { ...corner19, candidates: [{ label: 'A', vertex: '', line: ['Z99', 'S19'] }] },
      region: 'N19-T13',
    },
  ])('$proves', ({ given, region }) => {
    expect(named(given.size, drillRegion(given))).toBe(region);
  });

  it('is the same region before and after the answer, whichever candidate was tapped', () => {
    // The board keeps its frame: the region depends on the position alone, not on the tap.
    const region = drillRegion(corner19);
    for (const chosen of [null, 0, 1]) {
      const view = drillViewOf(corner19, chosen);
      for (const v of [...view.ghosts.keys(), ...view.markers.keys(), ...view.highlights]) {
        const [x, y] = [v % 19, Math.floor(v / 19)];
        expect(x >= region.x0 && x <= region.x1 && y >= region.y0 && y <= region.y1).toBe(true);
      }
    }
  });
});

describe('figureRegion (issue 14)', () => {
  it.each<{ proves: string; size: number; board: string[]; marks: string[]; region: string }>([
    {
      proves: 'a 13×13 figure in the bottom-left corner: its corner',
      size: 13,
      board: rows(13, 'X A3, X B3, X C3, X C2, X C1, O A4, O B4, O C4, O D4, O D3, O D2, O D1'),
      marks: ['A1', 'B1', 'A2', 'B2'],
      region: 'A7-G1',
    },
    {
      proves: 'a marked point apart from the stones stays in sight',
      size: 13,
      board: rows(13, 'X A3, X B3, X C3, X C2, X C1'),
      marks: ['B2', 'G6'],
      region: 'A8-J1',
    },
    { proves: 'a 9×9 figure is whole', size: 9, board, marks: ['B9'], region: 'A9-J1' },
  ])('$proves', ({ size, board: given, marks, region }) => {
    expect(
      named(
        size,
        figureRegion(
          size,
          given,
          marks.map((vertex) => ({ vertex })),
        ),
      ),
    ).toBe(region);
  });
});
