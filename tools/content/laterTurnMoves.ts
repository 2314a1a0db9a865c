// Moves that also win after the first move (issue 14: "moves that are right but slower (e.g. keeping a
// stone in atari instead of taking it) are accepted with a note, not refused").
//
// At every turn of the player after the first, along the right lines of a problem with a scope (capture,
// capture-any, save, live, kill), the position is read as a problem of its own by the first-move readers
// (src/domain/content/firstMoves.ts). Each move they prove right that the tree lacks there is added as a
// right leaf after the tree's own moves at that turn: the problem ends solved on it, and the app says that
// it works too and names the tree's move (`mainMoveBeside` in src/domain/go/problem.ts). A leaf, not a line:
// continuing it would need the tree completed again at every turn of the added line, which multiplies the
// reading by the depth. GNU Go must not find an added move failing (a move it disputes is left out).
//
// `auditLaterTurns` proves the added moves of a shipped problem the same way (content:check).
import { makeVertex } from '../../src/domain/go/coords';
import type { Vertex } from '../../src/domain/go/coords';
import { classifyFirstMoves, lifeDeathRegion } from '../../src/domain/content/firstMoves';
import type { Classification } from '../../src/domain/content/firstMoves';
import { compileProblem, mainMoveBeside } from '../../src/domain/go/problem';
import type { CompiledNode, CompiledProblem, Problem, ProblemNode } from '../../src/domain/go/problem';
import { play } from '../../src/domain/go/position';
import { makeProblemJson, parseProblemJson } from '../../src/domain/go/problemJson';
import type { ProblemJson } from '../../src/domain/go/problemJson';
import type { Position } from '../../src/domain/go/position';
import { gnugoJudge } from './gnugo';
import type { GnugoQuery } from './gnugo';

/** A turn of the player after the first, on a right line of the tree. */
export interface LaterTurn {
  /** The moves from the start to here, both sides (the opponent's reply last). */
  readonly path: readonly Vertex[];
  readonly position: Position;
  /** The player's moves the tree holds here, not marked wrong. */
  readonly held: readonly Vertex[];
}

const readGoals = new Set(['capture', 'capture_any', 'save', 'live', 'kill']);

/** Whether the readers read the problem's later turns: a scope and a goal with targets. */
export function readsLaterTurns(problem: Problem): boolean {
  return problem.scope !== undefined && readGoals.has(problem.goal.kind);
}

/**
 * Rebuilds the tree, calling `visit` at every later turn of the player on a right line (before the moves
 * added there) and appending the leaves it returns after the tree's own moves.
 */
function mapLaterTurns(
  problem: Problem,
  visit: (turn: LaterTurn) => readonly Vertex[],
  keepLeaf: (turn: LaterTurn, leaf: ProblemNode) => boolean = () => true,
): readonly ProblemNode[] {
  const rules = problem.rules ?? {};
  const walk = (
    nodes: readonly ProblemNode[],
    position: Position,
    path: readonly Vertex[],
  ): readonly ProblemNode[] => {
    const all = nodes.filter((n) => n.verdict !== 'wrong').map((n) => n.move);
    const kept =
      path.length > 0
        ? nodes.filter((n) => n.also !== true || keepLeaf({ path, position, held: all }, n))
        : nodes;
    const held = kept.filter((n) => n.verdict !== 'wrong').map((n) => n.move);
    const added = path.length > 0 && nodes.length > 0 ? visit({ path, position, held }) : [];
    const mapped = kept.map((n): ProblemNode => {
      if (n.verdict === 'wrong') return n;
      const mine = play(position, n.move, rules);
      if (!mine.ok) return n;
      const children = n.children.map((reply): ProblemNode => {
        const theirs = play(mine.position, reply.move, rules);
        if (!theirs.ok) return reply;
        return { ...reply, children: walk(reply.children, theirs.position, [...path, n.move, reply.move]) };
      });
      return { ...n, children };
    });
    const leaves = added.map((move): ProblemNode => ({ move, verdict: 'right', also: true, children: [] }));
    return inCanonicalOrder([...mapped, ...leaves]);
  };
  return walk(problem.tree, problem.start, []);
}

