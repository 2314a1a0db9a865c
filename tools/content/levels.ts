// `npm run content:levels [-- --dir DIR]`: measures every problem of study.json, dan9.json and single.json
// (src/domain/content/difficulty.ts: reading, tempting moves, GNU Go's reading effort) and writes the kyu
// estimates to levels.json beside the packs, keyed by problem id. `content:check` checks that the file
// covers exactly the packs' problems and that the measures still hold (`levelsIssues`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeVertex } from '../../src/domain/go/coords';
import { chainOf } from '../../src/domain/go/position';
import type { Problem } from '../../src/domain/go/problem';
import { parseProblemJson } from '../../src/domain/go/problemJson';
import { estimateKyu, measureProblem, type DifficultyMeasure } from '../../src/domain/content/difficulty';
import { packProblems } from '../../src/domain/content/problemIds';
import { flag } from './flags';
import { runOn } from './gnugo';
import { formatJson, packsDir } from './packFiles';

/** The packs whose problems get a level (tutorial steps are lessons, not graded problems). */
export const LEVEL_PACKS = ['study', 'dan9', 'single'] as const;

export interface ProblemLevel extends DifficultyMeasure {
  readonly kyu: number;
}

export interface LevelsFile {
  readonly name: 'levels';
  /** The problems' levels by id, in pack order. */
  readonly problems: Readonly<Record<string, ProblemLevel>>;
}

/**
 * The nodes GNU Go 3.8 (level 10) reads to answer the problem's goal from the start: the tactical reader
 * (`attack`, `defend`) for capture (of all or of any marked chain) and save, the owl reader (`owl_attack`, `owl_defend`) for kill and live,
 * once per target chain, each from an empty cache, reading and owl nodes summed. Undefined for goals its
 * readers do not read (best move) or when GNU Go does not answer.
 */
export function gnugoEffort(problem: Problem): number | undefined {
  const goal = problem.goal;
  if (
    goal.kind !== 'capture' &&
    goal.kind !== 'capture_any' &&
    goal.kind !== 'save' &&
    goal.kind !== 'live' &&
    goal.kind !== 'kill'
  )
    return undefined;
  const size = problem.start.size;
  const seen = new Set<number>();
  const chains: number[] = [];
  for (const t of goal.targets) {
    if (seen.has(t)) continue;
    for (const s of chainOf(problem.start, t)) seen.add(s);
    chains.push(t);
  }
  const owl = goal.kind === 'live' || goal.kind === 'kill';
  const attack = goal.kind === 'capture' || goal.kind === 'capture_any' || goal.kind === 'kill';
  const command = `${owl ? 'owl_' : ''}${attack ? 'attack' : 'defend'}`;
  const lines: string[] = [];
  for (const c of chains)
    lines.push(
      'clear_cache',
      'reset_reading_node_counter',
      'reset_owl_node_counter',
      `${command} ${makeVertex(size, c)}`,
      'get_reading_node_counter',
      'get_owl_node_counter',
    );
  const answers = runOn(problem, lines);
  // Six answers per chain (and `quit`'s); any error gives no figure.
  if (answers === null || answers.length < chains.length * 6 || answers.some((a) => !a.ok)) return undefined;
  let nodes = 0;
  for (let i = 0; i < chains.length; i++) {
    const at = i * 6;
    nodes += Number(answers[at + 4]?.text) + Number(answers[at + 5]?.text);
  }
  return Number.isFinite(nodes) ? nodes : undefined;
}

/** A problem's level from its JSON (null when it does not parse). */
export function levelOf(json: unknown, options: { gnugo?: boolean } = {}): ProblemLevel | null {
  const parsed = parseProblemJson(json);
  if (!parsed.ok) return null;
  const measure = measureProblem(parsed.value);
  const effort = options.gnugo === false ? undefined : gnugoEffort(parsed.value);
  const full = { ...measure, ...(effort === undefined ? {} : { effort }) };
  return { kyu: estimateKyu(full), ...full };
}

