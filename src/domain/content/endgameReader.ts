// The endgame reader (issue 14, "endgame with counted values"): the count of a finished game whose borders
// are still open in a few places, after best play by both sides. Its *scope* is read from the stones
// alone: every empty point with stones of both colours among its eight neighbours (a gap in a border, the
// first-line points where a border meets the edge) and every empty point next to one. The local game:
// stones on the scope next to or diagonal to a stone of their colour (extensions, blocks, hanes), stones
// one point beyond it next to one of their colour (a push blocked, a block pushed), passes; two passes end
// it, but no one passes while a border is still open. The end is counted by area (stones, and empty
// regions that touch one colour only), a chain played in the game counting as dead when it is joined to
// no stone of the start and borders no territory of its own. Alpha-beta over the count, with a table.
//
// The reader refuses positions where that game is not the whole story: a capture of a stone standing at
// the start outside the scope (a wall that was not settled), more positions than its budget, a line too
// long; and `classifyEndgame` refuses a ko capture on a line of best play (its outcome would depend on
// threats elsewhere). GNU Go counts the end of every line again (tools/content/complete.ts).
//
// Open ends: a push that reaches the last point beyond the scope cannot be blocked there, so a line can
// end with a border still open: an empty region of two points or more touching both colours. Who owns
// it is outside the local game (GNU Go gives it to its owner). So every position is read twice, the open
// regions of each end counted once all for the player (the optimist) and once all for the opponent (the
// pessimist): every real count lies between the two. A move is right when it reaches the best count in
// both, wrong when it falls short of it even in the optimist's reading; a position where the bounds leave
// a move undecided is not read (`open_end`). A one-point region touching both colours is dame in both
// (area scoring).
import { PASS, neighbours } from '../go/coords';
import type { Vertex } from '../go/coords';
import { FastBoard } from '../go/fastBoard';
import type { Position } from '../go/position';
import type { PointsShort } from '../go/problem';
import { BLACK, WHITE } from '../go/stones';
import type { Color } from '../go/stones';

/** Scopes larger than this are not read (the count would take too long for the content tools). */
export const MAX_ENDGAME_SCOPE = 14;
/** Positions read at most, per reader (a budget: beyond it the position is too large to read). */
const MAX_NODES = 400_000;

export type EndgameUnknown = 'unsettled' | 'too_large' | 'too_long' | 'open_end';

/**
 * The open points of a position: every empty point with stones of both colours among its eight
 * neighbours (a gap in a border, the first-line points where a border meets the edge), and the empty
 * points next to those (where a push into the gap is blocked).
 */
export function endgameScope(position: Position): Vertex[] {
  const { size, stones } = position;
  const x = (v: Vertex) => v % size;
  const y = (v: Vertex) => Math.floor(v / size);
  const around = (v: Vertex): Vertex[] => {
    const out: Vertex[] = [];
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x(v) + dx;
        const ny = y(v) + dy;
        if ((dx !== 0 || dy !== 0) && nx >= 0 && ny >= 0 && nx < size && ny < size) out.push(ny * size + nx);
      }
    return out;
  };
  const open = new Set<Vertex>();
  for (let v = 0; v < stones.length; v++) {
    if (stones[v] !== 0) continue;
    const near = around(v).map((n) => stones[n]);
    if (near.includes(1) && near.includes(-1)) open.add(v);
  }
  const scope = new Set<Vertex>(open);
  for (const v of open) for (const n of neighbours(size, v)) if (stones[n] === 0) scope.add(n);
  return [...scope].sort((a, b) => a - b);
}

/**
 * Area count, Black minus White: stones, and empty regions that touch one colour only; an empty region of
 * two points or more that touches both colours (an open border) counts for `openTo` (BLACK, WHITE, or 0:
 * no one).
 */
export function areaCount(size: number, stones: Int8Array, openTo: number = 0): number {
  const seen = new Uint8Array(stones.length);
  let count = 0;
  for (let v = 0; v < stones.length; v++) {
    const s = stones[v] ?? 0;
    if (s !== 0) {
      count += s;
      continue;
    }
    if (seen[v] === 1) continue;
    // Flood the empty region from v, noting the colours it touches.
    let points = 0;
    let borders = 0;
    const stack = [v];
    seen[v] = 1;
    while (stack.length > 0) {
      const p = stack.pop() as Vertex;
      points++;
      for (const n of neighbours(size, p)) {
        const k = stones[n] ?? 0;
        if (k === 0) {
          if (seen[n] === 0) {
            seen[n] = 1;
            stack.push(n);
          }
        } else borders |= k === BLACK ? 1 : 2;
      }
    }
    if (borders === 1) count += points;
    else if (borders === 2) count -= points;
    else if (borders === 3 && points > 1) count += openTo * points;
  }
  return count;
}

