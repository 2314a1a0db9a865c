// Heuristic playouts: the default leaf evaluation of the search. From a position, both sides play fast
// moves to the end and the result is scored — by area with komi (Chinese rules) in a full game, by who
// captured the target number of stones first in a capture game. The move policy is MoGo's, as michi and
// Pachi have it, plus last good replies: answer an atari at the last move (capture, or escape by
// capturing or extending), else replay a reply that won an earlier playout (LGRF-2), else a 3×3 shape
// next to the last move, else a random legal move that does not fill one's own true eye; self-atari of
// more than one stone is usually refused. A move cap and a limit on ko captures end the rare playouts
// that would cycle through kos forever.
import type { FastBoard } from '../go/fastBoard';
import type { Random } from '../go/random';
import type { Color } from '../go/stones';
import { LadderReader } from './ladder';
import { matchesPattern } from './patterns';
import type { GameGoal, LeafEvaluator, LeafTrace } from './types';

// Local copies of the stone signs (see fastBoard.ts): imported bindings can become getters in hot loops.
const PASS = -1;
const BLACK = 1;
const WHITE = -1;

export interface PlayoutOptions {
  /** Moves after which a playout is scored as it stands; default three times the number of points. */
  readonly maxMoves?: number;
  /** Ko captures allowed in one playout; after that no ko is retaken (default 6). */
  readonly koCaptureLimit?: number;
  /** Probability of looking for atari answers next to the last move (default 0.9). */
  readonly captureRate?: number;
  /** Probability of looking for 3×3 shapes next to the last move (default 0.95). */
  readonly patternRate?: number;
  /** Probability of refusing a self-atari of two or more stones (default 0.9). */
  readonly rejectGroupSelfAtari?: number;
  /** Probability of refusing a random single-stone self-atari (default 0.5: throw-ins still happen). */
  readonly rejectStoneSelfAtari?: number;
  /** Share of a full game's value given by the score margin rather than the win (default 0.2). */
  readonly scoreWeight?: number;
  /** Replay the replies that won earlier playouts (last good reply with forgetting; default true). */
  readonly lastGoodReply?: boolean;
  /** Answer a chain the last move left with two liberties: extend an own one, atari an enemy one (default true). */
  readonly lowLiberties?: boolean;
  /** Read the ladder before running from atari: an extension that still dies in a ladder is not played (default false). */
  readonly ladderEscapes?: boolean;
}

/** The playout policy with its scratch buffers; one per search (not shared between threads). */
export class Playout implements LeafEvaluator {
  readonly goal: GameGoal;
  private readonly random: Random;
  private readonly maxMoves: number;
  private readonly koCaptureLimit: number;
  private readonly captureRate: number;
  private readonly patternRate: number;
  private readonly rejectGroup: number;
  private readonly rejectStone: number;
  private readonly scoreWeight: number;
  private readonly scoreScale: number;
  private readonly candidates = new Int16Array(64);
  private readonly heads = new Int16Array(16);
  private readonly headFrom = new Int16Array(16);
  private readonly headTo = new Int16Array(16);
  private readonly libs = new Int16Array(4);
  private readonly lowLiberties: boolean;
  private readonly ladderEscapes: boolean;
  private readonly ladders = new LadderReader();

  private readonly points: Int16Array;
  private koCaptures = 0;
  /** The last playout's result for Black without the score term: 1, 0 or ½. */
  lastWin = 0.5;
  // Last good replies (Baier & Drake's LGRF-2): by colour, the reply to the last move and to the last two
  // moves that won a playout; a reply that loses is forgotten. −1 = none.
  private readonly area: number;
  private readonly reply1: Int16Array | null;
  private readonly reply2: Int16Array | null;
  private readonly history: Int16Array;
  private previous = -1;

