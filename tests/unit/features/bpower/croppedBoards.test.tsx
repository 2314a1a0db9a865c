// @vitest-environment happy-dom
// Cropped boards beyond the missions (issue 14): the trainer's drill board, a theory step's figure and a
// video lesson draw a corner or side position of a big board cropped to its part, by the problems' rule
// (src/board/crop.ts), and a 9×9 one whole. A tap on a shown point still answers the drill.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readLesson } from '../../../../src/domain/content/lesson';
import { DrillRunner } from '../../../../src/features/bpower/DrillRunner';
import { LessonFigure } from '../../../../src/features/bpower/LessonFigure';
import { LessonPlayer } from '../../../../src/features/single/VideoLesson';
import type { TrainerPositionWire } from '../../../../src/protocol';
import { renderScreen } from '../render';
import { rows } from './boardRows';

afterEach(cleanup);

const text = { 'ko-KR': '가', 'en-US': 'a', 'zh-CN': '甲' };

const corner19: TrainerPositionWire = {
  id: 'p-corner',
  step: 40,
  kind: 'best_move',
  shape: 'corner',
  size: 19,
  board: rows(19, 'O Q17, O R17, O S17, O Q18, X R18, X S18, O Q19'),
  toMove: 'B',
  candidates: [
    { label: 'A', vertex: 'T18', line: ['T18', 'S19'] },
    { label: 'B', vertex: 'S19', line: ['S19'] },
  ],
  answer: 1,
  question: text,
  reason: text,
  margin: 0.5,
  group: 'R18',
};

const small9: TrainerPositionWire = {
  ...corner19,
  id: 'p-small',
  size: 9,
  board: rows(9, 'O D9, X E9, O A8, O B8, O C8, O D8, X E8'),
  candidates: [{ label: 'A', vertex: 'B9', line: ['B9'] }],
  answer: 0,
  group: 'D9',
};

const board = () => document.querySelector('svg.go-board');

describe('cropped boards beyond the missions (issue 14)', () => {
  it('draws a 19×19 corner drill position cropped, answers a tap on a shown point, a 9×9 one whole', async () => {
    const drill = {
      drillId: 'drill-crop-0001',
      step: 40,
      lesson: 0,
      positions: [corner19, small9],
      servedAt: 0,
    };
    await renderScreen(
      <DrillRunner
        kept={{ drill, receivedAt: Date.now() }}
        userno={7}
        onFinished={() => undefined}
        onCounted={() => undefined}
        onAgain={() => undefined}
        againLabel="Again"
      />,
    );
    expect(board()?.getAttribute('data-view')).toBe('N19-T13');
    expect(document.querySelector('[data-vertex="D4"]')).toBeNull();
    const tap = document.querySelector('[data-vertex="S19"]');
    expect(tap).not.toBeNull();
    if (tap) fireEvent.click(tap);
    expect(await screen.findByText(/^Right!/)).toBeTruthy();
    // The answer's line is drawn inside the same region.
    expect(board()?.getAttribute('data-view')).toBe('N19-T13');
    fireEvent.click(screen.getByRole('button', { name: 'Next position' }));
    expect(board()?.hasAttribute('data-view')).toBe(false);
    expect(document.querySelectorAll('[data-vertex]')).toHaveLength(81);
  });

  it('draws a theory figure on 13×13 cropped to its corner', async () => {
    await renderScreen(
      <>
        <LessonFigure
          size={13}
          board={rows(13, 'X A3, X B3, X C3, X C2, X C1, O A4, O B4, O C4, O D4, O D3, O D2, O D1')}
          marks={[{ vertex: 'B2', mark: 'space' }]}
        />
        <button type="button">ready</button>
      </>,
    );
    expect(board()?.getAttribute('data-view')).toBe('A7-G1');
    expect(document.querySelector('[data-vertex="B2"]')?.getAttribute('aria-label')).toContain('circle');
  });

  it('draws a local video lesson on 13×13 cropped, one region for every step', async () => {
    const caption = 'C[en-US: a\nko-KR: 가\nzh-CN: 甲]';
    const lesson = readLesson(
      `(;GM[1]FF[4]SZ[13]AB[bk][cj]AW[ck]PL[B]${caption};B[dk]${caption};W[cl]${caption})`,
    );
    if (!lesson.ok) throw new Error('bad test lesson');
    await renderScreen(<LessonPlayer lesson={lesson.value} />);
    expect(board()?.getAttribute('data-view')).toBe('A7-G1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(board()?.getAttribute('data-view')).toBe('A7-G1');
    expect(document.querySelector('[data-vertex="D3"]')?.getAttribute('aria-label')).toContain('black');
  });
});
