// `npm run bench:selfplay`: one engine setting against another, colours alternating, each move a fixed
// playout budget (no clock, so a loaded machine plays the same games, only slower). Prints the share of
// games setting B won with a 95 % (Wilson) interval and both settings' time per move. This is how playout
// and tree changes are tried before the slower games against GNU Go (docs/ai.md, "Tuning").
// Flags: --games N (default 100), --playouts N (default 1000), --seed N, --size N (default 9),
// --komi K (default 7.5), --a JSON and --b JSON: engine options for each side, e.g.
// --b '{"playout":{"ladderEscapes":true}}' (default {} for both: the current defaults).
import { createEngine } from '../../src/domain/ai/engine';
import type { Engine, EngineOptions } from '../../src/domain/ai/engine';
import { countedScore } from '../../src/domain/ai/ownership';
import { PASS } from '../../src/domain/go/coords';
import type { BoardSize } from '../../src/domain/go/coords';
import { isBoardSize } from '../../src/domain/go/coords';
import { FastBoard } from '../../src/domain/go/fastBoard';
import { BLACK, WHITE } from '../../src/domain/go/stones';
import type { Color } from '../../src/domain/go/stones';
import { wilson } from './calibration';
import { numberFlag, stringFlag } from './flags';

const argv = process.argv.slice(2);
const games = numberFlag(argv, '--games', 100);
const playouts = numberFlag(argv, '--playouts', 1000);
const seed = numberFlag(argv, '--seed', 1);
const sizeFlag = numberFlag(argv, '--size', 9);
const size: BoardSize = isBoardSize(sizeFlag) ? sizeFlag : 9;
const komi = numberFlag(argv, '--komi', 7.5);

/** Engine options from a flag's JSON (an object), or none. */
function settingOf(flag: string): Partial<EngineOptions> {
  const text = stringFlag(argv, flag);
  if (text === undefined) return {};
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${flag} must be a JSON object of engine options`);
  }
  return parsed as Partial<EngineOptions>;
}

const settings = { a: settingOf('--a'), b: settingOf('--b') };

interface Side {
  readonly engine: Engine;
  ms: number;
  moves: number;
}

/** Plays one game; answers the winner's colour. */
function playGame(gameSeed: number, bColor: Color, a: Side, b: Side): Color {
  let toMove: Color = BLACK;
  let passes = 0;
  for (let n = 0; n < 3 * size * size && passes < 2; n++) {
    const mover = toMove === bColor ? b : a;
    const other = mover === a ? b : a;
    const start = performance.now();
    const result = mover.engine.genmove(toMove);
    mover.ms += performance.now() - start;
    mover.moves++;
    if (result.move === 'resign') return toMove === BLACK ? WHITE : BLACK;
    const vertex = result.move === 'pass' ? PASS : result.move;
    if (!other.engine.play(vertex, toMove).ok) throw new Error(`game ${gameSeed}: a move was refused`);
    passes = vertex === PASS ? passes + 1 : 0;
    toMove = toMove === BLACK ? WHITE : BLACK;
  }
  // Both passed (or the move cap): count the board with an ownership estimate, dead stones to their captor.
  const board = FastBoard.fromPosition(a.engine.position());
  const ownership = a.engine.ownership(400);
  const perPoint = new Float32Array(board.area);
  for (let v = 0; v < ownership.length; v++) perPoint[board.pointOf(v)] = ownership[v] ?? 0;
  return countedScore(board, perPoint) - komi > 0 ? BLACK : WHITE;
}

function engineFor(setting: Partial<EngineOptions>, gameSeed: number): Engine {
  return createEngine({ size, komi, level: 10, seed: gameSeed, playouts, ...setting });
}

let bWins = 0;
const a = { ms: 0, moves: 0 };
const b = { ms: 0, moves: 0 };
console.log(
  `bench:selfplay — A ${JSON.stringify(settings.a)} against B ${JSON.stringify(settings.b)}, ${games} games ` +
    `on ${size}×${size}, komi ${komi}, ${playouts} playouts a move, seed ${seed}`,
);
for (let g = 0; g < games; g++) {
  const gameSeed = seed * 100_000 + g;
  const sideA: Side = { engine: engineFor(settings.a, gameSeed), ms: 0, moves: 0 };
  const sideB: Side = { engine: engineFor(settings.b, gameSeed + 50_000), ms: 0, moves: 0 };
  const bColor: Color = g % 2 === 0 ? BLACK : WHITE;
  const winner = playGame(gameSeed, bColor, sideA, sideB);
  if (winner === bColor) bWins++;
  a.ms += sideA.ms;
  a.moves += sideA.moves;
  b.ms += sideB.ms;
  b.moves += sideB.moves;
  if ((g + 1) % 10 === 0 || g + 1 === games) {
    const [low, high] = wilson(bWins, g + 1);
    console.log(
      `  after ${g + 1} games: B won ${bWins} (${((100 * bWins) / (g + 1)).toFixed(0)} %, 95 % interval ` +
        `${(100 * low).toFixed(0)}–${(100 * high).toFixed(0)} %); A ${(a.ms / Math.max(1, a.moves)).toFixed(0)} ms ` +
        `a move, B ${(b.ms / Math.max(1, b.moves)).toFixed(0)} ms a move`,
    );
  }
}
