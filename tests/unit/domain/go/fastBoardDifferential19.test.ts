// The fast board agrees with the immutable core on seeded random games on 19×19 (see differential.ts).
import { describe, expect, it } from 'vitest';
import { randomGame, total } from './differential';

describe('fast board and immutable core agree on random games', () => {
  it('19×19, suicide forbidden: thousands of moves', () => {
    const runs = Array.from({ length: 4 }, (_, i) => randomGame(19, 3000 + i, 700, {}));
    const sum = total(runs);
    expect(sum.mismatches.slice(0, 5)).toEqual([]);
    expect(sum.moves).toBeGreaterThanOrEqual(2500);
    expect(sum.captures).toBeGreaterThan(200);
  });
});
