// A running live game (server/live/liveGame.ts, issue 18) keeps its starting board, its board now and its
// moves, not a board per move: these check that it still plays, captures, refuses a ko retake, takes back
// moves and restores exactly as the domain's game record does (the same boards, the same hash history
// that positional superko reads).
import { describe, expect, it } from 'vitest';
import {
  BLACK,
  PASS,
  WHITE,
  currentPosition,
  newGame,
  playMove,
  toAscii,
  vertexAt,
  type Color,
  type Game,
  type HashHistory,
  type Position,
} from '../../../src/domain/go';
import { LiveGame, type LiveSetup } from '../../../server/live/liveGame';

const setup = (teaching = false): LiveSetup => ({
  id: 'g1',
  size: 9,
  komi: 7.5,
  handicap: 0,
  control: 'live',
  rated: !teaching,
  teaching,
  black: { userno: 1, name: 'a', step: 30, bot: 0 },
  white: { userno: 2, name: 'b', step: 30, bot: 0 },
  startedAt: 0,
});

const v = (x: number, y: number) => vertexAt(9, x, y);

// Black and White build a ko on the top left (x, y), with a tenuki for Black:
//   . X O .
//   X O X O      <- Black's ninth move takes the white stone at (1, 1)
//   . X O .
const koMoves = [v(1, 0), v(2, 0), v(0, 1), v(3, 1), v(1, 2), v(2, 2), v(5, 5), v(1, 1), v(2, 1)];

function hashes(history: HashHistory | null): string[] {
  const out: string[] = [];
  for (let h = history; h !== null; h = h.previous) out.push(`${h.hash.lo}:${h.hash.hi}`);
  return out;
}

function sameBoard(live: Position, record: Position): void {
  expect(toAscii(live)).toBe(toAscii(record));
  expect(live.toMove).toBe(record.toMove);
  expect(live.ko).toBe(record.ko);
  expect(hashes(live.history)).toEqual(hashes(record.history));
}

/** The domain's record of the same moves, for comparison. */
function domainGame(moves: ReadonlyArray<{ color: Color; vertex: number }>): Game {
  let game = newGame(9, { superko: 'positional', allowSuicide: false });
  for (const m of moves) {
    const played = playMove(game, m.vertex, m.color);
    if (!played.ok) throw new Error(`illegal ${m.vertex}`);
    game = played.game;
  }
  return game;
}

function playAll(live: LiveGame, vertices: readonly number[]): void {
  vertices.forEach((vertex, i) => {
    const out = live.play(i % 2 === 0 ? BLACK : WHITE, i, vertex, 1000 + i);
    if (!out.ok) throw new Error(`move ${i} refused: ${out.reason}`);
  });
}

describe('LiveGame', () => {
  it('plays, captures and refuses the ko retake, on the same board as the domain record', () => {
    const live = new LiveGame(setup());
    playAll(live, koMoves.slice(0, -1));
    const take = live.play(BLACK, 8, v(2, 1), 2000);
    expect(take).toMatchObject({ ok: true, value: { moveNo: 8, color: BLACK, captured: [v(1, 1)] } });
    expect(live.play(WHITE, 9, v(1, 1), 2001)).toEqual({ ok: false, reason: 'illegal' });
    expect(live.moveCount).toBe(9);
    const record = domainGame(live.moves);
    sameBoard(live.position, currentPosition(record));
    expect(live.record().positions.length).toBe(10);
    live.record().positions.forEach((p, i) => sameBoard(p, record.positions[i] as Position));
  });

  it('takes back one move at a time in a teaching game, to the board before it', () => {
    const live = new LiveGame(setup(true));
    playAll(live, koMoves);
    const record = domainGame(live.moves);
    expect(live.askUndo(BLACK)).toEqual({ ok: true, value: BLACK });
    expect(live.answerUndo(WHITE, true, 3000)).toEqual({ ok: true, value: true });
    expect(live.moveCount).toBe(8);
    sameBoard(live.position, record.positions[8] as Position);
    // The white stone Black had taken is back; White may play elsewhere, then take back again.
    expect(live.askUndo(WHITE)).toEqual({ ok: true, value: WHITE });
    expect(live.answerUndo(BLACK, true, 3001)).toEqual({ ok: true, value: true });
    sameBoard(live.position, record.positions[7] as Position);
    expect(live.toMove()).toBe(WHITE);
    expect(live.play(WHITE, 7, v(1, 1), 3002)).toMatchObject({ ok: true });
  });

  it('restores the stored moves and stops where the record would end (two passes)', () => {
    const stored = [
      { color: BLACK as Color, vertex: v(4, 4) },
      { color: WHITE as Color, vertex: PASS },
      { color: BLACK as Color, vertex: PASS },
      { color: WHITE as Color, vertex: v(3, 3) },
    ].map((m) => ({ ...m, clock: { black: { mainMs: 1, periods: 0 }, white: { mainMs: 2, periods: 0 } } }));
    const live = LiveGame.restore(setup(), stored, 5000);
    expect(live.moveCount).toBe(3);
    expect(live.moves).toEqual(stored.slice(0, 3).map(({ color, vertex }) => ({ color, vertex })));
    sameBoard(live.position, currentPosition(domainGame(stored.slice(0, 3))));
    expect(live.record().moves).toEqual(live.moves);
  });

  it('ends in scoring after two passes and resumes by taking back the last pass', () => {
    const live = new LiveGame(setup());
    playAll(live, [v(4, 4), PASS, PASS]);
    expect(live.phase).toBe('scoring');
    expect(live.resume(BLACK, 4000)).toEqual({ ok: true, value: true });
    expect(live.phase).toBe('playing');
    expect(live.moveCount).toBe(2);
    sameBoard(live.position, currentPosition(domainGame(live.moves)));
    expect(live.toMove()).toBe(BLACK);
  });
});