  constructor(size: number, goal: GameGoal, random: Random, options: PlayoutOptions = {}) {
    this.goal = goal;
    this.random = random;
    this.maxMoves = options.maxMoves ?? 3 * size * size;
    this.koCaptureLimit = options.koCaptureLimit ?? 6;
    this.captureRate = options.captureRate ?? 0.9;
    this.patternRate = options.patternRate ?? 0.95;
    const capture = goal.mode === 'capture';
    // In a capture game a stone given away can lose the game at once, so self-atari is refused more often.
    this.rejectGroup = options.rejectGroupSelfAtari ?? (capture ? 0.97 : 0.9);
    this.rejectStone = options.rejectStoneSelfAtari ?? (capture ? 0.9 : 0.5);
    this.scoreWeight = options.scoreWeight ?? 0.2;
    this.lowLiberties = options.lowLiberties ?? true;
    this.ladderEscapes = options.ladderEscapes ?? false;
    this.scoreScale = 0.15 * size * size;
    const stride = size + 2;
    this.area = stride * stride;
    const lgr = options.lastGoodReply ?? true;
    this.reply1 = lgr ? new Int16Array(2 * this.area).fill(-1) : null;
    this.reply2 = lgr ? new Int16Array(2 * this.area * this.area).fill(-1) : null;
    this.history = new Int16Array(this.maxMoves + 2);
    this.points = new Int16Array(size * size);
    for (let v = 0; v < size * size; v++) {
      this.points[v] = (Math.floor(v / size) + 1) * stride + (v % size) + 1;
    }
  }

  /**
   * Plays `board` out and answers the value for Black: 1 a win, 0 a loss, ½ a draw, shifted a little by
   * the margin in full games (see `scoreWeight`).
   */
  evaluate(board: FastBoard, trace: LeafTrace): number {
    const amaf = trace.amaf;
    const capture = this.goal.mode === 'capture';
    const target = this.goal.captureTarget;
    this.koCaptures = 0;
    const history = this.history;
    const first = board.toMove;
    history[0] = board.lastMove;
    let length = 1;
    this.previous = -1;
    for (let moves = 0; moves < this.maxMoves && board.consecutivePasses < 2; moves++) {
      if (capture && (board.prisoners(BLACK) >= target || board.prisoners(WHITE) >= target)) break;
      const color = board.toMove;
      const p = this.chooseMove(board);
      this.previous = board.lastMove;
      history[length++] = p;
      if (p === PASS) {
        board.pass();
        continue;
      }
      board.playLegal(p, color);
      if (board.ko >= 0) this.koCaptures++;
      if (amaf[p] === 0) amaf[p] = color;
    }
    const score = this.areaScore(board, trace.owner);
    const win = resultForBlack(board, this.goal, score);
    this.lastWin = win;
    if (this.reply1 && win !== 0.5) this.learnReplies(length, first, win);
    if (this.goal.mode === 'capture' || this.scoreWeight === 0) return win;
    // A small share of the value follows the margin, so that a won (or lost) game is still played for
    // points: captures stay worth making and dame worth taking when every move would win anyway.
    const margin = score - this.goal.komi;
    return (
      (1 - this.scoreWeight) * win + this.scoreWeight * (0.5 + 0.5 * Math.tanh(margin / this.scoreScale))
    );
  }

  /** The policy's move for the side to move (a point, or −1 to pass). Used by playouts and tests. */
  chooseMove(board: FastBoard): number {
    const color = board.toMove;
    const last = board.lastMove;
    const random = this.random;
    if (last >= 0) {
      if (random.next() < this.captureRate) {
        const n = this.atariMoves(board, last, color);
        if (n > 0) {
          const p = this.pickCandidate(board, n, color, false);
          if (p !== PASS) return p;
        }
      }
      if (this.lowLiberties) {
        const n = this.twoLibertyMoves(board, last, color);
        if (n > 0) {
          const p = this.pickCandidate(board, n, color, false);
          if (p !== PASS) return p;
        }
      }
      if (this.reply1 && this.reply2) {
        const side = color === BLACK ? 0 : 1;
        const area = this.area;
        const before = this.previous;
        if (before >= 0) {
          const r = this.reply2[(side * area + before) * area + last] ?? -1;
          if (r >= 0 && this.sensible(board, r, color)) return r;
        }
        const r = this.reply1[side * area + last] ?? -1;
        if (r >= 0 && this.sensible(board, r, color)) return r;
      }
      if (random.next() < this.patternRate) {
        const n = this.patternMoves(board, last);
        if (n > 0) {
          const p = this.pickCandidate(board, n, color, true);
          if (p !== PASS) return p;
        }
      }
    }
    return this.randomMove(board, color);
  }

