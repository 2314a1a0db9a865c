// One live game as the server holds it (issue 18): the record under src/domain/go's rules (ko, positional
// superko, no suicide), the clock, the end after two passes with the dead-stone agreement, and the result.
// No input/output: the service (liveService.ts) persists what this answers and tells the players. Every
// action names who does it, and everything a player may not do is refused with a code.
import {
  BLACK,
  PASS,
  WHITE,
  currentPosition,
  newGame,
  emptyPosition,
  playMove,
  scorePosition,
  undo as undoGame,
  vertexAt,
  withSetup,
  withToMove,
  type BoardSize,
  type Color,
  type Game,
  type Vertex,
} from '../../src/domain/go';
import {
  clockAfterMove,
  flagFallsAtMs,
  flagged,
  handicapPoints,
  newClock,
  readClock,
  startClock,
  startMarking,
  stepMarking,
  stopClock,
  timeControls,
  type DeadStoneMarking,
  type GameClock,
  type LiveBoardSize,
  type TimeControlName,
} from '../../src/domain/live';
import type { LiveClockView, LiveResultView, LiveStateView } from '../../src/protocol';

export interface LiveSeat {
  /** 0 for the bot. */
  readonly userno: number;
  readonly name: string;
  readonly step: number;
  /** The bot's AI level, 0 for a person. */
  readonly bot: number;
}

export interface LiveSetup {
  readonly id: string;
  readonly size: LiveBoardSize;
  readonly komi: number;
  readonly handicap: number;
  readonly control: TimeControlName;
  readonly rated: boolean;
  readonly teaching: boolean;
  readonly black: LiveSeat;
  readonly white: LiveSeat;
  readonly startedAt: number;
}

export type LivePhase = 'playing' | 'scoring' | 'ended';

export interface LiveResult {
  readonly winner: Color | 0;
  readonly reason: 'resign' | 'time' | 'score' | 'abort' | 'abandon';
  readonly text: string;
  readonly blackScore?: number;
  readonly whiteScore?: number;
  readonly dead: readonly Vertex[];
}

export type Refusal =
  | 'not_a_player'
  | 'not_your_turn'
  | 'stale_move'
  | 'illegal'
  | 'game_over'
  | 'not_playing'
  | 'not_scoring'
  | 'too_late_to_abort'
  | 'no_undo'
  | 'stale_version'
  | 'not_a_stone';

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: Refusal };

export interface MoveRecord {
  readonly moveNo: number;
  readonly color: Color;
  readonly vertex: Vertex;
  readonly atMs: number;
  readonly clock: GameClock;
  readonly captured: readonly Vertex[];
}

/** Moves after which aborting is no longer possible: each side has made its first move. */
export const ABORT_BEFORE_MOVES = 2;
const rules = { superko: 'positional', allowSuicide: false } as const;

function startPosition(size: LiveBoardSize, handicap: number) {
  const points = handicapPoints(size, handicap).map(([x, y]) => vertexAt(size, x, y));
  const empty = emptyPosition(size as BoardSize);
  if (points.length === 0) return empty;
  return withToMove(withSetup(empty, { black: points }), WHITE);
}

const refuse = <T>(reason: Refusal): Outcome<T> => ({ ok: false, reason });

export class LiveGame {
  game: Game;
  clock: GameClock;
  phase: LivePhase = 'playing';
  marking: DeadStoneMarking | null = null;
  undoAskedBy: Color | 0 = 0;
  result: LiveResult | null = null;
  /** Players whose sockets all left, with the time they left. */
  readonly away = new Map<number, number>();

  constructor(readonly setup: LiveSetup) {
    this.game = newGame(startPosition(setup.size, setup.handicap), rules);
    this.clock = startClock(newClock(timeControls[setup.control]), this.toMove(), setup.startedAt);
  }

  /** Rebuilds a game from its stored moves (a restart, a takeover): the clock as stored after the last move. */
  static restore(
    setup: LiveSetup,
    moves: ReadonlyArray<{ color: Color; vertex: Vertex; clock: Pick<GameClock, 'black' | 'white'> }>,
    nowMs: number,
  ): LiveGame {
    const live = new LiveGame(setup);
    for (const m of moves) {
      const played = playMove(live.game, m.vertex, m.color);
      if (!played.ok) break;
      live.game = played.game;
      live.clock = { ...live.clock, black: m.clock.black, white: m.clock.white };
    }
    // The side to move starts again now: time the server was away is charged to nobody.
    live.clock = startClock(live.clock, live.toMove(), nowMs);
    return live;
  }

  get moveCount(): number {
    return this.game.moves.length;
  }

  toMove(): Color {
    return currentPosition(this.game).toMove;
  }

  colorOf(userno: number): Color | 0 {
    if (userno === 0) return 0;
    if (userno === this.setup.black.userno) return BLACK;
    if (userno === this.setup.white.userno) return WHITE;
    return 0;
  }

