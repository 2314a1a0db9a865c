// The GTP v2 protocol over the Hoshi engine, as a pure line handler: one command line in, one response out
// (without I/O), so it can be tested directly. Commands: protocol_version, name, version, known_command,
// list_commands, boardsize, clear_board, komi, play, genmove, undo, showboard, final_score, quit, and
// list_stones <color> as GNU Go has it; `level` changes the level during a session. For KGS, Sabaki and
// twogtp: kgs-genmove_cleanup (takes every dead stone off before passing), final_status_list
// alive|dead|seki (dead stones by the ownership estimate, seki by the scoring's seki test), and
// time_settings / time_left, which budget the move time (see `moveBudgetMs`).
import { createEngine } from '../../src/domain/ai/engine';
import type { Engine } from '../../src/domain/ai/engine';
import { countedScore, ownership } from '../../src/domain/ai/ownership';
import type { GameMode } from '../../src/domain/ai/types';
import { GTP_COLUMNS, PASS, isBoardSize, makeVertex, parseVertex } from '../../src/domain/go/coords';
import type { BoardSize, Vertex } from '../../src/domain/go/coords';
import { chainAt, libertiesAt } from '../../src/domain/go/chains';
import { suggestDeadStones } from '../../src/domain/go/deadStones';
import { FastBoard } from '../../src/domain/go/fastBoard';
import { play as playOnPosition } from '../../src/domain/go/position';
import type { Position } from '../../src/domain/go/position';
import { scorePosition } from '../../src/domain/go/scoring';
import { BLACK, WHITE } from '../../src/domain/go/stones';
import type { Color } from '../../src/domain/go/stones';

export interface GtpConfig {
  readonly level: number;
  readonly mode: GameMode;
  readonly captureTarget: number;
  readonly seed: number;
  readonly playouts?: number;
  readonly timeMs?: number;
  readonly now?: () => number;
  readonly name?: string;
  readonly version?: string;
}

export interface GtpReply {
  /** The full response, ending with the blank line GTP requires. */
  readonly text: string;
  /** The controller asked to quit. */
  readonly quit: boolean;
}

export const gtpCommands = [
  'protocol_version',
  'name',
  'version',
  'known_command',
  'list_commands',
  'boardsize',
  'clear_board',
  'komi',
  'play',
  'genmove',
  'undo',
  'showboard',
  'final_score',
  'list_stones',
  'level',
  'kgs-genmove_cleanup',
  'final_status_list',
  'time_settings',
  'time_left',
  'quit',
] as const;

/** The clock GTP describes: main time, then `byoYomiStones` moves in every `byoYomiMs` (0 stones: no byo-yomi). */
export interface GtpClock {
  /** Main time left, ms. */
  readonly mainMs: number;
  /** The byo-yomi period, ms (0: none). */
  readonly byoYomiMs: number;
  /** Moves to play in one period (0 with `byoYomiMs` > 0: no time limit at all, as GTP defines it). */
  readonly byoYomiStones: number;
  /** While in byo-yomi: the time and moves left of the current period (from `time_left ... N` with N > 0). */
  readonly period?: { readonly ms: number; readonly stones: number };
}

/** Time kept back for the controller's and the pipe's delays, ms. */
const SAFETY_MS = 400;
/** The shortest budget worth a search, ms. */
const MIN_BUDGET_MS = 20;

/**
 * How long one move may take under `clock` on a `size` board after `movesPlayed` moves of the game; null
 * when there is no limit (the level's own time cap applies). In byo-yomi: the period shared by the moves
 * still to play in it; in main time: the main time spread over the moves this side is still expected to
 * play (at least ten), plus most of one byo-yomi move when there is byo-yomi after it.
 */
export function moveBudgetMs(clock: GtpClock, size: number, movesPlayed: number): number | null {
  if (clock.byoYomiMs > 0 && clock.byoYomiStones === 0) return null;
  if (clock.period && clock.period.stones > 0) {
    return Math.max(MIN_BUDGET_MS, (clock.period.ms - SAFETY_MS) / clock.period.stones);
  }
  const ownMovesLeft = Math.max(10, Math.round((size * size * 0.8 - movesPlayed) / 2));
  const perByoYomiMove = clock.byoYomiStones > 0 ? (clock.byoYomiMs - SAFETY_MS) / clock.byoYomiStones : 0;
  const fromMain = (clock.mainMs - SAFETY_MS) / ownMovesLeft;
  return Math.max(MIN_BUDGET_MS, fromMain + 0.8 * Math.max(0, perByoYomiMove));
}

