// `node --import tsx tools/content/addShortfalls.ts [--dir DIR]`: adds to every counted endgame of the study
// pack the points each wrong first move counts less than the best, and the wrong second moves with their
// refutations and shortfalls (endgameShort.ts), in place, and recomputes the pack's version. For packs
// drawn before they existed; the generator adds them itself. Running it again changes nothing.
import fs from 'node:fs';
import path from 'node:path';
import { packProblems } from '../../src/domain/content/problemIds';
import { revisePackVersion } from './build';
import { withEndgameReasonsJson } from './endgameShort';
import { flag } from './flags';
import { formatJson, packsDir } from './packFiles';
import type { ProblemBranchJson } from '../../src/domain/go/problemJson';

/** The branches carrying a shortfall, at the first turn and below it. */
function shortfalls(branches: readonly ProblemBranchJson[], first = true): { first: number; later: number } {
  let out = { first: 0, later: 0 };
  for (const b of branches) {
    if (b.short !== undefined)
      out = first ? { ...out, first: out.first + 1 } : { ...out, later: out.later + 1 };
    const below = shortfalls(b.then ?? [], false);
    out = { first: out.first + below.first, later: out.later + below.later };
  }
  return out;
}

async function main(): Promise<void> {
  const dir = flag(process.argv.slice(2), '--dir') ?? packsDir;
  const file = path.join(dir, 'study.json');
  const pack = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  let problems = 0;
  let moves = { first: 0, later: 0 };
  for (const { record, problem } of packProblems('study', pack)) {
    const next = withEndgameReasonsJson(problem);
    if (next === problem) continue;
    problems++;
    const counted = shortfalls(next.tree);
    moves = { first: moves.first + counted.first, later: moves.later + counted.later };
    // The record is the pack's own mission object, changed in place.
    (record as Record<string, unknown>).problem = next;
  }
  revisePackVersion(pack);
  fs.writeFileSync(file, await formatJson(pack));
  process.stdout.write(
    `${problems} counted endgames; wrong moves with their shortfall: ${moves.first} first moves, ${moves.later} second moves\n`,
  );
}

await main();
