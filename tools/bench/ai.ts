// `npm run bench:ai`: Hoshi against GNU Go 3.8 (`gnugo --mode gtp --level 10 --chinese-rules --komi 7.5`)
// on 9×9, alternating colours, seeded; prints wins, losses and a 95 % (Wilson) interval per level and the
// mean time per move. GNU Go scores finished games (final_score, Chinese rules).
// Flags: --games N per level (default 2), --levels 1,5,10, --seed N, --size N (default 9),
// --gnugo-level N (default 10), --time-ms N, --extra-ms N (time for an undecided move) and --playouts N
// (override the levels' budgets),
// --max-moves N (a game longer than this is scored as it stands), --verbose (print every game's moves),
// --no-ponder (levels that ponder do not think while GNU Go does; pondering shares the bench's core with it),
// --opponent random (a uniformly random legal player instead of GNU Go, scored by Hoshi's count).
// Calibration (docs/ai.md, "Calibrating the ladder"): --handicap N fixed handicap stones for the side that
// --handicap-to names (hoshi, the default, or gnugo), which then plays black in every game (at 0 the colours
// alternate); --komi K (default 7.5, and 0.5 with two or more stones); --gnugo-levels 1,10 (a list instead of
// --gnugo-level); --fixed-budget (no clock: every move searches the level's playouts, or --playouts, so a
// loaded machine plays the same games, only slower). With a handicap or komi on 9×9 each level's line adds
// the setting's worth in ranks and, against GNU Go level 10, a rank estimate with its 95 % interval (also
// for even games on 13×13 and 19×19).
// When the setting favours Hoshi, GNU Go runs with --never-resign.
import { createEngine } from '../../src/domain/ai/engine';
import type { Engine } from '../../src/domain/ai/engine';
import { levelOf, PONDER_SLICE_MS } from '../../src/domain/ai/levels';
import { countedScore } from '../../src/domain/ai/ownership';
import { PASS, makeVertex, parseVertex } from '../../src/domain/go/coords';
import { FastBoard } from '../../src/domain/go/fastBoard';
import { legalMoves } from '../../src/domain/go/position';
import { createRandom } from '../../src/domain/go/random';
import type { BoardSize } from '../../src/domain/go/coords';
import { isBoardSize } from '../../src/domain/go/coords';
import { BLACK, WHITE } from '../../src/domain/go/stones';
import type { Color } from '../../src/domain/go/stones';
import { GNUGO_LEVEL10_RANK, fitRank, fitText, setupRanks, wilson } from './calibration';
import { listFlag, numberFlag, stringFlag } from './flags';
import { ENGINE_EXITED, GtpClient, gnugoPath } from './gtpClient';

const argv = process.argv.slice(2);
const games = numberFlag(argv, '--games', 2);
const levelList = listFlag(argv, '--levels', [1, 5, 10]);
const seed = numberFlag(argv, '--seed', 1);
const sizeFlag = numberFlag(argv, '--size', 9);
const size: BoardSize = isBoardSize(sizeFlag) ? sizeFlag : 9;
const gnugoLevels = listFlag(argv, '--gnugo-levels', [numberFlag(argv, '--gnugo-level', 10)]);
const timeMs = numberFlag(argv, '--time-ms', NaN);
const extraMs = numberFlag(argv, '--extra-ms', NaN);
const playouts = numberFlag(argv, '--playouts', NaN);
const maxMoves = numberFlag(argv, '--max-moves', 3 * size * size);
const verbose = argv.includes('--verbose');
const against = stringFlag(argv, '--opponent') === 'random' ? 'random' : 'gnugo';
const handicap = Math.max(0, Math.min(9, Math.round(numberFlag(argv, '--handicap', 0))));
const handicapTo: 'hoshi' | 'gnugo' = stringFlag(argv, '--handicap-to') === 'gnugo' ? 'gnugo' : 'hoshi';
const komi = numberFlag(argv, '--komi', handicap >= 2 ? 0.5 : 7.5);
const fixedBudget = argv.includes('--fixed-budget');
const noPonder = argv.includes('--no-ponder');
/** Hoshi starts ahead (a handicap or komi in its favour): GNU Go then never resigns. */
const hoshiTakesEdge = (handicapTo === 'hoshi' ? 1 : -1) * setupRanks(handicap, komi) > 0;

interface GameResult {
  readonly hoshiWon: boolean;
  readonly score: string;
  readonly moves: number;
  readonly hoshiMs: number;
  /** The opponent's mean time per move. */
  readonly opponentMs: number;
  /** Each of Hoshi's moves' time, in order. */
  readonly moveMs: readonly number[];
  /** Simulations of earlier searches (tree reuse and pondering) Hoshi's searches started from, in all. */
  readonly carried: number;
  /** Simulations run while the opponent thought, in all. */
  readonly pondered: number;
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
  /** Places `n` fixed handicap stones for black and answers their points (GTP names). */
  handicap(n: number): Promise<string[]>;
  /** The final score of a finished game ("B+3.5"). */
  score(): Promise<string>;
  close(): Promise<void>;
}

