// Capture and save problems solved with the capture reader: the first-move scan (every legal move of the
// player near the target is read, so a second way to the goal is found and the problem thrown away), the
// right lines (every fastest move of the player, the defender's longest resistance after each, and every
// defender move near the target read once more off the reader's lists), and the tempting wrong moves with
// the reply that refutes them. What comes out is an answer tree in the generator's frame plus
// the facts of the main line that tell the techniques apart (ladder, net, snapback, throw-in, cut …).
import { PASS } from '../../src/domain/go/coords';
import type { Vertex } from '../../src/domain/go/coords';
import { FastBoard } from '../../src/domain/go/fastBoard';
import type { Position } from '../../src/domain/go/position';
import type { ProblemNode } from '../../src/domain/go/problem';
import type { Color } from '../../src/domain/go/stones';
import { libertyList } from '../../src/domain/content/boardReading';
import { CaptureReader, captureReaderFor } from '../../src/domain/content/captureReader';
import type { CaptureReaderOptions } from '../../src/domain/content/captureReader';

export interface TacticsSettings {
  /**
   * The longest solution read, in plies. Every other first move is read this deep as well, so a slower
   * way to capture (a ladder where a net is faster) is found and the problem dropped.
   */
  readonly maxPlies: number;
  /** Most first moves that may be right (all are marked right); more and the problem is dropped. */
  readonly maxRight: number;
  /** Most right moves at a later point of a right line. */
  readonly maxBranch: number;
  /** Tempting wrong first moves written with their refutation. */
  readonly wrongMoves: number;
  readonly reader?: CaptureReaderOptions;
  /**
   * Capturing races: a target with four liberties or more is read by the race reader (as the first-move
   * classifier and content:check read it). Off for the older templates, which never draw one.
   */
  readonly race?: boolean;
}

export const defaultTactics: TacticsSettings = {
  maxPlies: 31,
  maxRight: 1,
  maxBranch: 2,
  wrongMoves: 3,
};

/** One move of a main line, with what it did. */
export interface LineStep {
  readonly move: Vertex;
  readonly byPlayer: boolean;
  /** Stones the move removed. */
  readonly captured: number;
  /** Liberties of the target chain after the move (0 once captured). */
  readonly targetLiberties: number;
  /** The move was on a liberty of the target. */
  readonly onLiberty: boolean;
  /** The stone played is left with one liberty (and did not capture the target). */
  readonly selfAtari: boolean;
  /** Liberties of the mover's new chain after the move. */
  readonly ownLiberties: number;
}

export interface TacticsSolution {
  /** Plies of the fastest right line (capture problems), or 1 (save problems). */
  readonly distance: number;
  readonly right: readonly Vertex[];
  readonly mainLine: readonly LineStep[];
  readonly tree: readonly ProblemNode[];
  readonly wrongCount: number;
  readonly rootLiberties: number;
}

export type Rejected = { readonly rejected: string };
export const rejected = (why: string): Rejected => ({ rejected: why });
export function isRejected(x: unknown): x is Rejected {
  return typeof x === 'object' && x !== null && 'rejected' in x;
}

class Stop extends Error {}

function stepOf(
  before: FastBoard,
  after: FastBoard,
  move: number,
  target: number,
  targetColor: Color,
): LineStep {
  const mover = before.toMove;
  const capturedTarget = after.at(target) !== targetColor;
  const ownLiberties = move === PASS ? 0 : after.liberties(move);
  return {
    move: before.vertexOf(move),
    byPlayer: false,
    captured: after.prisoners(mover) - before.prisoners(mover),
    targetLiberties: capturedTarget ? 0 : after.liberties(target),
    onLiberty: move !== PASS && !capturedTarget && libertyList(before, target).includes(move),
    selfAtari: move !== PASS && !capturedTarget && ownLiberties === 1,
    ownLiberties,
  };
}

function played(board: FastBoard, move: number): FastBoard | null {
  const child = board.clone();
  return child.play(move) ? child : null;
}

/** How far from the target a first move is still read; moves further away count as a pass. */
export const SCAN_RADIUS = 3;

/** Legal points of the side to move within SCAN_RADIUS (Chebyshev) of a stone of the given chains. */
function nearPoints(board: FastBoard, chains: readonly number[]): number[] {
  const size = board.size;
  const stones = chains.flatMap((c) => board.chainStones(c).map((p) => board.vertexOf(p)));
  const out: number[] = [];
  for (let v = 0; v < size * size; v++) {
    const p = board.pointOf(v);
    if (board.at(p) !== 0 || !board.isLegal(p)) continue;
    const x = v % size;
    const y = Math.floor(v / size);
    const near = stones.some(
      (s) => Math.max(Math.abs((s % size) - x), Math.abs(Math.floor(s / size) - y)) <= SCAN_RADIUS,
    );
    if (near) out.push(p);
  }
  return out;
}

