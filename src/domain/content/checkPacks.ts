// The content pack checkers: a parsed JSON value (unknown until checked) against the pack formats of
// packs.ts. Every issue carries the JSON path it is about ("categories[1].groups[0].missions[3].hint"),
// so a broken file points at the field. Checked: the shape and types, ids (unique and in order), every
// text present in all three locales, the counts the curriculum promises, every problem parsing and
// passing the engine's tree checker with no issue at all (warnings included), and no problem appearing
// twice (by position up to symmetry and colour).
import { parseProblemJson } from '../go/problemJson';
import { checkProblem } from '../go/problemCheck';
import { livesInSeki } from './firstMoves';
import { makeVertex } from '../go/coords';
import { studyCategories } from '../rules/studyCategories';
import { parseStudyTutorialKey, studyTutorialKeys } from '../rules/tutorials';
import { MISSIONS_PER_GROUP } from './packs';
import type { StudyPack } from './packs';
import { problemKey } from './symmetry';
import { isTechnique } from './techniques';
import { missingLocales } from './text';

export const packIssueCodes = [
  /** A value of the wrong type, or a required field missing. */
  'bad_shape',
  /** The pack's `name` is not the one expected. */
  'bad_name',
  /** An id that is not the next whole number (1-based sno/gno, 0-based jkno). */
  'bad_id',
  'duplicate_id',
  /** A text missing or blank in a locale (`detail` names the locales). */
  'missing_text',
  /** A study category whose key does not match its sno in studyCategories.ts. */
  'bad_category',
  'bad_technique',
  /** `second` or `heart` not a whole number in range. */
  'bad_number',
  /** A group (or step) without the number of missions it must have. */
  'group_size',
  /** Fewer categories, groups, steps or missions than the curriculum promises. */
  'too_few',
  /** The problem does not parse (`detail`: the parse error and where). */
  'problem_parse',
  /** The engine's checker reports an issue (`detail`: code, tree path and moves). */
  'problem_issue',
  /** The same problem (up to symmetry and colour) appears twice (`detail`: the first path). */
  'duplicate_problem',
  /** A tutorial key that is not one of the study tutorial keys. */
  'bad_key',
  /** A study tutorial key without its tutorial, or a tutorial whose mission is not in the study pack. */
  'missing_tutorial',
  'missing_mission',
] as const;
export type PackIssueCode = (typeof packIssueCodes)[number];

export interface PackIssue {
  readonly code: PackIssueCode;
  /** JSON path of the value at fault; '' for the pack itself. */
  readonly path: string;
  readonly detail?: string;
}

type Obj = Record<string, unknown>;

function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const join = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;

/** Shared state of one check: issues found so far and problems seen (for duplicates). */
class Checker {
  readonly issues: PackIssue[] = [];
  private readonly seen = new Map<string, string>();

  add(code: PackIssueCode, path: string, detail?: string): void {
    this.issues.push(detail === undefined ? { code, path } : { code, path, detail });
  }

  object(value: unknown, path: string): Obj | null {
    if (isObject(value)) return value;
    this.add('bad_shape', path, 'expected an object');
    return null;
  }

  array(value: unknown, path: string): readonly unknown[] | null {
    if (Array.isArray(value)) return value;
    this.add('bad_shape', path, 'expected an array');
    return null;
  }

  text(value: unknown, path: string): void {
    if (!isObject(value)) {
      this.add('missing_text', path, 'ko-KR, en-US, zh-CN');
      return;
    }
    const missing = missingLocales(value);
    if (missing.length > 0) this.add('missing_text', path, missing.join(', '));
  }

  name(pack: Obj, expected: string): void {
    if (pack.name !== expected) this.add('bad_name', 'name', `expected "${expected}"`);
    if (typeof pack.version !== 'string' || pack.version.trim() === '')
      this.add('bad_shape', 'version', 'expected a version string');
  }

