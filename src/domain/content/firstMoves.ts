// Every first move of a problem, classified by our readers: right (it reaches the goal against the
// strongest defence, with the line that shows it), wrong (with the opponent's reply after which the goal is
// out of reach, proven), or unknown (the readers cannot settle it). The classification covers the
// problem's *scope*: for capture and save problems every legal point within SCOPE_RADIUS (Chebyshev) of a
// target stone, for live and kill problems every point of the enclosed region around the group (flooded
// from the target up to the killer's wall). A move outside the scope leaves the fight alone; it is read as
// the pass the problem's own check already refutes. A best-move problem with a scope is a counted endgame:
// the endgame reader classifies every move on its open borders by the count it leads to (endgameReader.ts).
// A make-ko problem (a best-move problem with a group, `koGroup`) is read on the group's region by three
// ko readers (koReader.ts). Other best-move problems (opening, the hand-written endgame basics) have no
// reader and no scope. Used by the content tools to complete the answer trees and by `content:check`.
import { PASS, neighbours } from '../go/coords';
import type { Vertex } from '../go/coords';
import { FastBoard } from '../go/fastBoard';
import { chainOf } from '../go/position';
import type { Position } from '../go/position';
import type { Problem } from '../go/problem';
import type { Color } from '../go/stones';
import { CaptureReader, captureReaderFor } from './captureReader';
import { classifyEndgame, endgameRefuted } from './endgameReader';
import { classifyKo, koRefuted } from './koReader';
import { LifeDeathReader } from './lifeDeathReader';
import type { Question } from './lifeDeathReader';
import { lifeDeathRegion } from './region';

export { MAX_REGION, lifeDeathRegion } from './region';

/** How far from a target stone a first move of a capture or save problem is classified. */
export const SCOPE_RADIUS = 3;
/** The deepest capture read, in plies (as the generator's). */
export const CAPTURE_PLIES = 31;
/** The deepest life-and-death read, in plies (as the generator's). */
export const LIFE_DEATH_PLIES = 16;

export type FirstMoveVerdict = 'right' | 'wrong' | 'unknown';

export interface FirstMove {
  readonly move: Vertex;
  readonly verdict: FirstMoveVerdict;
  /**
   * Right: the opponent's strongest resistance and the player's answers until the goal is on the board.
   * Wrong: the opponent's refuting reply (and, for save problems, the capture that follows).
   */
  readonly line: readonly Vertex[];
  /** The verdict rests on seki: the owner keeps the group in seki (right for live, the refutation of kill). */
  readonly seki?: true;
}

export interface Classification {
  /** The goal read; `endgame` for a counted endgame (endgameReader.ts), `ko` for a make-ko problem (koReader.ts). */
  readonly kind: 'capture' | 'save' | 'live' | 'kill' | 'capture_any' | 'endgame' | 'ko';
  /** The points whose first moves are classified (occupied and illegal points included or not alike). */
  readonly scope: readonly Vertex[];
  /** One entry per legal first move in the scope, in board order. */
  readonly moves: readonly FirstMove[];
}

export interface ClassifyOptions {
  readonly capturePlies?: number;
  readonly lifeDeathPlies?: number;
  readonly nodeLimit?: number;
  /**
   * The region a live or kill problem is read on, when not the one flooded from its start. A later turn
   * of a problem is read on the problem's own region (tools/content/laterTurnMoves.ts): the killer's
   * stones played since can cut the position's own flood short of owner stones that still fight (beyond
   * a killer chain in atari, which the owner captures from there), and their moves would never be read.
   */
  readonly region?: readonly Vertex[];
  /**
   * A right move needs no line (a later turn, where an added move is a leaf,
   * tools/content/laterTurnMoves.ts): a move the readers prove right is right there even when no line
   * can be drawn for it, most often because the opponent's longest resistance is to pass, which a tree
   * does not hold. A first move needs its line, and stays unknown then.
   */
  readonly lineless?: boolean;
}

type Settled = Required<Omit<ClassifyOptions, 'region' | 'lineless'>> &
  Pick<ClassifyOptions, 'region' | 'lineless'>;

function played(board: FastBoard, move: number): FastBoard | null {
  const child = board.clone();
  return child.play(move) ? child : null;
}

