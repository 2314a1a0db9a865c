// `npm run bench:ai`: Hoshi against GNU Go 3.8 (`gnugo --mode gtp --level 10 --chinese-rules --komi 7.5`)
// on 9×9, alternating colours, seeded; prints wins, losses and a 95 % (Wilson) interval per level and the
// mean time per move. GNU Go scores finished games (final_score, Chinese rules).
// Flags: --games N per level (default 2), --levels 1,5,10, --seed N, --size N (default 9),
// --gnugo-level N (default 10), --time-ms N and --playouts N (override the levels' budgets),
// --max-moves N (a game longer than this is scored as it stands), --verbose (print every game's moves),
// --opponent random (a uniformly random legal player instead of GNU Go, scored by Hoshi's count).
import { createEngine } from '../../src/domain/ai/engine';
import type { Engine } from '../../src/domain/ai/engine';
import { countedScore } from '../../src/domain/ai/ownership';
import { PASS, makeVertex, parseVertex } from '../../src/domain/go/coords';
import { FastBoard } from '../../src/domain/go/fastBoard';
import { legalMoves } from '../../src/domain/go/position';
import { createRandom } from '../../src/domain/go/random';
import type { BoardSize } from '../../src/domain/go/coords';
import { isBoardSize } from '../../src/domain/go/coords';
import { BLACK, WHITE } from '../../src/domain/go/stones';
import type { Color } from '../../src/domain/go/stones';
import { listFlag, numberFlag, stringFlag } from './flags';
import { GtpClient, gnugoPath } from './gtpClient';

const argv = process.argv.slice(2);
const games = numberFlag(argv, '--games', 2);
const levelList = listFlag(argv, '--levels', [1, 5, 10]);
const seed = numberFlag(argv, '--seed', 1);
const sizeFlag = numberFlag(argv, '--size', 9);
const size: BoardSize = isBoardSize(sizeFlag) ? sizeFlag : 9;
const gnugoLevel = numberFlag(argv, '--gnugo-level', 10);
const timeMs = numberFlag(argv, '--time-ms', NaN);
const playouts = numberFlag(argv, '--playouts', NaN);
const maxMoves = numberFlag(argv, '--max-moves', 3 * size * size);
const verbose = argv.includes('--verbose');
const against = stringFlag(argv, '--opponent') === 'random' ? 'random' : 'gnugo';
const komi = 7.5;

interface GameResult {
  readonly hoshiWon: boolean;
  readonly score: string;
  readonly moves: number;
  readonly hoshiMs: number;
  readonly hoshiMoves: number;
  readonly record: string;
}

const colorName = (c: Color) => (c === BLACK ? 'black' : 'white');

/** The other player: GNU Go over GTP, or a uniformly random legal player in-process. */
interface Opponent {
  /** Tells the opponent a move; false if it refuses it. */
  play(color: Color, name: string): Promise<boolean>;
  /** The opponent's move as a GTP name ("pass", "resign" included). */
  genmove(color: Color): Promise<string>;
  /** The final score of a finished game ("B+3.5"). */
  score(): Promise<string>;
  close(): Promise<void>;
}

async function gnugoOpponent(gameSeed: number): Promise<Opponent> {
  const gnugo = new GtpClient(gnugoPath(), [
    '--mode',
    'gtp',
    '--level',
    String(gnugoLevel),
    '--chinese-rules',
    '--komi',
    String(komi),
    '--seed',
    String(gameSeed),
  ]);
  await gnugo.must(`boardsize ${size}`);
  await gnugo.must('clear_board');
  await gnugo.must(`komi ${komi}`);
  return {
    play: async (color, name) => (await gnugo.send(`play ${colorName(color)} ${name}`)).ok,
    genmove: async (color) => (await gnugo.must(`genmove ${colorName(color)}`)).toLowerCase(),
    score: () => gnugo.must('final_score'),
    close: () => gnugo.close(),
  };
}

/** Picks uniformly among the legal moves (passing only when there is none); scored by Hoshi's count. */
function randomOpponent(gameSeed: number, hoshi: Engine): Opponent {
  const random = createRandom(gameSeed);
  return {
    play: () => Promise.resolve(true),
    genmove: () => {
      const legal = legalMoves(hoshi.position());
      const vertex = legal.length === 0 ? PASS : (legal[random.int(legal.length)] ?? PASS);
      return Promise.resolve(makeVertex(size, vertex));
    },
    score: () => {
      const board = FastBoard.fromPosition(hoshi.position());
      const ownership = hoshi.ownership(400);
      const perPoint = new Float32Array(board.area);
      for (let v = 0; v < ownership.length; v++) perPoint[board.pointOf(v)] = ownership[v] ?? 0;
      const margin = countedScore(board, perPoint) - komi;
      return Promise.resolve(margin > 0 ? `B+${margin}` : `W+${-margin}`);
    },
    close: () => Promise.resolve(),
  };
}

