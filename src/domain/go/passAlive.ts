// Unconditional life (Benson's algorithm): chains that cannot be captured even if their owner passes every
// move from now on. It is a proof, not a judgement: a chain it finds is alive against any play, but many
// living groups (seki, eyes with outside liberties, shapes that need an answer) are not found. The problem
// checker uses it where a proof is needed: a "kill" line must not leave the group unconditionally alive,
// and a "live" line that does not leave it so gets a warning.
import { neighbours } from './coords';
import type { Vertex } from './coords';
import type { Position } from './position';
import type { Color } from './stones';

/** 1 at every stone of `color` that belongs to an unconditionally alive chain, else 0. */
export function passAliveStones(position: Pick<Position, 'size' | 'stones'>, color: Color): Uint8Array {
  const { size, stones } = position;
  const n = size * size;
  const chainId = new Int32Array(n).fill(-1);
  const regionId = new Int32Array(n).fill(-1);
  let chains = 0;
  let regions = 0;
  // Chains of `color`, and regions: connected areas of everything else (empty points and opponent stones).
  for (let start = 0; start < n; start++) {
    if (chainId[start] !== -1 || regionId[start] !== -1) continue;
    const own = stones[start] === color;
    const ids = own ? chainId : regionId;
    const id = own ? chains++ : regions++;
    ids[start] = id;
    const stack = [start];
    while (stack.length > 0) {
      for (const q of neighbours(size, stack.pop() as Vertex)) {
        if (ids[q] === -1 && (stones[q] === color) === own) {
          ids[q] = id;
          stack.push(q);
        }
      }
    }
  }

  // For each region: the chains around it, and those for which every empty point inside is a liberty.
  const borders = Array.from({ length: regions }, () => new Set<number>());
  const vital = Array.from({ length: regions }, () => new Set<number>());
  const emptyPoints = Array.from({ length: regions }, (): Vertex[] => []);
  for (let v = 0; v < n; v++) {
    const r = regionId[v] ?? -1;
    if (r < 0) continue;
    if (stones[v] === 0) emptyPoints[r]?.push(v);
    for (const q of neighbours(size, v)) if (chainId[q] !== -1) borders[r]?.add(chainId[q] ?? -1);
  }
  for (let r = 0; r < regions; r++) {
    for (const c of borders[r] ?? []) {
      const isLiberty = (v: Vertex) => neighbours(size, v).some((q) => chainId[q] === c);
      if ((emptyPoints[r] ?? []).every(isLiberty)) vital[r]?.add(c);
    }
  }

  // Drop chains with fewer than two vital regions, then regions next to a dropped chain, until stable.
  const aliveChain = new Uint8Array(chains).fill(1);
  const liveRegion = new Uint8Array(regions).fill(1);
  for (let changed = true; changed;) {
    changed = false;
    for (let c = 0; c < chains; c++) {
      if (aliveChain[c] === 0) continue;
      let count = 0;
      for (let r = 0; r < regions; r++) if (liveRegion[r] === 1 && vital[r]?.has(c)) count++;
      if (count < 2) {
        aliveChain[c] = 0;
        changed = true;
      }
    }
    for (let r = 0; r < regions; r++) {
      if (liveRegion[r] === 1 && [...(borders[r] ?? [])].some((c) => aliveChain[c] === 0)) {
        liveRegion[r] = 0;
        changed = true;
      }
    }
  }
  const out = new Uint8Array(n);
  for (let v = 0; v < n; v++) if (chainId[v] !== -1 && aliveChain[chainId[v] ?? 0] === 1) out[v] = 1;
  return out;
}