  /**
   * Area score for Black minus White without komi: stones plus empty points that touch only one colour.
   * At the end of a playout every empty point is an eye or dame, so this is exact there.
   */
  areaScore(board: FastBoard, owner: Int8Array | null): number {
    const s = board.stride;
    const points = this.points;
    let score = 0;
    for (let i = 0; i < points.length; i++) {
      const p = points[i] ?? 0;
      let k = board.at(p);
      if (k === 0) {
        const touch =
          touchMask(board.at(p - s)) |
          touchMask(board.at(p - 1)) |
          touchMask(board.at(p + 1)) |
          touchMask(board.at(p + s));
        k = touch === 1 ? 1 : touch === 2 ? -1 : 0;
      }
      score += k;
      if (owner) owner[p] = k;
    }
    return score;
  }

  // ---- last good replies ----

  /** Remembers the winner's replies and forgets the loser's (the moves of this playout, in `history`). */
  private learnReplies(length: number, first: Color, blackValue: number): void {
    const r1 = this.reply1;
    const r2 = this.reply2;
    if (!r1 || !r2) return;
    const area = this.area;
    const history = this.history;
    const winner = blackValue > 0.5 ? BLACK : WHITE;
    let color: number = first;
    for (let i = 1; i < length; i++, color = -color) {
      const move = history[i] ?? -1;
      const prev = history[i - 1] ?? -1;
      if (move < 0 || prev < 0) continue;
      const side = color === BLACK ? 0 : 1;
      const k1 = side * area + prev;
      const before = i >= 2 ? (history[i - 2] ?? -1) : -1;
      const k2 = before >= 0 ? (side * area + before) * area + prev : -1;
      if (color === winner) {
        r1[k1] = move;
        if (k2 >= 0) r2[k2] = move;
      } else {
        if (r1[k1] === move) r1[k1] = -1;
        if (k2 >= 0 && r2[k2] === move) r2[k2] = -1;
      }
    }
  }

  /** A remembered reply is still worth playing: empty, legal, no own eye filled, no group self-atari. */
  private sensible(board: FastBoard, p: number, color: Color): boolean {
    return (
      board.at(p) === 0 &&
      !board.isTrueEye(p, color) &&
      board.isLegal(p, color) &&
      !this.koRefused(board, p, color) &&
      !this.refuseSelfAtari(board, p, color, false)
    );
  }

  // ---- move generation ----

  /** Captures and atari escapes around the last move, written to `candidates`; answers their number. */
  private atariMoves(board: FastBoard, last: number, color: Color): number {
    const s = board.stride;
    const out = this.candidates;
    const heads = this.heads;
    let n = 0;
    let seen = 0;
    // The last move changed the liberties of its own chain and of the chains next to it only.
    for (let i = 0; i < 5; i++) {
      const q = i === 0 ? last : i === 1 ? last - s : i === 2 ? last - 1 : i === 3 ? last + 1 : last + s;
      const k = board.at(q);
      if (k !== BLACK && k !== WHITE) continue;
      const lib = board.atariLiberty(q);
      if (lib < 0) continue;
      const h = board.chainHead(q);
      let dup = false;
      for (let j = 0; j < seen; j++) if (heads[j] === h) dup = true;
      if (dup) continue;
      heads[seen++] = h;
      if (k !== color) {
        out[n++] = lib;
      } else {
        n = this.escapes(board, q, lib, color, n);
      }
      if (n > out.length - 8) break;
    }
    // Stones our own previous move put in atari and the opponent left there: take them now.
    const before = this.previous;
    if (before >= 0 && board.at(before) === color) {
      for (let i = 0; i < 4 && n < out.length - 1; i++) {
        const q = i === 0 ? before - s : i === 1 ? before - 1 : i === 2 ? before + 1 : before + s;
        if (board.at(q) !== -color) continue;
        const lib = board.atariLiberty(q);
        if (lib >= 0) out[n++] = lib;
      }
    }
    return n;
  }