/** Distinct chains (one vertex each) among the targets. */
function targetChains(problem: Problem, targets: readonly Vertex[]): Vertex[] {
  const seen = new Set<Vertex>();
  const out: Vertex[] = [];
  for (const t of targets) {
    if (seen.has(t)) continue;
    for (const s of chainOf(problem.start, t)) seen.add(s);
    out.push(t);
  }
  return out;
}

/** Points within `radius` (Chebyshev) of any of `stones`. */
function near(size: number, stones: readonly Vertex[], radius: number): Vertex[] {
  const out: Vertex[] = [];
  for (let v = 0; v < size * size; v++) {
    const x = v % size;
    const y = Math.floor(v / size);
    if (stones.some((s) => Math.max(Math.abs((s % size) - x), Math.abs(Math.floor(s / size) - y)) <= radius))
      out.push(v);
  }
  return out;
}

/** Every move of `side`-to-move near the reader's target (and a pass) keeps `outcome`. */
function holdsAgainstAll(
  reader: CaptureReader,
  board: FastBoard,
  plies: number,
  level: number,
  outcome: 'win' | 'fail',
): boolean {
  const size = board.size;
  const stones = board.chainStones(reader.target).map((p) => board.vertexOf(p));
  // One board for every reply (the reader keeps none): a copy per reply was a tenth of the proofs' time.
  const child = board.clone();
  for (const v of [...near(size, stones, SCOPE_RADIUS), -1]) {
    const move = v < 0 ? PASS : board.pointOf(v);
    if (move !== PASS && (board.at(move) !== 0 || !board.isLegal(move))) continue;
    child.copyFrom(board);
    if (!child.play(move)) continue;
    const result = reader.captured(child) ? 'win' : reader.capture(child, plies - 1, level + 1);
    if (result !== outcome) return false;
  }
  return true;
}

/** The attacker's fastest capture from `board` against the longest resistance, as moves (both sides). */
function captureLine(
  reader: CaptureReader,
  board: FastBoard,
  maxPlies: number,
  level: number,
): number[] | null {
  const line: number[] = [];
  let current = board;
  let plies = reader.distance(board, maxPlies, level);
  if (typeof plies !== 'number') return null;
  let depth = level;
  while (!reader.captured(current) && plies > 0) {
    const attacker = current.toMove === reader.attacker;
    let chosen: { move: number; child: FastBoard; dist: number } | null = null;
    const moves = attacker ? reader.attackerMoves(current, depth) : reader.defenderMoves(current, depth);
    // In a race the defender may have nothing better than waiting (an eye against no eye): the line
    // then shows its longest resistance among real moves.
    const waiting = !attacker && reader.race;
    for (const move of waiting ? moves.filter((m) => m !== PASS) : moves) {
      const child = played(current, move);
      if (child === null) continue;
      const d: number | null | undefined = reader.captured(child)
        ? 0
        : reader.distance(child, plies - 1, depth + 1);
      if (typeof d !== 'number') continue;
      if (attacker) {
        if (d <= plies - 1) {
          chosen = { move, child, dist: d };
          break;
        }
      } else if (chosen === null || d > chosen.dist || (d === chosen.dist && chosen.move === PASS)) {
        chosen = { move, child, dist: d };
      }
    }
    if (chosen === null) return null;
    if (chosen.move === PASS) return null;
    line.push(chosen.move);
    current = chosen.child;
    plies = chosen.dist;
    depth++;
  }
  return reader.captured(current) ? line : null;
}

/** A first move refuted by the opponent's `reply` (a fast-board point), or unknown when none was found. */
function refutedBy(root: FastBoard, move: Vertex, reply: number | null): FirstMove {
  return reply === null
    ? { move, verdict: 'unknown', line: [] }
    : { move, verdict: 'wrong', line: [root.vertexOf(reply)] };
}