/** Whether a neighbour of `v` lies in an empty region that touches stones of `color` only. */
function bordersOwnRegion(size: number, stones: Int8Array, v: Vertex, color: number): boolean {
  const seen = new Set<Vertex>();
  for (const start of neighbours(size, v)) {
    if (stones[start] !== 0 || seen.has(start)) continue;
    let other = false;
    const stack = [start];
    seen.add(start);
    while (stack.length > 0) {
      const p = stack.pop() as Vertex;
      for (const n of neighbours(size, p)) {
        const k = stones[n] ?? 0;
        if (k === 0) {
          if (!seen.has(n)) {
            seen.add(n);
            stack.push(n);
          }
        } else if (k !== color) other = true;
      }
    }
    if (!other) return true;
  }
  return false;
}

class Unknown extends Error {
  constructor(readonly why: EndgameUnknown) {
    super(why);
  }
}

/**
 * Reads the endgame of one position: `value(board)` is the area count (Black minus White) after best play
 * from `board` with its side to move, memoised across calls. Boards passed in must descend from the root
 * it was made for (same stones outside the scope).
 */
export class EndgameReader {
  readonly scopePoints: readonly number[];
  private readonly outside: readonly { point: number; color: number }[];
  private readonly settled: ReadonlySet<number>;
  /** The empty points next to the scope, outside it, in board order. */
  private readonly rimPoints: readonly number[];
  /** 1 on the points of the stones standing outside the scope at the start. */
  private readonly settledAt: Uint8Array;
  /** 1 on the scope's points. */
  private readonly inScope: Uint8Array;
  private readonly table = new Map<string, { value: number; kind: 0 | 1 | 2; move: number }>();
  private readonly path = new Set<string>();
  private readonly scratch: FastBoard[] = [];
  private readonly maxPlies: number;
  nodes = 0;

  /**
   * @param openTo who an open border left at the end of a line counts for (BLACK or WHITE; 0, no one):
   * the two readings that bound the real count (see the file's comment).
   */
  constructor(
    root: FastBoard,
    scope: readonly Vertex[],
    private readonly openTo: number = 0,
  ) {
    if (scope.length > MAX_ENDGAME_SCOPE) throw new Unknown('too_large');
    this.scopePoints = scope.map((v) => root.pointOf(v));
    const inScope = new Set(this.scopePoints);
    const outside: { point: number; color: number }[] = [];
    for (let v = 0; v < root.size * root.size; v++) {
      const p = root.pointOf(v);
      const c = root.at(p);
      if (c !== 0 && !inScope.has(p)) outside.push({ point: p, color: c });
    }
    this.outside = outside;
    this.settled = new Set(outside.map((o) => o.point));
    const rim = new Set<number>();
    for (const p of this.scopePoints)
      for (const n of [p - root.stride, p - 1, p + 1, p + root.stride])
        if (root.at(n) === 0 && !inScope.has(n)) rim.add(n);
    this.rimPoints = [...rim].sort((a, b) => a - b);
    this.settledAt = new Uint8Array(root.area);
    this.inScope = new Uint8Array(root.area);
    for (const p of this.scopePoints) this.inScope[p] = 1;
    for (const o of outside) this.settledAt[o.point] = 1;
    // Every point filled once, some twice after a capture, and the passes.
    this.maxPlies = 4 * (scope.length + rim.size) + 8;
  }

  /**
   * The board after `point` (or PASS) is played, or null when illegal or out of the local game (a stone
   * with no stone of its colour among its eight neighbours: a jump into the opponent's territory, which
   * would be captured from points outside the scope) unless `anywhere` (a problem's first move, which may
   * be any legal move); throws Unknown when a wall is taken.
   */
  after(board: FastBoard, point: number, anywhere = false): FastBoard | null {
    const child = board.clone();
    return this.playOn(child, point, anywhere) ? child : null;
  }