  seat(color: Color): LiveSeat {
    return color === BLACK ? this.setup.black : this.setup.white;
  }

  /** Plays a stone or a pass (PASS) for `color`, which must be to move, as move number `moveNo`. */
  play(color: Color | 0, moveNo: number, vertex: Vertex, nowMs: number): Outcome<MoveRecord> {
    if (color === 0) return refuse('not_a_player');
    if (this.phase !== 'playing') return refuse(this.phase === 'ended' ? 'game_over' : 'not_playing');
    if (moveNo !== this.moveCount) return refuse('stale_move');
    if (color !== this.toMove()) return refuse('not_your_turn');
    if (this.timeout(nowMs)) return refuse('game_over');
    const played = playMove(this.game, vertex === -1 ? PASS : vertex, color);
    if (!played.ok) return refuse('illegal');
    const clocked = clockAfterMove(this.clock, nowMs);
    if (!clocked.ok) return refuse('game_over');
    this.game = played.game;
    this.clock = clocked.clock;
    this.undoAskedBy = 0;
    const record: MoveRecord = {
      moveNo,
      color,
      vertex: vertex === -1 ? PASS : vertex,
      atMs: nowMs,
      clock: this.clock,
      captured: played.captured,
    };
    const last = this.game.moves.at(-1);
    const before = this.game.moves.at(-2);
    if (last?.vertex === PASS && before?.vertex === PASS) this.enterScoring(nowMs);
    return { ok: true, value: record };
  }

  private enterScoring(nowMs: number): void {
    this.phase = 'scoring';
    this.clock = stopClock(this.clock, nowMs) ?? { ...this.clock, running: null };
    this.marking = startMarking([]);
  }

  /** The engine's dead-stone suggestion arrived (it starts the marking from it unless someone changed it). */
  suggestDead(dead: readonly Vertex[]): void {
    if (this.phase === 'scoring' && this.marking?.version === 1) this.marking = { ...startMarking(dead) };
  }

  /** Ends the game on time when the side to move has run out (`graceUntil` defers the flag). */
  timeout(nowMs: number, graceUntil = 0): boolean {
    if (this.phase !== 'playing' || nowMs < graceUntil) return false;
    const loser = flagged(this.clock, nowMs);
    if (loser === null) return false;
    this.end(
      {
        winner: loser === BLACK ? WHITE : BLACK,
        reason: 'time',
        text: loser === BLACK ? 'W+T' : 'B+T',
        dead: [],
      },
      nowMs,
    );
    return true;
  }

  flagFallsAt(): number | null {
    return this.phase === 'playing' ? flagFallsAtMs(this.clock) : null;
  }

  resign(color: Color | 0, nowMs: number): Outcome<LiveResult> {
    if (color === 0) return refuse('not_a_player');
    if (this.phase === 'ended') return refuse('game_over');
    const winner = color === BLACK ? WHITE : BLACK;
    return {
      ok: true,
      value: this.end({ winner, reason: 'resign', text: winner === BLACK ? 'B+R' : 'W+R', dead: [] }, nowMs),
    };
  }

  abort(color: Color | 0, nowMs: number): Outcome<LiveResult> {
    if (color === 0) return refuse('not_a_player');
    if (this.phase === 'ended') return refuse('game_over');
    if (this.moveCount >= ABORT_BEFORE_MOVES) return refuse('too_late_to_abort');
    return { ok: true, value: this.end({ winner: 0, reason: 'abort', text: 'Void', dead: [] }, nowMs) };
  }

  /** A player who did not come back within the grace period before the game really started. */
  abandon(userno: number, nowMs: number): LiveResult | null {
    const color = this.colorOf(userno);
    if (color === 0 || this.phase === 'ended') return null;
    if (this.moveCount < ABORT_BEFORE_MOVES)
      return this.end({ winner: 0, reason: 'abort', text: 'Void', dead: [] }, nowMs);
    const winner = color === BLACK ? WHITE : BLACK;
    return this.end({ winner, reason: 'abandon', text: winner === BLACK ? 'B+F' : 'W+F', dead: [] }, nowMs);
  }

  /** Teaching games: the player who made the last move asks to take it back. */
  askUndo(color: Color | 0): Outcome<Color> {
    if (color === 0) return refuse('not_a_player');
    if (this.phase !== 'playing') return refuse('not_playing');
    const last = this.game.moves.at(-1);
    if (!this.setup.teaching || !last || last.color !== color) return refuse('no_undo');
    this.undoAskedBy = color;
    return { ok: true, value: color };
  }

