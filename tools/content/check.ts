// `node --import tsx tools/content/check.ts [--dir DIR] [--withdrawn FILE] [--threads N] [--timings]`: runs the pack checkers over study.json, dan9.json
// and tutorials.json (by default in server/content/packs), prints every issue with its file and JSON path,
// and the counts per category, technique and step; then proves every problem (audit.ts: first moves
// classified, refutations proven, GNU Go agreeing). The withdrawn list (server/content/withdrawn.json, beside
// the packs folder) is checked too: every id names a problem of the packs, every entry gives a reason; the
// withdrawn problems are left out of the proofs (the server does not serve them). Exits 1 when any issue
// is found.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDan9Pack, checkStudyPack, checkTutorialsPack } from '../../src/domain/content/checkPacks';
import type { PackIssue } from '../../src/domain/content/checkPacks';
import type { Dan9Pack, StudyPack, TutorialsPack } from '../../src/domain/content/packs';
import { checkBpowerFile } from './bpowerCheck';
import { auditJobs, auditLines, timingLines } from './audit';
import { auditJobsOn, TaskPool } from './auditPool';
import { flag } from './flags';
import { retiredUses } from './retired';
import { gnugoAvailable } from './gnugo';
import { countLines } from './counts';
import { levelLines, levelsIssues, type LevelsFile } from './levels';
import { usedProblemKeys } from './single';
import { checkSinglePack, formatSingleIssue, singleCountLines } from './singleCheck';
import { checkLessonsPack } from './lessons';
import { packProblems } from '../../src/domain/content/problemIds';
import { checkWithdrawn } from '../../src/domain/content/problemReports';
import type { SinglePackJson } from '../../server/content/single';
import { withdrawnFileFor } from '../../server/content/packs';

const defaultDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/content/packs');

