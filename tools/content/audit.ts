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

export interface AuditFigures {
  problems: number;
  scoped: number;
  withAlternatives: number;
  refutations: number;
  refutationsProven: number;
  gnugoAgree: number;
  gnugoSilent: number;
  gnugoDisagree: number;
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

export function auditPacks(
  packs: readonly { file: string; value: unknown }[],
  options: {
    gnugo: boolean;
    /** Problems left out ("study.json categories[0].groups[1].missions[2]"): the withdrawn ones. */
    skip?: ReadonlySet<string>;
  },
): { issues: string[]; figures: AuditFigures } {
  const issues: string[] = [];
  const figures: AuditFigures = {
    problems: 0,
    scoped: 0,
    withAlternatives: 0,
    refutations: 0,
    refutationsProven: 0,
    gnugoAgree: 0,
    gnugoSilent: 0,
    gnugoDisagree: 0,
    oneMove: new Map(),
  };
  for (const { file, value } of packs) {
    for (const { at, problem } of problemsOf(value)) {
      if (options.skip?.has(`${file} ${at}`)) continue;
      const parsed = parseProblemJson(problem);
      if (!parsed.ok) continue; // the pack checkers report it
      figures.problems++;
      const audit = auditProblem(parsed.value, { gnugo: options.gnugo });
      const part = `${file} ${at.split('.')[0] ?? ''}`;
      const tally = figures.oneMove.get(part) ?? { problems: 0, oneMove: 0 };
      const firstRight = problem.tree.find((b) => b.result !== 'wrong');
      const single =
        firstRight !== undefined &&
        firstRight.line.trim().split(/\s+/).length === 1 &&
        firstRight.then === undefined;
      figures.oneMove.set(part, { problems: tally.problems + 1, oneMove: tally.oneMove + (single ? 1 : 0) });
      const f = audit.facts;
      if (f.scoped) figures.scoped++;
      if (f.rightFirstMoves > 1) figures.withAlternatives++;
      figures.refutations += f.refutations;
      figures.refutationsProven += f.refutationsProven;
      figures.gnugoAgree += f.gnugoAgree;
      figures.gnugoSilent += f.gnugoSilent;
      figures.gnugoDisagree += f.gnugoDisagree;
      for (const i of audit.issues) issues.push(`${file} ${at}.problem: ${i}`);
      const stray = strayStones(problem);
      if (stray.length > 0)
        issues.push(
          `${file} ${at}.problem: stray stones (realism rule) at ${stray.map((v) => makeVertex(parsed.value.start.size, v)).join(' ')}`,
        );
    }
  }
  return { issues, figures };
}

export function auditLines(f: AuditFigures): string[] {
  return [
    `proofs: ${f.problems} problems, ${f.scoped} with every first move in scope classified, ${f.withAlternatives} with more than one right first move`,
    `refutations: ${f.refutationsProven} of ${f.refutations} proven by the solver`,
    `GNU Go: ${f.gnugoAgree} judgements agree, ${f.gnugoDisagree} disagree, ${f.gnugoSilent} without a clear answer (ko or error)`,
    `one-move answers: ${[...f.oneMove].map(([part, t]) => `${part} ${t.oneMove}/${t.problems}`).join(', ')}`,
  ];
}
