// `node --import tsx tools/content/generate.ts [--seed N] [--out DIR]`: builds the study, ninth-dan and
// tutorial packs from the curriculum plan, checks them with the pack checkers, writes them formatted as
// Prettier formats JSON (so the repository's format check passes) and prints the counts. The same seed
// gives byte-identical files.
import fs from 'node:fs';
import path from 'node:path';
import { checkDan9Pack, checkStudyPack, checkTutorialsPack } from '../../src/domain/content/checkPacks';
import { flag } from './flags';
import { formatJson, packsDir, seedFrom } from './packFiles';
import { buildPacks, withDan9Parts, withLateDan9Steps } from './build';
import { retiredProblemKeys } from './retired';
import { countLines } from './counts';
import { buildSinglePack, usedProblemKeys, withLateSingleGroups } from './single';
import { checkSinglePack, formatSingleIssue, singleCountLines } from './singleCheck';
import { withTopicGroups } from './topics';
import { withReplacedGroups } from './replacedGroups';
import { withReplacedTutorials } from './replacedTutorials';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const seed = seedFrom(flag(argv, '--seed'));
  const out = flag(argv, '--out') ?? packsDir;
  const started = Date.now();
  const built = buildPacks({ seed, log: (l) => process.stderr.write(`${l}\n`) });
  // The study and tutorial packs are checked once complete (below): their replaced groups and lessons
  // (replaced.ts) are drawn last.
  const issues: string[] = [];
  // Single play after the study packs, never repeating one of their problems.
  // Retired problems (retired.ts) count as taken everywhere.
  const taken = (...packs: unknown[]) => new Set([...retiredProblemKeys(), ...usedProblemKeys(...packs)]);
  const single = buildSinglePack({
    seed,
    used: taken(built.study, built.dan9, built.tutorials),
    log: (l) => process.stderr.write(`${l}\n`),
  });
  issues.push(
    ...checkSinglePack(single, usedProblemKeys(built.study, built.dan9, built.tutorials)).map(
      formatSingleIssue,
    ),
  );
  // The topic groups, then the ninth-dan steps on 19×19, then the late topic groups (the advanced and
  // dan-level ones on 19×19), last (topics.ts, build.ts), so each changes no problem drawn before it.
  const used = taken(built.study, built.dan9, built.tutorials, single);
  const log = (l: string) => process.stderr.write(`${l}\n`);
  const early = withTopicGroups(built.study, used, { seed, log });
  const lateDan9 = withLateDan9Steps(built.dan9, used, { seed, log });
  const late = withTopicGroups(early, used, { seed, log, late: true });
  // Last, the groups whose every answer takes two moves or more (issue 14, "how much"): single play's late
  // groups, then the study pack's last topic groups (twoMoveTopics.ts), then the further parts of the
  // ninth-dan steps, so none changed a problem drawn before it.
  const lateSingle = withLateSingleGroups(single, used, { seed, log });
  const lastStudy = withTopicGroups(late, used, { seed, log, last: true });
  const dan9 = withDan9Parts(lateDan9, used, { seed, log });
  // After everything else, the groups replaced in place (replacedGroups.ts), every answer two moves or
  // more, so no other problem of any pack changed.
  const study = withReplacedGroups(lastStudy, used, { seed, log });
  // And the lessons of the groups that changed their theme with it (replacedTutorials.ts).
  const tutorials = withReplacedTutorials(built.tutorials, used, { seed, log });
  issues.push(
    ...checkTutorialsPack(tutorials, study).map(
      (i) => `tutorials.json ${i.path}: ${i.code}${i.detail ? ` (${i.detail})` : ''}`,
    ),
    ...checkSinglePack(lateSingle, usedProblemKeys(study, dan9, tutorials)).map(formatSingleIssue),
    ...checkStudyPack(study).map((i) => `study.json ${i.path}: ${i.code}${i.detail ? ` (${i.detail})` : ''}`),
    ...checkDan9Pack(dan9).map((i) => `dan9.json ${i.path}: ${i.code}${i.detail ? ` (${i.detail})` : ''}`),
  );
  if (issues.length > 0) {
    process.stderr.write(`${issues.join('\n')}\n`);
    process.exitCode = 1;
    return;
  }
  fs.mkdirSync(out, { recursive: true });
  for (const [file, pack] of [
    ['study.json', study],
    ['dan9.json', dan9],
    ['tutorials.json', tutorials],
    ['single.json', lateSingle],
  ] as const) {
    fs.writeFileSync(path.join(out, file), await formatJson(pack));
  }
  const rejections = new Map<string, number>();
  for (const s of built.stats.values())
    for (const [k, n] of s) rejections.set(k, (rejections.get(k) ?? 0) + n);
  process.stdout.write(`${countLines(study, dan9, tutorials).join('\n')}\n`);
  process.stdout.write(`${singleCountLines(lateSingle).join('\n')}\n`);
  process.stdout.write(
    `candidates: ${[...rejections]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}\n`,
  );
  process.stdout.write(`seed ${seed}, ${((Date.now() - started) / 1000).toFixed(1)} s, written to ${out}\n`);
}

await main();
