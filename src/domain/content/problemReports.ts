// Reports on problems (issue 14): a student or teacher flags a problem of the packs (wrong answer, missing
// answer, unclear text) with the moves they played and a short note; admins read the reports, and a problem
// found faulty goes on the withdrawn list (server/content/withdrawn.json) with a reason, which the server
// reads at start (the problem is not served) and `content:check` checks (every id known, every reason
// given; withdrawn problems are left out of the proofs). Pure: the list's reading and checking.
import { PROBLEM_ID_PATTERN } from './problemIds';

export const problemReportKinds = ['wrong_answer', 'missing_answer', 'unclear_text'] as const;
export type ProblemReportKind = (typeof problemReportKinds)[number];

/** The longest note a report carries. */
export const MAX_REPORT_NOTE = 280;
/** The most moves a report carries (a problem's line is far shorter). */
export const MAX_REPORT_MOVES = 100;
/** A user sends at most this many reports per hour (a child tapping the button over and over). */
export const MAX_REPORTS_PER_HOUR = 20;
/** A move as the board gives it: a GTP vertex or "pass". */
export const REPORT_MOVE_PATTERN = /^(?:[A-HJ-Z](?:[1-9]|1\d|2[0-5])|pass)$/;

export interface WithdrawnProblem {
  readonly id: string;
  readonly reason: string;
}

export interface WithdrawnIssue {
  readonly path: string;
  readonly code:
    'bad_shape' | 'bad_id' | 'missing_reason' | 'duplicate_id' | 'unknown_id' | 'not_withdrawable';
}

/** The packs whose missions can be withdrawn (tutorial steps and lessons cannot: they teach in order). */
export const withdrawablePacks = ['study', 'dan9', 'single'] as const;

/**
 * Reads and checks the withdrawn list `{ "problems": [{ "id": "study/ip-g01-m0", "reason": "…" }] }`.
 * `known` is every problem id of the packs (when given, an unknown id is an issue).
 */
export function checkWithdrawn(
  value: unknown,
  known?: ReadonlySet<string>,
): { problems: WithdrawnProblem[]; issues: WithdrawnIssue[] } {
  const issues: WithdrawnIssue[] = [];
  const problems: WithdrawnProblem[] = [];
  const list =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as { problems?: unknown }).problems
      : undefined;
  if (!Array.isArray(list)) return { problems, issues: [{ path: 'problems', code: 'bad_shape' }] };
  const seen = new Set<string>();
  list.forEach((entry: unknown, i) => {
    const path = `problems[${i}]`;
    const record = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : null;
    if (record === null) return issues.push({ path, code: 'bad_shape' });
    const { id, reason } = record;
    if (typeof id !== 'string' || !PROBLEM_ID_PATTERN.test(id))
      return issues.push({ path: `${path}.id`, code: 'bad_id' });
    if (typeof reason !== 'string' || reason.trim() === '')
      return issues.push({ path: `${path}.reason`, code: 'missing_reason' });
    if (seen.has(id)) return issues.push({ path: `${path}.id`, code: 'duplicate_id' });
    seen.add(id);
    if (!withdrawablePacks.some((p) => id.startsWith(`${p}/`)))
      return issues.push({ path: `${path}.id`, code: 'not_withdrawable' });
    if (known !== undefined && !known.has(id)) return issues.push({ path: `${path}.id`, code: 'unknown_id' });
    problems.push({ id, reason });
    return undefined;
  });
  return { problems, issues };
}
