// The life-and-death reader for an enclosed corner or edge space: exhaustive depth-limited search over the
// empty points of a region (the eye space and the points between the group and the wall around it), with
// the two terminals the problem checker uses: the target chain captured (dead) and the target chain
// unconditionally alive by Benson's algorithm (alive). Both questions are asked separately:
//
// - `live`: can the owner force Benson life within n plies? The owner plays any point of the region; the
//   killer any point of the region or a pass. (An owner's pass never helps: the killer could pass back.)
// - `kill`: can the killer force the capture of the target within n plies? The killer plays any point of
//   the region; the owner any point or a pass.
//
// Inside the region the search is complete, so both answers are proofs for play restricted to the region
// (the wall is built with outside liberties the owner cannot reach). A group that neither side can force
// (seki, ko, or deeper than n) is left undecided by these two, and the generator throws such problems away.
// `koMaster` lets one side retake kos at once, which is how a ko result is told apart from life and death.
//
// - `survive`: can the owner keep the target on the board, in seki if not alive? The owner plays any point
//   of the region or passes; the killer any point or a pass. A third terminal: the killer passes while no
//   ko ban stands (the owner then passes back, and the position is the one the killer passed from). Proof
//   that this is sound (docs/content.md, "What the solvers prove"): the positions from which the owner wins
//   within some n are closed under the owner's winning answers; the terminal's position repeats the one the
//   killer passed from, itself among them; so the owner keeps the target forever (Benson life or seki), for
//   play inside the region with simple ko. Seki counts as living for a "live" goal and as a failure for a
//   "kill" goal; `live` and `kill` themselves are unchanged.
import { PASS } from '../go/coords';
import type { FastBoard } from '../go/fastBoard';
import type { Color } from '../go/stones';
import { BoardPool, BoundsTable, around, playIgnoringKo, positionKey } from './boardReading';
import type { Outcome } from './boardReading';

export interface LifeDeathOptions {
  /** Searches stop as unknown after this many nodes in one query (default 400,000). */
  readonly nodeLimit?: number;
  /** This side may retake a ko at once. */
  readonly koMaster?: Color | null;
}

export type Question = 'live' | 'kill' | 'survive';

export class LifeDeathReader {
  readonly killer: Color;
  readonly nodeLimit: number;
  readonly koMaster: Color | null;
  nodes = 0;
  private aborted = false;
  private readonly inRegion: Uint8Array;
  private readonly tables = { live: new BoundsTable(), kill: new BoundsTable(), survive: new BoundsTable() };
  private readonly aliveCache = new Map<string, boolean>();
  private readonly pool = new BoardPool();
  private readonly marks: Int32Array;
  private readonly stack: Int32Array;
  private stamp = 0;

  /**
   * `region`: points (of the fast board) where both sides may play; `target`: a point holding a stone of
   * `owner`, the chain whose fate is read.
   */
  constructor(
    board: FastBoard,
    readonly region: readonly number[],
    readonly target: number,
    readonly owner: Color,
    options: LifeDeathOptions = {},
  ) {
    this.killer = -owner as Color;
    this.nodeLimit = options.nodeLimit ?? 400_000;
    this.koMaster = options.koMaster ?? null;
    this.inRegion = new Uint8Array(board.area);
    this.marks = new Int32Array(board.area);
    this.stack = new Int32Array(board.area);
    for (const p of region) this.inRegion[p] = 1;
  }

  captured(board: FastBoard): boolean {
    return board.at(this.target) !== this.owner;
  }

  /**
   * Whether the target is unconditionally alive: Benson's algorithm over the areas enclosed inside the
   * region (an area that reaches outside the region joins the open board, which is never vital). The
   * generator builds every owner stone inside the region, so this agrees with the whole-board
   * passAliveStones that the problem checker runs; a cheap count of enclosed areas comes first.
   */
  alive(board: FastBoard): boolean {
    if (this.captured(board) || this.enclosedAreas(board) < 2) return false;
    const key = `${board.hashLo}:${board.hashHi}`;
    const cached = this.aliveCache.get(key);
    if (cached !== undefined) return cached;
    const alive = this.benson(board);
    this.aliveCache.set(key, alive);
    return alive;
  }

