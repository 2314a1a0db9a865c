// The capture reader: can the attacker take a marked chain within n plies, both sides playing their best?
// A depth-limited AND/OR search on the fast board over local candidate moves, with a table of proven
// bounds per position. It reads ataris, ladders (to the edge or into a ladder breaker), nets, snapbacks,
// throw-ins, cuts and connections, and capturing races, because the candidates are the moves those
// techniques use:
//
// - attacker: the target's liberties; when it has at most three, the empty points next to them (nets,
//   blocking moves); the liberties of its own chains touching the target that have two liberties or fewer
//   (saving them), and captures of the defender's chains in atari next to those or next to the target's
//   liberties (stopping a connection);
// - defender: the target's liberties (extending, connecting), captures of attacker chains in atari next to
//   the target and the liberties of those with two (counter-ataris); when not in atari also the points next
//   to its liberties and the liberties of weak attacker stones next to them; and a pass.
//
// What it proves: a "win" is a capture against every defender move in that list. When the target is in
// atari the list is complete (only extending or capturing a neighbour can save a chain in atari), so a
// ladder read to the end is a proof. A "fail" means the attacker's moves in its list do not capture within
// the plies, or the target reached `escapeLiberties` liberties, which counts as escaped.
//
// Capturing races (`race: true`): both sides count. The target and the attacker's *racing chains* (its
// chains next to the target with at most RACE_CHAIN_LIBERTIES liberties) are both short of liberties, so
// the defender also fills the racing chains' liberties (outside ones and shared ones alike, whatever its
// own count) and, where a direct fill would be self-atari, the empty points next to that liberty (the
// approach move); the attacker also fills the target's liberties through approach moves, extends or
// saves its racing chains when they have two liberties or fewer, and captures defender stones in atari
// next to them. Both lists are always wide (no depth narrows them), a target with three liberties is read
// at any depth, and the target escapes at RACE_ESCAPE_LIBERTIES or as soon as a stone of the racing
// chains (as they stood when the reader was made, `racing`) is captured: the race is lost then, whatever
// could follow in the space the captured chain leaves. A race "win" is a proof against every defender move
// that touches the race: every liberty of the target and of the racing chains, every point next to a
// liberty of the target, the approach points, and a pass. Not proven: a defender move that touches none of
// them (attacking the attacker's outer wall, which has more liberties than the racing chains).
import { PASS } from '../go/coords';
import type { FastBoard } from '../go/fastBoard';
import type { Color } from '../go/stones';
import { BoardPool, BoundsTable, adjacentChains, around, libertyList, positionKey } from './boardReading';
import type { Outcome } from './boardReading';

/** In a race, the attacker's chains next to the target with at most this many liberties race it. */
export const RACE_CHAIN_LIBERTIES = 6;
/** In a race, the target counts as escaped at this many liberties. */
export const RACE_ESCAPE_LIBERTIES = 8;
/** A capture problem whose target starts with this many liberties or more is read as a capturing race. */
export const RACE_TARGET_LIBERTIES = 4;

/** The attacker's chains next to the target with at most RACE_CHAIN_LIBERTIES liberties: their stones. */
export function racingStones(board: FastBoard, target: number): number[] {
  const attacker = -board.at(target);
  const out: number[] = [];
  for (const chain of adjacentChains(board, target, attacker as Color)) {
    if (board.liberties(chain) <= RACE_CHAIN_LIBERTIES) out.push(...board.chainStones(chain));
  }
  return out.sort((a, b) => a - b);
}

/**
 * The reader for a capture problem's target: a race reader (with the racing stones of `board`) when the
 * target has RACE_TARGET_LIBERTIES liberties or more, which the plain reader would count as escaped.
 */
export function captureReaderFor(
  board: FastBoard,
  target: number,
  options: Omit<CaptureReaderOptions, 'race' | 'racing'> = {},
): CaptureReader {
  const defender = board.at(target) as Color;
  if (board.liberties(target) < RACE_TARGET_LIBERTIES) return new CaptureReader(target, defender, options);
  return new CaptureReader(target, defender, { ...options, race: true, racing: racingStones(board, target) });
}

export interface CaptureReaderOptions {
  /** Read a capturing race: both sides count liberties (see the file's comment). Default false. */
  readonly race?: boolean;
  /** In a race, the attacker's racing stones; the target escapes once one of them is captured. */
  readonly racing?: readonly number[];
  /** The target counts as escaped once it has this many liberties (default 4). */
  readonly escapeLiberties?: number;
  /**
   * Plies from the root within which the attacker also tries moves that do not take a liberty (nets,
   * blocks) and the defender the points next to its liberties (default 8). Deeper, the attacker only
   * fills liberties: a ladder is read to its end, a net only near the root.
   */
  readonly widePlies?: number;
  /** Plies from the root within which a target with three liberties is attacked at all (default 6). */
  readonly threeLibertyPlies?: number;
  /** Searches stop as unknown after this many nodes in one query (default 200,000). */
  readonly nodeLimit?: number;
}

