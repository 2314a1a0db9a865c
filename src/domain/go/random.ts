// Deterministic pseudo-random numbers: xoshiro128** seeded through splitmix32. The domain never calls
// Math.random; Zobrist keys, the AI's search and seeded tests all draw from a `Random` built from a seed, so
// every run can be replayed exactly.

export interface Random {
  /** The next unsigned 32-bit integer. */
  nextUint32(): number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n) for n ≥ 1 (0 when n < 1). */
  int(n: number): number;
  /** A copy that continues the same sequence independently. */
  clone(): Random;
}

/** splitmix32: spreads a single 32-bit seed over the four words of xoshiro's state. */
function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

class Xoshiro128 implements Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(a: number, b: number, c: number, d: number) {
    this.a = a >>> 0;
    this.b = b >>> 0;
    this.c = c >>> 0;
    this.d = d >>> 0;
    // The all-zero state is a fixed point of xoshiro; splitmix32 never yields it, but be safe.
    if ((this.a | this.b | this.c | this.d) === 0) this.a = 1;
  }

  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }

  next(): number {
    return this.nextUint32() / 4294967296;
  }

  int(n: number): number {
    if (n < 1) return 0;
    return Math.floor(this.next() * Math.floor(n));
  }

  clone(): Random {
    return new Xoshiro128(this.a, this.b, this.c, this.d);
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** A generator whose whole sequence is fixed by `seed` (any number; only its low 32 bits count). */
export function createRandom(seed: number): Random {
  const mix = splitmix32(seed);
  return new Xoshiro128(mix(), mix(), mix(), mix());
}

/** A generator started from an explicit xoshiro128** state (four 32-bit words, not all zero). */
export function randomFromState(a: number, b: number, c: number, d: number): Random {
  return new Xoshiro128(a, b, c, d);
}

/** Picks one element uniformly; undefined for an empty list. */
export function pick<T>(random: Random, items: readonly T[]): T | undefined {
  return items[random.int(items.length)];
}

/** Shuffles a copy of `items` (Fisher–Yates). */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