  /** Plays `point` on `board` (a copy the caller owns) as `after` would: false when out of the game. */
  private playOn(board: FastBoard, point: number, anywhere = false): boolean {
    if (point !== PASS && !anywhere && !this.inLocalGame(board, point, board.toMove)) return false;
    if (!board.play(point)) return false;
    if (board.lastCaptureCount > 0)
      for (const { point: p, color } of this.outside)
        if (board.at(p) !== color) throw new Unknown('unsettled');
    return true;
  }

  /** The search's board for `plies` (one per depth, reused: the search keeps no board it returned from). */
  private scratchAt(plies: number, like: FastBoard): FastBoard {
    let board = this.scratch[plies];
    if (board === undefined) {
      board = like.clone();
      this.scratch[plies] = board;
    } else board.copyFrom(like);
    return board;
  }

  /**
   * The points where the side to move may play: the scope, and the points next to it that are next to a
   * stone played in the game and have stones of both colours among their eight neighbours (a push one
   * point beyond the scope is blocked; filling one's own territory and fights deeper inside a territory
   * are not read), in board order after the scope.
   */
  candidates(board: FastBoard): number[] {
    const out = [...this.scopePoints];
    const s = board.stride;
    for (const n of this.rimPoints) {
      if (board.at(n) !== 0) continue;
      let played = false;
      for (const d of [-s, -1, 1, s]) {
        const k = board.at(n + d);
        if ((k === BLACK || k === WHITE) && this.settledAt[n + d] === 0) played = true;
      }
      if (!played) continue;
      let near = 0;
      for (const d of [-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1]) {
        const k = board.at(n + d);
        if (k === BLACK) near |= 1;
        else if (k === WHITE) near |= 2;
      }
      if (near === 3) out.push(n);
    }
    return out;
  }

  /** Whether an empty region of two points or more touches both colours (a border not yet closed). */
  openBorder(board: FastBoard): boolean {
    const seen = new Set<number>();
    const s = board.stride;
    for (const start of this.candidates(board)) {
      if (board.at(start) !== 0 || seen.has(start)) continue;
      let points = 0;
      let borders = 0;
      const stack = [start];
      seen.add(start);
      while (stack.length > 0) {
        const p = stack.pop() as number;
        points++;
        for (const n of [p - s, p - 1, p + 1, p + s]) {
          const k = board.at(n);
          if (k === 0) {
            if (!seen.has(n)) {
              seen.add(n);
              stack.push(n);
            }
          } else if (k === BLACK) borders |= 1;
          else if (k === WHITE) borders |= 2;
        }
      }
      if (borders === 3 && points > 1) return true;
    }
    return false;
  }

  /**
   * Whether a stone of `color` at `point` belongs to the local game: on the scope, next to or diagonal to
   * a stone of its colour (an extension, a block, a hane); beyond it, next to one (a push or a block: no
   * jump into a territory, whose fight would need points outside the game).
   */
  private inLocalGame(board: FastBoard, point: number, color: Color): boolean {
    const s = board.stride;
    const around = this.inScope[point] === 1 ? [-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1] : [-s, -1, 1, s];
    for (const d of around) if (board.at(point + d) === color) return true;
    return false;
  }

  /**
   * The count of a finished game. A chain played in the scope that is joined to no stone standing outside
   * it is alive when it borders an empty region touching its colour only (a block inside its own
   * territory) and dead otherwise (an invader): the dead count for the opponent, as players agree at the end.
   */
  count(board: FastBoard): number {
    const stones = board.toStones();
    const size = board.size;
    const settled = this.settled;
    const seen = new Set<number>();
    const dead: number[] = [];
    for (let v = 0; v < size * size; v++) {
      const p = board.pointOf(v);
      if (board.at(p) === 0 || settled.has(p) || seen.has(p)) continue;
      const chain = board.chainStones(p);
      for (const q of chain) seen.add(q);
      if (chain.some((q) => settled.has(q))) continue;
      const color = board.at(p);
      const vertices = chain.map((q) => board.vertexOf(q));
      if (!vertices.some((v) => bordersOwnRegion(size, stones, v, color))) dead.push(...vertices);
    }
    for (const v of dead) stones[v] = 0;
    return areaCount(size, stones, this.openTo);
  }

  private static key(board: FastBoard): string {
    return `${board.hashLo}:${board.hashHi}:${board.toMove}:${board.consecutivePasses}:${board.ko}`;
  }