function classifyCapture(problem: Problem, targets: readonly Vertex[], o: Settled): Classification | null {
  const chains = targetChains(problem, targets);
  if (chains.length !== 1) return null;
  const root = FastBoard.fromPosition(problem.start);
  const defender = -problem.start.toMove as Color;
  // A target with four liberties or more is a capturing race: the race reader counts both sides.
  const reader = captureReaderFor(root, root.pointOf(chains[0] as Vertex), { nodeLimit: o.nodeLimit });
  if (reader.defender !== defender) return null;
  const H = o.capturePlies;
  const scope = near(root.size, chainOf(problem.start, chains[0] as Vertex), SCOPE_RADIUS);
  const moves: FirstMove[] = [];
  for (const v of scope) {
    const p = root.pointOf(v);
    if (root.at(p) !== 0) continue;
    const child = played(root, p);
    if (child === null) continue;
    if (reader.captured(child)) {
      moves.push({ move: v, verdict: 'right', line: [] });
      continue;
    }
    const outcome = reader.capture(child, H - 1, 1);
    if (outcome === 'win' && holdsAgainstAll(reader, child, H - 1, 1, 'win')) {
      const line = captureLine(reader, child, H - 1, 1);
      moves.push(
        line === null
          ? { move: v, verdict: o.lineless ? 'right' : 'unknown', line: [] }
          : { move: v, verdict: 'right', line: line.map((m) => root.vertexOf(m)) },
      );
      continue;
    }
    if (outcome !== 'fail') {
      moves.push({ move: v, verdict: 'unknown', line: [] });
      continue;
    }
    moves.push(refutedBy(root, v, captureRefutation(reader, child, H - 1)));
  }
  return { kind: 'capture', scope, moves };
}

// ---- capture_any (issue 14: double atari): one of the marked chains, whichever the opponent leaves ----

/** One capture reader per marked chain of the opponent; null when a target is not the opponent's. */
function anyReaders(problem: Problem, root: FastBoard, targets: readonly Vertex[], nodeLimit: number) {
  const defender = -problem.start.toMove as Color;
  const readers = targetChains(problem, targets).map((t) =>
    captureReaderFor(root, root.pointOf(t), { nodeLimit }),
  );
  return readers.length >= 2 && readers.every((r) => r.defender === defender) ? readers : null;
}

/**
 * The legal points within SCOPE_RADIUS of any marked stone still on the board (the fight's points), the
 * marked chains' liberties first (the replies a reader tries first, and the line shows: saving a chain).
 */
function anyScope(board: FastBoard, readers: readonly CaptureReader[]): number[] {
  const size = board.size;
  const standing = readers.filter((r) => !r.captured(board));
  const stones = standing.flatMap((r) => board.chainStones(r.target).map((p) => board.vertexOf(p)));
  const liberties = new Set(
    stones.flatMap((v) => neighbours(size, v)).filter((v) => board.at(board.pointOf(v)) === 0),
  );
  const points = near(size, stones, SCOPE_RADIUS).filter((v) => board.at(board.pointOf(v)) === 0);
  return [...points.filter((v) => liberties.has(v)), ...points.filter((v) => !liberties.has(v))]
    .map((v) => board.pointOf(v))
    .filter((p) => board.isLegal(p));
}

/**
 * With the player to move: 'win' when some marked chain is captured or one reader captures its chain
 * (whatever the opponent does: a single chain's strategy is enough), 'fail' when every reader fails,
 * else 'unknown'.
 */
function anyCapture(readers: readonly CaptureReader[], board: FastBoard, plies: number, level: number) {
  let unknown = false;
  for (const r of readers) {
    if (r.captured(board)) return 'win' as const;
    const outcome = r.capture(board, plies, level);
    if (outcome === 'win') return 'win' as const;
    if (outcome !== 'fail') unknown = true;
  }
  return unknown ? ('unknown' as const) : ('fail' as const);
}

/**
 * With the player to move: whether no marked chain can be captured, read one move deeper than the single
 * chains' readers, so that a second double threat is found: every player move near the chains is answered
 * by a reply after which every reader fails. 'fail' (proven), 'win' or 'unknown'.
 */
function anyRefuted(
  readers: readonly CaptureReader[],
  board: FastBoard,
  plies: number,
  level: number,
): 'fail' | 'win' | 'unknown' {
  const now = anyCapture(readers, board, plies, level);
  if (now !== 'fail') return now;
  for (const move of anyScope(board, readers)) {
    const child = played(board, move);
    if (child === null) continue;
    if (readers.some((r) => r.captured(child))) return 'win';
    let answered = false;
    for (const reply of [...anyScope(child, readers), PASS]) {
      const next = played(child, reply);
      if (next === null) continue;
      if (anyCapture(readers, next, plies - 2, level + 2) === 'fail') {
        answered = true;
        break;
      }
    }
    if (!answered) return 'unknown';
  }
  return 'fail';
}

/** The opponent's reply (a real move) after which the player captures none of the marked chains. */
function anyRefutation(readers: readonly CaptureReader[], board: FastBoard, plies: number): number | null {
  for (const reply of anyScope(board, readers)) {
    const child = played(board, reply);
    if (child === null) continue;
    if (anyRefuted(readers, child, plies - 1, 2) === 'fail') return reply;
  }
  return null;
}