async function playGame(level: number, gameSeed: number, hoshiColor: Color): Promise<GameResult> {
  const engine = createEngine({
    size,
    komi,
    level,
    seed: gameSeed,
    now: () => performance.now(),
    ...(Number.isFinite(timeMs) ? { timeMs } : {}),
    ...(Number.isFinite(playouts) ? { playouts } : {}),
  });
  const opponent = against === 'random' ? randomOpponent(gameSeed, engine) : await gnugoOpponent(gameSeed);
  let toMove: Color = BLACK;
  let passes = 0;
  let hoshiMs = 0;
  let hoshiMoves = 0;
  const record: string[] = [];
  let resigned: Color | null = null;
  for (let n = 0; n < maxMoves && passes < 2; n++) {
    let name: string;
    if (toMove === hoshiColor) {
      const start = performance.now();
      const result = engine.genmove(toMove);
      hoshiMs += performance.now() - start;
      hoshiMoves++;
      if (result.move === 'resign') {
        resigned = toMove;
        record.push('resign');
        break;
      }
      name = result.move === 'pass' ? 'pass' : makeVertex(size, result.move);
      if (!(await opponent.play(toMove, name))) throw new Error(`the opponent refused ${name}`);
    } else {
      name = await opponent.genmove(toMove);
      if (name === 'resign') {
        resigned = toMove;
        record.push('resign');
        break;
      }
      const vertex = parseVertex(size, name);
      if (!vertex.ok || !engine.play(vertex.value, toMove).ok) throw new Error(`Hoshi refused ${name}`);
    }
    record.push(name);
    passes = name === 'pass' ? passes + 1 : 0;
    toMove = toMove === BLACK ? WHITE : BLACK;
  }
  let score: string;
  let winner: Color;
  if (resigned !== null) {
    winner = resigned === BLACK ? WHITE : BLACK;
    score = `${winner === BLACK ? 'B' : 'W'}+R`;
  } else {
    score = await opponent.score();
    winner = score.startsWith('B') ? BLACK : WHITE;
  }
  await opponent.close();
  return {
    hoshiWon: winner === hoshiColor,
    score,
    moves: record.length,
    hoshiMs,
    hoshiMoves,
    record: record.join(' '),
  };
}

/** Wilson score interval for a proportion at 95 %. */
function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const pct = (x: number) => `${(100 * x).toFixed(0)}%`;

async function main(): Promise<void> {
  const who = against === 'random' ? 'a random player' : `GNU Go (level ${gnugoLevel}, Chinese rules)`;
  console.log(
    `bench:ai — Hoshi vs ${who}, komi ${komi}, on ${size}×${size}, ${games} game(s) per level, seed ${seed}`,
  );
  for (const level of levelList) {
    let wins = 0;
    let totalMs = 0;
    let totalMoves = 0;
    for (let g = 0; g < games; g++) {
      const hoshiColor: Color = g % 2 === 0 ? BLACK : WHITE;
      const result = await playGame(level, seed * 1000 + level * 100 + g, hoshiColor);
      if (result.hoshiWon) wins++;
      totalMs += result.hoshiMs;
      totalMoves += result.hoshiMoves;
      console.log(
        `  level ${level} game ${g + 1}: Hoshi ${colorName(hoshiColor)} ${result.hoshiWon ? 'won' : 'lost'} ` +
          `${result.score} in ${result.moves} moves (${(result.hoshiMs / Math.max(1, result.hoshiMoves)).toFixed(0)} ms/move)`,
      );
      if (verbose) console.log(`    ${result.record}`);
    }
    const [low, high] = wilson(wins, games);
    console.log(
      `level ${level}: ${wins} wins, ${games - wins} losses of ${games} (${pct(wins / Math.max(1, games))}, ` +
        `95% interval ${pct(low)}–${pct(high)}), ${(totalMs / Math.max(1, totalMoves)).toFixed(0)} ms per move`,
    );
  }
}

await main();