  private benson(board: FastBoard): boolean {
    // Closed areas of non-owner points inside the region, with their empty points and bordering chains.
    const areas: { empty: number[]; chains: number[] }[] = [];
    const chainOf = new Map<number, number>();
    const chainId = (p: number): number => {
      const known = chainOf.get(p);
      if (known !== undefined) return known;
      const stones = board.chainStones(p);
      const id = Math.min(...stones);
      for (const st of stones) chainOf.set(st, id);
      return id;
    };
    const seen = new Set<number>();
    for (const start of this.region) {
      const c = board.at(start);
      if (c === this.owner || c === 2 || seen.has(start)) continue;
      const points = [start];
      seen.add(start);
      let closed = true;
      const chains = new Set<number>();
      for (let i = 0; i < points.length; i++) {
        const p = points[i] as number;
        for (const n of around(board, p)) {
          const k = board.at(n);
          if (k === 2) continue;
          if (k === this.owner) chains.add(chainId(n));
          // A point outside the region opens the area; it is never marked, so every area that touches
          // it learns that it is open.
          else if (this.inRegion[n] !== 1) closed = false;
          else if (!seen.has(n)) {
            seen.add(n);
            points.push(n);
          }
        }
      }
      if (closed) areas.push({ empty: points.filter((p) => board.at(p) === 0), chains: [...chains] });
    }
    // vital[a] = chains for which every empty point of area a is a liberty.
    const vital = areas.map((a) =>
      a.chains.filter((c) =>
        a.empty.every((e) => around(board, e).some((n) => board.at(n) === this.owner && chainId(n) === c)),
      ),
    );
    const chains = new Set(areas.flatMap((a) => a.chains));
    const liveArea = areas.map(() => true);
    for (let changed = true; changed;) {
      changed = false;
      for (const c of chains) {
        let count = 0;
        for (let i = 0; i < areas.length; i++) if (liveArea[i] && vital[i]?.includes(c)) count++;
        if (count < 2) {
          chains.delete(c);
          changed = true;
        }
      }
      for (let i = 0; i < areas.length; i++) {
        if (liveArea[i] && areas[i]?.chains.some((c) => !chains.has(c))) {
          liveArea[i] = false;
          changed = true;
        }
      }
    }
    return chains.has(chainId(this.target));
  }

  /** Whether the prover of `question` reaches its goal within `plies`, whoever is to move. */
  solve(board: FastBoard, question: Question, plies: number): Outcome {
    this.nodes = 0;
    this.aborted = false;
    const win = this.search(board, question, plies, 0);
    return this.aborted ? 'unknown' : win ? 'win' : 'fail';
  }

  /** The fewest plies in which the prover wins, up to `maxPlies`; null if not, undefined if out of nodes. */
  distance(board: FastBoard, question: Question, maxPlies: number): number | null | undefined {
    if (this.terminal(board, question) === true) return 0;
    for (let plies = 1; plies <= maxPlies; plies++) {
      const outcome = this.solve(board, question, plies);
      if (outcome === 'unknown') return undefined;
      if (outcome === 'win') return plies;
    }
    return null;
  }

  /** The moves of the side to move for `question`: region points, and a pass for the side resisting. */
  moves(board: FastBoard, question: Question): number[] {
    const side = board.toMove;
    const prover = question === 'kill' ? this.killer : this.owner;
    const out: number[] = [];
    for (const p of this.region) {
      if (board.at(p) !== 0) continue;
      if (
        board.isLegal(p, side) ||
        (p === board.ko && side === this.koMaster && this.legalAfterPass(board, p))
      ) {
        out.push(p);
      }
    }
    // Points with more empty neighbours first: vital points tend to sit in the middle of a space.
    const free = (p: number) => around(board, p).filter((n) => board.at(n) === 0).length;
    out.sort((a, b) => free(b) - free(a) || a - b);
    // In `survive` the owner may wait too (in seki every move of its own in the region is bad).
    if (side !== prover || question === 'survive') out.push(PASS);
    return out;
  }

