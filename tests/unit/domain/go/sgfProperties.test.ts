// Reading SGF properties into domain types (points, setup, moves, markup, game info), building the root
// position, and game records ⇄ SGF.
import { describe, expect, it } from 'vitest';
import {
  BLACK,
  PASS,
  WHITE,
  currentPosition,
  gameFromSgf,
  makeArrow,
  makeLabel,
  makeSgf,
  newGame,
  parseSgf,
  passMove,
  playMove,
  positionFromRoot,
  readArrows,
  readBoardSize,
  readComment,
  readHandicap,
  readKomi,
  readLabels,
  readMarkers,
  readMove,
  readPlayer,
  readPoints,
  readResult,
  readSetup,
  resign,
  sgfFromGame,
  sgfNode,
  toAscii,
} from '../../../../src/domain/go';
import type { Game, SgfNode } from '../../../../src/domain/go';
import { drawn, names, vx } from './helpers';
import { problem, sample } from './sgfSamples';

function root(text: string): SgfNode {
  const result = parseSgf(text);
  if (!result.ok) throw new Error(result.error.code);
  const [first] = result.value;
  if (!first) throw new Error('empty');
  return first;
}

describe('points', () => {
  it('expand compressed rectangles in either corner order', () => {
    const all = readPoints(9, ['aa:cb']);
    if (!all.ok) throw new Error(all.error);
    expect(names(9, all.value)).toEqual(['A8', 'A9', 'B8', 'B9', 'C8', 'C9']);
    expect(readPoints(9, ['cb:aa'])).toEqual(all);
    expect(readPoints(9, ['ee:ee', 'aa'])).toEqual({ ok: true, value: [vx(9, 'E5'), vx(9, 'A9')] });
    expect(readPoints(9, undefined)).toEqual({ ok: true, value: [] });
  });

  it.each([['zz'], [''], ['tt'], ['aa:bb:cc'], ['aa:'], ['a']])('refuse %j', (value) => {
    expect(readPoints(9, [value])).toEqual({ ok: false, error: 'bad_point' });
  });
});