  /**
   * The line of best play from `board` until both pass (the first best move at each turn, in scope order,
   * the pass last): `ko` when a ko capture is on it.
   */
  bestLine(board: FastBoard): { readonly line: number[]; readonly ko: boolean } {
    const line: number[] = [];
    let ko = false;
    let at = board;
    while (at.consecutivePasses < 2) {
      const target = this.value(at);
      let next: { point: number; board: FastBoard } | null = null;
      for (const p of [...this.candidates(at), PASS]) {
        if (p !== PASS && at.at(p) !== 0) continue;
        const child = this.after(at, p);
        if (child !== null && this.value(child) === target) {
          next = { point: p, board: child };
          break;
        }
      }
      if (next === null) throw new Unknown('too_long');
      if (next.board.ko >= 0) ko = true;
      line.push(next.point);
      at = next.board;
    }
    return { line, ko };
  }

  /** The count after best play from `board` (side to move included), Black minus White. */
  value(board: FastBoard, plies = 0): number {
    return this.search(board, plies, -Infinity, Infinity);
  }

  /**
   * Alpha-beta over the count (Black maximises): exact when the result lies strictly inside
   * (alpha, beta), else a bound on the side it falls. The table keeps each position's bound and its kind.
   */
  private search(board: FastBoard, plies: number, alpha: number, beta: number): number {
    if (board.consecutivePasses >= 2) return this.count(board);
    if (plies > this.maxPlies) throw new Unknown('too_long');
    const key = EndgameReader.key(board);
    const known = this.table.get(key);
    if (known !== undefined) {
      if (known.kind === 0) return known.value;
      if (known.kind === 1 && known.value >= beta) return known.value;
      if (known.kind === 2 && known.value <= alpha) return known.value;
    }
    this.nodes++;
    if (this.nodes > MAX_NODES) throw new Unknown('too_large');
    const black = board.toMove === BLACK;
    const a0 = alpha;
    const b0 = beta;
    let best: number | null = null;
    // Positional superko along the line read: a move that repeats the stones of an earlier position is not played.
    const here = `${board.hashLo}:${board.hashHi}`;
    const added = !this.path.has(here);
    if (added) this.path.add(here);
    let bestMove = PASS;
    try {
      // The table's best move first: it cuts most often.
      const moves = this.candidates(board);
      const first = known?.move ?? PASS;
      if (first !== PASS && moves.includes(first)) moves.unshift(first);
      const tried = new Set<number>();
      let any = false;
      for (const p of moves) {
        if (board.at(p) !== 0 || tried.has(p)) continue;
        tried.add(p);
        const child = this.scratchAt(plies + 1, board);
        if (!this.playOn(child, p) || this.path.has(`${child.hashLo}:${child.hashHi}`)) continue;
        any = true;
        const v = this.search(child, plies + 1, alpha, beta);
        if (best === null || (black ? v > best : v < best)) {
          best = v;
          bestMove = p;
        }
        if (black) alpha = Math.max(alpha, v);
        else beta = Math.min(beta, v);
        if (alpha >= beta) break;
      }
      // A pass while a border is open is no choice: the game goes on until every border is closed.
      if (alpha < beta && (!any || !this.openBorder(board))) {
        const passed = this.scratchAt(plies + 1, board);
        passed.pass();
        const v = this.search(passed, plies + 1, alpha, beta);
        if (best === null || (black ? v > best : v < best)) {
          best = v;
          bestMove = PASS;
        }
      }
    } finally {
      if (added) this.path.delete(here);
    }
    const value = best as number;
    // 0 exact, 1 a lower bound (the search failed high), 2 an upper bound (failed low).
    const kind = value <= a0 ? 2 : value >= b0 ? 1 : 0;
    this.table.set(key, { value, kind, move: bestMove });
    return value;
  }
}

/** Whether `e` is the reader's refusal to read a position (too large, too long, unsettled, open end). */
export function isEndgameUnknown(e: unknown): boolean {
  return e instanceof Unknown;
}

/** A move and the count it leads to after best play, Black minus White. */
export interface EndgameMove {
  /** A vertex, or PASS. */
  readonly move: Vertex;
  /** The count when open borders at the end count for no one of the two bounds: the lower bound for the player. */
  readonly count: number;
  /** The count with open borders at the end counted for the player: the upper bound for the player. */
  readonly bound: number;
}

