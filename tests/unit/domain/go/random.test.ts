// Seeded randomness and Zobrist keys: the same seed gives the same sequence everywhere, values stay in
// range, and the keys are fixed and distinct (so hashes are stable across processes and releases).
import { describe, expect, it } from 'vitest';
import {
  SIDE_TO_MOVE_KEY,
  ZOBRIST_HI,
  ZOBRIST_LO,
  createRandom,
  hashKey,
  hashStones,
  pick,
  randomFromState,
  shuffled,
  toggleStone,
  xorHash,
} from '../../../../src/domain/go';

// First outputs of the reference C implementation (prng.di.unimi.it) seeded with s = {1, 2, 3, 4}.
const XOSHIRO_REFERENCE = [11520, 0, 5927040, 70819200, 2031721883, 1637235492];

describe('createRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = Array.from({ length: 20 }, () => a.nextUint32());
    expect(Array.from({ length: 20 }, () => b.nextUint32())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.nextUint32())).not.toEqual(seqA);
  });

  it('is xoshiro128**: the reference outputs from state (1, 2, 3, 4)', () => {
    const r = randomFromState(1, 2, 3, 4);
    expect(Array.from({ length: 6 }, () => r.nextUint32())).toEqual(XOSHIRO_REFERENCE);
  });

  it('pins the first outputs of a seed, so a change of seeding is noticed', () => {
    const r = createRandom(1);
    expect(Array.from({ length: 3 }, () => r.nextUint32())).toEqual([2442144158, 3238099751, 3819917871]);
  });

  it('keeps floats in [0, 1) and ints in [0, n), roughly uniform', () => {
    const r = createRandom(7);
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 20000; i++) {
      const f = r.next();
      expect(f >= 0 && f < 1).toBe(true);
      const k = r.int(10);
      counts[k] = (counts[k] ?? 0) + 1;
    }
    for (const count of counts) expect(Math.abs(count - 2000)).toBeLessThan(200);
    expect(r.int(0)).toBe(0);
    expect(r.int(1)).toBe(0);
  });

  it('clones continue independently from the same point', () => {
    const r = createRandom(9);
    r.next();
    const copy = r.clone();
    expect(copy.nextUint32()).toBe(r.nextUint32());
  });

  it('picks and shuffles deterministically', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(shuffled(createRandom(5), items)).toEqual(shuffled(createRandom(5), items));
    expect(shuffled(createRandom(5), items).sort()).toEqual(items);
    expect(pick(createRandom(5), [])).toBeUndefined();
    expect(items).toContain(pick(createRandom(5), items));
  });
});

describe('Zobrist keys', () => {
  it('are distinct 64-bit values for every vertex and colour on 25×25', () => {
    const seen = new Set<string>();
    for (let i = 0; i < ZOBRIST_LO.length; i++) {
      seen.add(hashKey({ lo: ZOBRIST_LO[i] ?? 0, hi: ZOBRIST_HI[i] ?? 0 }));
    }
    expect(seen.size).toBe(25 * 25 * 2);
    expect(hashKey(SIDE_TO_MOVE_KEY)).not.toBe('0000000000000000');
  });

  it('are fixed: the hash of a known board does not change between releases', () => {
    const stones = new Int8Array(81);
    stones[40] = 1;
    stones[0] = -1;
    expect(hashKey(hashStones(stones))).toBe('f91cb288ea399351');
  });

  it('toggle in and out again', () => {
    const h = toggleStone(toggleStone({ lo: 0, hi: 0 }, 1, 10), -1, 11);
    expect(toggleStone(toggleStone(h, -1, 11), 1, 10)).toEqual({ lo: 0, hi: 0 });
    expect(xorHash(h, h)).toEqual({ lo: 0, hi: 0 });
  });
});