/**
 * Whether every legal move of the side to move within SCAN_RADIUS of the target (and a pass) keeps
 * `outcome` for the reader after it: the reader's own candidate lists are left behind for one ply, so a
 * resource outside them (a counter-atari two points away, an attacker's approach move) is found.
 */
function holdsAgainstAll(
  reader: CaptureReader,
  board: FastBoard,
  plies: number,
  level: number,
  outcome: 'win' | 'fail',
): boolean {
  for (const move of [...nearPoints(board, [reader.target]), PASS]) {
    const child = played(board, move);
    if (child === null) continue;
    const result = reader.captured(child) ? 'win' : reader.capture(child, plies - 1, level + 1);
    if (result !== outcome) return false;
  }
  return true;
}

/**
 * "Capture the marked stones": the player (to move) attacks the chain at `target`. Answers the tree, or
 * why the position does not make a problem.
 */
export function solveCapture(
  position: Position,
  targetVertex: Vertex,
  settings: TacticsSettings = defaultTactics,
): TacticsSolution | Rejected {
  const root = FastBoard.fromPosition(position);
  const target = root.pointOf(targetVertex);
  const defender = -position.toMove as Color;
  if (root.at(target) !== defender) return rejected('no_target');
  const reader =
    settings.race === true
      ? captureReaderFor(root, target, settings.reader)
      : new CaptureReader(target, defender, settings.reader);
  const distance = reader.distance(root, settings.maxPlies);
  if (distance === undefined) return rejected('unknown');
  if (distance === null) return rejected('no_capture');
  const horizon = settings.maxPlies;

  // The first-move scan: every legal point, read with the same reader.
  // Doing nothing must not capture: then any far move would too. (A move further than SCAN_RADIUS from
  // the target is read as this pass.)
  const passed = root.clone();
  passed.pass();
  const idle = reader.capture(passed, horizon - 1, 1);
  if (idle !== 'fail') return rejected(idle === 'unknown' ? 'unknown' : 'already_dead');
  // The reader's own candidates first: a second answer is usually among them, and ends the scan early.
  const right: number[] = [];
  const candidates = reader.attackerMoves(root, 0);
  const scan = [...candidates, ...nearPoints(root, [target]).filter((p) => !candidates.includes(p))];
  for (const p of scan) {
    const child = played(root, p);
    if (child === null) continue;
    const outcome = reader.captured(child) ? 'win' : reader.capture(child, horizon - 1, 1);
    if (outcome === 'unknown') return rejected('unknown');
    if (outcome === 'win') right.push(p);
    if (right.length > settings.maxRight) return rejected('many_answers');
  }
  if (right.length === 0) return rejected('inconsistent');
  if (right.length > settings.maxRight) return rejected('many_answers');
  for (const p of right) {
    const child = played(root, p) as FastBoard;
    if (!reader.captured(child) && reader.capture(child, distance - 1, 1) !== 'win')
      return rejected('slow_answer');
  }

  try {
    const mainLine: LineStep[] = [];
    const attackerNodes = (
      board: FastBoard,
      plies: number,
      level: number,
      moves: readonly number[],
      main: boolean,
    ) => {
      const nodes: ProblemNode[] = [];
      for (const move of moves) {
        const child = played(board, move);
        if (child === null) continue;
        if (main && nodes.length === 0)
          mainLine.push({ ...stepOf(board, child, move, target, defender), byPlayer: true });
        if (reader.captured(child)) {
          nodes.push({ move: board.vertexOf(move), verdict: 'right', children: [] });
          continue;
        }
        nodes.push({
          move: board.vertexOf(move),
          children: [defenderReply(child, plies - 1, level + 1, main && nodes.length === 0)],
        });
      }
      return nodes;
    };
    const fastest = (board: FastBoard, plies: number, level: number): number[] => {
      const moves = reader.attackerMoves(board, level).filter((m) => {
        const child = played(board, m);
        if (child === null) return false;
        if (reader.captured(child)) return true;
        const outcome = reader.capture(child, plies - 1, level + 1);
        if (outcome === 'unknown') throw new Stop('unknown');
        return outcome === 'win';
      });
      if (moves.length === 0) throw new Stop('lost_line');
      if (moves.length > settings.maxBranch) throw new Stop('wide_line');
      return moves;
    };
    const defenderReply = (board: FastBoard, plies: number, level: number, main: boolean): ProblemNode => {
      let best: { move: number; dist: number; score: number; child: FastBoard } | null = null;
      for (const move of reader.defenderMoves(board, level)) {
        // In a race the defender may have nothing better than waiting (an eye against no eye): the line
        // shows its longest resistance among real moves (a pass is still read: it must lose too).
        const child = played(board, move);
        if (child === null) continue;
        const dist = reader.distance(child, plies - 1, level + 1);
        if (move === PASS && reader.race) {
          if (dist === undefined) throw new Stop('unknown');
          if (dist === null) throw new Stop('refuted_right_line');
          continue;
        }
        if (dist === undefined) throw new Stop('unknown');
        if (dist === null) throw new Stop('refuted_right_line');
        const step = stepOf(board, child, move, target, defender);
        // Longest resistance; then replies that capture, that gain liberties, and a pass last.
        const score =
          dist * 1000 + Math.min(step.captured, 9) * 50 + step.targetLiberties * 5 + (move === PASS ? 0 : 1);
        if (best === null || score > best.score) best = { move, dist, score, child };
      }
      if (best === null) throw new Stop('no_reply');
      // A problem whose best resistance is to pass reads badly: the opponent would pass on screen.
      if (best.move === PASS) throw new Stop('pass_in_line');
      // No defender move near the target, listed or not, escapes.
      if (!holdsAgainstAll(reader, board, plies, level, 'win')) throw new Stop('refuted_off_list');
      if (main) mainLine.push(stepOf(board, best.child, best.move, target, defender));
      const node: ProblemNode = {
        move: board.vertexOf(best.move),
        children: attackerNodes(
          best.child,
          best.dist,
          level + 1,
          fastest(best.child, best.dist, level + 1),
          main,
        ),
      };
      return node;
    };
    const rightNodes = attackerNodes(root, distance, 0, right, true);

    // Tempting wrong moves: the reader's own first candidates that fail, each with a refuting reply.
    const wrongNodes: ProblemNode[] = [];
    for (const move of reader.attackerMoves(root, 0)) {
      if (wrongNodes.length >= settings.wrongMoves) break;
      if (right.includes(move)) continue;
      const child = played(root, move);
      if (child === null) continue;
      const refutation = refute(reader, child, horizon - 1);
      if (refutation === null) continue;
      const refuted = played(child, refutation) as FastBoard;
      if (!holdsAgainstAll(reader, refuted, horizon - 2, 2, 'fail')) return rejected('wrong_move_wins');
      wrongNodes.push({
        move: root.vertexOf(move),
        verdict: 'wrong',
        children: [{ move: root.vertexOf(refutation), children: [] }],
      });
    }
    if (wrongNodes.length === 0) return rejected('no_wrong_moves');
    return {
      distance,
      right: right.map((p) => root.vertexOf(p)),
      mainLine,
      tree: [...rightNodes, ...wrongNodes],
      wrongCount: wrongNodes.length,
      rootLiberties: root.liberties(target),
    };
  } catch (e) {
    if (e instanceof Stop) return rejected(e.message);
    throw e;
  }
}

