// Re-checking a single-play result with the Go engine before anything is credited (DESIGN.md: "a
// submitted result carries the moves played"). Problems replay the player's moves against the answer
// tree; capture games replay every move legally from the setup until one side has captured the target;
// full games replay to two passes (or a resignation) and are scored by area with komi, the agreed dead
// stones accepted only when they are consistent. A game's win also needs the player's own stones the
// rules ask (rules/singlePlay.ts `minimumPlayerStones`), and the AI's resignation is accepted only where
// the AI's own resignation rule, run again on the replayed position, would resign. Pure: no database, no
// clock (the engine's estimate is seeded).
//
// What cannot be proven: that the opponent's moves came from the AI at the mission's level. A client that
// plays both sides can win; the server only guarantees that every move was legal, that the player played
// enough of the game, and that the claimed result follows from the moves (docs/content.md).
import { createEngine, wouldResign, type GameMode } from '../../src/domain/ai';
import {
  chainAt,
  currentPosition,
  isOver,
  makeScoreResult,
  neighbours,
  newGame,
  parseVertex,
  passAliveStones,
  PASS,
  play,
  playMove,
  replayAnswer,
  scorePosition,
  type BoardSize,
  type CompiledProblem,
  type Color,
  type Position,
  type RuleOptions,
  type Vertex,
} from '../../src/domain/go';
import { minimumPlayerStones, playerStonesIn } from '../../src/domain/rules/singlePlay';
import type { SingleVerdict } from '../../src/protocol';

export interface Verification {
  readonly verdict: SingleVerdict;
  /** Index in the moves of the first wrong or illegal move, or -1. */
  readonly at: number;
  /** Full games: the score as SGF writes it ("B+3.5"), else "". */
  readonly score: string;
}

export interface GameClaim {
  /** Every move of both sides in order, GTP vertices or "pass". */
  readonly moves: readonly string[];
  readonly resign?: 'player' | 'opponent' | undefined;
  /** Full games: stones agreed dead (GTP vertices; a vertex marks its chain). */
  readonly dead?: readonly string[];
}

const verdict = (v: SingleVerdict, at = -1, score = ''): Verification => ({ verdict: v, at, score });

/** A move's vertex, PASS for "pass", or null when the text is not a point of this board. */
function moveVertex(size: BoardSize, text: string): Vertex | null {
  if (text.toLowerCase() === 'pass') return PASS;
  const parsed = parseVertex(size, text);
  return parsed.ok && parsed.value >= 0 ? parsed.value : null;
}

/** Problem missions: the player's moves against the tree (the same replay as study results). */
export function verifyProblem(problem: CompiledProblem, moves: readonly string[]): Verification {
  const size = problem.problem.start.size;
  const vertices: Vertex[] = [];
  for (const [i, text] of moves.entries()) {
    const v = moveVertex(size, text);
    if (v === null) return verdict('illegal_move', i);
    vertices.push(v);
  }
  const replay = replayAnswer(problem, vertices);
  if (replay.solved) return verdict('win');
  if (replay.illegalAt !== undefined && replay.wrongAt === undefined)
    return verdict(replay.error === 'problem_over' ? 'moves_after_end' : 'illegal_move', replay.illegalAt);
  return verdict('wrong_answer', replay.wrongAt ?? -1);
}

/**
 * The server's limit for the AI's win rate in a position it resigned in. The engine resigns below 3–7 %
 * (its level's `resignBelow`); a second engine's search of the same position differs by its random
 * playouts, so the check is looser. Measured in self-play at levels 1–5 (41 resignations in 5×5 and 7×7
 * capture games and 9×9 full games): the check's estimate for the side that resigned was at most 12 %,
 * while open 9×9 positions after 8 and 16 moves estimated at least 31 % for the side behind.
 */
export const RESIGNATION_CHECK_BELOW = 0.2;
/** Playouts of the server's search: twice the engine's own second opinion, for a steadier figure. */
export const RESIGNATION_CHECK_PLAYOUTS = 600;

interface GameGoalOf {
  readonly mode: GameMode;
  readonly komi: number;
  readonly captureTarget: number;
}

/** The player placed the stones a win needs (moves alternate from the start position's side to move). */
function playedEnough(start: Position, player: Color, mode: GameMode, moves: readonly string[]): boolean {
  const kind = mode === 'capture' ? 'capture' : 'game';
  return playerStonesIn(moves, start.toMove === player) >= minimumPlayerStones(kind, start.size);
}

/**
 * Whether the AI (the player's opponent) would resign after `moves`: the engine's own rule — past the
 * opening, and hopeless by an ownership estimate — on the replayed position. The moves are legal (the
 * caller replayed them first).
 */
export function aiWouldResign(
  start: Position,
  player: Color,
  goal: GameGoalOf,
  moves: readonly string[],
  rules: RuleOptions = {},
): boolean {
  const engine = createEngine({ position: start, ...goal, seed: 1, rules });
  for (const text of moves) {
    const v = moveVertex(start.size, text);
    if (v === null || !engine.play(v).ok) return false;
  }
  const assessment = engine.assessResignation(-player as Color, RESIGNATION_CHECK_PLAYOUTS);
  return wouldResign(assessment.pastOpening, [assessment.winRate], RESIGNATION_CHECK_BELOW);
}