export interface EndgameReading {
  readonly scope: readonly Vertex[];
  /** The count after best play, Black minus White: exact (both bounds agree on it). */
  readonly count: number;
  /** Every legal move of the side to move in the scope, and the pass, with its count; in board order, pass last. */
  readonly moves: readonly EndgameMove[];
}

/**
 * A position read: the reader that counts open borders at the end for the player (`optimist`, whose
 * lines are shown: a refutation that holds there holds however the border is counted) and the one that
 * counts them for the opponent (`pessimist`). Every move is decided: right moves reach the best count in
 * both, wrong ones fall short of it even in the optimist's.
 */
export interface EndgameRead {
  readonly optimist: EndgameReader;
  readonly pessimist: EndgameReader;
  readonly root: FastBoard;
  readonly reading: EndgameReading;
}

/** A position's readers and reading, kept while the position is (the content tools ask many times). */
const readings = new WeakMap<Position, EndgameRead | { readonly unknown: EndgameUnknown }>();

/**
 * The best count for the side to move among `moves` (each with both bounds), or null when the bounds
 * leave it open which moves are best: decided when no move's upper bound beats the best lower bound, and
 * every move either reaches it in both or falls short of it in both.
 */
export function decidedBest(color: Color, moves: readonly EndgameMove[]): number | null {
  const first = moves[0];
  if (first === undefined) return null;
  const best = moves.reduce((b, m) => (gainFor(color, m.count, b) > 0 ? m.count : b), first.count);
  for (const m of moves) {
    if (gainFor(color, m.bound, best) > 0) return null;
    if (m.count !== best && m.bound === best) return null;
  }
  return best;
}

/**
 * Every move of the side to move among `points` (and the pass) with both bounds, from `board` (`plies`
 * moves after the readers' root, counting the move read).
 */
export function boundedMoves(
  optimist: EndgameReader,
  pessimist: EndgameReader,
  board: FastBoard,
  points: readonly number[],
  anywhere = false,
  plies = 1,
): { point: number; move: EndgameMove }[] {
  const out: { point: number; move: EndgameMove }[] = [];
  for (const p of [...points, PASS]) {
    if (p !== PASS && board.at(p) !== 0) continue;
    const child = optimist.after(board, p, anywhere && p !== PASS);
    if (child === null) continue;
    out.push({
      point: p,
      move: {
        move: p === PASS ? PASS : board.vertexOf(p),
        count: pessimist.value(child, plies),
        bound: optimist.value(child, plies),
      },
    });
  }
  return out;
}

/**
 * The readers of a position on its own scope (its root board), with every first move read, or why not:
 * `open_end` when how an open border left at the end of a line is counted could change which first moves
 * are best.
 */
export function endgameReaderFor(position: Position): EndgameRead | { readonly unknown: EndgameUnknown } {
  const known = readings.get(position);
  if (known !== undefined) return known;
  const out = readBothWays(position);
  readings.set(position, out);
  return out;
}

function readBothWays(position: Position): EndgameRead | { readonly unknown: EndgameUnknown } {
  try {
    const scope = endgameScope(position);
    const root = FastBoard.fromPosition(position);
    const color = position.toMove;
    const optimist = new EndgameReader(root, scope, color);
    const pessimist = new EndgameReader(root, scope, -color);
    const points = scope.map((v) => root.pointOf(v));
    const moves = boundedMoves(optimist, pessimist, root, points, true).map((m) => m.move);
    const count = decidedBest(color, moves);
    if (count === null) return { unknown: 'open_end' };
    return { optimist, pessimist, root, reading: { scope, count, moves } };
  } catch (e) {
    if (e instanceof Unknown) return { unknown: e.why };
    throw e;
  }
}

/**
 * Reads every move of the side to move on the position's scope, and the pass, with the count each leads
 * to. Answers why not when the position is not a pure endgame on its scope (a wall taken, too large, too
 * long, an open end that could change the answer).
 */
export function readEndgame(position: Position): EndgameReading | { readonly unknown: EndgameUnknown } {
  const r = endgameReaderFor(position);
  return 'unknown' in r ? r : r.reading;
}

/** How many points better `count` is for `color` than `other` (positive: better). */
export function gainFor(color: Color, count: number, other: number): number {
  return color === BLACK ? count - other : other - count;
}

