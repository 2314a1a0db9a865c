// Problems once served and then replaced (tools/content/retired.json): the 9×9 problems of ninth-dan steps
// 6–10 before those steps moved to 19×19 (issue 14), and the one-move problems of the study groups replaced
// in place (replaced.ts; issue 14, "how much") with the steps of their old lessons (`REPLACED_TUTORIALS`).
// The generator never draws them again, so a student meets no old problem under a new id, and the packs
// drawn beside them are the same as when they were served (each draw skipped them as taken then, and
// still does).
import fs from 'node:fs';
import type { ProblemJson } from '../../src/domain/go/problemJson';
import { problemKey } from '../../src/domain/content/symmetry';

/** Problem keys (`problemKey`) no pack may use again. */
export function retiredProblemKeys(): ReadonlySet<string> {
  const file = new URL('./retired.json', import.meta.url);
  const { keys } = JSON.parse(fs.readFileSync(file, 'utf8')) as { keys: string[] };
  return new Set(keys);
}

/** The problems that are retired ones (any symmetry or colour swap), as content:check issue lines. */
export function retiredUses(
  problems: readonly { readonly file: string; readonly at: string; readonly problem: ProblemJson }[],
  retired: ReadonlySet<string> = retiredProblemKeys(),
): string[] {
  return problems
    .filter((p) => retired.has(problemKey(p.problem)))
    .map(
      (p) =>
        `${p.file} ${p.at}: retired_problem (served before under another id; tools/content/retired.json)`,
    );
}
