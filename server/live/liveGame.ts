// One live game as the server holds it (issue 18): the record under src/domain/go's rules (ko, positional
// superko, no suicide), the clock, the end after two passes with the dead-stone agreement, and the result.
// No input/output: the service (liveService.ts) persists what this answers and tells the players. Every
// action names who does it, and everything a player may not do is refused with a code.
// A running game keeps its starting board, its board now and its moves, not a board per move as the
// domain's Game record does (which also copies its lists on every move): about 170 bytes a move held
// instead of 450 on 19×19. The board now carries the hash history that positional superko checks; the
// full record is rebuilt by replaying the moves when an SGF needs it (`record`).
import {
  BLACK,
  PASS,
  WHITE,
  newGame,
  emptyPosition,
  play as playOn,
  playMove,
  scorePosition,
  vertexAt,
  withSetup,
  withToMove,
  type BoardSize,
  type Color,
  type Game,
  type GameMove,
  type Position,
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

/** Whether the record ends in two passes (the domain's Game refuses any move after them). */
function endsInTwoPasses(moves: readonly GameMove[]): boolean {
  return moves.at(-1)?.vertex === PASS && moves.at(-2)?.vertex === PASS;
}

export class LiveGame {
  /** The board before the first move (with any handicap stones). */
  readonly start: Position;
  /** The board now, with the hashes of every board before it (positional superko). */
  position: Position;
  private readonly played: GameMove[] = [];
  clock: GameClock;
  phase: LivePhase = 'playing';
  marking: DeadStoneMarking | null = null;
  undoAskedBy: Color | 0 = 0;
  result: LiveResult | null = null;
  /** Players whose sockets all left, with the time they left. */
  readonly away = new Map<number, number>();

  constructor(readonly setup: LiveSetup) {
    this.start = startPosition(setup.size, setup.handicap);
    this.position = this.start;
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
      if (!live.push(m.vertex, m.color)) break;
      live.clock = { ...live.clock, black: m.clock.black, white: m.clock.white };
    }
    // The side to move starts again now: time the server was away is charged to nobody.
    live.clock = startClock(live.clock, live.toMove(), nowMs);
    return live;
  }

  /**
   * Plays `vertex` for `color` on the board now and appends it to the moves, under the game's rules (as
   * the domain's playMove on the record); answers the stones it took, or null when illegal.
   */
  private push(vertex: Vertex, color: Color): readonly Vertex[] | null {
    if (endsInTwoPasses(this.played)) return null;
    const played = playOn(this.position, vertex, { ...rules, color });
    if (!played.ok) return null;
    this.position = played.position;
    this.played.push({ color, vertex });
    return played.captured;
  }

  /** Takes back the last move: the board before it is rebuilt from the start (undo is rare). */
  private takeBack(): boolean {
    if (this.played.length === 0) return false;
    this.played.pop();
    let position = this.start;
    for (const m of this.played) {
      const played = playOn(position, m.vertex, { ...rules, color: m.color });
      if (!played.ok) break;
      position = played.position;
    }
    this.position = position;
    return true;
  }

  /** The moves so far. */
  get moves(): readonly GameMove[] {
    return this.played;
  }

  /** The whole record as the domain's Game (a board per move), replayed from the start: for the SGF. */
  record(): Game {
    let game = newGame(this.start, rules);
    for (const m of this.played) {
      const played = playMove(game, m.vertex, m.color);
      if (!played.ok) break;
      game = played.game;
    }
    return game;
  }

  get moveCount(): number {
    return this.played.length;
  }

  toMove(): Color {
    return this.position.toMove;
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
    const stone = vertex === -1 ? PASS : vertex;
    if (endsInTwoPasses(this.played)) return refuse('illegal');
    const played = playOn(this.position, stone, { ...rules, color });
    if (!played.ok) return refuse('illegal');
    const clocked = clockAfterMove(this.clock, nowMs);
    if (!clocked.ok) return refuse('game_over');
    this.position = played.position;
    this.played.push({ color, vertex: stone });
    this.clock = clocked.clock;
    this.undoAskedBy = 0;
    const record: MoveRecord = {
      moveNo,
      color,
      vertex: stone,
      atMs: nowMs,
      clock: this.clock,
      captured: played.captured,
    };
    if (endsInTwoPasses(this.played)) this.enterScoring(nowMs);
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
    const last = this.played.at(-1);
    if (!this.setup.teaching || !last || last.color !== color) return refuse('no_undo');
    this.undoAskedBy = color;
    return { ok: true, value: color };
  }

  answerUndo(color: Color | 0, accept: boolean, nowMs: number): Outcome<boolean> {
    if (color === 0) return refuse('not_a_player');
    if (this.undoAskedBy === 0 || this.undoAskedBy === color) return refuse('no_undo');
    this.undoAskedBy = 0;
    if (!accept) return { ok: true, value: false };
    if (!this.takeBack()) return refuse('no_undo');
    this.clock = startClock(this.clock, this.toMove(), nowMs);
    return { ok: true, value: true };
  }

  mark(color: Color | 0, vertex: Vertex): Outcome<DeadStoneMarking> {
    if (color === 0) return refuse('not_a_player');
    if (this.phase !== 'scoring' || !this.marking) return refuse('not_scoring');
    const out = stepMarking(this.position, this.marking, { kind: 'toggle', color, vertex });
    if (out.kind === 'refused') return refuse(out.reason);
    if (out.kind !== 'marking') return refuse('not_scoring');
    this.marking = out.marking;
    return { ok: true, value: out.marking };
  }

  /** Answers the result once both agreed, else null. */
  agree(color: Color | 0, version: number, nowMs: number): Outcome<LiveResult | null> {
    if (color === 0) return refuse('not_a_player');
    if (this.phase !== 'scoring' || !this.marking) return refuse('not_scoring');
    const out = stepMarking(this.position, this.marking, { kind: 'agree', color, version });
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
    const score = scorePosition(this.position, { rule: 'area', komi: this.setup.komi, dead });
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
    if (!this.takeBack()) return refuse('not_scoring');
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
    const setupStones: number[] = [];
    this.start.stones.forEach((s, v) => (s === BLACK ? setupStones.push(v) : undefined));
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
      moves: this.played.map((m) => ({ color: m.color, vertex: m.vertex })),
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