  /**
   * Whether `move` by the side to move ends a `survive` question with the owner's win: the killer passes
   * while no ko ban stands (the owner passes back; the target stays, in seki or alive).
   */
  passEnds(board: FastBoard, question: Question, move: number): boolean {
    return question === 'survive' && move === PASS && board.toMove === this.killer && board.ko < 0;
  }

  /** True / false when the position is decided for `question`, undefined when play goes on. */
  private terminal(board: FastBoard, question: Question): boolean | undefined {
    if (this.captured(board)) return question === 'kill';
    if (this.alive(board)) return question !== 'kill';
    return undefined;
  }

  private search(board: FastBoard, question: Question, plies: number, level: number): boolean {
    const decided = this.terminal(board, question);
    if (decided !== undefined) return decided;
    if (plies <= 0) return false;
    if (++this.nodes > this.nodeLimit) {
      this.aborted = true;
      return false;
    }
    const table = this.tables[question];
    const key = positionKey(board);
    const known = table.lookup(key, plies);
    if (known !== undefined) return known;
    const prover = question === 'kill' ? this.killer : this.owner;
    const proverToMove = board.toMove === prover;
    let win = !proverToMove;
    for (const move of this.moves(board, question)) {
      let result: boolean;
      if (this.passEnds(board, question, move)) result = true;
      else {
        const child = this.pool.copy(level + 1, board);
        if (!this.play(child, move)) continue;
        result = this.search(child, question, plies - 1, level + 1);
      }
      if (this.aborted) return false;
      if (proverToMove && result) {
        win = true;
        break;
      }
      if (!proverToMove && !result) {
        win = false;
        break;
      }
    }
    table.store(key, plies, win);
    return win;
  }

  /** Plays a move of `moves` on `board` (a ko master retakes through the ban). */
  play(board: FastBoard, move: number): boolean {
    const side = board.toMove;
    if (move !== PASS && move === board.ko && side === this.koMaster)
      return playIgnoringKo(board, move, side);
    return board.play(move, side);
  }

  private legalAfterPass(board: FastBoard, p: number): boolean {
    const copy = board.clone();
    copy.pass();
    return copy.isLegal(p, board.toMove);
  }

  /**
   * Areas of non-owner points next to the target that stay inside the region (the flood never leaves it):
   * Benson needs two such areas, so fewer rules life out without running it. The flood stops at the
   * region's border, so it costs at most the region.
   */
  private enclosedAreas(board: FastBoard): number {
    if (++this.stamp >= 0x7ffffff0) {
      this.marks.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    const marks = this.marks;
    const stack = this.stack;
    let enclosed = 0;
    for (const stone of board.chainStones(this.target)) {
      for (const start of around(board, stone)) {
        const c = board.at(start);
        // Outside points are never marked, so every area touching one learns that it is open.
        if (c === this.owner || c === 2 || this.inRegion[start] !== 1 || marks[start] === stamp) continue;
        let closed = true;
        let top = 0;
        stack[top++] = start;
        marks[start] = stamp;
        while (top > 0) {
          const p = stack[--top] as number;
          for (const n of around(board, p)) {
            const k = board.at(n);
            if (k === this.owner || k === 2) continue;
            if (this.inRegion[n] !== 1) {
              closed = false;
              continue;
            }
            if (marks[n] === stamp) continue;
            marks[n] = stamp;
            stack[top++] = n;
          }
        }
        if (closed && ++enclosed >= 2) return enclosed;
      }
    }
    return enclosed;
  }
}