describe('node properties', () => {
  const record = root(sample);
  const first = record.children[0] ?? sgfNode();

  it('setup stones, moves and passes', () => {
    const setup = readSetup(record, 9);
    if (!setup.ok) throw new Error(setup.error);
    expect(names(9, setup.value.black)).toEqual(['C7', 'G7']);
    expect(names(9, setup.value.white)).toEqual(['E5']);
    expect(readMove(first, 9)).toEqual({ ok: true, value: { color: BLACK, vertex: vx(9, 'D6') } });
    expect(readMove(record, 9)).toEqual({ ok: true, value: null });
    expect(readMove(sgfNode({ W: [''] }), 9)).toEqual({ ok: true, value: { color: WHITE, vertex: PASS } });
    expect(readMove(sgfNode({ W: ['tt'] }), 19)).toEqual({ ok: true, value: { color: WHITE, vertex: PASS } });
    expect(readMove(sgfNode({ B: ['zz'] }), 9)).toEqual({ ok: false, error: 'bad_point' });
  });

  it('comments in Korean and Chinese', () => {
    expect(readComment(record)).toBe('흑이 먼저 둡니다. 黑先。 Escapes: ] and \\ done.');
    expect(readComment(first)).toBeNull();
  });

  it('markers and labels', () => {
    const markers = readMarkers(first, 9);
    if (!markers.ok) throw new Error(markers.error);
    expect(names(9, markers.value.circle)).toEqual(['A9']);
    expect(names(9, markers.value.triangle)).toEqual(['B8', 'B7', 'C8', 'C7'].sort());
    expect(markers.value.cross).toEqual([]);
    const labels = readLabels(first, 9);
    expect(labels).toEqual({
      ok: true,
      value: [
        { vertex: vx(9, 'D6'), text: 'A' },
        { vertex: vx(9, 'E4'), text: '한' },
      ],
    });
    expect(readLabels(sgfNode({ LB: ['aa:a:b'] }), 9)).toEqual({
      ok: true,
      value: [{ vertex: 0, text: 'a:b' }],
    });
    expect(readLabels(sgfNode({ LB: ['aa'] }), 9)).toEqual({ ok: false, error: 'bad_label' });
    expect(readLabels(sgfNode({ LB: ['zz:A'] }), 9)).toEqual({ ok: false, error: 'bad_point' });
    expect(makeLabel(9, { vertex: vx(9, 'E4'), text: '한' })).toBe('ef:한');
  });

  it.each<[string, string[], { from: string; to: string }[] | null]>([
    ['one arrow', ['cg:ee'], [{ from: 'C3', to: 'E5' }]],
    [
      'two arrows, spaces trimmed',
      ['aa:ia', ' ii : ai '],
      [
        { from: 'A9', to: 'J9' },
        { from: 'J1', to: 'A1' },
      ],
    ],
    ['an arrow to itself (FF[4] forbids it)', ['cc:cc'], null],
    ['one point only', ['cc'], null],
    ['three points', ['aa:bb:cc'], null],
    ['a point off the board', ['aa:zz'], null],
    ['a pass', ['aa:'], null],
  ])('reads arrows (AR): %s', (_, values, expected) => {
    const read = readArrows(sgfNode({ AR: values }), 9);
    if (expected === null) expect(read).toEqual({ ok: false, error: 'bad_point' });
    else
      expect(read).toEqual({
        ok: true,
        value: expected.map((a) => ({ from: vx(9, a.from), to: vx(9, a.to) })),
      });
  });

  it('writes an arrow as AR reads it', () => {
    const arrow = { from: vx(9, 'C3'), to: vx(9, 'E5') };
    expect(makeArrow(9, arrow)).toBe('cg:ee');
    expect(readArrows(sgfNode({ AR: [makeArrow(9, arrow)] }), 9)).toEqual({ ok: true, value: [arrow] });
    expect(readArrows(sgfNode(), 9)).toEqual({ ok: true, value: [] });
  });

  it('game information: size, komi, handicap, player, result', () => {
    expect(readBoardSize(record)).toEqual({ ok: true, value: 9 });
    expect(readBoardSize(sgfNode())).toEqual({ ok: true, value: 19 });
    expect(readBoardSize(sgfNode({ SZ: ['13:13'] }))).toEqual({ ok: true, value: 13 });
    for (const bad of ['19:13', '1', '26', 'x', '']) {
      expect(readBoardSize(sgfNode({ SZ: [bad] }))).toEqual({ ok: false, error: 'bad_size' });
    }
    expect(readKomi(record)).toBe(6.5);
    expect(readKomi(sgfNode({ KM: ['abc'] }))).toBeNull();
    expect(readHandicap(sgfNode({ HA: ['3'] }))).toBe(3);
    expect(readPlayer(root(problem))).toBe(BLACK);
    expect(readPlayer(record)).toBeNull();
  });

  it.each([
    ['B+R', { winner: BLACK, by: 'resignation' }],
    ['W+Resign', { winner: WHITE, by: 'resignation' }],
    ['W+3.5', { winner: WHITE, by: 'score', margin: 3.5 }],
    ['B+', { winner: BLACK, by: 'score', margin: null }],
    ['B+T', { winner: BLACK, by: 'time' }],
    ['W+F', { winner: WHITE, by: 'forfeit' }],
    ['0', { winner: null, by: 'draw' }],
    ['Draw', { winner: null, by: 'draw' }],
    ['Void', { winner: null, by: 'void' }],
    ['?', { winner: null, by: 'unknown' }],
    ['X+1', null],
    ['B+lots', null],
  ])('reads the result %j', (value, expected) => {
    expect(readResult(sgfNode({ RE: [value] }))).toEqual(expected);
  });
});

