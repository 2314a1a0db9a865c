// Differential harness: the fast board against the immutable core, move by move on seeded random games —
// the same legality for every point, the same stones, prisoners, ko, hash and side to move after every
// move, and the same chains and liberties at checkpoints. Random legal moves fill eyes, so games go through
// many captures, kos and (with suicide allowed) self-captures.
import {
  FastBoard,
  PASS,
  chainOf,
  createRandom,
  emptyPosition,
  isLegal,
  libertiesOf,
  makeVertex,
  play,
} from '../../../../src/domain/go';
import type { BoardSize, Color, Position, RuleOptions, Vertex } from '../../../../src/domain/go';

export interface Run {
  moves: number;
  captures: number;
  kos: number;
  mismatches: string[];
}

function compareState(position: Position, fast: FastBoard, where: string, out: string[]): void {
  const stones = fast.toStones();
  for (let v = 0; v < stones.length; v++) {
    if (stones[v] !== position.stones[v]) {
      out.push(`${where}: stone at ${makeVertex(position.size, v)}`);
      return;
    }
  }
  const ko = fast.ko === -1 ? null : fast.vertexOf(fast.ko);
  if (ko !== position.ko) out.push(`${where}: ko ${String(ko)} vs ${String(position.ko)}`);
  if (fast.prisoners(1) !== position.captures.black || fast.prisoners(-1) !== position.captures.white) {
    out.push(`${where}: prisoners`);
  }
  if (fast.hash.lo !== position.hash.lo || fast.hash.hi !== position.hash.hi) out.push(`${where}: hash`);
  if (fast.toMove !== position.toMove) out.push(`${where}: side to move`);
}

function compareChains(position: Position, fast: FastBoard, where: string, out: string[]): void {
  for (let v = 0; v < position.stones.length; v++) {
    if (position.stones[v] === 0) continue;
    const p = fast.pointOf(v);
    const liberties = libertiesOf(position, v);
    const atari = liberties.length === 1 ? fast.pointOf(liberties[0] as Vertex) : -1;
    if (fast.liberties(p) !== liberties.length)
      out.push(`${where}: liberties at ${makeVertex(position.size, v)}`);
    if (fast.atariLiberty(p) !== atari) out.push(`${where}: atari at ${makeVertex(position.size, v)}`);
    if (fast.chainSizeAt(p) !== chainOf(position, v).length) out.push(`${where}: chain at ${v}`);
  }
}

export function randomGame(size: BoardSize, seed: number, length: number, rules: RuleOptions): Run {
  const random = createRandom(seed);
  const run: Run = { moves: 0, captures: 0, kos: 0, mismatches: [] };
  let position = emptyPosition(size);
  const fast = new FastBoard(size, { allowSuicide: rules.allowSuicide ?? false });
  for (let m = 0; m < length && run.mismatches.length === 0; m++) {
    const where = `${size}×${size} seed ${seed} move ${m}`;
    const legal: Vertex[] = [];
    const other = -position.toMove as Color;
    const checkOther = m % 7 === 0;
    for (let v = 0; v < size * size; v++) {
      const slow = isLegal(position, v, rules);
      if (slow !== fast.isLegal(fast.pointOf(v)))
        run.mismatches.push(`${where}: legality of ${makeVertex(size, v)}`);
      if (slow) legal.push(v);
      if (
        checkOther &&
        isLegal(position, v, { ...rules, color: other }) !== fast.isLegal(fast.pointOf(v), other)
      ) {
        run.mismatches.push(`${where}: legality for the other colour at ${makeVertex(size, v)}`);
      }
    }
    const vertex =
      random.next() < 0.03 || legal.length === 0 ? PASS : (legal[random.int(legal.length)] as Vertex);
    const result = play(position, vertex, rules);
    if (!result.ok) {
      run.mismatches.push(`${where}: the slow core refused its own legal move (${result.error})`);
      break;
    }
    if (!fast.play(fast.pointOf(vertex)))
      run.mismatches.push(`${where}: the fast board refused a legal move`);
    if (fast.lastCaptureCount !== result.captured.length) run.mismatches.push(`${where}: captured count`);
    position = result.position;
    run.moves++;
    run.captures += result.captured.length;
    if (position.ko !== null) run.kos++;
    compareState(position, fast, where, run.mismatches);
    if (m % 10 === 0) compareChains(position, fast, where, run.mismatches);
    if (m % 50 === 25) {
      // A board rebuilt from the position, and a clone, must behave like the one that played the moves.
      const rebuilt = FastBoard.fromPosition(position, { allowSuicide: rules.allowSuicide ?? false });
      compareState(position, rebuilt, `${where} (rebuilt)`, run.mismatches);
      compareChains(position, rebuilt, `${where} (rebuilt)`, run.mismatches);
      compareState(position, fast.clone(), `${where} (clone)`, run.mismatches);
    }
  }
  return run;
}

export function total(runs: readonly Run[]): Run {
  return runs.reduce(
    (a, r) => ({
      moves: a.moves + r.moves,
      captures: a.captures + r.captures,
      kos: a.kos + r.kos,
      mismatches: [...a.mismatches, ...r.mismatches],
    }),
    { moves: 0, captures: 0, kos: 0, mismatches: [] },
  );
}
