// Zobrist hashing of board contents: one fixed 64-bit key (two 32-bit words) per vertex and colour, drawn
// from a seeded generator so every process — app, worker, server — computes the same hash for the same board.
// A hash covers the stones only (that is what positional superko compares); the side to move can be mixed in
// with SIDE_TO_MOVE_KEY by callers that need it, such as the AI's transposition table.
import { MAX_BOARD_SIZE } from './coords';
import type { Vertex } from './coords';
import { createRandom } from './random';
import type { Color } from './stones';

export const ZOBRIST_SEED = 0x5a0b1e57;

/** A 64-bit hash as two unsigned 32-bit words. */
export interface Hash {
  readonly lo: number;
  readonly hi: number;
}

const POINTS = MAX_BOARD_SIZE * MAX_BOARD_SIZE;

function makeKeys(): { lo: Uint32Array; hi: Uint32Array; side: Hash } {
  const random = createRandom(ZOBRIST_SEED);
  const lo = new Uint32Array(POINTS * 2);
  const hi = new Uint32Array(POINTS * 2);
  for (let i = 0; i < POINTS * 2; i++) {
    lo[i] = random.nextUint32();
    hi[i] = random.nextUint32();
  }
  return { lo, hi, side: { lo: random.nextUint32(), hi: random.nextUint32() } };
}

const keys = makeKeys();

/** Key words of a stone, indexed `vertex * 2` for black and `vertex * 2 + 1` for white. */
export const ZOBRIST_LO: Readonly<Uint32Array> = keys.lo;
export const ZOBRIST_HI: Readonly<Uint32Array> = keys.hi;
/** XOR this in to tell "white to move" apart from "black to move". */
export const SIDE_TO_MOVE_KEY: Hash = keys.side;
export const EMPTY_HASH: Hash = { lo: 0, hi: 0 };

export function keyIndex(color: Color, vertex: Vertex): number {
  return vertex * 2 + (color === 1 ? 0 : 1);
}

/** The hash with one stone added or removed (XOR is its own inverse). */
export function toggleStone(hash: Hash, color: Color, vertex: Vertex): Hash {
  const i = keyIndex(color, vertex);
  return { lo: (hash.lo ^ (keys.lo[i] ?? 0)) >>> 0, hi: (hash.hi ^ (keys.hi[i] ?? 0)) >>> 0 };
}

export function xorHash(a: Hash, b: Hash): Hash {
  return { lo: (a.lo ^ b.lo) >>> 0, hi: (a.hi ^ b.hi) >>> 0 };
}

/** The hash of a whole board (stones: 1 black, −1 white, 0 empty, indexed by vertex). */
export function hashStones(stones: ArrayLike<number>): Hash {
  let lo = 0;
  let hi = 0;
  for (let v = 0; v < stones.length; v++) {
    const s = stones[v];
    if (s === 1 || s === -1) {
      const i = keyIndex(s, v);
      lo ^= keys.lo[i] ?? 0;
      hi ^= keys.hi[i] ?? 0;
    }
  }
  return { lo: lo >>> 0, hi: hi >>> 0 };
}

export function sameHash(a: Hash, b: Hash): boolean {
  return a.lo === b.lo && a.hi === b.hi;
}

/** A 16-digit hex string, convenient as a Map key. */
export function hashKey(hash: Hash): string {
  return hash.hi.toString(16).padStart(8, '0') + hash.lo.toString(16).padStart(8, '0');
}
