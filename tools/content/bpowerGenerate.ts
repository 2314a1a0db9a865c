// `node --import tsx tools/content/bpowerGenerate.ts [--seed N] [--out DIR]` (npm run content:bpower):
// builds the pattern trainer's pack (server/content/packs/bpower.json, issue 15): the positions from the
// shape templates, judged by the engine and GNU Go (tools/content/bpower/), and the theory lessons. The
// same seed gives a byte-identical file.
import fs from 'node:fs';
import path from 'node:path';
import type { BpowerPack } from '../../src/domain/content/bpower';
import { checkBpowerPack } from '../../src/domain/content/bpower';
import { GtpClient, gnugoPath } from '../bench/gtpClient';
import { buildTrainerPositions, ENGINE_PLAYOUTS } from './bpower/build';
import { buildLessons } from './bpower/lessons';
import { seedOf } from './build';
import { flag } from './flags';
import { formatJson, packsDir, seedFrom } from './packFiles';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const seed = seedFrom(flag(argv, '--seed'));
  const out = flag(argv, '--out') ?? packsDir;
  const started = Date.now();
  const gnugo = new GtpClient(gnugoPath(), [
    '--mode',
    'gtp',
    '--level',
    '10',
    '--chinese-rules',
    '--seed',
    '1',
  ]);
  const log = (l: string) => process.stderr.write(`${l}\n`);
  const built = await buildTrainerPositions({
    seed,
    perKind: { vital_point: 170, best_move: 170, better_shape: 150, stronger_group: 150 },
    gnugo,
    log,
  });
  const lessons = await buildLessons(built.positions, seed, gnugo, log);
  await gnugo.close();
  const body = { positions: [...built.positions, ...lessons.positions], lessons: lessons.lessons };
  const pack: BpowerPack = {
    name: 'bpower',
    version: `1.0.0+seed${seed}.${seedOf(JSON.stringify(body)).toString(16).padStart(8, '0')}`,
    engine: { playouts: ENGINE_PLAYOUTS, seed },
    positions: [...built.positions, ...lessons.positions],
    lessons: lessons.lessons,
  };
  const issues = checkBpowerPack(pack);
  if (issues.length > 0) {
    log(issues.map((i) => `bpower.json ${i.path}: ${i.code} ${i.detail ?? ''}`).join('\n'));
    process.exitCode = 1;
    return;
  }
  fs.writeFileSync(path.join(out, 'bpower.json'), await formatJson(pack));
  log(
    `bpower.json: ${pack.positions.length} positions, ${pack.lessons.length} lessons; dropped ${JSON.stringify(built.dropped)}; GNU Go ${JSON.stringify(built.gnugo)} (${Math.round((Date.now() - started) / 1000)} s)`,
  );
}

void main();