  /**
   * Chains the last move touched that it left with two liberties: for an own chain, a liberty where
   * extending gives three or more; for an enemy chain, the atari that leaves it at most two liberties
   * after it extends (so it cannot simply run away).
   */
  private twoLibertyMoves(board: FastBoard, last: number, color: Color): number {
    const s = board.stride;
    const out = this.candidates;
    const libs = this.libs;
    const heads = this.heads;
    const from = this.headFrom;
    const to = this.headTo;
    let n = 0;
    let seen = 0;
    for (let i = 0; i < 5; i++) {
      const q = i === 0 ? last : i === 1 ? last - s : i === 2 ? last - 1 : i === 3 ? last + 1 : last + s;
      const k = board.at(q);
      if (k !== BLACK && k !== WHITE) continue;
      // Several of these points are often one chain: read it once and write its moves again, so the
      // candidates (and the random choice among them) are exactly those of reading it each time.
      const h = board.chainHead(q);
      let j = 0;
      while (j < seen && heads[j] !== h) j++;
      if (j < seen) {
        const a = from[j] ?? 0;
        const b = to[j] ?? 0;
        for (let c = a; c < b; c++) out[n++] = out[c] ?? 0;
        if (n > out.length - 4) break;
        continue;
      }
      heads[seen] = h;
      from[seen] = n;
      to[seen++] = n;
      if (board.pseudoLiberties(q) > 8 || board.libertyPoints(q, libs, 3) !== 2) continue;
      const a = libs[0] ?? 0;
      const b = libs[1] ?? 0;
      if (k === color) {
        if (board.libertiesAfterJoining(a, color, 3, q, b) >= 3) out[n++] = a;
        if (board.libertiesAfterJoining(b, color, 3, q, a) >= 3) out[n++] = b;
      } else {
        // Counted before our stone is there, the extension still has our atari point as a liberty: ≤ 3 now
        // is ≤ 2 then.
        const enemy = -color as Color;
        if (board.libertiesAfterJoining(b, enemy, 4, q, a) <= 3) out[n++] = a;
        if (board.libertiesAfterJoining(a, enemy, 4, q, b) <= 3) out[n++] = b;
      }
      to[seen - 1] = n;
      if (n > out.length - 4) break;
    }
    return n;
  }

  /** Escapes for the own chain at `q` in atari at `lib`: capture a neighbour in atari, or extend. */
  private escapes(board: FastBoard, q: number, lib: number, color: Color, n: number): number {
    const out = this.candidates;
    const s = board.stride;
    const enemy = -color;
    const head = board.chainHead(q);
    let stone = head;
    do {
      for (let j = 0; j < 4; j++) {
        const m = j === 0 ? stone - s : j === 1 ? stone - 1 : j === 2 ? stone + 1 : stone + s;
        if (board.at(m) === enemy) {
          const l = board.atariLiberty(m);
          if (l >= 0 && n < out.length - 4) out[n++] = l;
        }
      }
      stone = board.nextStone(stone);
    } while (stone !== head);
    if (
      board.libertiesAfter(lib, color, 2) >= 2 &&
      !(this.ladderEscapes && this.ladders.laddered(board, lib, color))
    )
      out[n++] = lib;
    return n;
  }