function classifyCaptureAny(problem: Problem, targets: readonly Vertex[], o: Settled): Classification | null {
  const root = FastBoard.fromPosition(problem.start);
  const readers = anyReaders(problem, root, targets, o.nodeLimit);
  if (readers === null) return null;
  const H = o.capturePlies;
  const stones = targetChains(problem, targets).flatMap((t) => chainOf(problem.start, t));
  const scope = near(root.size, stones, SCOPE_RADIUS);
  const moves: FirstMove[] = [];
  for (const v of scope) {
    const p = root.pointOf(v);
    if (root.at(p) !== 0) continue;
    const child = played(root, p);
    if (child === null) continue;
    if (readers.some((r) => r.captured(child))) {
      moves.push({ move: v, verdict: 'right', line: [] });
      continue;
    }
    // Right: after every reply (near the chains, or elsewhere: a pass), one chain falls. The line is the
    // longest resistance, then the fastest capture of the chain it leaves.
    let right = true;
    let unknown = false;
    let longest: { reply: number; line: number[] } | null = null;
    for (const reply of [...anyScope(child, readers), PASS]) {
      const next = played(child, reply);
      if (next === null) continue;
      const outcome = anyCapture(readers, next, H - 2, 2);
      if (outcome !== 'win') {
        right = false;
        unknown ||= outcome === 'unknown';
        break;
      }
      if (reply === PASS) continue;
      let fastest: number[] | null = null;
      for (const r of readers) {
        const line = r.captured(next) ? [] : captureLine(r, next, H - 2, 2);
        if (line !== null && (fastest === null || line.length < fastest.length)) fastest = line;
      }
      if (fastest === null) {
        // Won, but no line to show after this reply.
        if (o.lineless) continue;
        unknown = true;
        right = false;
        break;
      }
      if (longest === null || fastest.length > longest.line.length) longest = { reply, line: fastest };
    }
    if (right && longest !== null) {
      moves.push({
        move: v,
        verdict: 'right',
        line: [longest.reply, ...longest.line].map((m) => root.vertexOf(m)),
      });
      continue;
    }
    if (right || unknown) {
      moves.push({ move: v, verdict: right && o.lineless ? 'right' : 'unknown', line: [] });
      continue;
    }
    moves.push(refutedBy(root, v, anyRefutation(readers, child, H - 1)));
  }
  return { kind: 'capture_any', scope, moves };
}

/** The defender's reply after which no attacker move near the target (nor a pass) captures. */
function captureRefutation(reader: CaptureReader, board: FastBoard, plies: number): number | null {
  for (const move of reader.defenderMoves(board, 1)) {
    if (move === PASS) continue;
    const child = played(board, move);
    if (child === null || reader.captured(child)) continue;
    if (reader.capture(child, plies - 1, 2) !== 'fail') continue;
    if (holdsAgainstAll(reader, child, plies - 1, 2, 'fail')) return move;
  }
  return null;
}

function classifySave(problem: Problem, targets: readonly Vertex[], o: Settled): Classification {
  const chains = targetChains(problem, targets);
  const root = FastBoard.fromPosition(problem.start);
  const player = problem.start.toMove;
  const readers = chains.map((t) => new CaptureReader(root.pointOf(t), player, { nodeLimit: o.nodeLimit }));
  const H = o.capturePlies;
  const stones = chains.flatMap((t) => chainOf(problem.start, t));
  const scope = near(root.size, stones, SCOPE_RADIUS);
  const moves: FirstMove[] = [];
  for (const v of scope) {
    const p = root.pointOf(v);
    if (root.at(p) !== 0) continue;
    const child = played(root, p);
    if (child === null) continue;
    let verdict: FirstMoveVerdict = 'right';
    let line: Vertex[] = [];
    for (const r of readers) {
      if (r.captured(child)) {
        verdict = 'wrong';
        break;
      }
      const outcome = r.capture(child, H, 1);
      if (outcome === 'fail' && holdsAgainstAll(r, child, H, 1, 'fail')) continue;
      if (outcome === 'win') {
        const found = captureLine(r, child, H, 1);
        if (found !== null && found.length > 0) {
          verdict = 'wrong';
          line = found.map((m) => root.vertexOf(m));
          break;
        }
      }
      verdict = 'unknown';
    }
    moves.push({ move: v, verdict, line: verdict === 'right' ? [] : line });
  }
  // A wrong move with no line (it captured its own stones) is refuted by any move: it stays unknown.
  return {
    kind: 'save',
    scope,
    moves: moves.map((m) =>
      m.verdict === 'wrong' && m.line.length === 0 ? { ...m, verdict: 'unknown' } : m,
    ),
  };
}

