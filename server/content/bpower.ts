// The pattern trainer's pack (bpower.json, issue 15), checked at start and indexed: positions by id and
// by step, and the theory lessons. A directory without the file gives an empty trainer (no drills).
import fs from 'node:fs';
import path from 'node:path';
import {
  checkBpowerPack,
  type BpowerPack,
  type TheoryLesson,
  type TrainerPosition,
} from '../../src/domain/content/bpower';
import { BSTEP_FIRST, BSTEP_LAST, DRILL_SIZE } from '../../src/domain/rules/bpower';
import { createRandom } from '../../src/domain/go/random';

export interface BpowerContent {
  readonly version: string;
  readonly positions: ReadonlyMap<string, TrainerPosition>;
  readonly lessons: readonly TheoryLesson[];
  /** Ten positions for a drill at `step` (that step's first, then the nearest steps), drawn with `seed`. */
  drillPositions(step: number, seed: number): TrainerPosition[];
}

export function loadBpowerContent(dir: string): BpowerContent {
  const file = path.join(dir, 'bpower.json');
  const pack: BpowerPack = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as BpowerPack)
    : { name: 'bpower', version: 'none', engine: { playouts: 0, seed: 0 }, positions: [], lessons: [] };
  // The form only (the server's own file; content:check proves the Go): any step may be thin here.
  const issues = checkBpowerPack(pack, 0);
  if (issues.length > 0) {
    const first = issues[0];
    throw new Error(`Content pack ${file} is invalid at ${first?.path ?? '?'}: ${first?.code ?? ''}`);
  }
  const positions = new Map(pack.positions.map((p) => [p.id, p]));
  const byStep = new Map<number, TrainerPosition[]>();
  for (const p of pack.positions) byStep.set(p.step, [...(byStep.get(p.step) ?? []), p]);
  return {
    version: pack.version,
    positions,
    lessons: pack.lessons,
    drillPositions(step, seed) {
      const random = createRandom(seed);
      const out: TrainerPosition[] = [];
      // The student's step first, then one step either side, and so on, until ten.
      for (let d = 0; out.length < DRILL_SIZE && d <= BSTEP_FIRST; d++) {
        const ring = [step - d, ...(d === 0 ? [] : [step + d])].filter(
          (s) => s >= BSTEP_LAST && s <= BSTEP_FIRST,
        );
        const pool = ring.flatMap((s) => byStep.get(s) ?? []);
        while (pool.length > 0 && out.length < DRILL_SIZE)
          out.push(...pool.splice(random.int(pool.length), 1));
      }
      return out;
    },
  };
}