  /** Empty neighbours of the last move that are the centre of a 3×3 shape. */
  private patternMoves(board: FastBoard, last: number): number {
    const s = board.stride;
    const out = this.candidates;
    let n = 0;
    for (let i = 0; i < 9; i++) {
      if (i === 4) continue;
      const q = last + (i % 3) - 1 + (Math.floor(i / 3) - 1) * s;
      if (board.at(q) === 0 && matchesPattern(board, q)) out[n++] = q;
    }
    return n;
  }

  /** Tries the candidates in random order; the first acceptable one wins (PASS if none is). */
  private pickCandidate(board: FastBoard, n: number, color: Color, shape: boolean): number {
    const c = this.candidates;
    const random = this.random;
    for (let left = n; left > 0; left--) {
      const i = random.int(left);
      const p = c[i] ?? 0;
      c[i] = c[left - 1] ?? 0;
      if (!board.isLegal(p, color) || this.koRefused(board, p, color)) continue;
      if (shape && board.isTrueEye(p, color)) continue;
      if (this.refuseSelfAtari(board, p, color, false)) continue;
      return p;
    }
    return PASS;
  }

  /** A random legal point that is not an own true eye, or PASS when there is none. */
  private randomMove(board: FastBoard, color: Color): number {
    const n = board.emptyPointCount;
    if (n === 0) return PASS;
    const random = this.random;
    for (let t = 0; t < 4; t++) {
      const p = board.emptyPoint(random.int(n));
      if (this.acceptable(board, p, color)) return p;
    }
    const start = random.int(n);
    for (let j = 0; j < n; j++) {
      const i = start + j < n ? start + j : start + j - n;
      const p = board.emptyPoint(i);
      if (this.acceptable(board, p, color)) return p;
    }
    return PASS;
  }

  private acceptable(board: FastBoard, p: number, color: Color): boolean {
    return (
      !board.isTrueEye(p, color) &&
      board.isLegal(p, color) &&
      !this.koRefused(board, p, color) &&
      !this.refuseSelfAtari(board, p, color, true)
    );
  }

  /** After the ko-capture limit, a move that would take a ko is refused (it could cycle forever). */
  private koRefused(board: FastBoard, p: number, color: Color): boolean {
    return (
      this.koCaptures >= this.koCaptureLimit &&
      board.isEyeShape(p, -color as Color) &&
      board.captureCount(p, color) === 1
    );
  }

  private refuseSelfAtari(board: FastBoard, p: number, color: Color, random: boolean): boolean {
    const s = board.stride;
    const up = board.at(p - s);
    const left = board.at(p - 1);
    const right = board.at(p + 1);
    const down = board.at(p + s);
    // Two empty neighbours are two liberties: the common case needs no chain walk.
    if ((up === 0 ? 1 : 0) + (left === 0 ? 1 : 0) + (right === 0 ? 1 : 0) + (down === 0 ? 1 : 0) >= 2)
      return false;
    if (board.libertiesAfter(p, color, 2) >= 2) return false;
    if (board.captureCount(p, color) > 0) return false;
    const group = up === color || left === color || right === color || down === color;
    const rate = group ? this.rejectGroup : random ? this.rejectStone : 0;
    return rate > 0 && this.random.next() < rate;
  }
}

function touchMask(k: number): number {
  return k === 1 ? 1 : k === -1 ? 2 : 0;
}

/** The result for Black of a finished (or cut-off) playout whose area score, without komi, is `score`. */
export function resultForBlack(board: FastBoard, goal: GameGoal, score: number): number {
  if (goal.mode === 'capture') {
    const b = board.prisoners(BLACK);
    const w = board.prisoners(WHITE);
    const bWon = b >= goal.captureTarget;
    const wWon = w >= goal.captureTarget;
    if (bWon !== wWon) return bWon ? 1 : 0;
    // Nobody reached the target: more prisoners wins, then the area count decides.
    if (b !== w) return b > w ? 1 : 0;
  }
  const margin = score - goal.komi;
  return margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
}
