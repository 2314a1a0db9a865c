// Stable ids for the problems of the content packs, built from the packs' own ids (category keys, group,
// step and mission numbers), never from array positions where an id exists: "study/ip-g01-m0",
// "dan9/s03-m7", "tutorials/01-01-00-step1", "single/1_1_0_1". The SGF export names its files after them
// (`DIR/<pack>/<rest>.sgf`), problem reports name the problem by them, and the withdrawn list
// (server/content/withdrawn.json) is keyed by them.
import type { ProblemJson } from '../go/problemJson';
import type { LocalizedText } from './text';

export interface PackProblem {
  /** "<pack>/<segments joined by ->". */
  readonly id: string;
  /** The JSON path of the record holding the problem ("categories[0].groups[1].missions[2]"). */
  readonly at: string;
  /** The record holding `problem` (a mission, a tutorial step…), for its texts. */
  readonly record: Readonly<Record<string, unknown>>;
  readonly problem: ProblemJson;
}

/** Problem ids: a pack name, a slash, then letters, digits, "_" and "-" (at most 120 characters). */
export const PROBLEM_ID_PATTERN = /^[a-z0-9_]{1,32}\/[A-Za-z0-9_-]{1,120}$/;

const pad2 = (n: number) => String(n).padStart(2, '0');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** The id segment of an array element: its key or id, else its numbers, else the field and position. */
function segment(record: Record<string, unknown>, field: string, index: number): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, '_');
  if (typeof record.key === 'string' && record.key !== '') return safe(record.key);
  if (typeof record.id === 'string' && record.id !== '') return safe(record.id);
  const parts: string[] = [];
  if (isCount(record.sno)) parts.push(`s${pad2(record.sno)}`);
  if (isCount(record.lno)) parts.push(`l${pad2(record.lno)}`);
  if (isCount(record.gno)) parts.push(`g${pad2(record.gno)}`);
  if (isCount(record.jkno)) parts.push(`m${record.jkno}`);
  if (parts.length > 0) return parts.join('-');
  return `${field.replace(/s$/, '')}${index + 1}`;
}

function isProblem(value: unknown): value is ProblemJson {
  return isRecord(value) && Array.isArray(value.board) && isRecord(value.goal) && Array.isArray(value.tree);
}

/** Every problem of a parsed pack with its stable id, in the pack's order. */
export function packProblems(pack: string, value: unknown): PackProblem[] {
  const out: PackProblem[] = [];
  const visit = (node: unknown, at: string, segments: readonly string[]) => {
    if (!isRecord(node)) return;
    if (isProblem(node.problem)) {
      out.push({ id: `${pack}/${segments.join('-')}`, at, record: node, problem: node.problem });
    }
    for (const [field, child] of Object.entries(node)) {
      if (field === 'problem' || !Array.isArray(child)) continue;
      child.forEach((item, i) => {
        if (isRecord(item))
          visit(item, `${at === '' ? '' : `${at}.`}${field}[${i}]`, [...segments, segment(item, field, i)]);
      });
    }
  };
  visit(value, '', []);
  return out;
}

/** The texts of a problem's record: the prompt (or a tutorial step's text) and the hint, when present. */
export function recordTexts(record: Readonly<Record<string, unknown>>): {
  prompt?: LocalizedText;
  hint?: LocalizedText;
} {
  const text = (v: unknown) => (isRecord(v) ? (v as unknown as LocalizedText) : undefined);
  const prompt = text(record.prompt) ?? text(record.text);
  const hint = text(record.hint);
  return { ...(prompt === undefined ? {} : { prompt }), ...(hint === undefined ? {} : { hint }) };
}

/** Ids of the study pack's missions: "study/<category key>-g<gno>-m<jkno>". */
export function studyProblemId(categoryKey: string, gno: number, jkno: number): string {
  return `study/${categoryKey}-g${pad2(gno)}-m${jkno}`;
}

/**
 * Ids of the ninth-dan challenge's missions: "dan9/s<sno>-m<jkno>" for a step's first part (group 0),
 * "dan9/s<sno>-g<gno>-m<jkno>" for its further parts (as `packProblems` names them).
 */
export function dan9ProblemId(sno: number, jkno: number, gno = 0): string {
  return gno === 0 ? `dan9/s${pad2(sno)}-m${jkno}` : `dan9/s${pad2(sno)}-g${pad2(gno)}-m${jkno}`;
}

/** Ids of single play's puzzle missions: "single/<category key>-g<gno>-m<jkno>". */
export function singleProblemId(categoryKey: string, gno: number, jkno: number): string {
  return `single/${categoryKey}-g${pad2(gno)}-m${jkno}`;
}
