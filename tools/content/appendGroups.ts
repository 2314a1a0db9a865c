// `npm run content:append -- --groups N [--seed S] [--dir DIR]`: draws the last N topic groups of the plan
// (topics.ts `topicPlan`) over the shipped packs and appends them to their categories, without drawing
// anything else again. A new last group is drawn as `content:generate` would draw it (its own seed parts:
// 'topic', its category, its place in the plan), with every problem key of every pack taken, so no shipped
// problem moves. The study pack's version is recomputed. Refuses a group whose title its category already
// holds. Run `npm run content:levels` and `npm run content:check` afterwards.
import fs from 'node:fs';
import path from 'node:path';
import type { StudyPack } from '../../src/domain/content/packs';
import { MISSIONS_PER_GROUP } from '../../src/domain/content/packs';
import { version } from './build';
import { flag } from './flags';
import { formatJson, packsDir, seedFrom } from './packFiles';
import { retiredProblemKeys } from './retired';
import { usedProblemKeys } from './single';
import { drawTopic, phaseOf, topicGroup, topicPlan } from './topics';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const dir = flag(argv, '--dir') ?? packsDir;
  const seed = seedFrom(flag(argv, '--seed'));
  const count = Number(flag(argv, '--groups') ?? 1);
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown;
  const study = read('study.json') as StudyPack;
  const used = new Set([
    ...retiredProblemKeys(),
    ...usedProblemKeys(study, read('dan9.json'), read('tutorials.json'), read('single.json')),
  ]);
  const plans = topicPlan();
  const categories = study.categories.map((c) => ({ ...c, groups: [...c.groups] }));
  for (let index = plans.length - count; index < plans.length; index++) {
    const plan = plans[index];
    if (plan === undefined) continue;
    if (phaseOf(plan) !== 'last') throw new Error(`${plan.title['en-US']}: not a last group`);
    const category = categories.find((c) => c.sno === plan.sno);
    if (category === undefined) throw new Error(`no category ${plan.sno}`);
    if (category.groups.some((g) => g.title['en-US'] === plan.title['en-US']))
      throw new Error(`${plan.title['en-US']}: already in the pack`);
    const started = Date.now();
    const totals = new Map<string, number>();
    const drawn = drawTopic(plan, seed, ['topic', plan.sno, index], used, MISSIONS_PER_GROUP, true, totals);
    const gno = category.groups.length + 1;
    category.groups.push(topicGroup(plan, gno, drawn));
    const why = [...totals].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`);
    process.stderr.write(
      `topic ${category.key} ${gno} ${plan.title['en-US']}: ${Date.now() - started} ms ${why.join(', ')}\n`,
    );
  }
  const out: StudyPack = { ...study, version: version(seed, categories), categories };
  fs.writeFileSync(path.join(dir, 'study.json'), await formatJson(out));
}

await main();
