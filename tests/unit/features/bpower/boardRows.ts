// Trainer boards for tests, written as stone lists instead of 19 strings of 19 points.
import { vertexOf } from '../../../../src/features/bpower/drillBoard';

/** An empty board of `size` with the given stones ("X Q17, O R16"), as the pack's rows. */
export function rows(size: number, stones: string): string[] {
  const out = Array.from({ length: size }, () => Array.from({ length: size }, () => '.'));
  for (const stone of stones.split(',').map((s) => s.trim())) {
    if (stone === '') continue;
    const [colour, point] = stone.split(' ') as [string, string];
    const v = vertexOf(size, point);
    const row = out[Math.floor(v / size)];
    if (row) row[v % size] = colour;
  }
  return out.map((r) => r.join(''));
}