/**
 * The tree's own moves at a turn in their order, then the moves added there (`also`) by vertex: the same
 * order whether they were added at once (the generator) or over several runs (`content:laterturns --write`),
 * so the generator's packs and the shipped ones are the same bytes.
 */
export function inCanonicalOrder(nodes: readonly ProblemNode[]): ProblemNode[] {
  const added = nodes.filter((n) => n.also === true).sort((a, b) => a.move - b.move);
  return [...nodes.filter((n) => n.also !== true), ...added];
}

/** Whether every turn of the tree lists its moves in `inCanonicalOrder`. */
export function hasCanonicalOrder(nodes: readonly ProblemNode[]): boolean {
  const ordered = inCanonicalOrder(nodes);
  return ordered.every((n, i) => n === nodes[i]) && nodes.every((n) => hasCanonicalOrder(n.children));
}

/**
 * The problem without the moves added at later turns that the readers no longer prove right there (read
 * again as `auditLaterTurns` does), and how many were dropped. `npm run content:laterturns -- --write`
 * drops them from the shipped packs when a reader is corrected.
 */
export function dropUnprovenLeaves(problem: Problem): { problem: Problem; dropped: number } {
  if (!readsLaterTurns(problem) || alternativeLeaves(problem).length === 0) return { problem, dropped: 0 };
  const read = new Map<string, Classification | null>();
  let dropped = 0;
  const tree = mapLaterTurns(
    problem,
    () => [],
    (turn, leaf) => {
      const key = turn.path.join(' ');
      if (!read.has(key)) read.set(key, classifyTurn(problem, turn));
      const right = read.get(key)?.moves.some((m) => m.move === leaf.move && m.verdict === 'right') === true;
      if (!right) dropped++;
      return right;
    },
  );
  return { problem: dropped === 0 ? problem : { ...problem, tree }, dropped };
}

/** Every later turn of the player on a right line of the tree. */
export function laterTurnsOf(problem: Problem): LaterTurn[] {
  const out: LaterTurn[] = [];
  mapLaterTurns(problem, (turn) => {
    out.push(turn);
    return [];
  });
  return out;
}

/**
 * The horizon of a live or kill later turn: longer than a first move's (LIFE_DEATH_PLIES, 16). A slower
 * move that still wins (one that lets the opponent play first and answers it) ends beyond 16 plies more
 * often than the tree's own line: at 16, 41 such moves of the shipped packs were left unsettled (GNU Go
 * found 25 of them working); at 22 the readers settle 35 of them, for about a seventh more reading time
 * (4.1 → 4.7 s for study's 628 live and kill later turns).
 */
export const LATER_TURN_LIFE_DEATH_PLIES = 22;

/** The position of a later turn read as a problem of its own. */
function turnProblem(problem: Problem, turn: LaterTurn): Problem {
  return { start: turn.position, goal: problem.goal, tree: [], rules: problem.rules ?? {}, scope: [] };
}

/**
 * Reads a later turn with the first-move readers. A live or kill turn is read on the problem's own region
 * (flooded from its start) joined with the position's: stones the killer has played since can cut the
 * position's flood short of owner stones still in the fight (ClassifyOptions.region), and a wall stone
 * taken since opens the position's flood beyond the start's. An added move is a leaf, so it needs no
 * line of its own (ClassifyOptions.lineless).
 */
function classifyTurn(problem: Problem, turn: LaterTurn): Classification | null {
  const goal = problem.goal;
  const target = 'targets' in goal ? goal.targets[0] : undefined;
  if ((goal.kind !== 'live' && goal.kind !== 'kill') || target === undefined)
    return classifyFirstMoves(turnProblem(problem, turn), { lineless: true });
  const start = lifeDeathRegion(problem, target);
  const now = lifeDeathRegion({ start: turn.position }, target);
  if (start === null || now === null) return null;
  const region = [...new Set([...start, ...now])].sort((a, b) => a - b);
  return classifyFirstMoves(turnProblem(problem, turn), {
    region,
    lineless: true,
    lifeDeathPlies: LATER_TURN_LIFE_DEATH_PLIES,
  });
}

