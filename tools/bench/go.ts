// `npm run bench:go`: light random playouts per second — uniformly random legal moves that do not fill
// one's own true eye, until two passes or a move cap — on 9×9 and 19×19 with our fast board, and the same
// loop with @sabaki/go-board in the same run, printed as a ratio. Also the AI's heuristic playouts.
// Flags: --seconds N (time per measurement, default 2).
import GoBoard from '@sabaki/go-board';
import type { Sign, Vertex as SabakiVertex } from '@sabaki/go-board';
import { Playout } from '../../src/domain/ai/playout';
import { FastBoard } from '../../src/domain/go/fastBoard';
import type { BoardSize } from '../../src/domain/go/coords';
import { createRandom } from '../../src/domain/go/random';
import type { Random } from '../../src/domain/go/random';
import { numberFlag } from './flags';

const seconds = numberFlag(process.argv, '--seconds', 2);

/** One light playout on the fast board from an empty board; answers the number of moves played. */
function fastLightPlayout(board: FastBoard, random: Random, maxMoves: number): number {
  let moves = 0;
  while (moves < maxMoves && board.consecutivePasses < 2) {
    const color = board.toMove;
    const n = board.emptyPointCount;
    const start = random.int(n);
    let chosen = -1;
    for (let j = 0; j < n; j++) {
      const i = start + j < n ? start + j : start + j - n;
      const p = board.emptyPoint(i);
      if (!board.isTrueEye(p, color) && board.isLegal(p, color)) {
        chosen = p;
        break;
      }
    }
    if (chosen < 0) board.pass();
    else board.playLegal(chosen, color);
    moves++;
  }
  return moves;
}

/** The same loop on @sabaki/go-board: immutable boards, so every move copies the board. */
function sabakiLightPlayout(size: number, random: Random, maxMoves: number): number {
  let board = GoBoard.fromDimensions(size);
  let sign: Sign = 1;
  let passes = 0;
  let moves = 0;
  while (moves < maxMoves && passes < 2) {
    const empty: SabakiVertex[] = [];
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) if (board.get([x, y]) === 0) empty.push([x, y]);
    }
    const n = empty.length;
    const start = random.int(n);
    let next: GoBoard | null = null;
    for (let j = 0; j < n && next === null; j++) {
      const v = empty[(start + j) % n] as SabakiVertex;
      if (isTrueEyeSabaki(board, v, sign)) continue;
      const a = board.analyzeMove(sign, v);
      if (a.suicide || a.ko || a.overwrite) continue;
      next = board.makeMove(sign, v);
    }
    if (next === null) passes++;
    else {
      board = next;
      passes = 0;
    }
    sign = sign === 1 ? -1 : 1;
    moves++;
  }
  return moves;
}

function isTrueEyeSabaki(board: GoBoard, [x, y]: SabakiVertex, sign: Sign): boolean {
  for (const n of board.getNeighbors([x, y])) if (board.get(n) !== sign) return false;
  let enemies = 0;
  let edge = 0;
  for (const [dx, dy] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ] as const) {
    const d: SabakiVertex = [x + dx, y + dy];
    if (!board.has(d)) edge = 1;
    else if (board.get(d) === -sign) enemies++;
  }
  return enemies + edge < 2;
}

interface Rate {
  playouts: number;
  perSecond: number;
  movesPerPlayout: number;
}

function measure(run: () => number, budgetMs: number): Rate {
  // Warm up so the JIT has compiled the loop before the clock starts.
  const warmEnd = performance.now() + Math.min(500, budgetMs / 4);
  while (performance.now() < warmEnd) run();
  let playouts = 0;
  let moves = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < budgetMs) {
    for (let i = 0; i < 16; i++) moves += run();
    playouts += 16;
    elapsed = performance.now() - start;
  }
  return { playouts, perSecond: (playouts * 1000) / elapsed, movesPerPlayout: moves / playouts };
}

function line(label: string, rate: Rate): string {
  return `${label.padEnd(34)} ${rate.perSecond.toFixed(0).padStart(9)} playouts/s  (${rate.movesPerPlayout.toFixed(0)} moves each, ${rate.playouts} run)`;
}

const budgetMs = seconds * 1000;
console.log(
  `bench:go — light random playouts, ${seconds} s per measurement, one core, Node ${process.version}`,
);
for (const size of [9, 19] as const satisfies readonly BoardSize[]) {
  const random = createRandom(size);
  const empty = new FastBoard(size);
  const board = new FastBoard(size);
  const maxMoves = 3 * size * size;
  const fast = measure(() => {
    board.copyFrom(empty);
    return fastLightPlayout(board, random, maxMoves);
  }, budgetMs);
  const sabaki = measure(() => sabakiLightPlayout(size, random, maxMoves), budgetMs / 2);
  const heuristic = new Playout(size, { mode: 'full', komi: 7.5, captureTarget: 0 }, random);
  const amaf = new Int8Array(board.area);
  const heavy = measure(() => {
    board.copyFrom(empty);
    amaf.fill(0);
    heuristic.evaluate(board, { amaf, owner: null });
    return board.emptyPointCount;
  }, budgetMs);
  console.log(`\n${size}×${size}`);
  console.log(line('fast board (light)', fast));
  console.log(line('@sabaki/go-board (light)', sabaki));
  console.log(
    `${'ratio fast / sabaki'.padEnd(34)} ${(fast.perSecond / sabaki.perSecond).toFixed(0).padStart(9)}×`,
  );
  console.log(
    `${'AI heuristic playouts'.padEnd(34)} ${heavy.perSecond.toFixed(0).padStart(9)} playouts/s  (${heavy.playouts} run)`,
  );
}