export interface EndgameClassification {
  readonly scope: readonly Vertex[];
  readonly moves: readonly { move: Vertex; verdict: 'right' | 'wrong'; line: Vertex[] }[];
  /** Each first move's count (Black minus White), open borders at the end counted against the player. */
  readonly counts: readonly number[];
  /** Each first move's count with open borders at the end counted for the player (equal for right moves). */
  readonly bounds: readonly number[];
  /** Each first move's whole line of best play, from the first move until both pass (PASS), in the same order. */
  readonly lines: readonly (readonly Vertex[])[];
  /** The best count. */
  readonly count: number;
  /** The count after a pass. */
  readonly passCount: number;
}

/**
 * Every legal first move of a counted endgame problem (a best-move problem on its endgame scope): right
 * when it reaches the best count (with the opponent's best reply and the player's best answer after it),
 * wrong otherwise (with the opponent's best reply, after which the best count is out of reach). Null when
 * the position is not a pure endgame on its scope, or a ko capture is on a line of best play (its outcome
 * would depend on threats elsewhere).
 */
export function classifyEndgame(position: Position): EndgameClassification | null {
  const r = endgameReaderFor(position);
  if ('unknown' in r) return null;
  const { optimist, root, reading } = r;
  try {
    const moves: { move: Vertex; verdict: 'right' | 'wrong'; line: Vertex[] }[] = [];
    const counts: number[] = [];
    const bounds: number[] = [];
    const lines: Vertex[][] = [];
    let passCount = reading.count;
    for (const m of reading.moves) {
      if (m.move === PASS) {
        passCount = m.count;
        continue;
      }
      const child = optimist.after(root, root.pointOf(m.move), true) as FastBoard;
      const { line, ko } = optimist.bestLine(child);
      if (ko) return null;
      const right = m.count === reading.count;
      const shown = line.slice(0, right ? 2 : 1);
      // A wrong move needs a reply that shows why; a right one stops where the opponent passes.
      if (!right && shown[0] === PASS) return null;
      const cut = shown.indexOf(PASS);
      moves.push({
        move: m.move,
        verdict: right ? 'right' : 'wrong',
        line: (cut < 0 ? shown : shown.slice(0, cut)).map((p) => root.vertexOf(p)),
      });
      counts.push(m.count);
      bounds.push(m.bound);
      lines.push([m.move, ...line.map((p) => (p === PASS ? PASS : root.vertexOf(p)))]);
    }
    return { scope: reading.scope, moves, counts, bounds, lines, count: reading.count, passCount };
  } catch (e) {
    if (e instanceof Unknown) return null;
    throw e;
  }
}

/**
 * How many points each wrong first move of a counted endgame counts less than the best move after best
 * play (issue 14: a wrong line's reason): exact where the two readings agree, else the fewer they prove
 * (`atLeast`). Wrong as `classifyEndgame` has it (short of the best count). Null when the position is not
 * read.
 */
export function endgameShortfalls(position: Position): Map<Vertex, PointsShort> | null {
  const r = endgameReaderFor(position);
  if ('unknown' in r) return null;
  const { reading } = r;
  const color = position.toMove;
  const out = new Map<Vertex, PointsShort>();
  for (const m of reading.moves) {
    if (m.move === PASS || m.count === reading.count) continue;
    const a = gainFor(color, reading.count, m.count);
    const b = gainFor(color, reading.count, m.bound);
    out.set(m.move, { points: Math.min(a, b), atLeast: a !== b });
  }
  return out;
}

/**
 * Whether `moves` from the start (the player's and the opponent's in turn, a wrong move of the player and
 * the opponent's reply last) leave the player short of the best count of the start: 'win' when proven, 'fail' when the best count is still reached, 'unknown'
 * when the reader cannot read the position or a move is out of the game.
 */
export function endgameRefuted(position: Position, moves: readonly Vertex[]): 'win' | 'fail' | 'unknown' {
  const r = endgameReaderFor(position);
  if ('unknown' in r) return 'unknown';
  const { optimist, pessimist, root, reading } = r;
  try {
    let board: FastBoard | null = root;
    for (const [i, v] of moves.entries())
      // The player may play any legal move on the scope at its turns, as at the first.
      board = board === null ? null : optimist.after(board, v < 0 ? PASS : root.pointOf(v), i % 2 === 0);
    if (board === null) return 'unknown';
    // Refuted: short of the best count even with open borders counted for the player. Not refuted: the
    // best count reached even with them counted against. Between the two the bounds cannot tell.
    const color = position.toMove;
    if (gainFor(color, optimist.value(board, moves.length), reading.count) < 0) return 'win';
    if (gainFor(color, pessimist.value(board, moves.length), reading.count) >= 0) return 'fail';
    return 'unknown';
  } catch (e) {
    if (e instanceof Unknown) return 'unknown';
    throw e;
  }
}

