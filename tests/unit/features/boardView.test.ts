// toBoardView (STYLE.md: one adapter from a problem state to the board's maps): stones as signs, the goal's
// targets marked, the last move, the refutation after a wrong move as ghost stones of both colours, the
// hint as the player's ghosts, and the placement preview only while the problem is open.
import { describe, expect, it } from 'vitest';
import { parseVertex, type Vertex } from '../../../src/domain/go/coords';
import { answer, rightMoves, startProblem } from '../../../src/domain/go/problemAnswer';
import type { ProblemJson } from '../../../src/domain/go/problemJson';
import { problemRegion, toBoardView } from '../../../src/features/study/boardView';
import { captureOne, compiled } from './problemFixtures';

const v = (name: string): Vertex => {
  const parsed = parseVertex(5, name);
  if (!parsed.ok) throw new Error(name);
  return parsed.value;
};

describe('toBoardView', () => {
  const problem = compiled(captureOne);

  it('draws the start: stones as signs, the target marked, no last move, Black to place', () => {
    const view = toBoardView(startProblem(problem));
    expect(view.size).toBe(5);
    expect(view.signMap).toHaveLength(25);
    expect(view.signMap[v('C3')]).toBe(-1);
    expect(view.signMap[v('C4')]).toBe(1);
    expect(view.signMap[v('D3')]).toBe(0);
    expect([...view.markers]).toEqual([[v('C3'), { kind: 'triangle' }]]);
    expect(view.lastMove).toBeNull();
    expect(view.nextSign).toBe(1);
    expect(view.ghosts.size).toBe(0);
  });

  it("a position from a game marks the opponent's move that led to it until the player moves", () => {
    const fromGame = compiled({ ...captureOne, lastMove: 'C3' });
    expect(toBoardView(startProblem(fromGame)).lastMove).toBe(v('C3'));
    const solved = answer(startProblem(fromGame), v('D3'));
    expect(toBoardView(solved.state).lastMove).toBe(v('D3'));
  });

  it('after the solving capture: the target is gone, its marker too, the last move is the capture', () => {
    const solved = answer(startProblem(problem), v('D3'));
    expect(solved.kind).toBe('solved');
    const view = toBoardView(solved.state);
    expect(view.signMap[v('C3')]).toBe(0);
    expect(view.markers.size).toBe(0);
    expect(view.lastMove).toBe(v('D3'));
    expect(view.nextSign).toBeUndefined();
  });

  it('after a wrong move: the move crossed out, the refutation as a pale White stone, lit', () => {
    const wrong = answer(startProblem(problem), v('E3'));
    if (wrong.kind !== 'wrong') throw new Error(wrong.kind);
    expect(wrong.refutation).toEqual([v('D3')]);
    const view = toBoardView(wrong.state, { refutation: wrong.refutation });
    expect(view.markers.get(v('E3'))).toEqual({ kind: 'cross' });
    expect(view.ghosts.get(v('D3'))).toEqual({ sign: -1, tone: 'bad' });
    expect(view.highlights.has(v('D3'))).toBe(true);
    expect(view.nextSign).toBeUndefined();
  });

  it('after a wrong atari from the short side: the stones the answer takes are squared (issue 14)', () => {
    // Black E3 joins E2-E1-D1, whose last liberty is then C1: White C1 takes the four stones.
    const shortSide = compiled({
      board: ['.....', '...XO', '.XXO.', '...OX', '...XX'],
      toMove: 'B',
      goal: { kind: 'capture', targets: ['D3', 'D2'] },
      tree: [
        { line: 'C2 E3 E5', result: 'right' },
        { line: 'E3 C1', result: 'wrong' },
      ],
    });
    const wrong = answer(startProblem(shortSide), v('E3'));
    if (wrong.kind !== 'wrong') throw new Error(wrong.kind);
    const view = toBoardView(wrong.state, { refutation: wrong.refutation });
    expect(view.markers.get(v('E3'))).toEqual({ kind: 'cross' });
    for (const stone of ['E2', 'E1', 'D1']) expect(view.markers.get(v(stone))).toEqual({ kind: 'square' });
    expect(view.markers.get(v('C3'))).toBeUndefined();
    expect(view.signMap[v('E2')]).toBe(1);
    expect(view.ghosts.get(v('C1'))).toEqual({ sign: -1, tone: 'bad' });
  });

  it('after a wrong move in a save problem: the marked stones the answer takes are squared, not triangled', () => {
    // Black's C3 is in atari at C2 (the marked stone); B2 does not save it, White C2 takes it.
    const save = compiled({
      board: ['.....', '..O..', '.OXO.', '.....', '.....'],
      toMove: 'B',
      goal: { kind: 'save', targets: ['C3'] },
      tree: [
        { line: 'C2', result: 'right' },
        { line: 'B2 C2', result: 'wrong' },
      ],
    });
    const wrong = answer(startProblem(save), v('B2'));
    if (wrong.kind !== 'wrong') throw new Error(wrong.kind);
    const view = toBoardView(wrong.state, { refutation: wrong.refutation });
    expect(view.markers.get(v('C3'))).toEqual({ kind: 'square' });
    expect(view.markers.get(v('B2'))).toEqual({ kind: 'cross' });
  });

  it('squares no stone when the answer takes none', () => {
    const wrong = answer(startProblem(problem), v('E3'));
    if (wrong.kind !== 'wrong') throw new Error(wrong.kind);
    const view = toBoardView(wrong.state, { refutation: wrong.refutation });
    expect([...view.markers.values()].filter((m) => m.kind === 'square')).toEqual([]);
  });

  it('alternates colours along a longer refutation and skips occupied points', () => {
    const state = startProblem(problem);
    const view = toBoardView(state, { refutation: [v('D3'), v('E4'), v('C3'), v('A1')] });
    expect(view.ghosts.get(v('D3'))?.sign).toBe(-1);
    expect(view.ghosts.get(v('E4'))?.sign).toBe(1);
    expect(view.ghosts.has(v('C3'))).toBe(false);
    expect(view.ghosts.get(v('A1'))?.sign).toBe(1);
  });

  it('shows a hint as the player’s good ghosts on the right moves', () => {
    const state = startProblem(problem);
    const view = toBoardView(state, { hint: rightMoves(state) });
    expect([...view.ghosts]).toEqual([[v('D3'), { sign: 1, tone: 'good' }]]);
    expect(view.highlights.has(v('D3'))).toBe(true);
  });

  it('leaves the targets unmarked when asked', () => {
    expect(toBoardView(startProblem(problem), { markTargets: false }).markers.size).toBe(0);
  });
});