function lifeDeathSetup(problem: Problem, targets: readonly Vertex[], o: Settled) {
  const target = targets[0];
  if (target === undefined) return null;
  const region = o.region ?? lifeDeathRegion(problem, target);
  if (region === null) return null;
  const root = FastBoard.fromPosition(problem.start);
  const owner = problem.start.stones[target] as Color;
  const reader = new LifeDeathReader(
    root,
    region.map((v) => root.pointOf(v)),
    root.pointOf(target),
    owner,
    { nodeLimit: o.nodeLimit },
  );
  return { root, region, reader };
}

function after(reader: LifeDeathReader, board: FastBoard, move: number): FastBoard | null {
  const child = board.clone();
  return reader.play(child, move) ? child : null;
}

/** The prover's fastest win from `board` against the longest resistance, as moves; null if not proven. */
function lifeDeathLine(
  reader: LifeDeathReader,
  board: FastBoard,
  question: Question,
  maxPlies: number,
): number[] | null {
  const prover = question === 'kill' ? reader.killer : reader.owner;
  const done = (b: FastBoard) => (question === 'kill' ? reader.captured(b) : reader.alive(b));
  const line: number[] = [];
  let current = board;
  let plies = reader.distance(board, question, maxPlies);
  if (typeof plies !== 'number') return null;
  while (!done(current) && plies > 0) {
    const proverToMove = current.toMove === prover;
    // A survive line stops in seki: the killer to move, the owner unable to force Benson life from here,
    // so the killer's best is to pass (what it could try instead only lets the owner live outright).
    if (question === 'survive' && !proverToMove && reader.passEnds(current, question, PASS)) {
      if (reader.solve(current, 'live', plies) !== 'win') return line;
    }
    let chosen: { move: number; child: FastBoard; dist: number } | null = null;
    for (const move of reader.moves(current, question)) {
      const child = after(reader, current, move);
      if (child === null) continue;
      // In `survive`, the killer's pass with no ko ban ends the fight in seki: the line stops there.
      const d: number | null | undefined = reader.passEnds(current, question, move)
        ? 0
        : reader.distance(child, question, plies - 1);
      if (typeof d !== 'number') {
        if (d === undefined) return null;
        continue;
      }
      if (proverToMove) {
        if (move !== PASS && d <= plies - 1) {
          chosen = { move, child, dist: d };
          break;
        }
      } else if (chosen === null || d > chosen.dist || (d === chosen.dist && chosen.move === PASS)) {
        chosen = { move, child, dist: d };
      }
    }
    if (chosen === null) return null;
    // A kill line stops when the owner has nothing better than a pass, a survive line when the killer has
    // nothing better (seki).
    if (chosen.move === PASS) {
      if (question === 'kill') return line;
      return reader.passEnds(current, question, PASS) ? line : null;
    }
    line.push(chosen.move);
    current = chosen.child;
    plies = chosen.dist;
  }
  return done(current) ? line : null;
}

/** The reply to a wrong move that reaches the opponent's `question` fastest (no pass), or null. */
function fastestReply(
  reader: LifeDeathReader,
  board: FastBoard,
  question: Question,
  plies: number,
): number | null {
  let best: { move: number; dist: number } | null = null;
  for (const r of reader.moves(board, question)) {
    if (r === PASS) continue;
    const next = after(reader, board, r);
    if (next === null) continue;
    const d = reader.distance(next, question, plies);
    if (typeof d === 'number' && (best === null || d < best.dist)) best = { move: r, dist: d };
  }
  return best === null ? null : best.move;
}