  /** An id field that must equal `expected` and appear once. */
  id(value: unknown, path: string, expected: number, seen: Set<number>): void {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.add('bad_id', path, `expected ${expected}`);
      return;
    }
    if (seen.has(value)) this.add('duplicate_id', path, String(value));
    else if (value !== expected) this.add('bad_id', path, `expected ${expected}, found ${value}`);
    seen.add(value);
  }

  problem(value: unknown, path: string): void {
    const parsed = parseProblemJson(value);
    if (!parsed.ok) {
      this.add(
        'problem_parse',
        parsed.error.at === '' ? path : join(path, parsed.error.at),
        parsed.error.code,
      );
      return;
    }
    const size = parsed.value.start.size;
    for (const issue of checkProblem(parsed.value, { livesInSeki })) {
      const moves = issue.moves.map((v) => makeVertex(size, v)).join(' ');
      const where = issue.path.length === 0 ? 'problem' : `tree ${issue.path.join('.')}`;
      this.add(
        'problem_issue',
        path,
        `${issue.code}${issue.detail === undefined ? '' : `:${issue.detail}`} at ${where}${moves === '' ? '' : ` (${moves})`}`,
      );
    }
    const key = problemKey(value as Parameters<typeof problemKey>[0]);
    const first = this.seen.get(key);
    if (first !== undefined) this.add('duplicate_problem', path, `same as ${first}`);
    else this.seen.set(key, path);
  }

  mission(value: unknown, path: string, jkno: number, seen: Set<number>): void {
    const m = this.object(value, path);
    if (m === null) return;
    this.id(m.jkno, join(path, 'jkno'), jkno, seen);
    for (const field of ['title', 'prompt', 'hint'] as const) this.text(m[field], join(path, field));
    if (m.technique !== undefined && !isTechnique(m.technique))
      this.add('bad_technique', join(path, 'technique'));
    this.problem(m.problem, join(path, 'problem'));
  }

  missions(value: unknown, path: string): number {
    const list = this.array(value, path);
    if (list === null) return 0;
    const seen = new Set<number>();
    list.forEach((m, i) => this.mission(m, join(path, i), i, seen));
    return list.length;
  }
}

export interface StudyPackLimits {
  readonly minCategories?: number;
  readonly minGroups?: number;
  readonly minMissions?: number;
  readonly missionsPerGroup?: number;
}

/** Checks a study pack; answers every issue (none for a good pack). */
export function checkStudyPack(value: unknown, limits: StudyPackLimits = {}): PackIssue[] {
  const c = new Checker();
  const pack = c.object(value, '');
  if (pack === null) return c.issues;
  c.name(pack, 'study');
  const categories = c.array(pack.categories, 'categories');
  if (categories === null) return c.issues;
  let groups = 0;
  let missions = 0;
  const categoryIds = new Set<number>();
  categories.forEach((value, ci) => {
    const path = join('categories', ci);
    const category = c.object(value, path);
    if (category === null) return;
    const sno = category.sno;
    if (typeof sno !== 'number' || !Number.isInteger(sno)) c.add('bad_id', join(path, 'sno'));
    else if (categoryIds.has(sno)) c.add('duplicate_id', join(path, 'sno'), String(sno));
    else {
      categoryIds.add(sno);
      const known = studyCategories.find((k) => k.categoryId === sno);
      if (known === undefined || known.code !== category.key)
        c.add('bad_category', join(path, 'key'), `sno ${sno}`);
    }
    c.text(category.title, join(path, 'title'));
    const list = c.array(category.groups, join(path, 'groups'));
    if (list === null) return;
    const groupIds = new Set<number>();
    list.forEach((value, gi) => {
      const gpath = join(join(path, 'groups'), gi);
      const group = c.object(value, gpath);
      if (group === null) return;
      groups++;
      c.id(group.gno, join(gpath, 'gno'), gi + 1, groupIds);
      c.text(group.title, join(gpath, 'title'));
      if (!isTechnique(group.technique)) c.add('bad_technique', join(gpath, 'technique'));
      if (typeof group.second !== 'number' || !Number.isInteger(group.second) || group.second < 1) {
        c.add('bad_number', join(gpath, 'second'), 'a whole number of seconds ≥ 1');
      }
      if (typeof group.heart !== 'number' || !Number.isInteger(group.heart) || group.heart < 0) {
        c.add('bad_number', join(gpath, 'heart'), 'a whole number ≥ 0');
      }
      const n = c.missions(group.missions, join(gpath, 'missions'));
      missions += n;
      const want = limits.missionsPerGroup ?? MISSIONS_PER_GROUP;
      if (n !== want) c.add('group_size', join(gpath, 'missions'), `${n} missions, expected ${want}`);
    });
  });
  const min = {
    categories: limits.minCategories ?? 4,
    groups: limits.minGroups ?? 40,
    missions: limits.minMissions ?? 400,
  };
  if (categories.length < min.categories)
    c.add('too_few', 'categories', `${categories.length} categories, expected ≥ ${min.categories}`);
  if (groups < min.groups) c.add('too_few', 'categories', `${groups} groups, expected ≥ ${min.groups}`);
  if (missions < min.missions)
    c.add('too_few', 'categories', `${missions} missions, expected ≥ ${min.missions}`);
  return c.issues;
}