export class CaptureReader {
  readonly attacker: Color;
  readonly race: boolean;
  readonly racing: readonly number[];
  readonly escapeLiberties: number;
  readonly widePlies: number;
  readonly threeLibertyPlies: number;
  readonly nodeLimit: number;
  /** Nodes visited by the last query. */
  nodes = 0;
  private aborted = false;
  private readonly table = new BoundsTable();
  private readonly pool = new BoardPool();

  /** `target` is a point of the fast board holding a stone of the defender's colour. */
  constructor(
    readonly target: number,
    readonly defender: Color,
    options: CaptureReaderOptions = {},
  ) {
    this.attacker = -defender as Color;
    this.race = options.race ?? false;
    this.racing = options.racing ?? [];
    this.escapeLiberties = options.escapeLiberties ?? (this.race ? RACE_ESCAPE_LIBERTIES : 4);
    // A race is read wide at every depth (Infinity plies), so the candidates never depend on the level.
    this.widePlies = options.widePlies ?? (this.race ? Infinity : 8);
    this.threeLibertyPlies = options.threeLibertyPlies ?? (this.race ? Infinity : 6);
    this.nodeLimit = options.nodeLimit ?? 200_000;
  }

  captured(board: FastBoard): boolean {
    return board.at(this.target) !== this.defender;
  }

  /**
   * Whether the attacker captures the target within `plies` moves of both sides, whoever is to move.
   * `level` is how many plies the board lies below the position a problem starts from (the candidate
   * lists narrow with depth, so a line read again from the middle must say where it is).
   */
  capture(board: FastBoard, plies: number, level = 0): Outcome {
    this.nodes = 0;
    this.aborted = false;
    const win = this.search(board, plies, level);
    return this.aborted ? 'unknown' : win ? 'win' : 'fail';
  }

  /**
   * The fewest plies in which the attacker captures (0 when already captured), up to `maxPlies`; null when
   * it cannot within them, undefined when the search ran out of nodes.
   */
  distance(board: FastBoard, maxPlies: number, level = 0): number | null | undefined {
    if (this.captured(board)) return 0;
    for (let plies = board.toMove === this.attacker ? 1 : 2; plies <= maxPlies; plies += 2) {
      const outcome = this.capture(board, plies, level);
      if (outcome === 'unknown') return undefined;
      if (outcome === 'win') return plies;
    }
    return null;
  }

  /** The attacker's candidate moves here (at `level` plies from the root), best first. */
  attackerMoves(board: FastBoard, level = 0): number[] {
    return this.order(board, this.attackerCandidates(board, level < this.widePlies), true);
  }

  /** The defender's candidate moves here, best first, a pass last. */
  defenderMoves(board: FastBoard, level = 0): number[] {
    return [...this.order(board, this.defenderCandidates(board, level < this.widePlies), false), PASS];
  }

  private search(board: FastBoard, plies: number, level: number): boolean {
    if (this.captured(board)) return true;
    if (plies <= 0) return false;
    if (++this.nodes > this.nodeLimit) {
      this.aborted = true;
      return false;
    }
    const n = board.liberties(this.target);
    if (n >= this.escapeLiberties) return false;
    if (this.racing.some((p) => board.at(p) !== this.attacker)) return false;
    const attackerToMove = board.toMove === this.attacker;
    // Each attacker move fills at most one liberty of the target.
    if (attackerToMove ? 2 * n - 1 > plies : 2 * n > plies) return false;
    if (attackerToMove && n === 1 && board.isLegal(libertyList(board, this.target)[0] as number)) return true;
    if (n >= 3 && level >= this.threeLibertyPlies) return false;
    // Below the depth thresholds the candidates depend on the level, so the level is part of the key there.
    const shallow = !this.race && level < Math.max(this.widePlies, this.threeLibertyPlies);
    const key = shallow ? `${positionKey(board)}@${level}` : positionKey(board);
    const known = this.table.lookup(key, plies);
    if (known !== undefined) return known;
    let win: boolean;
    if (attackerToMove) {
      win = false;
      for (const move of this.attackerMoves(board, level)) {
        const child = this.pool.copy(level + 1, board);
        if (!child.play(move)) continue;
        if (this.search(child, plies - 1, level + 1)) {
          win = true;
          break;
        }
        if (this.aborted) return false;
      }
    } else {
      win = true;
      for (const move of this.defenderMoves(board, level)) {
        const child = this.pool.copy(level + 1, board);
        if (!child.play(move)) continue;
        if (!this.search(child, plies - 1, level + 1)) {
          win = false;
          break;
        }
      }
    }
    if (this.aborted) return false;
    this.table.store(key, plies, win);
    return win;
  }