  answerUndo(color: Color | 0, accept: boolean, nowMs: number): Outcome<boolean> {
    if (color === 0) return refuse('not_a_player');
    if (this.undoAskedBy === 0 || this.undoAskedBy === color) return refuse('no_undo');
    this.undoAskedBy = 0;
    if (!accept) return { ok: true, value: false };
    const undone = undoGame(this.game);
    if (!undone.ok) return refuse('no_undo');
    this.game = undone.value;
    this.clock = startClock(this.clock, this.toMove(), nowMs);
    return { ok: true, value: true };
  }

  mark(color: Color | 0, vertex: Vertex): Outcome<DeadStoneMarking> {
    if (color === 0) return refuse('not_a_player');
    if (this.phase !== 'scoring' || !this.marking) return refuse('not_scoring');
    const out = stepMarking(currentPosition(this.game), this.marking, { kind: 'toggle', color, vertex });
    if (out.kind === 'refused') return refuse(out.reason);
    if (out.kind !== 'marking') return refuse('not_scoring');
    this.marking = out.marking;
    return { ok: true, value: out.marking };
  }

  /** Answers the result once both agreed, else null. */
  agree(color: Color | 0, version: number, nowMs: number): Outcome<LiveResult | null> {
    if (color === 0) return refuse('not_a_player');
    if (this.phase !== 'scoring' || !this.marking) return refuse('not_scoring');
    const out = stepMarking(currentPosition(this.game), this.marking, { kind: 'agree', color, version });
    if (out.kind === 'refused') return refuse(out.reason);
    if (out.kind === 'marking') {
      this.marking = out.marking;
      return { ok: true, value: null };
    }
    if (out.kind !== 'agreed') return refuse('not_scoring');
    return { ok: true, value: this.score(out.dead, nowMs) };
  }

  /** Area scoring with the game's komi and the agreed dead stones. */
  score(dead: readonly Vertex[], nowMs: number): LiveResult {
    const score = scorePosition(currentPosition(this.game), { rule: 'area', komi: this.setup.komi, dead });
    const winner = score.winner ?? 0;
    const text = winner === 0 ? '0' : `${winner === BLACK ? 'B' : 'W'}+${score.margin}`;
    return this.end(
      { winner, reason: 'score', text, blackScore: score.black, whiteScore: score.white, dead },
      nowMs,
    );
  }

  resume(color: Color | 0, nowMs: number): Outcome<true> {
    if (color === 0) return refuse('not_a_player');
    if (this.phase !== 'scoring') return refuse('not_scoring');
    // Resuming takes back the last pass: the player who passed last moves again, and two passes in a row
    // end the game again (docs/rules.md, live games).
    const undone = undoGame(this.game);
    if (!undone.ok) return refuse('not_scoring');
    this.game = undone.value;
    this.phase = 'playing';
    this.marking = null;
    this.clock = startClock(this.clock, this.toMove(), nowMs);
    return { ok: true, value: true };
  }

  private end(result: LiveResult, nowMs: number): LiveResult {
    if (this.phase === 'playing')
      this.clock = stopClock(this.clock, nowMs) ?? { ...this.clock, running: null };
    this.phase = 'ended';
    this.marking = null;
    this.undoAskedBy = 0;
    this.result = result;
    return result;
  }

  clockView(nowMs: number): LiveStateView['clocks'] {
    const read = (color: Color): LiveClockView =>
      readClock(this.clock, color, nowMs) ?? { mainMs: 0, periods: 0, periodLeftMs: 0 };
    return { black: read(BLACK), white: read(WHITE), running: this.clock.running ?? 0 };
  }

  view(
    nowMs: number,
    you: Color | 0,
    extra: { spectators: number; connected: (userno: number) => boolean; rating: LiveResultView | null },
  ): LiveStateView {
    const start = this.game.positions[0];
    const setupStones: number[] = [];
    start?.stones.forEach((s, v) => (s === BLACK ? setupStones.push(v) : undefined));
    const seatView = (seat: LiveSeat) => ({
      userno: seat.userno,
      name: seat.name,
      step: seat.step,
      bot: seat.bot > 0,
      connected: seat.bot > 0 || extra.connected(seat.userno),
    });
    return {
      gameId: this.setup.id,
      size: this.setup.size,
      komi: this.setup.komi,
      handicap: this.setup.handicap,
      rated: this.setup.rated,
      teaching: this.setup.teaching,
      control: this.setup.control,
      black: seatView(this.setup.black),
      white: seatView(this.setup.white),
      setup: setupStones,
      moves: this.game.moves.map((m) => ({ color: m.color, vertex: m.vertex })),
      phase: this.phase,
      toMove: this.toMove(),
      clocks: this.clockView(nowMs),
      serverTime: nowMs,
      marking: this.marking ? { ...this.marking, dead: [...this.marking.dead] } : null,
      undoAskedBy: this.undoAskedBy,
      result: extra.rating,
      spectators: extra.spectators,
      you,
    };
  }
}
