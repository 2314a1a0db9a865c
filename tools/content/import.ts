// `node --import tsx tools/content/import.ts FILE_OR_DIR… [--json] [--unmarked wrong|right|keep]`
// (npm run content:import -- FILE_OR_DIR): reads SGF problems in the form content:export writes (and the
// goproblems/Sabaki convention in general: C[RIGHT] on right lines, MA on targets, the goal in GC) back
// into ProblemJson, checks each with the engine's problem checker and prints what it read: id, board size,
// side to move, goal, prompt, number of first moves, and the checker's issues. `--json` prints the records
// (problem, prompt, hint) as JSON instead. Exits 1 when a file does not read or a problem has an error.
import fs from 'node:fs';
import path from 'node:path';
import { problemRecordsFromSgf } from '../../src/domain/content/problemSgfInterop';
import type { SgfProblemRecord } from '../../src/domain/content/problemSgfInterop';
import { makeVertex } from '../../src/domain/go/coords';
import { checkProblem } from '../../src/domain/go/problemCheck';
import { parseProblemJson } from '../../src/domain/go/problemJson';
import { flag } from './flags';

function sgfFiles(target: string): string[] {
  if (!fs.statSync(target).isDirectory()) return [target];
  return fs
    .readdirSync(target, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) =>
      e.isDirectory()
        ? sgfFiles(path.join(target, e.name))
        : e.name.toLowerCase().endsWith('.sgf')
          ? [path.join(target, e.name)]
          : [],
    );
}

/** The file's text: UTF-8 unless its CA names another charset the runtime knows. */
function decode(bytes: Buffer): string {
  const charset = /CA\s*\[([^\]]*)\]/.exec(bytes.toString('latin1'))?.[1]?.trim();
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function describe(
  file: string,
  index: number,
  record: SgfProblemRecord,
): { lines: string[]; errors: number } {
  const { problem } = record;
  const goal = problem.goal;
  const lines = [
    `${file}${index > 0 ? ` #${index + 1}` : ''}: ${record.id ?? '(no id)'}`,
    `  ${problem.board.length}×${problem.board.length}, ${problem.toMove === 'B' ? 'Black' : 'White'} to play, goal ${
      goal.kind === 'capture_count'
        ? `capture_count ${goal.count}`
        : goal.kind === 'best_move'
          ? 'best_move'
          : `${goal.kind} ${goal.targets.join(' ')}`
    }`,
    `  prompt: ${record.prompt?.['en-US'] ?? '(none)'}`,
    `  first moves: ${problem.tree.map((b) => `${b.line.split(' ')[0] ?? ''}${b.result === undefined ? '' : ` ${b.result}`}`).join(', ')}`,
  ];
  const parsed = parseProblemJson(problem);
  if (!parsed.ok)
    return { lines: [...lines, `  error: ${parsed.error.code} at ${parsed.error.at}`], errors: 1 };
  const size = parsed.value.start.size;
  const issues = checkProblem(parsed.value);
  for (const issue of issues) {
    const moves = issue.moves.map((v) => makeVertex(size, v)).join(' ');
    lines.push(
      `  ${issue.severity}: ${issue.code}${issue.detail === undefined ? '' : ` (${issue.detail})`}${moves === '' ? '' : ` after ${moves}`}`,
    );
  }
  if (issues.length === 0) lines.push('  checked: no issue');
  return { lines, errors: issues.filter((i) => i.severity === 'error').length };
}

function main(): void {
  const argv = process.argv.slice(2);
  const unmarked = flag(argv, '--unmarked') ?? 'wrong';
  const targets = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--unmarked');
  if (targets.length === 0 || (unmarked !== 'wrong' && unmarked !== 'right' && unmarked !== 'keep')) {
    process.stderr.write(
      'usage: npm run content:import -- FILE_OR_DIR… [--json] [--unmarked wrong|right|keep]\n',
    );
    process.exitCode = 2;
    return;
  }
  const asJson = argv.includes('--json');
  const records: (SgfProblemRecord & { file: string })[] = [];
  let failures = 0;
  for (const file of targets.flatMap(sgfFiles)) {
    const read = problemRecordsFromSgf(decode(fs.readFileSync(file)), { unmarkedLeaves: unmarked });
    if (!read.ok) {
      process.stderr.write(`${file}: cannot read: ${JSON.stringify(read.error)}\n`);
      failures++;
      continue;
    }
    read.value.forEach((record, i) => {
      records.push({ file, ...record });
      const { lines, errors } = describe(file, i, record);
      if (!asJson) process.stdout.write(`${lines.join('\n')}\n`);
      else if (errors > 0) process.stderr.write(`${lines.join('\n')}\n`);
      failures += errors > 0 ? 1 : 0;
    });
  }
  if (asJson) process.stdout.write(`${JSON.stringify(records, null, 2)}\n`);
  else process.stdout.write(`${records.length} problems read, ${failures} with errors\n`);
  if (failures > 0) process.exitCode = 1;
}

main();