/** Every graded problem of the packs in `dir`, with its id. */
export function levelProblems(dir: string): { id: string; problem: unknown }[] {
  const out: { id: string; problem: unknown }[] = [];
  for (const name of LEVEL_PACKS) {
    const file = path.join(dir, `${name}.json`);
    if (!fs.existsSync(file)) continue;
    for (const p of packProblems(name, JSON.parse(fs.readFileSync(file, 'utf8')) as unknown))
      out.push({ id: p.id, problem: p.problem });
  }
  return out;
}

/** The levels file's path for the packs in `dir`. */
export function levelsFileFor(dir: string): string {
  return path.join(dir, 'levels.json');
}

/**
 * What is wrong with the levels file against the packs: a problem without a level, a level for no
 * problem, and a measure or estimate that no longer holds. GNU Go's effort is taken from the file except
 * for the problems `gnugoFor` picks (by their place in pack order), where GNU Go measures it again.
 */
export function levelsIssues(
  dir: string,
  levels: LevelsFile,
  options: { gnugoFor?: (index: number) => boolean } = {},
): string[] {
  const issues: string[] = [];
  const problems = levelProblems(dir);
  const ids = new Set(problems.map((p) => p.id));
  problems.forEach(({ id, problem }, index) => {
    const stored = levels.problems[id];
    if (stored === undefined) {
      issues.push(`levels.json: no level for ${id} (npm run content:levels)`);
      return;
    }
    const gnugo = options.gnugoFor?.(index) === true;
    const fresh = levelOf(problem, { gnugo });
    if (fresh === null) return;
    const effort = gnugo ? fresh.effort : stored.effort;
    const { kyu: _kyu, effort: _effort, ...measure } = fresh;
    const expected = { ...measure, ...(effort === undefined ? {} : { effort }) };
    const want = { kyu: estimateKyu(expected), ...expected };
    if (JSON.stringify(want) !== JSON.stringify(stored))
      issues.push(
        `levels.json ${id}: stored ${JSON.stringify(stored)}, measured ${JSON.stringify(want)} (npm run content:levels)`,
      );
  });
  for (const id of Object.keys(levels.problems))
    if (!ids.has(id)) issues.push(`levels.json: a level for ${id}, which no pack has`);
  return issues;
}

/** The part of the packs a problem id counts under: "study/ip", "dan9/s06", "single/puzzle", "single/missions". */
export function levelPart(id: string): string {
  const [pack = '', rest = ''] = id.split('/');
  // Single play's ids are "<category>-g01-m0", its fixed missions' "1_1_0_1" (counted together).
  const head =
    pack === 'dan9'
      ? (/^s\d+/.exec(rest)?.[0] ?? rest)
      : rest.includes('-')
        ? (rest.split('-')[0] ?? rest)
        : 'missions';
  return `${pack}/${head}`;
}

/** One line per part: how many problems, the median kyu and the 10th–90th percentile range. */
export function levelLines(levels: LevelsFile): string[] {
  const parts = new Map<string, number[]>();
  for (const [id, l] of Object.entries(levels.problems)) {
    const part = levelPart(id);
    parts.set(part, [...(parts.get(part) ?? []), l.kyu]);
  }
  return [...parts].map(([part, kyus]) => {
    const sorted = [...kyus].sort((a, b) => b - a);
    const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))] ?? 0;
    return `  ${part}: ${kyus.length} problems, median ${at(0.5)} kyu (10–90 %: ${at(0.1)}–${at(0.9)} kyu)`;
  });
}

async function main(): Promise<void> {
  const dir = flag(process.argv, '--dir') ?? packsDir;
  const problems = levelProblems(dir);
  const out: Record<string, ProblemLevel> = {};
  const started = Date.now();
  problems.forEach(({ id, problem }, i) => {
    const level = levelOf(problem);
    if (level === null) throw new Error(`${id}: not a problem`);
    out[id] = level;
    if ((i + 1) % 200 === 0)
      console.log(`${i + 1}/${problems.length} (${Math.round((Date.now() - started) / 1000)} s)`);
  });
  const file: LevelsFile = { name: 'levels', problems: out };
  fs.writeFileSync(levelsFileFor(dir), await formatJson(file));
  console.log(levelLines(file).join('\n'));
  console.log(
    `${problems.length} levels written to ${levelsFileFor(dir)} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
