// The problems' kyu estimates (issue 14, "honest levels"): levels.json beside the packs, written by
// `npm run content:levels` from the measured difficulty of each problem (src/domain/content/difficulty.ts,
// docs/content.md "Levels"). No file, no estimates: the app then shows none. A broken file stops the start.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const levelsSchema = z.object({
  name: z.literal('levels'),
  problems: z.record(z.string(), z.object({ kyu: z.number().int().min(1).max(30) }).passthrough()),
});

/** Kyu estimates by problem id ("study/ip-g01-m0"). */
export type ProblemKyus = ReadonlyMap<string, number>;

export function loadProblemKyus(dir: string): ProblemKyus {
  const file = path.join(dir, 'levels.json');
  if (!fs.existsSync(file)) return new Map();
  const result = levelsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${file} is invalid at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`);
  }
  return new Map(Object.entries(result.data.problems).map(([id, l]) => [id, l.kyu]));
}
