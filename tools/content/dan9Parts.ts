// `node --import tsx tools/content/dan9Parts.ts [--dir DIR] [--seed N]`: draws the further parts of the
// ninth-dan steps (issue 14) onto the packs in DIR (the shipped ones by default) and rewrites dan9.json.
// The parts are drawn last by `content:generate` too, with every problem of every pack taken, so this gives
// the same dan9.json as a full run in a fraction of its time.
import fs from 'node:fs';
import path from 'node:path';
import type { Dan9Pack } from '../../src/domain/content/packs';
import { withDan9Parts } from './build';
import { flag } from './flags';
import { formatJson, packsDir, seedFrom } from './packFiles';
import { retiredProblemKeys } from './retired';
import { usedProblemKeys } from './single';

const argv = process.argv.slice(2);
const dir = flag(argv, '--dir') ?? packsDir;
const seed = seedFrom(flag(argv, '--seed'));
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown;
const dan9 = read('dan9.json') as Dan9Pack;
// The pack without parts: the steps as the earlier phases drew them.
const base: Dan9Pack = { ...dan9, steps: dan9.steps.map(({ parts: _parts, ...step }) => step) };
const used = new Set([
  ...retiredProblemKeys(),
  ...usedProblemKeys(read('study.json'), base, read('tutorials.json'), read('single.json')),
]);
const out = withDan9Parts(base, used, { seed, log: (l) => process.stderr.write(`${l}\n`) });
fs.writeFileSync(path.join(dir, 'dan9.json'), await formatJson(out));