function classifyLifeDeath(
  problem: Problem,
  kind: 'live' | 'kill',
  targets: readonly Vertex[],
  o: Settled,
): Classification | null {
  const setup = lifeDeathSetup(problem, targets, o);
  if (setup === null) return null;
  const { root, region, reader } = setup;
  const H = o.lifeDeathPlies;
  const theirs: Question = kind === 'live' ? 'kill' : 'live';
  const moves: FirstMove[] = [];
  for (const v of region) {
    const p = root.pointOf(v);
    if (root.at(p) !== 0) continue;
    const child = after(reader, root, p);
    if (child === null) continue;
    const doneNow = kind === 'live' ? reader.alive(child) : reader.captured(child);
    if (doneNow) {
      moves.push({ move: v, verdict: 'right', line: [] });
      continue;
    }
    const mine = reader.solve(child, kind, H - 1);
    if (mine === 'win') {
      const line = lifeDeathLine(reader, child, kind, H - 1);
      moves.push(
        line === null
          ? { move: v, verdict: o.lineless ? 'right' : 'unknown', line: [] }
          : { move: v, verdict: 'right', line: line.map((m) => root.vertexOf(m)) },
      );
      continue;
    }
    const other = mine === 'fail' ? reader.solve(child, theirs, H - 1) : 'unknown';
    if (other === 'win') {
      // The refutation: the reply that reaches the opponent's goal fastest.
      const reply = fastestReply(reader, child, theirs, H - 2);
      moves.push(
        reply === null
          ? { move: v, verdict: 'unknown', line: [] }
          : { move: v, verdict: 'wrong', line: [root.vertexOf(reply)] },
      );
      continue;
    }
    // Neither side forces its goal outright: the owner may still keep the group in seki (survive), which
    // is right for "live" (seki is enough) and refutes "kill".
    const seki = reader.solve(child, 'survive', H - 1);
    if (seki !== 'win') {
      moves.push({ move: v, verdict: 'unknown', line: [] });
      continue;
    }
    if (kind === 'live') {
      const line = lifeDeathLine(reader, child, 'survive', H - 1);
      moves.push(
        line === null
          ? o.lineless
            ? { move: v, verdict: 'right', line: [], seki: true }
            : { move: v, verdict: 'unknown', line: [] }
          : { move: v, verdict: 'right', line: line.map((m) => root.vertexOf(m)), seki: true },
      );
    } else {
      const reply = fastestReply(reader, child, 'survive', H - 2);
      moves.push(
        reply === null
          ? { move: v, verdict: 'unknown', line: [] }
          : { move: v, verdict: 'wrong', line: [root.vertexOf(reply)], seki: true },
      );
    }
  }
  return { kind, scope: region, moves };
}

/**
 * Whether the chain at `target` stays on the board in `end` (seki or life) against every move of the
 * opponent, who is to move: the reader's exhaustive `survive` search over the region flooded from the
 * target (every owner stone reachable from it and the opponent's chains enclosed there; every other
 * opponent move changes no liberty inside and is a pass there). The problem checker's `livesInSeki`.
 */
export function livesInSeki(end: Position, target: Vertex, options: ClassifyOptions = {}): boolean {
  const o = settle(options);
  const owner = end.stones[target];
  if (owner !== 1 && owner !== -1) return false;
  const region = lifeDeathRegion({ start: end }, target);
  if (region === null) return false;
  const board = FastBoard.fromPosition(end);
  if (board.toMove === owner) board.pass();
  const reader = new LifeDeathReader(
    board,
    region.map((v) => board.pointOf(v)),
    board.pointOf(target),
    owner,
    { nodeLimit: o.nodeLimit },
  );
  return reader.solve(board, 'survive', o.lifeDeathPlies) === 'win';
}

function settle(options: ClassifyOptions): Settled {
  return {
    capturePlies: options.capturePlies ?? CAPTURE_PLIES,
    lifeDeathPlies: options.lifeDeathPlies ?? LIFE_DEATH_PLIES,
    nodeLimit: options.nodeLimit ?? 200_000,
    ...(options.region === undefined ? {} : { region: options.region }),
    ...(options.lineless === undefined ? {} : { lineless: options.lineless }),
  };
}

/** Every legal first move in the problem's scope, classified; null for goals our readers do not read. */
export function classifyFirstMoves(problem: Problem, options: ClassifyOptions = {}): Classification | null {
  const goal = problem.goal;
  const o = settle(options);
  switch (goal.kind) {
    case 'capture':
      return classifyCapture(problem, goal.targets, o);
    case 'capture_any':
      return classifyCaptureAny(problem, goal.targets, o);
    case 'save':
      return classifySave(problem, goal.targets, o);
    case 'live':
    case 'kill':
      return classifyLifeDeath(problem, goal.kind, goal.targets, o);
    case 'best_move': {
      // A make-ko problem is read on its group's region (koReader.ts); a counted endgame (it has a scope
      // and no group) by the endgame reader; opening and other best-move problems are not read.
      if (problem.koGroup !== undefined) {
        const k = classifyKo(problem);
        return k === null ? null : { kind: 'ko', scope: k.scope, moves: k.moves };
      }
      if (problem.scope === undefined) return null;
      const c = classifyEndgame(problem.start);
      return c === null ? null : { kind: 'endgame', scope: c.scope, moves: c.moves };
    }
    default:
      return null;
  }
}