describe('the root position', () => {
  it('holds the setup stones and the player to move', () => {
    const position = positionFromRoot(root(problem));
    if (!position.ok) throw new Error(position.error);
    expect(toAscii(position.value)).toBe(
      drawn(`
        . X . O .
        X O X O .
        . . . . .
        . . . . .
        . . . . .`),
    );
    expect(position.value.toMove).toBe(BLACK);
    expect(position.value.history.previous).toBeNull();
  });

  it('gives White the move after handicap stones unless PL says otherwise', () => {
    const handicap = root('(;SZ[9]HA[2]AB[cc][gg])');
    expect(positionFromRoot(handicap)).toMatchObject({ ok: true, value: { toMove: WHITE } });
    const told = root('(;SZ[9]HA[2]AB[cc][gg]PL[B])');
    expect(positionFromRoot(told)).toMatchObject({ ok: true, value: { toMove: BLACK } });
  });

  it('reports a bad size or a bad setup point', () => {
    expect(positionFromRoot(root('(;SZ[30])'))).toEqual({ ok: false, error: 'bad_size' });
    expect(positionFromRoot(root('(;SZ[5]AB[jj])'))).toEqual({ ok: false, error: 'bad_point' });
  });
});

describe('game records', () => {
  function sampleGame(): Game {
    let game = newGame(9, { superko: 'positional' });
    for (const m of ['E5', 'C3', 'G7']) {
      const r = playMove(game, vx(9, m));
      if (!r.ok) throw new Error(r.error);
      game = r.game;
    }
    const passed = passMove(game);
    if (!passed.ok) throw new Error(passed.error);
    const resigned = resign(passed.game, BLACK);
    if (!resigned.ok) throw new Error(resigned.error);
    return resigned.value;
  }

  it('write a game and read it back to the same moves and board', () => {
    const game = sampleGame();
    const tree = sgfFromGame(game, { komi: 7.5, properties: { PB: ['학생'], PW: ['Hoshi'] } });
    const text = makeSgf(tree);
    expect(text).toContain('RE[W+R]');
    expect(text).toContain('KM[7.5]');
    const back = gameFromSgf(root(text), game.rules);
    if (!back.ok) throw new Error(back.error.code);
    expect(back.value.moves).toEqual(game.moves);
    expect(toAscii(currentPosition(back.value))).toBe(toAscii(currentPosition(game)));
  });

  it('keep a setup start and the side to move', () => {
    const start = positionFromRoot(root('(;SZ[9]HA[2]AB[cc][gg])'));
    if (!start.ok) throw new Error(start.error);
    const game = newGame(start.value);
    const moved = playMove(game, vx(9, 'E5'));
    if (!moved.ok) throw new Error(moved.error);
    const text = makeSgf(sgfFromGame(moved.game));
    expect(text).toContain('AB[cc][gg]');
    expect(text).toContain('PL[W]');
    expect(text).toContain(';W[ee]');
  });

  it('replay the main line of a record and read passes', () => {
    const game = gameFromSgf(root(sample));
    if (!game.ok) throw new Error(game.error.code);
    expect(game.value.moves).toEqual([
      { color: BLACK, vertex: vx(9, 'D6') },
      { color: WHITE, vertex: vx(9, 'E6') },
      { color: BLACK, vertex: PASS },
    ]);
  });

  it('name the node of the first illegal move, and refuse setup inside the game', () => {
    expect(gameFromSgf(root('(;SZ[9];B[ee];W[ee])'))).toEqual({
      ok: false,
      error: { code: 'illegal_move', node: 2, reason: 'occupied' },
    });
    expect(gameFromSgf(root('(;SZ[9];B[ee];AW[aa])'))).toEqual({
      ok: false,
      error: { code: 'setup_in_game', node: 2 },
    });
    expect(gameFromSgf(root('(;SZ[9];B[zz])'))).toEqual({ ok: false, error: { code: 'bad_point', node: 1 } });
  });

  it('accept a colour playing twice, as records of handicap placement do', () => {
    const game = gameFromSgf(root('(;SZ[9];B[cc];B[gg];W[ee])'));
    if (!game.ok) throw new Error(game.error.code);
    expect(game.value.moves.map((m) => m.color)).toEqual([BLACK, BLACK, WHITE]);
  });
});