/** The defender's reply after which the attacker no longer captures within `plies` (not a pass), or null. */
function refute(reader: CaptureReader, board: FastBoard, plies: number): number | null {
  for (const move of reader.defenderMoves(board, 1)) {
    if (move === PASS) continue;
    const child = played(board, move);
    if (child === null) continue;
    if (reader.capture(child, plies - 1, 2) === 'fail') return move;
  }
  return null;
}

/**
 * "Save the marked stones": the player (to move) owns the chains at `targets`, at least one of which the
 * opponent could capture if the player passed. A right move leaves every target uncapturable (read with
 * the opponent to move); wrong moves are shown with the opponent's fastest capture.
 */
export function solveSave(
  position: Position,
  targetVertices: readonly Vertex[],
  settings: TacticsSettings = defaultTactics,
): TacticsSolution | Rejected {
  const root = FastBoard.fromPosition(position);
  const player = position.toMove;
  const targets = targetVertices.map((v) => root.pointOf(v));
  if (targets.some((t) => root.at(t) !== player)) return rejected('no_target');
  const readers = targets.map((t) => new CaptureReader(t, player, settings.reader));
  const passed = root.clone();
  passed.pass();
  const threatened = readers.filter((r) => {
    const d = r.distance(passed, settings.maxPlies);
    return typeof d === 'number';
  });
  if (threatened.length === 0) return rejected('not_threatened');

  // Moves further than SCAN_RADIUS from every target count as the pass just read.
  const savers: number[] = [];
  for (const p of nearPoints(root, targets)) {
    const child = played(root, p);
    if (child === null) continue;
    let safe = true;
    for (const r of readers) {
      const outcome = r.captured(child) ? 'win' : r.capture(child, settings.maxPlies, 1);
      if (outcome === 'unknown') return rejected('unknown');
      if (outcome === 'win') {
        safe = false;
        break;
      }
    }
    // Every attacker move near a target, listed or not, must fail too.
    if (
      safe &&
      readers.every((r) => r.captured(child) || holdsAgainstAll(r, child, settings.maxPlies, 1, 'fail'))
    ) {
      savers.push(p);
    }
  }
  if (savers.length === 0) return rejected('no_save');
  if (savers.length > settings.maxRight) return rejected('many_answers');

  const first = readers[0] as CaptureReader;
  const saverChild = played(root, savers[0] as number) as FastBoard;
  const mainLine: LineStep[] = [
    { ...stepOf(root, saverChild, savers[0] as number, first.target, player), byPlayer: true },
  ];
  const tree: ProblemNode[] = savers.map((p) => ({ move: root.vertexOf(p), verdict: 'right', children: [] }));

  // Wrong moves: the defender's natural candidates that still lose a target, with the capture shown.
  let wrongCount = 0;
  const candidates: number[] = [];
  for (const r of threatened)
    for (const m of r.defenderMoves(root, 0)) if (m !== PASS && !candidates.includes(m)) candidates.push(m);
  for (const move of candidates) {
    if (wrongCount >= settings.wrongMoves) break;
    if (savers.includes(move)) continue;
    const child = played(root, move);
    if (child === null) continue;
    const line = captureLine(readers, child, settings.maxPlies);
    if (line === null) continue;
    tree.push({ move: root.vertexOf(move), verdict: 'wrong', children: line });
    wrongCount++;
  }
  if (wrongCount === 0) return rejected('no_wrong_moves');
  return {
    distance: 1,
    right: savers.map((p) => root.vertexOf(p)),
    mainLine,
    tree,
    wrongCount,
    rootLiberties: Math.min(...targets.map((t) => root.liberties(t))),
  };
}