type Outcome = { readonly ok: boolean; readonly text: string };

const success = (text = ''): Outcome => ({ ok: true, text });
const failure = (text: string): Outcome => ({ ok: false, text });

export class GtpSession {
  private readonly config: GtpConfig;
  private engine: Engine;
  private komi = 7.5;
  private level: number;
  /** The game's time settings (null: none given, the level's cap applies), and each side's clock. */
  private time: {
    readonly mainMs: number;
    readonly byoYomiMs: number;
    readonly byoYomiStones: number;
  } | null = null;
  private readonly clocks = new Map<Color, GtpClock>();

  constructor(config: GtpConfig) {
    this.config = config;
    this.level = config.level;
    this.engine = this.newEngine(9);
  }

  /** Handles one input line; null for lines GTP ignores (empty lines and comments). */
  handle(line: string): GtpReply | null {
    const cleaned = line
      .replace(/#.*$/, '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\x00-\x08\x0b-\x1f\x7f]/g, '')
      .replace(/\t/g, ' ')
      .trim();
    if (cleaned === '') return null;
    const words = cleaned.split(/ +/);
    let id = '';
    if (/^\d+$/.test(words[0] ?? '')) id = words.shift() ?? '';
    const command = (words.shift() ?? '').toLowerCase();
    const outcome = this.run(command, words);
    const head = (outcome.ok ? '=' : '?') + id;
    const body =
      outcome.text === ''
        ? head
        : outcome.text.startsWith('\n')
          ? head + outcome.text
          : `${head} ${outcome.text}`;
    return { text: `${body}\n\n`, quit: outcome.ok && command === 'quit' };
  }

  private run(command: string, args: readonly string[]): Outcome {
    switch (command) {
      case 'protocol_version':
        return success('2');
      case 'name':
        return success(this.config.name ?? 'Hoshi');
      case 'version':
        return success(this.config.version ?? '0.1.0');
      case 'known_command':
        return success(
          (gtpCommands as readonly string[]).includes((args[0] ?? '').toLowerCase()) ? 'true' : 'false',
        );
      case 'list_commands':
        return success(gtpCommands.join('\n'));
      case 'boardsize':
        return this.boardsize(args);
      case 'clear_board':
        this.engine.clear();
        this.resetClocks();
        return success();
      case 'komi': {
        const komi = Number(args[0]);
        if (args[0] === undefined || !Number.isFinite(komi)) return failure('syntax error');
        this.komi = komi;
        this.engine.setKomi(komi);
        return success();
      }
      case 'play':
        return this.play(args);
      case 'genmove':
        return this.genmove(args);
      case 'undo':
        return this.engine.undo() ? success() : failure('cannot undo');
      case 'showboard':
        return success(`\n${this.showboard()}`);
      case 'final_score':
        return success(this.finalScore());
      case 'list_stones':
        return this.listStones(args);
      case 'level': {
        const level = Number(args[0]);
        if (!Number.isInteger(level)) return failure('syntax error');
        this.level = level;
        this.engine.setLevel(level);
        return success();
      }
      case 'kgs-genmove_cleanup':
        return this.genmove(args, true);
      case 'final_status_list':
        return this.finalStatusList(args);
      case 'time_settings':
        return this.timeSettings(args);
      case 'time_left':
        return this.timeLeft(args);
      case 'quit':
        return success();
      default:
        return failure('unknown command');
    }
  }

  private newEngine(size: BoardSize): Engine {
    const c = this.config;
    return createEngine({
      size,
      komi: this.komi,
      mode: c.mode,
      captureTarget: c.captureTarget,
      level: this.level,
      seed: c.seed,
      ...(c.now ? { now: c.now } : {}),
      ...(c.playouts !== undefined ? { playouts: c.playouts } : {}),
      ...(c.timeMs !== undefined ? { timeMs: c.timeMs } : {}),
    });
  }

  private boardsize(args: readonly string[]): Outcome {
    const size = Number(args[0]);
    if (args[0] === undefined || !Number.isInteger(size)) return failure('syntax error');
    if (!isBoardSize(size)) return failure('unacceptable size');
    this.engine = this.newEngine(size);
    return success();
  }

  private play(args: readonly string[]): Outcome {
    const color = parseColor(args[0]);
    if (color === null || args[1] === undefined) return failure('syntax error');
    const vertex = parseVertex(this.engine.size, args[1]);
    if (!vertex.ok) return failure(vertex.error === 'off_board' ? 'illegal move' : 'syntax error');
    return this.engine.play(vertex.value, color).ok ? success() : failure('illegal move');
  }

  private genmove(args: readonly string[], cleanup = false): Outcome {
    const color = parseColor(args[0]);
    if (color === null) return failure('syntax error');
    const result = this.engine.genmove(color, this.budget(color));
    if (cleanup && (result.move === 'pass' || result.move === 'resign')) {
      // Cleanup: the opponent disputed the dead stones, so they are taken off the board before passing
      // (KGS's rule); and a game played out to the end is not resigned.
      if (result.move === 'pass') this.engine.undo();
      const take = this.cleanupMove(color);
      if (take !== null) {
        this.engine.play(take, color);
        return success(makeVertex(this.engine.size, take));
      }
      this.engine.play(PASS, color);
      return success('pass');
    }
    if (result.move === 'resign') return success('resign');
    if (result.move === 'pass') return success('pass');
    return success(makeVertex(this.engine.size, result.move));
  }

  /** A stop for the search when the clock gives less time than the level's cap (only with a clock). */
  private budget(color: Color): { shouldStop?: () => boolean } {
    const now = this.config.now;
    const clock = this.clocks.get(color);
    if (!now || !clock) return {};
    const ms = moveBudgetMs(clock, this.engine.size, this.engine.moves().length);
    if (ms === null) return {};
    const deadline = now() + ms;
    return { shouldStop: () => now() >= deadline };
  }

  /**
   * A move that helps take the dead stones off: a liberty of an opponent chain the ownership estimate calls
   * dead, where the stone played captures or keeps two liberties; the one leaving the dead chain fewest
   * liberties first. Null when no dead stone is left (or none can be approached safely).
   */
  private cleanupMove(color: Color): Vertex | null {
    const position = this.engine.position();
    const dead = this.deadStones(position).filter((v) => position.stones[v] === -color);
    const { size } = position;
    let best: { vertex: Vertex; score: number } | null = null;
    const seen = new Set<Vertex>();
    for (const stone of dead) {
      if (seen.has(stone)) continue;
      const chain = chainAt(size, position.stones, stone);
      for (const s of chain) seen.add(s);
      const liberties = libertiesAt(size, position.stones, stone);
      for (const liberty of liberties) {
        const played = playOnPosition(position, liberty, { color, superko: 'positional' });
        if (!played.ok) continue;
        const after = played.position;
        const captured = after.stones[stone] === 0;
        if (!captured && libertiesAt(size, after.stones, liberty).length < 2) continue;
        const score = captured ? -1 : libertiesAt(size, after.stones, stone).length;
        if (!best || score < best.score) best = { vertex: liberty, score };
      }
    }
    return best?.vertex ?? null;
  }

  /**
   * The ownership estimate of a position, from the position alone: the engine's own estimate would start
   * its playouts after the two passes that end a game, so they would end at once and every stone would
   * look alive.
   */
  private ownershipOf(position: Position): Float32Array {
    const goal = this.engine.goal;
    return ownership(position, {
      komi: goal.komi,
      mode: goal.mode,
      captureTarget: goal.captureTarget,
      seed: this.config.seed,
      playouts: 400,
    });
  }

  /** The stones the AI's ownership estimate calls dead, whole chains. */
  private deadStones(position: Position): Vertex[] {
    const found = suggestDeadStones(position, this.ownershipOf(position));
    return found.ok ? found.value : [];
  }

  /** `final_status_list alive|dead|seki`: the stones of that status, as GNU Go lists them. */
  private finalStatusList(args: readonly string[]): Outcome {
    const status = (args[0] ?? '').toLowerCase();
    if (status !== 'alive' && status !== 'dead' && status !== 'seki') return failure('syntax error');
    const position = this.engine.position();
    const { size, stones } = position;
    const dead = this.deadStones(position);
    const deadSet = new Set(dead);
    const seki = scorePosition(position, { rule: 'area', komi: this.komi, dead }).seki;
    const out: string[] = [];
    for (let v = 0; v < stones.length; v++) {
      if (stones[v] === 0) continue;
      const kind = deadSet.has(v) ? 'dead' : seki[v] !== 0 ? 'seki' : 'alive';
      if (kind === status) out.push(makeVertex(size, v));
    }
    return success(out.join(' '));
  }

  /** `time_settings main byo_yomi_time byo_yomi_stones` (seconds): both clocks start from them. */
  private timeSettings(args: readonly string[]): Outcome {
    const [main, byoTime, byoStones] = args.map(Number);
    if (
      args.length !== 3 ||
      main === undefined ||
      byoTime === undefined ||
      byoStones === undefined ||
      ![main, byoTime, byoStones].every((n) => Number.isInteger(n) && n >= 0)
    )
      return failure('syntax error');
    this.time = { mainMs: main * 1000, byoYomiMs: byoTime * 1000, byoYomiStones: byoStones };
    this.resetClocks();
    return success();
  }

  private resetClocks(): void {
    this.clocks.clear();
    if (!this.time) return;
    this.clocks.set(BLACK, this.time);
    this.clocks.set(WHITE, this.time);
  }

  /** `time_left color time stones`: `stones` 0 is main time left, otherwise the byo-yomi period left. */
  private timeLeft(args: readonly string[]): Outcome {
    const color = parseColor(args[0]);
    const seconds = Number(args[1]);
    const stones = Number(args[2]);
    if (color === null || !Number.isFinite(seconds) || !Number.isInteger(stones) || stones < 0)
      return failure('syntax error');
    const base = this.time ?? { mainMs: 0, byoYomiMs: 0, byoYomiStones: 0 };
    const ms = Math.max(0, seconds * 1000);
    this.clocks.set(
      color,
      stones === 0 ? { ...base, mainMs: ms } : { ...base, mainMs: 0, period: { ms, stones } },
    );
    return success();
  }

  private listStones(args: readonly string[]): Outcome {
    const color = parseColor(args[0]);
    if (color === null) return failure('syntax error');
    const { size, stones } = this.engine.position();
    const out: string[] = [];
    for (let v = 0; v < stones.length; v++) if (stones[v] === color) out.push(makeVertex(size, v));
    return success(out.join(' '));
  }

  private showboard(): string {
    const position = this.engine.position();
    const { size, stones } = position;
    const letters = ' ' + GTP_COLUMNS.slice(0, size).split('').join(' ');
    const lines = [`   ${letters}`];
    for (let y = 0; y < size; y++) {
      const row = size - y;
      const cells: string[] = [];
      for (let x = 0; x < size; x++) {
        const s = stones[y * size + x];
        cells.push(s === BLACK ? 'X' : s === WHITE ? 'O' : '.');
      }
      lines.push(`${String(row).padStart(2)}  ${cells.join(' ')}  ${row}`);
    }
    lines.push(`   ${letters}`);
    lines.push(`Black captured ${position.captures.black}, White captured ${position.captures.white}`);
    return lines.join('\n');
  }

  /** Area score with dead stones estimated by the AI's ownership; capture games by prisoners first. */
  private finalScore(): string {
    const position = this.engine.position();
    const goal = this.engine.goal;
    if (goal.mode === 'capture') {
      const { black, white } = position.captures;
      if (black >= goal.captureTarget && black > white) return `B+${black - white}`;
      if (white >= goal.captureTarget && white > black) return `W+${white - black}`;
    }
    const board = FastBoard.fromPosition(position);
    const map = this.ownershipOf(position);
    const perPoint = new Float32Array(board.area);
    for (let v = 0; v < map.length; v++) perPoint[board.pointOf(v)] = map[v] ?? 0;
    const margin = countedScore(board, perPoint) - goal.komi;
    if (margin === 0) return '0';
    return margin > 0 ? `B+${margin}` : `W+${-margin}`;
  }
}

function parseColor(text: string | undefined): Color | null {
  const t = (text ?? '').toLowerCase();
  if (t === 'b' || t === 'black') return BLACK;
  if (t === 'w' || t === 'white') return WHITE;
  return null;
}
