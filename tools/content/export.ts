// `node --import tsx tools/content/export.ts --sgf DIR [--dir PACKS]` (npm run content:export -- --sgf DIR):
// writes every problem of every content pack as an SGF file (FF[4], the goproblems/Sabaki convention, see
// src/domain/content/problemSgfInterop.ts) under DIR/<pack>/<id>.sgf, named by the problem's stable id
// (src/domain/content/problemIds.ts). Files of the same packs are byte-identical from run to run.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packProblems, recordTexts } from '../../src/domain/content/problemIds';
import { problemRecordToSgf } from '../../src/domain/content/problemSgfInterop';
import { flag } from './flags';

const packsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/content/packs');

function main(): void {
  const argv = process.argv.slice(2);
  const out = flag(argv, '--sgf');
  if (out === undefined || out.startsWith('--')) {
    process.stderr.write('usage: npm run content:export -- --sgf DIR [--dir PACKS]\n');
    process.exitCode = 2;
    return;
  }
  const dir = flag(argv, '--dir') ?? packsDir;
  const counts: string[] = [];
  let failed = 0;
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const pack = file.slice(0, -'.json'.length);
    const value = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown;
    const problems = packProblems(pack, value);
    if (problems.length === 0) continue;
    fs.mkdirSync(path.join(out, pack), { recursive: true });
    for (const { id, at, record, problem } of problems) {
      const sgf = problemRecordToSgf({ id, problem, ...recordTexts(record) });
      if (!sgf.ok) {
        process.stderr.write(`${file} ${at}: ${JSON.stringify(sgf.error)}\n`);
        failed++;
        continue;
      }
      fs.writeFileSync(path.join(out, `${id}.sgf`), `${sgf.value}\n`);
    }
    counts.push(`${pack}: ${problems.length}`);
  }
  process.stdout.write(`wrote ${counts.join(', ')} SGF files under ${out}\n`);
  if (failed > 0) process.exitCode = 1;
}

main();
