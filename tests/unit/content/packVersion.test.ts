// A pack changed in place (content:laterturns --write and the other in-place tools) gets the version the
// generator gives the same body (issue 14: content:generate is byte-identical to the shipped packs).
import { describe, expect, it } from 'vitest';
import { revisePackVersion, version } from '../../../tools/content/build';

describe('revisePackVersion', () => {
  const seed = 20261122;
  it.each([
    ['study', { categories: [{ id: 1 }] }, (p: Record<string, unknown>) => p.categories],
    ['dan9', { steps: [{ step: 1 }] }, (p: Record<string, unknown>) => p.steps],
    ['tutorials', { tutorials: [{ key: '01-01-00' }] }, (p: Record<string, unknown>) => p.tutorials],
    [
      'single',
      { categories: [{ id: 1 }], tutorials: [{ id: 2 }] },
      (p: Record<string, unknown>) => ({ categories: p.categories, tutorials: p.tutorials }),
    ],
  ])('versions the %s pack over the body the generator hashes', (name, body, hashed) => {
    const pack: Record<string, unknown> = { name, version: `1.0.0+seed${seed}.00000000`, ...body };
    revisePackVersion(pack);
    expect(pack.version).toBe(version(seed, hashed(pack)));
    expect(pack.version).not.toBe(`1.0.0+seed${seed}.00000000`);
  });
});