async function gnugoOpponent(gameSeed: number, gnugoLevel: number): Promise<Opponent> {
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
    // Giving a handicap, GNU Go would resign hopeless-looking games by move 20 that a weak level could
    // still lose; a teacher plays them out.
    ...(hoshiTakesEdge ? ['--never-resign'] : []),
  ]);
  await gnugo.must(`boardsize ${size}`);
  await gnugo.must('clear_board');
  await gnugo.must(`komi ${komi}`);
  return {
    play: async (color, name) => (await gnugo.send(`play ${colorName(color)} ${name}`)).ok,
    genmove: async (color) => (await gnugo.must(`genmove ${colorName(color)}`)).toLowerCase(),
    handicap: async (n) => (await gnugo.must(`fixed_handicap ${n}`)).toLowerCase().split(/\s+/),
    score: () => gnugo.must('final_score'),
    close: () => gnugo.close(),
  };
}

/** Picks uniformly among the legal moves (passing only when there is none); scored by Hoshi's count. */
function randomOpponent(gameSeed: number, hoshi: Engine): Opponent {
  const random = createRandom(gameSeed);
  return {
    play: () => Promise.resolve(true),
    handicap: (n) => Promise.resolve(fixedHandicapPoints(n)),
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

/** GTP's fixed handicap points on 9×9 (for the random opponent, which has no GTP). */
function fixedHandicapPoints(n: number): string[] {
  const order = ['c3', 'g7', 'c7', 'g3', 'e5', 'c5', 'g5', 'e3', 'e7'];
  const picks: Record<number, readonly string[]> = {
    2: ['c3', 'g7'],
    3: ['c3', 'g7', 'c7'],
    4: ['c3', 'g7', 'c7', 'g3'],
    5: ['c3', 'g7', 'c7', 'g3', 'e5'],
    6: ['c3', 'g7', 'c7', 'g3', 'c5', 'g5'],
    7: ['c3', 'g7', 'c7', 'g3', 'c5', 'g5', 'e5'],
    8: ['c3', 'g7', 'c7', 'g3', 'c5', 'g5', 'e3', 'e7'],
  };
  return [...(picks[n] ?? order)];
}

async function playGame(
  level: number,
  gnugoLevel: number,
  gameSeed: number,
  hoshiColor: Color,
): Promise<GameResult> {
  const engine = createEngine({
    size,
    komi,
    level,
    seed: gameSeed,
    ...(fixedBudget ? {} : { now: () => performance.now() }),
    ...(Number.isFinite(timeMs) ? { timeMs } : {}),
    ...(Number.isFinite(extraMs) ? { extraTimeMs: extraMs } : {}),
    ...(Number.isFinite(playouts) ? { playouts } : {}),
  });
  const opponent =
    against === 'random' ? randomOpponent(gameSeed, engine) : await gnugoOpponent(gameSeed, gnugoLevel);
  let toMove: Color = BLACK;
  const record: string[] = [];
  if (handicap >= 2) {
    for (const name of await opponent.handicap(handicap)) {
      const vertex = parseVertex(size, name);
      if (!vertex.ok || !engine.play(vertex.value, BLACK).ok)
        throw new Error(`Hoshi refused handicap ${name}`);
      record.push(name);
    }
    toMove = WHITE;
  }
  let passes = 0;
  let hoshiMs = 0;
  const moveMs: number[] = [];
  let opponentMs = 0;
  let opponentMoves = 0;
  let hoshiMoves = 0;
  let resigned: Color | null = null;
  let carried = 0;
  let pondered = 0;
  const ponderMs = noPonder || fixedBudget ? 0 : (levelOf(level).ponderMs ?? 0);
  for (let n = 0; n < maxMoves && passes < 2; n++) {
    let name: string;
    if (toMove === hoshiColor) {
      const start = performance.now();
      const result = engine.genmove(toMove);
      const took = performance.now() - start;
      hoshiMs += took;
      moveMs.push(took);
      hoshiMoves++;
      carried += result.carried;
      if (result.move === 'resign') {
        resigned = toMove;
        record.push('resign');
        break;
      }
      name = result.move === 'pass' ? 'pass' : makeVertex(size, result.move);
      if (!(await opponent.play(toMove, name))) throw new Error(`the opponent refused ${name}`);
    } else {
      const start = performance.now();
      const answer = opponent.genmove(toMove);
      if (ponderMs > 0) pondered += await ponderWhile(engine, answer, ponderMs);
      name = await answer;
      opponentMs += performance.now() - start;
      opponentMoves++;
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
    moveMs,
    carried,
    pondered,
    opponentMs: opponentMs / Math.max(1, opponentMoves),
    hoshiMoves,
    record: record.join(' '),
  };
}

/**
 * Lets the engine think in short slices until the opponent has answered (or `limitMs` ran out), as the
 * app's worker does while a child thinks; answers the simulations run.
 */
async function ponderWhile(engine: Engine, answer: Promise<unknown>, limitMs: number): Promise<number> {
  let answered = false;
  const settle = () => {
    answered = true;
  };
  answer.then(settle, settle);
  const start = performance.now();
  let simulations = 0;
  while (!answered && performance.now() - start < limitMs) {
    simulations += engine.ponder({ timeMs: PONDER_SLICE_MS });
    await new Promise((resolve) => setImmediate(resolve));
  }
  return simulations;
}

/** p50, p90 and the longest of a list of move times. */
function spread(ms: readonly number[]): string {
  if (ms.length === 0) return 'no moves';
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(0);
  return `p50 ${at(0.5)}, p90 ${at(0.9)}, max ${at(1)} ms`;
}

const pct = (x: number) => `${(100 * x).toFixed(0)}%`;

/** The colour Hoshi plays in game `g`: black when it takes the handicap, white when it gives it, else alternating. */
function hoshiColorOf(g: number): Color {
  if (handicap === 0 && komi === 7.5) return g % 2 === 0 ? BLACK : WHITE;
  return handicapTo === 'hoshi' ? BLACK : WHITE;
}

async function main(): Promise<void> {
  for (const gnugoLevel of gnugoLevels) await runAgainst(gnugoLevel);
}

async function runAgainst(gnugoLevel: number): Promise<void> {
  const who = against === 'random' ? 'a random player' : `GNU Go (level ${gnugoLevel}, Chinese rules)`;
  const setting =
    handicap === 0 && komi === 7.5
      ? 'even games, colours alternating'
      : `${handicap >= 2 ? `${handicap} handicap stones` : 'no handicap stones'} for ${handicapTo === 'hoshi' ? 'Hoshi' : 'the opponent'} as black`;
  // The setting's worth to Hoshi in ranks (9×9 figures; see calibration.ts).
  const black = setupRanks(handicap, komi);
  const edge = handicapTo === 'hoshi' ? black : -black;
  console.log(
    `bench:ai — Hoshi vs ${who}, ${setting}, komi ${komi}, on ${size}×${size}, ${games} game(s) per level, ` +
      `seed ${seed}${fixedBudget ? ', fixed playout budget (no clock)' : ''}`,
  );
  for (const level of levelList) {
    let wins = 0;
    let totalMs = 0;
    let totalMoves = 0;
    let unfinished = 0;
    let totalCarried = 0;
    let totalPondered = 0;
    const allMoveMs: number[] = [];
    for (let g = 0; g < games; g++) {
      const hoshiColor = hoshiColorOf(g);
      let result: GameResult;
      try {
        result = await playGame(level, gnugoLevel, seed * 1000 + level * 100 + g, hoshiColor);
      } catch (error) {
        // GNU Go 3.8 sometimes stops on an internal error (seen on 19×19): the game has no result and
        // is left out of the count, said so, rather than ending the whole run.
        if (!(error instanceof Error) || !error.message.includes(ENGINE_EXITED)) throw error;
        unfinished++;
        console.log(`  level ${level} game ${g + 1}: not finished, not counted (${error.message})`);
        continue;
      }
      if (result.hoshiWon) wins++;
      totalMs += result.hoshiMs;
      allMoveMs.push(...result.moveMs);
      totalMoves += result.hoshiMoves;
      totalCarried += result.carried;
      totalPondered += result.pondered;
      console.log(
        `  level ${level} game ${g + 1}: Hoshi ${colorName(hoshiColor)} ${result.hoshiWon ? 'won' : 'lost'} ` +
          `${result.score} in ${result.moves} moves (${(result.hoshiMs / Math.max(1, result.hoshiMoves)).toFixed(0)} ms/move, ` +
          `the opponent ${result.opponentMs.toFixed(0)} ms/move)`,
      );
      if (verbose) console.log(`    ${result.record}`);
    }
    const played = games - unfinished;
    const [low, high] = wilson(wins, played);
    let rank = '';
    // Handicap and komi are worth 9×9 ranks (calibration.ts); an even game is worth none on any board.
    if (against === 'gnugo' && gnugoLevel === 10 && (size === 9 || edge === 0)) {
      const fit = fitRank([{ edge, wins, games: played }], GNUGO_LEVEL10_RANK);
      rank = `; setting worth ${edge.toFixed(1)} ranks to Hoshi → ${fitText(fit)}`;
    }
    console.log(
      `level ${level}: ${wins} wins, ${played - wins} losses of ${played} (${pct(wins / Math.max(1, played))}, ` +
        `95% interval ${pct(low)}–${pct(high)}), ${(totalMs / Math.max(1, totalMoves)).toFixed(0)} ms per move ` +
        `(${spread(allMoveMs)})${rank}` +
        (unfinished > 0 ? `; ${unfinished} game(s) not finished (the opponent's engine stopped)` : ''),
    );
    const perMove = (n: number) => (n / Math.max(1, totalMoves)).toFixed(0);
    console.log(
      `  per move: ${perMove(totalCarried)} simulations carried over from earlier searches, ` +
        `${perMove(totalPondered)} run while the opponent thought` +
        (levelOf(level).ponderMs && (noPonder || fixedBudget) ? ' (pondering off)' : ''),
    );
  }
}

await main();
