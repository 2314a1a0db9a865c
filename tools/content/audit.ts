// The proof pass of `content:check` over every problem of the packs (study, ninth-dan, tutorials, single):
// each capture, save, live and kill problem must have its first moves classified (a scope, every legal
// move in it in the tree with the solver's verdict), every refutation proven by our solver, and GNU Go's
// readers agreeing with the first moves and the refutations wherever they give a clear answer. Prints
// the figures the issue asks for (alternatives accepted, refutations proven, GNU Go agreement).
import { parseProblemJson } from '../../src/domain/go/problemJson';
import type { ProblemJson } from '../../src/domain/go/problemJson';
import { strayStones } from '../../src/domain/content/realism';
import { makeVertex } from '../../src/domain/go/coords';
import { auditProblem } from './complete';
import type { AuditFacts } from './complete';

export interface AuditFigures {
  problems: number;
  scoped: number;
  withAlternatives: number;
  refutations: number;
  refutationsProven: number;
  gnugoAgree: number;
  gnugoSilent: number;
  gnugoDisagree: number;
  gnugoExcused: number;
  laterMoves: number;
  laterMovesProven: number;
  laterGnugoAgree: number;
  laterGnugoSilent: number;
  /** Per part of a pack ("study.json categories[0]"): problems, and those answered in one move. */
  oneMove: Map<string, { problems: number; oneMove: number }>;
}

/** Every problem of a parsed pack with its JSON path ("categories[0].groups[1].missions[2]"). */
export function problemsOf(value: unknown, at = ''): { at: string; problem: ProblemJson }[] {
  const out: { at: string; problem: ProblemJson }[] = [];
  if (Array.isArray(value)) {
    value.forEach((v, i) => out.push(...problemsOf(v, `${at}[${i}]`)));
    return out;
  }
  if (typeof value !== 'object' || value === null) return out;
  const record = value as Record<string, unknown>;
  const problem = record.problem as ProblemJson | undefined;
  if (problem && Array.isArray(problem.board) && problem.goal) out.push({ at, problem });
  for (const [k, v] of Object.entries(record))
    if (k !== 'problem' && typeof v === 'object') out.push(...problemsOf(v, at === '' ? k : `${at}.${k}`));
  return out;
}

/** One problem to prove: where it is ("study.json", "categories[0].groups[1].missions[2]") and what it is. */
export interface AuditJob {
  readonly file: string;
  readonly at: string;
  readonly problem: ProblemJson;
}

/** What proving one problem found (plain data: it crosses from a worker thread). */
export interface AuditJobResult {
  /** The pack part it counts under ("study.json categories[0]"), and whether its answer is one move. */
  readonly part: string;
  /** Where the problem is ("study.json categories[0].groups[1].missions[2]"). */
  readonly problem: string;
  readonly oneMove: boolean;
  readonly facts: AuditFacts;
  readonly issues: string[];
  /** How long its proof took, in milliseconds (`content:check --timings` lists the slowest). */
  readonly ms: number;
}

/** The problems of the packs to prove, in pack order, without the skipped (withdrawn) and unparsable ones. */
export function auditJobs(
  packs: readonly { file: string; value: unknown }[],
  skip?: ReadonlySet<string>,
): AuditJob[] {
  const jobs: AuditJob[] = [];
  for (const { file, value } of packs)
    for (const { at, problem } of problemsOf(value)) {
      if (skip?.has(`${file} ${at}`)) continue;
      // An unparsable problem is the pack checkers' to report.
      if (parseProblemJson(problem).ok) jobs.push({ file, at, problem });
    }
  return jobs;
}

/** Proves one problem: its first moves, its refutations, GNU Go's agreement, the realism rule. */
export function auditJob(job: AuditJob, options: { gnugo: boolean }): AuditJobResult {
  const { file, at, problem } = job;
  const started = performance.now();
  const parsed = parseProblemJson(problem);
  if (!parsed.ok) throw new Error(`${file} ${at}: not a problem`);
  const audit = auditProblem(parsed.value, { gnugo: options.gnugo });
  const firstRight = problem.tree.find((b) => b.result !== 'wrong');
  const oneMove =
    firstRight !== undefined &&
    firstRight.line.trim().split(/\s+/).length === 1 &&
    firstRight.then === undefined;
  const issues = audit.issues.map((i) => `${file} ${at}.problem: ${i}`);
  const stray = strayStones(problem);
  if (stray.length > 0)
    issues.push(
      `${file} ${at}.problem: stray stones (realism rule) at ${stray.map((v) => makeVertex(parsed.value.start.size, v)).join(' ')}`,
    );
  return {
    part: `${file} ${at.split('.')[0] ?? ''}`,
    problem: `${file} ${at}`,
    oneMove,
    facts: { ...audit.facts },
    issues,
    ms: performance.now() - started,
  };
}

