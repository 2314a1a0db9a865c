// The GTP v2 protocol over the Hoshi engine, as a pure line handler: one command line in, one response out
// (without I/O), so it can be tested directly. Commands: protocol_version, name, version, known_command,
// list_commands, boardsize, clear_board, komi, play, genmove, undo, showboard, final_score, quit, and
// list_stones <color> as GNU Go has it; `level` changes the level during a session.
import { createEngine } from '../../src/domain/ai/engine';
import type { Engine } from '../../src/domain/ai/engine';
import { countedScore } from '../../src/domain/ai/ownership';
import type { GameMode } from '../../src/domain/ai/types';
import { GTP_COLUMNS, isBoardSize, makeVertex, parseVertex } from '../../src/domain/go/coords';
import type { BoardSize } from '../../src/domain/go/coords';
import { FastBoard } from '../../src/domain/go/fastBoard';
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
  'quit',
] as const;

type Outcome = { readonly ok: boolean; readonly text: string };

const success = (text = ''): Outcome => ({ ok: true, text });
const failure = (text: string): Outcome => ({ ok: false, text });

export class GtpSession {
  private readonly config: GtpConfig;
  private engine: Engine;
  private komi = 7.5;
  private level: number;

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

  private genmove(args: readonly string[]): Outcome {
    const color = parseColor(args[0]);
    if (color === null) return failure('syntax error');
    const result = this.engine.genmove(color);
    if (result.move === 'resign') return success('resign');
    if (result.move === 'pass') return success('pass');
    return success(makeVertex(this.engine.size, result.move));
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
    const ownership = this.engine.ownership(400);
    const perPoint = new Float32Array(board.area);
    for (let v = 0; v < ownership.length; v++) perPoint[board.pointOf(v)] = ownership[v] ?? 0;
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
