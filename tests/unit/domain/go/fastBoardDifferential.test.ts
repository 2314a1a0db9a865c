// The fast board agrees with the immutable core on seeded random games on 9×9 and the smallest boards
// (see differential.ts for what is compared at every move).
import { describe, expect, it } from 'vitest';
import { randomGame, total } from './differential';

describe('fast board and immutable core agree on random games', () => {
  it('9×9, suicide forbidden: thousands of moves', () => {
    const runs = Array.from({ length: 24 }, (_, i) => randomGame(9, 1000 + i, 250, {}));
    const sum = total(runs);
    expect(sum.mismatches.slice(0, 5)).toEqual([]);
    expect(sum.moves).toBeGreaterThanOrEqual(5000);
    expect(sum.captures).toBeGreaterThan(1000);
    expect(sum.kos).toBeGreaterThan(20);
  });

  it('9×9, suicide allowed', () => {
    const runs = Array.from({ length: 8 }, (_, i) => randomGame(9, 2000 + i, 250, { allowSuicide: true }));
    const sum = total(runs);
    expect(sum.mismatches.slice(0, 5)).toEqual([]);
    expect(sum.moves).toBeGreaterThanOrEqual(1500);
  });

  it('small boards (2×2 to 5×5), where edges and suicide meet', () => {
    const sizes = [2, 3, 4, 5] as const;
    const runs = sizes.flatMap((size) => [
      randomGame(size, 4000 + size, 120, {}),
      randomGame(size, 5000 + size, 120, { allowSuicide: true }),
    ]);
    const sum = total(runs);
    expect(sum.mismatches.slice(0, 5)).toEqual([]);
    expect(sum.moves).toBe(sizes.length * 2 * 120);
  });
});