/** A move of the player at a later turn of a counted endgame, as `classifyEndgameTurn` reads it. */
export interface EndgameTurnMove {
  readonly move: Vertex;
  /** Right: keeps the best count in both readings. Wrong: short of it even in the optimist's. */
  readonly verdict: 'right' | 'wrong' | 'unknown';
  /** A wrong move's refutation: the opponent's best reply (null when the opponent's best is to pass). */
  readonly reply: Vertex | null;
  /** How many points a wrong move counts less than the best (exact where the readings agree). */
  readonly short?: PointsShort;
  /** A wrong move's line of best play after it until both pass (PASS), the reply first. */
  readonly line?: readonly Vertex[];
  /** A wrong move's count after best play: open borders at the end counted against the player, and for it. */
  readonly count?: number;
  readonly bound?: number;
}

/**
 * Every legal move of the player at a later turn of a counted endgame, after `path` (the player's right
 * first move, the opponent's reply, …), read by the start's readers on the start's scope and the points
 * next to it that came into the game: right when it keeps the best count, wrong when it falls short of it
 * even with open borders counted for the player (with the opponent's best reply and the points it costs),
 * unknown when the two readings leave it open or a ko capture is on its line (its outcome would depend on
 * threats elsewhere). Null when the position after `path` is not read, or the best count is not exact.
 * Issue 14: a wrong second move gets its refutation and its reason, as a wrong first move does.
 */
export function classifyEndgameTurn(
  position: Position,
  path: readonly Vertex[],
): { readonly count: number; readonly moves: readonly EndgameTurnMove[] } | null {
  const r = endgameReaderFor(position);
  if ('unknown' in r || path.length === 0 || path.length % 2 !== 0) return null;
  const { optimist, pessimist, root } = r;
  const color = position.toMove;
  try {
    let board: FastBoard | null = root;
    for (const [i, v] of path.entries())
      board = board === null ? null : optimist.after(board, v === PASS ? PASS : root.pointOf(v), i === 0);
    if (board === null || board.consecutivePasses >= 2) return null;
    // Any legal move on the scope, as for a first move; beyond it, only the moves of the local game (a
    // push blocked, a block pushed: a jump into a territory would be a fight the reader does not read).
    const scope = new Set(optimist.scopePoints);
    const beyond = optimist.candidates(board).filter((p) => !scope.has(p));
    const read = [
      ...boundedMoves(optimist, pessimist, board, [...scope], true, path.length + 1),
      ...boundedMoves(optimist, pessimist, board, beyond, false, path.length + 1).filter(
        (m) => m.point !== PASS,
      ),
    ];
    // The best count is the one some move reaches in both readings, and no move's optimist count beats.
    const exact = read.filter((m) => m.move.count === m.move.bound).map((m) => m.move.count);
    if (exact.length === 0) return null;
    const best = exact.reduce((b, c) => (gainFor(color, c, b) > 0 ? c : b));
    if (read.some((m) => gainFor(color, m.move.bound, best) > 0 || gainFor(color, m.move.count, best) > 0))
      return null;
    const moves: EndgameTurnMove[] = [];
    for (const { point, move } of read) {
      if (point === PASS) continue;
      if (move.count === best && move.bound === best) {
        moves.push({ move: move.move, verdict: 'right', reply: null });
        continue;
      }
      const short = { a: gainFor(color, best, move.count), b: gainFor(color, best, move.bound) };
      const { line, ko } = optimist.bestLine(optimist.after(board, point, true) as FastBoard);
      if (short.b <= 0 || ko) {
        moves.push({ move: move.move, verdict: 'unknown', reply: null });
        continue;
      }
      const reply = line[0];
      moves.push({
        move: move.move,
        verdict: 'wrong',
        reply: reply === undefined || reply === PASS ? null : root.vertexOf(reply),
        short: { points: Math.min(short.a, short.b), atLeast: short.a !== short.b },
        line: line.map((p) => (p === PASS ? PASS : root.vertexOf(p))),
        count: move.count,
        bound: move.bound,
      });
    }
    return { count: best, moves };
  } catch (e) {
    if (e instanceof Unknown) return null;
    throw e;
  }
}