/** The attacker's fastest capture of one of the targets from `board` (attacker to move), as a line. */
function captureLine(
  readers: readonly CaptureReader[],
  board: FastBoard,
  maxPlies: number,
): ProblemNode[] | null {
  let best: { reader: CaptureReader; dist: number } | null = null;
  for (const r of readers) {
    if (r.captured(board)) continue;
    const d = r.distance(board, maxPlies, 1);
    if (typeof d === 'number' && (best === null || d < best.dist)) best = { reader: r, dist: d };
  }
  if (best === null) return null;
  const { reader } = best;
  // Attacker: the first move that keeps the fastest capture; defender: the longest resistance.
  const line: number[] = [];
  let current = board;
  let plies = best.dist;
  let level = 1;
  while (!reader.captured(current) && plies > 0) {
    const attacker = current.toMove === reader.attacker;
    let chosen: { move: number; child: FastBoard; dist: number } | null = null;
    const moves = attacker ? reader.attackerMoves(current, level) : reader.defenderMoves(current, level);
    for (const move of moves) {
      const child = played(current, move);
      if (child === null) continue;
      const d = reader.captured(child) ? 0 : reader.distance(child, plies - 1, level + 1);
      if (typeof d !== 'number') continue;
      if (attacker) {
        if (d <= plies - 1) {
          chosen = { move, child, dist: d };
          break;
        }
      } else if (chosen === null || d > chosen.dist) {
        chosen = { move, child, dist: d };
      }
    }
    if (chosen === null) return null;
    // The refutation is shown up to the point where the defender could only pass.
    if (chosen.move === PASS) break;
    line.push(chosen.move);
    current = chosen.child;
    plies = chosen.dist;
    level++;
  }
  if (line.length === 0) return null;
  // Nested nodes, one child each, from the end backwards.
  let nodes: ProblemNode[] = [];
  for (let i = line.length - 1; i >= 0; i--)
    nodes = [{ move: board.vertexOf(line[i] as number), children: nodes }];
  return nodes;
}
