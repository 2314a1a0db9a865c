// `node --import tsx tools/content/lessonsGenerate.ts [--dir DIR]` (npm run content:lessons): writes
// server/content/packs/lessons.json, the in-app video lessons of single play (lessons.ts), from the single
// pack in the same directory (the tests' fixture packs: --dir tests/fixtures/packs). Takes a second; the same single pack gives a byte-identical file.
import fs from 'node:fs';
import path from 'node:path';
import type { SinglePackJson } from '../../server/content/single';
import { seedOf } from './build';
import { flag } from './flags';
import { formatJson, packsDir } from './packFiles';
import { buildLessons, checkLessonsPack, type LessonsPack } from './lessons';

async function main(): Promise<void> {
  const out = flag(process.argv.slice(2), '--dir') ?? packsDir;
  const single = JSON.parse(fs.readFileSync(path.join(out, 'single.json'), 'utf8')) as SinglePackJson;
  const lessons = buildLessons(single);
  const pack: LessonsPack = {
    name: 'lessons',
    version: `1.0.0+${seedOf(JSON.stringify(lessons)).toString(16).padStart(8, '0')}`,
    lessons,
  };
  const issues = checkLessonsPack(pack, single);
  if (issues.length > 0) {
    process.stderr.write(`${issues.join('\n')}\n`);
    process.exitCode = 1;
    return;
  }
  fs.writeFileSync(path.join(out, 'lessons.json'), await formatJson(pack));
  process.stdout.write(`${lessons.length} lessons written to ${path.join(out, 'lessons.json')}\n`);
}

await main();