/** The figures and issues of every problem's proof, in the jobs' order. */
export function auditSummary(results: readonly AuditJobResult[]): {
  issues: string[];
  figures: AuditFigures;
  /** Each problem's proof time, slowest first. */
  timings: { problem: string; part: string; ms: number }[];
} {
  const figures: AuditFigures = {
    problems: 0,
    scoped: 0,
    withAlternatives: 0,
    refutations: 0,
    refutationsProven: 0,
    gnugoAgree: 0,
    gnugoSilent: 0,
    gnugoDisagree: 0,
    gnugoExcused: 0,
    laterMoves: 0,
    laterMovesProven: 0,
    laterGnugoAgree: 0,
    laterGnugoSilent: 0,
    oneMove: new Map(),
  };
  const issues: string[] = [];
  for (const r of results) {
    figures.problems++;
    const tally = figures.oneMove.get(r.part) ?? { problems: 0, oneMove: 0 };
    figures.oneMove.set(r.part, {
      problems: tally.problems + 1,
      oneMove: tally.oneMove + (r.oneMove ? 1 : 0),
    });
    const f = r.facts;
    if (f.scoped) figures.scoped++;
    if (f.rightFirstMoves > 1) figures.withAlternatives++;
    figures.refutations += f.refutations;
    figures.refutationsProven += f.refutationsProven;
    figures.gnugoAgree += f.gnugoAgree;
    figures.gnugoSilent += f.gnugoSilent;
    figures.gnugoDisagree += f.gnugoDisagree;
    figures.gnugoExcused += f.gnugoExcused;
    figures.laterMoves += f.laterMoves;
    figures.laterMovesProven += f.laterMovesProven;
    figures.laterGnugoAgree += f.laterGnugoAgree;
    figures.laterGnugoSilent += f.laterGnugoSilent;
    issues.push(...r.issues);
  }
  const timings = results
    .map((r) => ({ problem: r.problem, part: r.part, ms: r.ms }))
    .sort((a, b) => b.ms - a.ms);
  return { issues, figures, timings };
}

/** Proves every problem of the packs in this thread (auditPool.ts spreads the same work over threads). */
export function auditPacks(
  packs: readonly { file: string; value: unknown }[],
  options: {
    gnugo: boolean;
    /** Problems left out ("study.json categories[0].groups[1].missions[2]"): the withdrawn ones. */
    skip?: ReadonlySet<string>;
  },
): { issues: string[]; figures: AuditFigures } {
  return auditSummary(auditJobs(packs, options.skip).map((job) => auditJob(job, options)));
}

export function auditLines(f: AuditFigures): string[] {
  return [
    `proofs: ${f.problems} problems, ${f.scoped} with every first move in scope classified, ${f.withAlternatives} with more than one right first move`,
    `refutations: ${f.refutationsProven} of ${f.refutations} proven by the solver`,
    `moves that also win after the first move: ${f.laterMovesProven} of ${f.laterMoves} proven by the solver; GNU Go agrees with ${f.laterGnugoAgree}, ${f.laterGnugoSilent} without a clear answer`,
    `GNU Go: ${f.gnugoAgree + f.laterGnugoAgree} judgements agree, ${f.gnugoDisagree} disagree, ${f.gnugoExcused} excused by a reviewed exception, ${f.gnugoSilent + f.laterGnugoSilent} without a clear answer (ko or error)`,
    `one-move answers: ${[...f.oneMove].map(([part, t]) => `${part} ${t.oneMove}/${t.problems}`).join(', ')}`,
  ];
}

/**
 * Where the proofs' time goes (`--timings`): each pack part's share, then the twenty slowest problems. The
 * times are a thread's, so on two threads they add up to about twice the proofs' wall time.
 */
export function timingLines(timings: readonly { problem: string; part: string; ms: number }[]): string[] {
  const total = timings.reduce((t, x) => t + x.ms, 0);
  const parts = new Map<string, { ms: number; problems: number }>();
  for (const t of timings) {
    const p = parts.get(t.part) ?? { ms: 0, problems: 0 };
    parts.set(t.part, { ms: p.ms + t.ms, problems: p.problems + 1 });
  }
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  return [
    `proof time: ${seconds(total)} s in all, on the threads`,
    ...[...parts]
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(([part, p]) => `  ${part}: ${seconds(p.ms)} s over ${p.problems} problem(s)`),
    'slowest problems:',
    ...[...timings]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 20)
      .map((t) => `  ${seconds(t.ms)} s ${t.problem}`),
  ];
}