function read(dir: string, file: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

export function formatIssue(file: string, issue: PackIssue): string {
  return `${file} ${issue.path === '' ? '(pack)' : issue.path}: ${issue.code}${issue.detail === undefined ? '' : ` — ${issue.detail}`}`;
}

async function main(): Promise<void> {
  const dir = flag(process.argv.slice(2), '--dir') ?? defaultDir;
  const started = Date.now();
  const lines: string[] = [];
  const files = {
    study: read(dir, 'study.json'),
    dan9: read(dir, 'dan9.json'),
    tutorials: read(dir, 'tutorials.json'),
    single: read(dir, 'single.json'),
    bpower: read(dir, 'bpower.json'),
    lessons: read(dir, 'lessons.json'),
  };
  for (const [name, f] of Object.entries(files))
    if ('error' in f) lines.push(`${name}.json: cannot read: ${f.error}`);
  const studyIssues = 'value' in files.study ? checkStudyPack(files.study.value) : [];
  const dan9Issues = 'value' in files.dan9 ? checkDan9Pack(files.dan9.value) : [];
  // The tutorials' missions are looked up in the study pack once that pack is known to be sound.
  const study =
    'value' in files.study && studyIssues.length === 0 ? (files.study.value as StudyPack) : undefined;
  const tutorialIssues = 'value' in files.tutorials ? checkTutorialsPack(files.tutorials.value, study) : [];
  lines.push(
    ...studyIssues.map((i) => formatIssue('study.json', i)),
    ...dan9Issues.map((i) => formatIssue('dan9.json', i)),
    ...tutorialIssues.map((i) => formatIssue('tutorials.json', i)),
  );
  // Single play must not repeat a problem of the other packs.
  const otherKeys = usedProblemKeys(
    ...[files.study, files.dan9, files.tutorials].map((f) => ('value' in f ? f.value : undefined)),
  );
  if ('value' in files.single)
    lines.push(...checkSinglePack(files.single.value, otherKeys).map(formatSingleIssue));
  // Every single group has an in-app video lesson that replays (npm run content:lessons writes them).
  if ('value' in files.lessons)
    lines.push(
      ...checkLessonsPack(
        files.lessons.value,
        'value' in files.single ? (files.single.value as SinglePackJson) : undefined,
      ),
    );
  // The trainer's positions against the engine and GNU Go (a few minutes), beside the proofs below.
  // One thread per core (`--threads N` to choose) for the proofs and the trainer's engine judgements.
  const threadsFlag = flag(process.argv.slice(2), '--threads');
  const threads = threadsFlag === undefined ? undefined : Number(threadsFlag);
  if (threads !== undefined && !(Number.isInteger(threads) && threads >= 1)) {
    process.stderr.write(`--threads wants a whole number of threads, 1 or more (got "${threadsFlag}")\n`);
    process.exitCode = 2;
    return;
  }
  const pool = new TaskPool(threads);
  const bpowerChecked = (
    'value' in files.bpower
      ? checkBpowerFile(files.bpower.value, (position, playouts, seed, group) =>
          pool.run({ kind: 'engine', position, playouts, seed, group }),
        )
      : Promise.resolve({ issues: [], lines: [] })
  ).then((r) => ({ ...r, ms: Date.now() - started }));
  // The withdrawn list (issue 14): known ids and reasons; withdrawn problems are left out of the proofs.
  const withdrawnFile = flag(process.argv.slice(2), '--withdrawn') ?? withdrawnFileFor(dir);
  const located = (['study', 'dan9', 'tutorials', 'single'] as const).flatMap((name) => {
    const f = files[name];
    return 'value' in f ? packProblems(name, f.value).map((p) => ({ ...p, file: `${name}.json` })) : [];
  });
  // A problem once served and replaced (retired.ts) is never served again under another id.
  lines.push(...retiredUses(located));
  const withdrawnRead = fs.existsSync(withdrawnFile)
    ? read(path.dirname(withdrawnFile), path.basename(withdrawnFile))
    : { value: { problems: [] } };
  const withdrawn =
    'value' in withdrawnRead
      ? checkWithdrawn(withdrawnRead.value, new Set(located.map((p) => p.id)))
      : { problems: [], issues: [{ path: `cannot read: ${withdrawnRead.error}`, code: 'bad_shape' }] };
  lines.push(...withdrawn.issues.map((i) => `${path.basename(withdrawnFile)} ${i.path}: ${i.code}`));
  const withdrawnIds = new Set(withdrawn.problems.map((p) => p.id));
  const skip = new Set(located.filter((p) => withdrawnIds.has(p.id)).map((p) => `${p.file} ${p.at}`));
  // The kyu estimates (levels.json, issue 14): one per graded problem, every measure as the file has it;
  // GNU Go's effort is measured again on every tenth problem.
  const levelsRead = read(dir, 'levels.json');
  const levels = 'value' in levelsRead ? (levelsRead.value as LevelsFile) : undefined;
  if (levels === undefined)
    lines.push(
      `levels.json: cannot read (${'error' in levelsRead ? levelsRead.error : ''}); npm run content:levels`,
    );
  else
    lines.push(
      ...levelsIssues(dir, levels, {
        gnugoFor: (index) => !process.argv.includes('--no-gnugo') && gnugoAvailable() && index % 10 === 0,
      }),
    );
  // The proofs: first moves classified, refutations proven, GNU Go agreeing (`--no-gnugo` skips GNU Go).
  const gnugo = !process.argv.includes('--no-gnugo');
  if (gnugo && !gnugoAvailable())
    lines.push('GNU Go is not installed (apt-get install gnugo), or pass --no-gnugo');
  const jobs = auditJobs(
    Object.entries(files).flatMap(([name, f]) =>
      // The trainer's positions are checked above by their own rules; these are the graded problems.
      'value' in f && name !== 'bpower' && name !== 'lessons'
        ? [{ file: `${name}.json`, value: f.value }]
        : [],
    ),
    skip,
  );
  const proofsStarted = Date.now();
  let audit: Awaited<ReturnType<typeof auditJobsOn>>;
  let proofsMs: number;
  let bpower: Awaited<typeof bpowerChecked>;
  try {
    audit = await auditJobsOn(pool, jobs, { gnugo: gnugo && gnugoAvailable() });
    proofsMs = Date.now() - proofsStarted;
    bpower = await bpowerChecked;
  } finally {
    // The threads would keep the process alive after a failure too.
    await pool.close();
  }
  lines.push(...bpower.issues, ...audit.issues);
  if (lines.length > 0) {
    process.stderr.write(`${lines.join('\n')}\n${lines.length} issue(s) in ${dir}\n`);
    process.exitCode = 1;
    return;
  }
  const packs = files as {
    study: { value: StudyPack };
    dan9: { value: Dan9Pack };
    tutorials: { value: TutorialsPack };
  };
  process.stdout.write(
    `${countLines(packs.study.value, packs.dan9.value, packs.tutorials.value).join('\n')}\n`,
  );
  process.stdout.write(`${singleCountLines((files.single as { value: unknown }).value).join('\n')}\n`);
  process.stdout.write(`${bpower.lines.join('\n')}\n`);
  process.stdout.write(`${auditLines(audit.figures).join('\n')}\n`);
  if (levels !== undefined)
    process.stdout.write(`levels (kyu estimates):\n${levelLines(levels).join('\n')}\n`);
  process.stdout.write(
    `withdrawn: ${withdrawn.problems.length} problem(s), not served and left out of the proofs${withdrawn.problems.map((p) => `\n  ${p.id}: ${p.reason}`).join('')}\n`,
  );
  if (process.argv.includes('--timings')) process.stdout.write(`${timingLines(audit.timings).join('\n')}\n`);
  process.stdout.write(
    `content packs ok (${Date.now() - started} ms; proofs ${proofsMs} ms on ${pool.threads} thread(s), the trainer's check done at ${bpower.ms} ms)\n`,
  );
}

await main();
