// `node --import tsx tools/content/addShortfalls.ts [--dir DIR]`: adds to every counted endgame of the study
// pack the points each wrong first move counts less than the best (endgameShort.ts), in place, and
// recomputes the pack's version. For packs drawn before the field existed; the generator adds them itself.
import fs from 'node:fs';
import path from 'node:path';
import { packProblems } from '../../src/domain/content/problemIds';
import { revisePackVersion } from './build';
import { withShortfallsJson } from './endgameShort';
import { flag } from './flags';
import { formatJson, packsDir } from './packFiles';

async function main(): Promise<void> {
  const dir = flag(process.argv.slice(2), '--dir') ?? packsDir;
  const file = path.join(dir, 'study.json');
  const pack = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  let problems = 0;
  let moves = 0;
  for (const { record, problem } of packProblems('study', pack)) {
    const next = withShortfallsJson(problem);
    if (next === problem) continue;
    problems++;
    moves += next.tree.filter((b) => b.short !== undefined).length;
    // The record is the pack's own mission object, changed in place.
    (record as Record<string, unknown>).problem = next;
  }
  revisePackVersion(pack);
  fs.writeFileSync(file, await formatJson(pack));
  process.stdout.write(`${problems} counted endgames, ${moves} wrong first moves with their shortfall\n`);
}

await main();
