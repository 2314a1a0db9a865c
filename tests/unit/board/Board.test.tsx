// @vitest-environment happy-dom
// The board's DOM contract (issue 6): one focusable cell per intersection with its GTP name, accessible
// names with contents, clicks and keys reported as vertices, confirm mode for touch, and no rules.
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Board } from '../../../src/board';
import { BoardSkinContext } from '../../../src/board/skins';
import type { Sign } from '../../../src/domain/go/stones';

afterEach(cleanup);

const empty = (size: number): Sign[] => Array.from({ length: size * size }, () => 0 as Sign);
const cells = (container: HTMLElement) => [...container.querySelectorAll('[role="gridcell"]')];

describe('Board', () => {
  it.each([5, 7, 9, 13, 19])('draws $0×$0 focusable intersections with GTP names', (size) => {
    const { container } = render(<Board size={size} signMap={empty(size)} />);
    const all = cells(container);
    expect(all).toHaveLength(size * size);
    expect(all[0]?.getAttribute('data-vertex')).toBe(`A${size}`);
    expect(all[size * size - 1]?.getAttribute('data-vertex')).toBe(`${'ABCDEFGHJKLMNOPQRST'[size - 1]}1`);
    expect(new Set(all.map((c) => c.getAttribute('data-vertex'))).size).toBe(size * size);
    expect(all.filter((c) => c.getAttribute('tabindex') === '0')).toHaveLength(1);
  });

  it('names each intersection with its coordinate, contents, marker and last move', () => {
    const signs = empty(9);
    signs[8 * 9 + 3] = 1; // D1
    signs[0] = -1; // A9
    const { container } = render(
      <Board
        size={9}
        signMap={signs}
        lastMove={8 * 9 + 3}
        markers={new Map([[0, { kind: 'triangle' as const }]])}
        label="Problem 1"
      />,
    );
    expect(container.querySelector('svg')?.getAttribute('aria-label')).toBe('Problem 1');
    expect(container.querySelector('[data-vertex="D1"]')?.getAttribute('aria-label')).toBe(
      'D1, black, last move',
    );
    expect(container.querySelector('[data-vertex="A9"]')?.getAttribute('aria-label')).toBe(
      'A9, white, triangle',
    );
    expect(container.querySelector('[data-vertex="E5"]')?.getAttribute('aria-label')).toBe('E5, empty');
  });

  it('reports a click as the vertex, even on an occupied point (rules belong to the caller)', () => {
    const onVertexClick = vi.fn();
    const signs = empty(5);
    signs[12] = 1;
    const { container } = render(<Board size={5} signMap={signs} onVertexClick={onVertexClick} />);
    fireEvent.click(container.querySelector('[data-vertex="C3"]') as Element);
    fireEvent.click(container.querySelector('[data-vertex="A1"]') as Element);
    expect(onVertexClick.mock.calls).toEqual([[12], [20]]);
  });

  it('moves focus with the arrow keys and plays with Enter and Space', () => {
    const onVertexClick = vi.fn();
    const { container } = render(<Board size={5} signMap={empty(5)} onVertexClick={onVertexClick} />);
    const start = container.querySelector('[tabindex="0"]') as HTMLElement;
    expect(start.getAttribute('data-vertex')).toBe('C3');
    act(() => start.focus());
    fireEvent.keyDown(start, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect((document.activeElement as Element).getAttribute('data-vertex')).toBe('B4');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: ' ' });
    expect(onVertexClick.mock.calls).toEqual([[6], [7]]);
    expect(container.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('stops at the edge instead of wrapping', () => {
    const { container } = render(<Board size={5} signMap={empty(5)} />);
    const corner = container.querySelector('[data-vertex="A5"]') as HTMLElement;
    act(() => corner.focus());
    fireEvent.keyDown(corner, { key: 'ArrowUp' });
    fireEvent.keyDown(corner, { key: 'ArrowLeft' });
    expect((document.activeElement as Element).getAttribute('data-vertex')).toBe('A5');
  });

  it('in confirm mode previews on the first tap and plays on the second tap of the same point', () => {
    const onVertexClick = vi.fn();
    const { container } = render(
      <Board size={9} signMap={empty(9)} nextSign={1} playMode="confirm" onVertexClick={onVertexClick} />,
    );
    fireEvent.click(container.querySelector('[data-vertex="E5"]') as Element);
    expect(onVertexClick).not.toHaveBeenCalled();
    expect(container.querySelector('[data-preview="pending"]')).not.toBeNull();
    fireEvent.click(container.querySelector('[data-vertex="D4"]') as Element);
    expect(onVertexClick).not.toHaveBeenCalled();
    fireEvent.click(container.querySelector('[data-vertex="D4"]') as Element);
    expect(onVertexClick.mock.calls).toEqual([[5 * 9 + 3]]);
    expect(container.querySelector('[data-preview="pending"]')).toBeNull();
  });

  it('reports nothing while disabled', () => {
    const onVertexClick = vi.fn();
    const { container } = render(
      <Board size={5} signMap={empty(5)} disabled onVertexClick={onVertexClick} />,
    );
    fireEvent.click(container.querySelector('[data-vertex="C3"]') as Element);
    fireEvent.keyDown(container.querySelector('[data-vertex="C3"]') as Element, { key: 'Enter' });
    expect(onVertexClick).not.toHaveBeenCalled();
    expect(container.querySelector('svg')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('draws the stones, ghosts and markers it is given and nothing else', () => {
    const signs = empty(9);
    signs[40] = 1;
    signs[41] = -1;
    const { container } = render(
      <Board
        size={9}
        signMap={signs}
        showCoordinates={false}
        ghosts={new Map([[42, { sign: 1 as const, tone: 'good' as const }]])}
        markers={new Map([[43, { kind: 'label' as const, label: 'A' }]])}
      />,
    );
    const stones = container.querySelectorAll('circle[r="0.47"]');
    expect(stones).toHaveLength(3); // two stones and one ghost
    expect([...container.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['A']);
  });
});

describe('stone sets (issue 17)', () => {
  const twoStones = () => {
    const signs = empty(5);
    signs[0] = 1;
    signs[1] = -1;
    return signs;
  };

  it('draws the classic set by default: shell lines on white stones only', () => {
    const { container } = render(<Board size={5} signMap={twoStones()} />);
    expect(container.querySelector('svg')?.getAttribute('data-skin')).toBe('classic');
    const uses = [...container.querySelectorAll('use')];
    expect(uses).toHaveLength(1);
    expect(uses[0]?.getAttribute('href')).toMatch(/white-art$/);
  });

  it.each(['panda', 'sweets', 'space'] as const)(
    'draws the %s set from the app’s context, a picture on every stone',
    (skin) => {
      const { container } = render(
        <BoardSkinContext.Provider value={skin}>
          <Board size={5} signMap={twoStones()} />
        </BoardSkinContext.Provider>,
      );
      expect(container.querySelector('svg')?.getAttribute('data-skin')).toBe(skin);
      expect(container.querySelectorAll('use')).toHaveLength(2);
      // The names for screen readers do not change with the look.
      expect(container.querySelector('[data-vertex="A5"]')?.getAttribute('aria-label')).toBe('A5, black');
    },
  );

  it('a skin given to the board wins over the context', () => {
    const { container } = render(
      <BoardSkinContext.Provider value="panda">
        <Board size={5} signMap={twoStones()} skin="classic" />
      </BoardSkinContext.Provider>,
    );
    expect(container.querySelector('svg')?.getAttribute('data-skin')).toBe('classic');
  });
});

describe('Board arrows (lessons, SGF AR)', () => {
  it('draws each arrow as a shaft and a head pointing at its second point, and names it at both ends', () => {
    const signs = empty(9);
    signs[6 * 9 + 2] = 1; // C3
    const arrows = [{ from: 6 * 9 + 2, to: 4 * 9 + 4 }]; // C3 → E5
    const { container } = render(<Board size={9} signMap={signs} arrows={arrows} />);
    const drawn = [...container.querySelectorAll('[data-arrow]')];
    expect(drawn.map((a) => a.getAttribute('data-arrow'))).toEqual(['C3-E5']);
    const paths = [...(drawn[0]?.querySelectorAll('path') ?? [])];
    expect(paths).toHaveLength(4);
    // The head's tip lies on the line from C3 (2,6) to E5 (4,4), just short of E5.
    const head = paths[3]?.getAttribute('d') ?? '';
    const [tx, ty] = (/^M([\d.]+) ([\d.]+)L/.exec(head) ?? []).slice(1).map(Number);
    expect(tx).toBeGreaterThan(3.8);
    expect(tx).toBeLessThan(4);
    expect(ty).toBeGreaterThan(4);
    expect(ty).toBeLessThan(4.2);
    expect(container.querySelector('[data-vertex="C3"]')?.getAttribute('aria-label')).toBe(
      'C3, black, arrow from C3 to E5',
    );
    expect(container.querySelector('[data-vertex="E5"]')?.getAttribute('aria-label')).toBe(
      'E5, empty, arrow from C3 to E5',
    );
  });

  it('draws no arrow layer without arrows', () => {
    const { container } = render(<Board size={9} signMap={empty(9)} />);
    expect(container.querySelector('[data-arrows]')).toBeNull();
    expect(container.querySelector('[data-vertex="C3"]')?.getAttribute('aria-label')).toBe('C3, empty');
  });
});

describe('Board view: a region of a big board (issue 14)', () => {
  // The top-right corner of 19×19, N19 to T13 (7×7), as a corner problem is shown on a phone.
  const corner = { x0: 12, y0: 0, x1: 18, y1: 6 };
  const at = (name: string) => {
    const x = 'ABCDEFGHJKLMNOPQRST'.indexOf(name[0] ?? '');
    return (19 - Number(name.slice(1))) * 19 + x;
  };
  const stones = () => {
    const signs = empty(19);
    signs[at('Q17')] = 1;
    signs[at('R18')] = -1;
    signs[at('D4')] = 1; // outside the region
    signs[at('M17')] = -1; // one line left of it: its edge must not peek in
    return signs;
  };

  it('draws, names and offers only the intersections of the region, with their true names', () => {
    const { container } = render(<Board size={19} signMap={stones()} view={corner} />);
    const all = cells(container);
    expect(all).toHaveLength(49);
    expect(all[0]?.getAttribute('data-vertex')).toBe('N19');
    expect(all[48]?.getAttribute('data-vertex')).toBe('T13');
    expect(container.querySelector('[data-vertex="M17"]')).toBeNull();
    expect(container.querySelector('[data-vertex="D4"]')).toBeNull();
    expect(container.querySelectorAll('circle[r="0.47"]')).toHaveLength(2);
    expect(container.querySelector('[data-vertex="Q17"]')?.getAttribute('aria-label')).toBe('Q17, black');
    expect(container.querySelector('[data-vertex="Q17"]')?.getAttribute('aria-colindex')).toBe('16');
    expect(container.querySelector('[data-vertex="Q17"]')?.parentElement?.getAttribute('aria-rowindex')).toBe(
      '3',
    );
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-rowcount')).toBe('19');
    expect(svg?.getAttribute('data-view')).toBe('N19-T13');
  });

  it('reports a click on a shown point as the true vertex', () => {
    const onVertexClick = vi.fn();
    const { container } = render(
      <Board size={19} signMap={stones()} view={corner} onVertexClick={onVertexClick} />,
    );
    fireEvent.click(container.querySelector('[data-vertex="S18"]') as Element);
    fireEvent.click(container.querySelector('[data-vertex="N13"]') as Element);
    expect(onVertexClick.mock.calls).toEqual([[at('S18')], [at('N13')]]);
  });

  it('frames the region: edges stay edges, cut sides run on, labels only for the lines shown', () => {
    const { container } = render(<Board size={19} signMap={empty(19)} view={corner} />);
    // With coordinates, 1.2 units beyond an edge and 1.45 beyond a cut (its labels clear the lines' ends).
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe('10.55 -1.2 8.65 8.65');
    const grid = container.querySelector('path[stroke-linecap="square"]')?.getAttribute('d') ?? '';
    expect(grid).toContain('M12 0V6.6'); // from the top edge down past row 13 (cut)
    expect(grid).toContain('M11.4 0H18'); // from past column N (cut) to the right edge
    expect(grid).not.toContain('M0 ');
    const labels = [...container.querySelectorAll('text')].map((t) => t.textContent);
    expect(new Set(labels)).toEqual(
      new Set(['N', 'O', 'P', 'Q', 'R', 'S', 'T', '19', '18', '17', '16', '15', '14', '13']),
    );
    // Q16 is the only star point inside.
    expect(container.querySelectorAll('circle[r="0.1"]')).toHaveLength(1);
  });

  it('keeps markers, ghosts and the preview of points outside the region off the board', () => {
    const { container } = render(
      <Board
        size={19}
        signMap={empty(19)}
        view={corner}
        showCoordinates={false}
        markers={new Map([[at('M17'), { kind: 'label' as const, label: 'A' }]])}
        ghosts={new Map([[at('L17'), { sign: 1 as const }]])}
        lastMove={at('D4')}
      />,
    );
    expect(container.querySelectorAll('text')).toHaveLength(0);
    expect(container.querySelectorAll('circle')).toHaveLength(1); // the star point
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe('11.4 -0.6 7.2 7.2');
  });

  it('keeps keyboard focus inside the region', () => {
    const onVertexClick = vi.fn();
    const { container } = render(
      <Board size={19} signMap={empty(19)} view={corner} onVertexClick={onVertexClick} />,
    );
    const start = container.querySelector('[tabindex="0"]') as HTMLElement;
    expect(start.getAttribute('data-vertex')).toBe('Q16'); // the region's middle
    act(() => start.focus());
    for (let i = 0; i < 5; i++) fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    for (let i = 0; i < 5; i++) fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect((document.activeElement as Element).getAttribute('data-vertex')).toBe('N13');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect((document.activeElement as Element).getAttribute('data-vertex')).toBe('T13');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    expect(onVertexClick.mock.calls).toEqual([[at('N13')]]);
  });

  it('moves the focus into a new region when the old point falls outside it', () => {
    const { container, rerender } = render(<Board size={19} signMap={empty(19)} view={corner} />);
    rerender(<Board size={19} signMap={empty(19)} view={{ x0: 0, y0: 12, x1: 6, y1: 18 }} />);
    const focusable = container.querySelectorAll('[tabindex="0"]');
    expect(focusable).toHaveLength(1);
    expect(focusable[0]?.getAttribute('data-vertex')).toBe('D4');
  });

  it('without a view, or with the whole board as one, draws the board as before', () => {
    for (const view of [undefined, { x0: 0, y0: 0, x1: 18, y1: 18 }]) {
      const { container } = render(<Board size={19} signMap={empty(19)} view={view} />);
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('viewBox')).toBe('-1.2 -1.2 20.4 20.4');
      expect(svg?.hasAttribute('data-view')).toBe(false);
      expect(cells(container)).toHaveLength(361);
      cleanup();
    }
  });
});