describe('problemRegion (issue 14)', () => {
  const region = (json: ProblemJson) => {
    const r = problemRegion(compiled(json));
    const name = (x: number, y: number) => `${'ABCDEFGHJKLMNOPQRST'[x] ?? '?'}${json.board.length - y}`;
    return `${name(r.x0, r.y0)}-${name(r.x1, r.y1)}`;
  };
  // study jung 11, mission 1: White kills the top-right corner shape at S19.
  const cornerKill: ProblemJson = {
    board: [
      '..............OX...',
      '..............OXXXX',
      '..............OOOOO',
      ...Array.from({ length: 16 }, () => '...................'),
    ],
    toMove: 'W',
    goal: { kind: 'kill', targets: ['Q19'] },
    tree: [
      { line: 'S19', result: 'right' },
      { line: 'T19 S19', result: 'wrong' },
    ],
  };

  it('crops a 19×19 corner problem to its corner', () => {
    expect(region(cornerKill)).toBe('N19-T13');
  });

  it('keeps every line of the answer tree in sight, a far wrong move and its refutation too', () => {
    expect(region({ ...cornerKill, tree: [...cornerKill.tree, { line: 'P14 S19', result: 'wrong' }] })).toBe(
      'N19-T12',
    );
  });

  it('draws a small board whole', () => {
    expect(region(captureOne)).toBe('A5-E1');
  });
});