/**
 * Whether `moves` (the player's wrong move, the opponent's reply, maybe more, both sides alternately from
 * the start) leave the player unable to reach the goal: 'win' when proven (the refutation refutes), 'fail'
 * when the player can still reach it, 'unknown' when the readers cannot tell or the goal is not read.
 */
export function refutationHolds(
  problem: Problem,
  moves: readonly Vertex[],
  options: ClassifyOptions = {},
): 'win' | 'fail' | 'unknown' {
  const goal = problem.goal;
  if (goal.kind === 'best_move' && problem.koGroup !== undefined) return koRefuted(problem, moves);
  if (goal.kind === 'best_move' && problem.scope !== undefined) return endgameRefuted(problem.start, moves);
  if (!('targets' in goal)) return 'unknown';
  const o = settle(options);
  const root = FastBoard.fromPosition(problem.start);
  let board: FastBoard | null = root;
  for (const v of moves) board = board === null ? null : played(board, v < 0 ? PASS : root.pointOf(v));
  if (board === null) return 'unknown';
  const used = moves.length;
  switch (goal.kind) {
    case 'capture': {
      const chains = targetChains(problem, goal.targets);
      const defender = -problem.start.toMove as Color;
      let everyCaptured = true;
      for (const t of chains) {
        const reader = captureReaderFor(root, root.pointOf(t), { nodeLimit: o.nodeLimit });
        if (reader.defender !== defender || reader.captured(board)) continue;
        everyCaptured = false;
        // One target that no attacker move can take is enough.
        const outcome =
          board.toMove === reader.attacker ? reader.capture(board, o.capturePlies - used, used) : 'unknown';
        if (outcome === 'fail' && holdsAgainstAll(reader, board, o.capturePlies - used, used, 'fail'))
          return 'win';
        if (outcome === 'win') return 'fail';
      }
      return everyCaptured ? 'fail' : 'unknown';
    }
    case 'capture_any': {
      const readers = anyReaders(problem, root, goal.targets, o.nodeLimit);
      if (readers === null || board.toMove !== problem.start.toMove) return 'unknown';
      const outcome = anyRefuted(readers, board, o.capturePlies - used, used);
      return outcome === 'fail' ? 'win' : outcome === 'win' ? 'fail' : 'unknown';
    }
    case 'save': {
      const chains = targetChains(problem, goal.targets);
      const player = problem.start.toMove;
      for (const t of chains) {
        const reader = new CaptureReader(root.pointOf(t), player, { nodeLimit: o.nodeLimit });
        if (reader.captured(board)) return 'win';
        if (board.toMove !== player) continue;
        // With the player to move, every defence near the target still loses it.
        const outcome = reader.capture(board, o.capturePlies - used, used);
        if (outcome === 'win' && holdsAgainstAll(reader, board, o.capturePlies - used, used, 'win'))
          return 'win';
      }
      return 'unknown';
    }
    case 'live':
    case 'kill': {
      const setup = lifeDeathSetup(problem, goal.targets, o);
      if (setup === null) return 'unknown';
      const { reader } = setup;
      const theirs: Question = goal.kind === 'live' ? 'kill' : 'live';
      const decided = goal.kind === 'live' ? reader.captured(board) : reader.alive(board);
      if (decided) return 'win';
      const outcome = reader.solve(board, theirs, o.lifeDeathPlies - used);
      if (outcome === 'win') return 'win';
      const mine = reader.solve(board, goal.kind, o.lifeDeathPlies - used);
      if (mine === 'win') return 'fail';
      // Seki: the owner keeping the group refutes a kill; for a live goal it means the goal is in reach.
      const seki = reader.solve(board, 'survive', o.lifeDeathPlies - used);
      if (seki === 'win') return goal.kind === 'kill' ? 'win' : 'fail';
      return 'unknown';
    }
    default:
      return 'unknown';
  }
}
