// How a trainer position is drawn (issue 15): candidates marked, the marked group highlighted, group
// questions answered by any stone of a group, and after a wrong answer the move and the punishing reply.
import { describe, expect, it } from 'vitest';
import { chainAt, drillViewOf, signMapOf, vertexOf } from '../../../../src/features/bpower/drillBoard';
import type { TrainerPositionWire } from '../../../../src/protocol';

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