/** A later turn read by the first-move readers. */
export interface LaterTurnReading {
  readonly turn: LaterTurn;
  /** The moves they prove right that the tree does not hold there. */
  readonly refused: readonly Vertex[];
  /** Whether some move in scope was left unsettled (the counts are then a floor). */
  readonly unsettled: boolean;
  /** The moves in scope the readers leave unsettled there (not in the tree, so refused). */
  readonly unsettledMoves: readonly Vertex[];
  /** Whether a refused move rests on seki. */
  readonly seki: boolean;
}

/** Every later turn of the problem (none without a scope), each read as a problem of its own. */
export function readLaterTurns(problem: Problem): LaterTurnReading[] {
  if (!readsLaterTurns(problem)) return [];
  return laterTurnsOf(problem).map((turn) => {
    const c = classifyTurn(problem, turn);
    if (c === null) return { turn, refused: [], unsettled: false, unsettledMoves: [], seki: false };
    const held = new Set(turn.held);
    const right = c.moves.filter((m) => m.verdict === 'right' && !held.has(m.move));
    const unsettledMoves = c.moves
      .filter((m) => m.verdict === 'unknown' && !held.has(m.move))
      .map((m) => m.move);
    return {
      turn,
      refused: right.map((m) => m.move),
      unsettled: c.moves.some((m) => m.verdict === 'unknown'),
      unsettledMoves,
      seki: right.some((m) => m.seki === true),
    };
  });
}

export interface LaterTurnFacts {
  /** Later turns read. */
  readonly turns: number;
  /** Turns where a move was added, and the moves added. */
  readonly turnsWithAdded: number;
  readonly added: number;
  /** Moves the readers prove right that GNU Go finds failing: left out. */
  readonly gnugoDisputed: number;
  /** Moves added before that the readers no longer prove right at their turn: dropped. */
  readonly dropped: number;
  /** Turns where some move was left unsettled by the readers (the counts are a floor). */
  readonly turnsUnsettled: number;
}

/**
 * Adds every move that also wins at a later turn (see the top of this file), after dropping those added
 * before that the readers no longer prove (`dropUnprovenLeaves`). `gnugo: false` skips GNU Go's opinion
 * (tests).
 */
export function addLaterTurnMoves(
  given: Problem,
  options: { gnugo?: boolean } = {},
): { problem: Problem; facts: LaterTurnFacts } {
  const { problem, dropped } = dropUnprovenLeaves(given);
  const readings = readLaterTurns(problem);
  const turns = readings.length;
  const unsettled = readings.filter((r) => r.unsettled).length;
  const found = readings.filter((r) => r.refused.length > 0).map((r) => ({ turn: r.turn, moves: r.refused }));
  // GNU Go's owl readers count seki as death: its seki status is asked too where a move rests on seki.
  const seki = readings.some((r) => r.seki);
  // GNU Go's opinion of every added move, in one session.
  const queries: GnugoQuery[] = found.flatMap(({ turn, moves }) =>
    moves.map((m) => ({ moves: [...turn.path, m], ask: 'goal' as const })),
  );
  const judged =
    options.gnugo === false || queries.length === 0 ? [] : gnugoJudge(problem, queries, { seki });
  const keep = new Map<string, Vertex[]>();
  let at = 0;
  let disputed = 0;
  for (const { turn, moves } of found) {
    const kept = moves.filter(() => {
      const j = judged[at++];
      if (j === false) disputed++;
      return j !== false;
    });
    if (kept.length > 0) keep.set(turn.path.join(' '), kept);
  }
  const tree = mapLaterTurns(problem, (turn) => keep.get(turn.path.join(' ')) ?? []);
  const added = [...keep.values()].reduce((n, m) => n + m.length, 0);
  return {
    problem: { ...problem, tree },
    facts: {
      turns,
      turnsWithAdded: keep.size,
      added,
      gnugoDisputed: disputed,
      dropped,
      turnsUnsettled: unsettled,
    },
  };
}

