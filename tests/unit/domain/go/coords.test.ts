// Coordinates: GTP vertices and SGF points round-trip on every board size, and bad input is an error value.
import { describe, expect, it } from 'vitest';
import {
  GTP_COLUMNS,
  PASS,
  boardSizes,
  isBoardSize,
  makeSgfPoint,
  makeVertex,
  neighbours,
  parseSgfPoint,
  parseVertex,
  vertexAt,
} from '../../../../src/domain/go';

describe('board sizes', () => {
  it('are 2 to 25', () => {
    expect(boardSizes[0]).toBe(2);
    expect(boardSizes.at(-1)).toBe(25);
    expect([1, 26, 9.5, '9', NaN].map(isBoardSize)).toEqual([false, false, false, false, false]);
    expect(boardSizes.every(isBoardSize)).toBe(true);
  });
});

describe.each([...boardSizes])('on a board of size %i', (size) => {
  const all = Array.from({ length: size * size }, (_, v) => v);

  it('GTP vertices round-trip both ways', () => {
    for (const v of all) {
      const name = makeVertex(size, v);
      expect(parseVertex(size, name)).toEqual({ ok: true, value: v });
      expect(parseVertex(size, name.toLowerCase())).toEqual({ ok: true, value: v });
    }
    expect(new Set(all.map((v) => makeVertex(size, v))).size).toBe(size * size);
    expect(makeVertex(size, PASS)).toBe('pass');
    expect(parseVertex(size, 'pass')).toEqual({ ok: true, value: PASS });
  });

  it('SGF points round-trip both ways', () => {
    for (const v of all) {
      const point = makeSgfPoint(size, v);
      expect(point).toMatch(/^[a-y]{2}$/);
      expect(parseSgfPoint(size, point)).toEqual({ ok: true, value: v });
    }
    expect(makeSgfPoint(size, PASS)).toBe('');
    expect(parseSgfPoint(size, '')).toEqual({ ok: true, value: PASS });
  });

  it('names just beyond the board are off_board', () => {
    expect(parseVertex(size, `A${size + 1}`)).toEqual({ ok: false, error: 'off_board' });
    if (size < 25) {
      expect(parseVertex(size, `${GTP_COLUMNS[size] ?? ''}1`)).toEqual({ ok: false, error: 'off_board' });
    }
    const beyond = String.fromCharCode(97 + size);
    expect(parseSgfPoint(size, `a${beyond}`)).toEqual({ ok: false, error: 'off_board' });
    expect(parseSgfPoint(size, `${beyond}a`)).toEqual({ ok: false, error: 'off_board' });
  });
});

describe('GTP vertices', () => {
  it('count rows from the bottom and skip I', () => {
    expect(parseVertex(19, 'A19')).toEqual({ ok: true, value: 0 });
    expect(parseVertex(19, 'A1')).toEqual({ ok: true, value: vertexAt(19, 0, 18) });
    expect(parseVertex(19, 'J1')).toEqual({ ok: true, value: vertexAt(19, 8, 18) });
    expect(parseVertex(19, 'T19')).toEqual({ ok: true, value: 18 });
    expect(makeVertex(9, vertexAt(9, 2, 6))).toBe('C3');
    expect(parseVertex(19, ' d4 ')).toEqual({ ok: true, value: vertexAt(19, 3, 15) });
  });

  it.each(['I5', 'D0', 'D04', '', 'D', '4D', 'DD4', 'resign', 'Ä1', 'D-1', 'D4.0'])('refuses %j', (text) => {
    expect(parseVertex(19, text)).toEqual({ ok: false, error: 'bad_vertex' });
  });

  it('names nothing for a vertex off the board', () => {
    expect(makeVertex(9, 81)).toBe('');
    expect(makeVertex(9, -5)).toBe('');
  });
});

describe('SGF points', () => {
  it('read column then row from the top-left', () => {
    expect(parseSgfPoint(19, 'dd')).toEqual({ ok: true, value: vertexAt(19, 3, 3) });
    expect(parseSgfPoint(19, 'pc')).toEqual({ ok: true, value: vertexAt(19, 15, 2) });
    expect(makeSgfPoint(9, vertexAt(9, 8, 0))).toBe('ia');
  });

  it('read "tt" as a pass up to 19×19 and as a point above', () => {
    expect(parseSgfPoint(19, 'tt')).toEqual({ ok: true, value: PASS });
    expect(parseSgfPoint(9, 'tt')).toEqual({ ok: true, value: PASS });
    expect(parseSgfPoint(21, 'tt')).toEqual({ ok: true, value: vertexAt(21, 19, 19) });
  });

  it.each(['a', 'abc', 'AA', 'a1', ' aa', 'a:'])('refuses %j', (text) => {
    expect(parseSgfPoint(19, text)).toEqual({ ok: false, error: 'bad_point' });
  });

  it('calls points beyond the board off_board', () => {
    expect(parseSgfPoint(9, 'ja')).toEqual({ ok: false, error: 'off_board' });
    expect(parseSgfPoint(9, 'sa')).toEqual({ ok: false, error: 'off_board' });
  });
});

describe('neighbours', () => {
  it('are four inside, three on an edge, two in a corner', () => {
    expect(neighbours(3, 4).sort()).toEqual([1, 3, 5, 7]);
    expect(neighbours(3, 1).sort()).toEqual([0, 2, 4]);
    expect(neighbours(3, 8).sort()).toEqual([5, 7]);
    expect(neighbours(2, 0).sort()).toEqual([1, 2]);
  });
});
