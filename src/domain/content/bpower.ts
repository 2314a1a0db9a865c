// The pattern trainer's pack (issue 15): trainer positions over the 40 steps and the theory lessons, as
// server/content/packs/bpower.json. Each position is a board, a question about shape answered with one
// tap among its candidates, the answer, the reason (in three languages) and, per wrong candidate, the
// sequence that punishes it. `checkBpowerPack` checks the pack's form (not the Go: tools/content/
// bpowerCheck.ts asks the engine and GNU Go).
import { BSTEP_FIRST, BSTEP_LAST } from '../rules/bpower';
import type { LocalizedText } from './text';

export const trainerQuestionKinds = ['best_move', 'better_shape', 'vital_point', 'stronger_group'] as const;
/**
 * best_move: the best move among 2–4 lettered candidates; better_shape: which of two moves (A, B) makes
 * the better shape; vital_point: the vital point among the empty points of an eye space (marked as a
 * region, not lettered); stronger_group: which of two marked groups (one black, one white) is stronger.
 */
export type TrainerQuestionKind = (typeof trainerQuestionKinds)[number];

export interface TrainerCandidate {
  /** What the board shows on the point: 'A'…'D', or '' for an unlettered point of a region. */
  readonly label: string;
  /** GTP vertex: the move (or, for stronger_group, a stone of the group). */
  readonly vertex: string;
  /** After choosing this candidate, how the position goes on (GTP vertices, colours alternating from the
   * player's move; empty for stronger_group). The answer's line shows why it works, a wrong one's the
   * punishment. */
  readonly line: readonly string[];
}

export interface TrainerPosition {
  /** Stable id, e.g. 'p0001'. */
  readonly id: string;
  /** The step (40 weakest … 1 strongest) this position serves. */
  readonly step: number;
  readonly kind: TrainerQuestionKind;
  /** The shape family ('straight_three', 'bulky_five' …). */
  readonly shape: string;
  readonly size: 9 | 13 | 19;
  /** Rows from the top, X black, O white, '.' empty. */
  readonly board: readonly string[];
  /** The colour the student plays (or, for stronger_group, the colour shown as asking). */
  readonly toMove: 'B' | 'W';
  readonly candidates: readonly TrainerCandidate[];
  /** Index into candidates. */
  readonly answer: number;
  readonly question: LocalizedText;
  /** Why the answer is right (shown on the board with the answer's line). */
  readonly reason: LocalizedText;
  /** Move questions: a stone of the marked group (the question's "marked group"); '' for stronger_group,
   * whose candidates are the groups. */
  readonly group: string;
  /** The engine's margin at the pack's fixed budget (win-rate points the answer leads by, 0…1). */
  readonly margin: number;
}

export interface TheoryStep {
  readonly text: LocalizedText;
  readonly size: 9 | 13 | 19;
  readonly board: readonly string[];
  /** Points to mark: GTP vertex and a mark ('good', 'bad', 'A' …). */
  readonly marks: readonly { readonly vertex: string; readonly mark: string }[];
}

export interface TheoryLesson {
  /** 1-based lesson number. */
  readonly lno: number;
  readonly key: string;
  readonly title: LocalizedText;
  readonly steps: readonly TheoryStep[];
  /** Ids of the trainer positions that close the lesson (2–3). */
  readonly questions: readonly string[];
}

export interface BpowerPack {
  readonly name: 'bpower';
  readonly version: string;
  /** The engine's budget the margins were measured at. */
  readonly engine: { readonly playouts: number; readonly seed: number };
  readonly positions: readonly TrainerPosition[];
  readonly lessons: readonly TheoryLesson[];
}

export interface BpowerPackIssue {
  readonly code: string;
  readonly path: string;
  readonly detail?: string;
}

const vertexPattern = /^[A-HJ-T](1[0-9]|[1-9])$/;
const locales = ['ko-KR', 'en-US', 'zh-CN'] as const;

function textIssue(value: unknown, path: string): BpowerPackIssue[] {
  if (typeof value !== 'object' || value === null) return [{ code: 'bad_shape', path }];
  const t = value as Record<string, unknown>;
  const missing = locales.filter((l) => typeof t[l] !== 'string' || (t[l] as string).trim() === '');
  return missing.length > 0 ? [{ code: 'missing_text', path, detail: missing.join(',') }] : [];
}

/** The form of a bpower pack: every field present, ids unique, steps 1–40 with at least `perStep` each. */
export function checkBpowerPack(value: unknown, perStep = 10): BpowerPackIssue[] {
  const issues: BpowerPackIssue[] = [];
  if (typeof value !== 'object' || value === null) return [{ code: 'bad_shape', path: '' }];
  const pack = value as Partial<BpowerPack>;
  if (pack.name !== 'bpower' || typeof pack.version !== 'string') issues.push({ code: 'bad_name', path: '' });
  if (!Array.isArray(pack.positions)) return [...issues, { code: 'bad_shape', path: 'positions' }];
  const ids = new Set<string>();
  const perStepCount = new Map<number, number>();
  const positions = pack.positions as readonly TrainerPosition[];
  for (const [i, p] of positions.entries()) {
    const path = `positions[${i}]`;
    if (ids.has(p.id)) issues.push({ code: 'duplicate_id', path, detail: p.id });
    ids.add(p.id);
    if (!Number.isInteger(p.step) || p.step < BSTEP_LAST || p.step > BSTEP_FIRST)
      issues.push({ code: 'bad_step', path });
    perStepCount.set(p.step, (perStepCount.get(p.step) ?? 0) + 1);
    if (!(trainerQuestionKinds as readonly string[]).includes(p.kind))
      issues.push({ code: 'bad_kind', path });
    if (
      ![9, 13, 19].includes(p.size) ||
      p.board.length !== p.size ||
      p.board.some((r) => r.length !== p.size)
    )
      issues.push({ code: 'bad_board', path });
    if (p.candidates.length < 2 || p.candidates.some((c) => !vertexPattern.test(c.vertex)))
      issues.push({ code: 'bad_candidates', path });
    if (!Number.isInteger(p.answer) || p.answer < 0 || p.answer >= p.candidates.length)
      issues.push({ code: 'bad_answer', path });
    issues.push(...textIssue(p.question, `${path}.question`), ...textIssue(p.reason, `${path}.reason`));
  }
  for (let s = BSTEP_LAST; s <= BSTEP_FIRST; s++)
    if ((perStepCount.get(s) ?? 0) < perStep)
      issues.push({ code: 'too_few', path: 'positions', detail: `step ${s}: ${perStepCount.get(s) ?? 0}` });
  if (!Array.isArray(pack.lessons)) issues.push({ code: 'bad_shape', path: 'lessons' });
  else
    for (const [i, l] of (pack.lessons as readonly TheoryLesson[]).entries()) {
      issues.push(...textIssue(l.title, `lessons[${i}].title`));
      for (const [j, s] of l.steps.entries())
        issues.push(...textIssue(s.text, `lessons[${i}].steps[${j}].text`));
      for (const q of l.questions)
        if (!ids.has(q))
          issues.push({ code: 'unknown_question', path: `lessons[${i}].questions`, detail: q });
    }
  return issues;
}