export interface Dan9PackLimits {
  readonly steps?: number;
  readonly minMissionsPerStep?: number;
}

/** Checks a ninth-dan pack: 10 steps numbered 1–10, each with at least 10 missions. */
export function checkDan9Pack(value: unknown, limits: Dan9PackLimits = {}): PackIssue[] {
  const c = new Checker();
  const pack = c.object(value, '');
  if (pack === null) return c.issues;
  c.name(pack, 'dan9');
  const steps = c.array(pack.steps, 'steps');
  if (steps === null) return c.issues;
  const wantSteps = limits.steps ?? 10;
  const wantMissions = limits.minMissionsPerStep ?? MISSIONS_PER_GROUP;
  if (steps.length !== wantSteps) c.add('too_few', 'steps', `${steps.length} steps, expected ${wantSteps}`);
  const ids = new Set<number>();
  steps.forEach((value, si) => {
    const path = join('steps', si);
    const step = c.object(value, path);
    if (step === null) return;
    c.id(step.sno, join(path, 'sno'), si + 1, ids);
    c.text(step.title, join(path, 'title'));
    const n = c.missions(step.missions, join(path, 'missions'));
    if (n < wantMissions)
      c.add('group_size', join(path, 'missions'), `${n} missions, expected ≥ ${wantMissions}`);
    if (step.parts === undefined) return;
    // Further parts are groups 1, 2, … of the step, each a try run's worth of missions.
    const parts = c.array(step.parts, join(path, 'parts'));
    const gnos = new Set<number>();
    parts?.forEach((value, pi) => {
      const partPath = join(join(path, 'parts'), pi);
      const part = c.object(value, partPath);
      if (part === null) return;
      c.id(part.gno, join(partPath, 'gno'), pi + 1, gnos);
      c.text(part.title, join(partPath, 'title'));
      const m = c.missions(part.missions, join(partPath, 'missions'));
      if (m < wantMissions)
        c.add('group_size', join(partPath, 'missions'), `${m} missions, expected ≥ ${wantMissions}`);
    });
  });
  return c.issues;
}

/**
 * Checks the tutorials pack: one tutorial per study tutorial key (tutorials.ts), each with at least one
 * step of text and problem. With the study pack, also that each key's mission exists there.
 */
export function checkTutorialsPack(value: unknown, study?: StudyPack): PackIssue[] {
  const c = new Checker();
  const pack = c.object(value, '');
  if (pack === null) return c.issues;
  c.name(pack, 'tutorials');
  const list = c.array(pack.tutorials, 'tutorials');
  if (list === null) return c.issues;
  const keys = new Set<string>();
  list.forEach((value, ti) => {
    const path = join('tutorials', ti);
    const tutorial = c.object(value, path);
    if (tutorial === null) return;
    const key = tutorial.key;
    if (typeof key !== 'string' || !(studyTutorialKeys as readonly string[]).includes(key)) {
      c.add('bad_key', join(path, 'key'), String(key));
    } else if (keys.has(key)) {
      c.add('duplicate_id', join(path, 'key'), key);
    } else {
      keys.add(key);
      const address = parseStudyTutorialKey(key);
      if (study !== undefined && address.ok) {
        const { categoryId, groupId, missionIndex } = address.value;
        const group = study.categories
          .find((k) => k.sno === categoryId)
          ?.groups.find((g) => g.gno === groupId);
        if (group?.missions.find((m) => m.jkno === missionIndex) === undefined)
          c.add('missing_mission', join(path, 'key'), key);
      }
    }
    c.text(tutorial.title, join(path, 'title'));
    const steps = c.array(tutorial.steps, join(path, 'steps'));
    if (steps === null) return;
    if (steps.length === 0) c.add('too_few', join(path, 'steps'), 'no steps');
    steps.forEach((value, si) => {
      const spath = join(join(path, 'steps'), si);
      const step = c.object(value, spath);
      if (step === null) return;
      c.text(step.text, join(spath, 'text'));
      c.problem(step.problem, join(spath, 'problem'));
    });
  });
  for (const key of studyTutorialKeys) if (!keys.has(key)) c.add('missing_tutorial', 'tutorials', key);
  return c.issues;
}