/** A game the replay found won (by the rules or by the opponent's resignation) still has to be played. */
function checkedWin(
  start: Position,
  player: Color,
  goal: GameGoalOf,
  claim: GameClaim,
  byResignation: boolean,
  rules: RuleOptions,
  score = '',
): Verification {
  if (!playedEnough(start, player, goal.mode, claim.moves)) return verdict('too_few_moves', -1, score);
  if (byResignation && !aiWouldResign(start, player, goal, claim.moves, rules))
    return verdict('resignation_refused', -1, score);
  return verdict('win', -1, score);
}

const capturesOf = (position: Position, color: Color): number =>
  color === 1 ? position.captures.black : position.captures.white;

/**
 * Capture games: the first side whose prisoners (counted from the setup) reach `target` wins. The
 * deciding capture must be the last move; a resignation decides a game nobody has won yet.
 */
export function verifyCaptureGame(
  start: Position,
  player: Color,
  target: number,
  claim: GameClaim,
  rules: RuleOptions = {},
): Verification {
  const opponent = -player as Color;
  const base = { [player]: capturesOf(start, player), [opponent]: capturesOf(start, opponent) };
  let position = start;
  let decided: SingleVerdict | null = null;
  for (const [i, text] of claim.moves.entries()) {
    if (decided !== null) return verdict('moves_after_end', i);
    const v = moveVertex(position.size, text);
    if (v === null) return verdict('illegal_move', i);
    const result = play(position, v, rules);
    if (!result.ok) return verdict('illegal_move', i);
    position = result.position;
    if (capturesOf(position, player) - (base[player] ?? 0) >= target) decided = 'win';
    else if (capturesOf(position, opponent) - (base[opponent] ?? 0) >= target) decided = 'loss';
  }
  const goal = { mode: 'capture', komi: 0, captureTarget: target } as const;
  if (decided === 'win') return checkedWin(start, player, goal, claim, false, rules);
  if (decided !== null) return verdict(decided);
  if (claim.resign === 'opponent') return checkedWin(start, player, goal, claim, true, rules);
  if (claim.resign === 'player') return verdict('loss');
  return verdict('target_not_reached');
}

/**
 * Dead stones are consistent when each marked point holds a stone, no marked chain is pass-alive
 * (Benson), and with every marked chain removed, each one lies in an empty area bordered by the other
 * colour and never by its own. Answers the dead vertices expanded to whole chains, or null.
 */
export function consistentDeadStones(position: Position, marked: readonly Vertex[]): Vertex[] | null {
  const { size, stones } = position;
  const dead = new Set<Vertex>();
  for (const v of marked) {
    if (stones[v] !== 1 && stones[v] !== -1) return null;
    for (const s of chainAt(size, stones, v)) dead.add(s);
  }
  const alive = { [1]: passAliveStones(position, 1), [-1]: passAliveStones(position, -1) };
  const cleared = Int8Array.from(stones);
  for (const v of dead) {
    const color = stones[v] as Color;
    if (alive[color][v] === 1) return null;
    cleared[v] = 0;
  }
  for (const v of dead) {
    const color = stones[v] as Color;
    // The empty area now around v, and the colours that border it.
    const seen = new Uint8Array(size * size);
    const stack = [v];
    seen[v] = 1;
    let bordersOther = false;
    while (stack.length > 0) {
      for (const n of neighbours(size, stack.pop() as Vertex)) {
        if (seen[n] === 1) continue;
        seen[n] = 1;
        if (cleared[n] === 0) stack.push(n);
        else if (cleared[n] === color) return null;
        else bordersOther = true;
      }
    }
    if (!bordersOther) return null;
  }
  return [...dead].sort((a, b) => a - b);
}

/**
 * Full games: legal moves to two passes in a row, or a resignation; then area scoring with komi. A game
 * with moves after its end, or neither two passes nor a resignation, is not credited.
 */
export function verifyFullGame(
  start: Position,
  player: Color,
  komi: number,
  claim: GameClaim,
  rules: RuleOptions = {},
): Verification {
  let game = newGame(start, rules);
  for (const [i, text] of claim.moves.entries()) {
    if (isOver(game)) return verdict('moves_after_end', i);
    const v = moveVertex(start.size, text);
    if (v === null) return verdict('illegal_move', i);
    const result = playMove(game, v);
    if (!result.ok) return verdict('illegal_move', i);
    game = result.game;
  }
  const goal = { mode: 'full', komi, captureTarget: 1 } as const;
  if (!isOver(game)) {
    if (claim.resign === 'opponent') return checkedWin(start, player, goal, claim, true, rules);
    if (claim.resign === 'player') return verdict('loss');
    return verdict('not_finished');
  }
  const final = currentPosition(game);
  const marked: Vertex[] = [];
  for (const text of claim.dead ?? []) {
    const v = moveVertex(start.size, text);
    if (v === null || v === PASS) return verdict('bad_dead_stones');
    marked.push(v);
  }
  const dead = consistentDeadStones(final, marked);
  if (dead === null) return verdict('bad_dead_stones');
  const score = scorePosition(final, { rule: 'area', komi, dead });
  const text = makeScoreResult(score);
  if (score.winner === null) return verdict('draw', -1, text);
  if (score.winner !== player) return verdict('loss', -1, text);
  return checkedWin(start, player, goal, claim, false, rules, text);
}