  private attackerCandidates(board: FastBoard, wide: boolean): number[] {
    const out: number[] = [];
    const add = (p: number) => {
      if (board.at(p) === 0 && !out.includes(p)) out.push(p);
    };
    const libs = libertyList(board, this.target);
    libs.forEach(add);
    if (wide && libs.length <= 3) {
      for (const lib of libs) around(board, lib).forEach(add);
      // Defender stones next to a liberty that could connect: capture them if they are in atari.
      for (const lib of libs) {
        for (const n of around(board, lib)) {
          if (board.at(n) === this.defender && !board.sameChain(n, this.target)) {
            const theirs = libertyList(board, n);
            if (theirs.length === 1) add(theirs[0] as number);
          }
        }
      }
    }
    if (this.race) {
      // Approach moves: where filling a liberty of the target would be self-atari, the points next to it.
      for (const lib of libs) if (this.selfAtari(board, lib, this.attacker)) around(board, lib).forEach(add);
      for (const lib of libs) {
        for (const n of around(board, lib)) {
          if (board.at(n) === this.defender && !board.sameChain(n, this.target)) {
            const theirs = libertyList(board, n);
            if (theirs.length === 1) add(theirs[0] as number);
          }
        }
      }
    }
    for (const own of adjacentChains(board, this.target, this.attacker)) {
      const ownLibs = libertyList(board, own);
      if (ownLibs.length > 2) continue;
      ownLibs.forEach(add);
      for (const enemy of adjacentChains(board, own, this.defender)) {
        const theirs = libertyList(board, enemy);
        if (theirs.length === 1) add(theirs[0] as number);
      }
    }
    return out;
  }

  private defenderCandidates(board: FastBoard, wide: boolean): number[] {
    const out: number[] = [];
    const add = (p: number) => {
      if (board.at(p) === 0 && !out.includes(p)) out.push(p);
    };
    const libs = libertyList(board, this.target);
    libs.forEach(add);
    for (const enemy of adjacentChains(board, this.target, this.attacker)) {
      const theirs = libertyList(board, enemy);
      if (theirs.length === 1 || (libs.length >= 2 && theirs.length === 2)) theirs.forEach(add);
      if (this.race && theirs.length <= RACE_CHAIN_LIBERTIES) {
        // Fill the racing chain's liberties, whatever the target's own count; approach where self-atari.
        theirs.forEach(add);
        for (const lib of theirs)
          if (this.selfAtari(board, lib, this.defender)) around(board, lib).forEach(add);
      }
    }
    if (wide && (libs.length >= 2 || this.race)) {
      for (const lib of libs) {
        for (const n of around(board, lib)) {
          add(n);
          if (board.at(n) === this.attacker) {
            const theirs = libertyList(board, n);
            if (theirs.length <= 2) theirs.forEach(add);
          }
        }
      }
    }
    return out;
  }

  /** Whether `color` playing `p` (legal) leaves its new chain one liberty without capturing anything. */
  private selfAtari(board: FastBoard, p: number, color: Color): boolean {
    if (!board.isLegal(p, color)) return false;
    const scratch = (this.scratch ??= board.clone());
    scratch.copyFrom(board);
    const before = scratch.prisoners(color);
    scratch.playLegal(p, color);
    return scratch.prisoners(color) === before && scratch.liberties(p) === 1;
  }

  private scratch: FastBoard | null = null;

  /**
   * Orders moves by what they do to the target: the attacker's that leave it the fewest liberties first,
   * the defender's that leave it the most; captures break ties, then the mover's own liberties.
   */
  private order(board: FastBoard, moves: readonly number[], forAttacker: boolean): number[] {
    const scored: { move: number; score: number }[] = [];
    const scratch = this.pool.copy(0, board);
    for (const move of moves) {
      if (!board.isLegal(move)) continue;
      scratch.copyFrom(board);
      const before = scratch.prisoners(scratch.toMove);
      const mover = scratch.toMove;
      scratch.playLegal(move, mover);
      const captures = scratch.prisoners(mover) - before;
      const targetLibs = this.captured(scratch) ? -1 : scratch.liberties(this.target);
      const ownLibs = Math.min(scratch.liberties(move), 4);
      const score = forAttacker
        ? targetLibs * 100 - Math.min(captures, 9) * 10 - ownLibs
        : -targetLibs * 100 - Math.min(captures, 9) * 10 - ownLibs;
      scored.push({ move, score });
    }
    scored.sort((a, b) => a.score - b.score || a.move - b.move);
    return scored.map((s) => s.move);
  }
}