/** `addLaterTurnMoves` on a problem's JSON, as the generator keeps it (unchanged when nothing is added). */
export function withLaterTurnMoves(json: ProblemJson, options: { gnugo?: boolean } = {}): ProblemJson {
  const parsed = parseProblemJson(json);
  if (!parsed.ok) return json;
  const done = addLaterTurnMoves(parsed.value, options);
  return done.facts.added > 0 || done.facts.dropped > 0 ? makeProblemJson(done.problem) : json;
}

/** The moves that also win of a tree: right leaves marked `also` beside a move of the tree at a later turn. */
export function alternativeLeaves(problem: Problem | CompiledProblem): CompiledNode[] {
  const out: CompiledNode[] = [];
  const stack = [...('roots' in problem ? problem : compileProblem(problem)).roots];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (mainMoveBeside(node) !== null) out.push(node);
    stack.push(...node.children);
  }
  return out;
}

/** The moves that also win the readers must prove (a best-move tree is its own answer key). */
export function leavesToProve(problem: Problem): CompiledNode[] {
  return readsLaterTurns(problem) ? alternativeLeaves(problem) : [];
}

export interface LaterTurnAudit {
  readonly issues: string[];
  /** Moves that also win at later turns, and those our readers prove. */
  readonly alternatives: number;
  readonly proven: number;
  readonly gnugoAgree: number;
  readonly gnugoSilent: number;
  readonly gnugoDisagree: number;
}

/**
 * Proves the moves that also win at later turns of a shipped problem (`leavesToProve`): each one our
 * readers prove right at its turn, and GNU Go does not find failing.
 */
export function auditLaterTurns(problem: Problem, options: { gnugo?: boolean } = {}): LaterTurnAudit {
  const leaves = leavesToProve(problem);
  const issues: string[] = [];
  // The generator must reproduce the shipped packs byte for byte (inCanonicalOrder).
  if (leaves.length > 0 && !hasCanonicalOrder(problem.tree))
    issues.push('later moves: the moves that also win are not in their order (inCanonicalOrder)');
  if (leaves.length === 0)
    return { issues, alternatives: 0, proven: 0, gnugoAgree: 0, gnugoSilent: 0, gnugoDisagree: 0 };
  const size = problem.start.size;
  const name = (moves: readonly Vertex[]) => moves.map((v) => makeVertex(size, v)).join(' ');
  const byTurn = new Map<CompiledNode, CompiledNode[]>();
  for (const leaf of leaves) {
    const reply = leaf.parent as CompiledNode;
    byTurn.set(reply, [...(byTurn.get(reply) ?? []), leaf]);
  }
  let proven = 0;
  let seki = false;
  const queries: GnugoQuery[] = [];
  for (const [reply, here] of byTurn) {
    const path: Vertex[] = [];
    for (let n: CompiledNode | null = reply; n !== null; n = n.parent) path.unshift(n.node.move);
    const turn: LaterTurn = { path, position: reply.after as Position, held: [] };
    const c = classifyTurn(problem, turn);
    const read = new Map(c?.moves.map((m) => [m.move, m]) ?? []);
    for (const leaf of here) {
      const move = leaf.node.move;
      if (read.get(move)?.seki === true) seki = true;
      if (read.get(move)?.verdict === 'right') proven++;
      else
        issues.push(`later move ${name([...path, move])}: also accepted, but the solver does not prove it`);
      queries.push({ moves: [...path, move], ask: 'goal' });
    }
  }
  let gnugoAgree = 0;
  let gnugoSilent = 0;
  let gnugoDisagree = 0;
  if (options.gnugo !== false)
    gnugoJudge(problem, queries, { seki }).forEach((j, i) => {
      if (j === null) gnugoSilent++;
      else if (j) gnugoAgree++;
      else {
        gnugoDisagree++;
        issues.push(
          `later move ${name(queries[i]?.moves ?? [])}: also accepted, but GNU Go finds it failing`,
        );
      }
    });
  return { issues, alternatives: leaves.length, proven, gnugoAgree, gnugoSilent, gnugoDisagree };
}
