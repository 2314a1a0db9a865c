// The checker of the single-play pack (single.json), run by `npm run content:check` and by the generator
// before it writes: the server's own loader (schema, ids, kinds per single type, game setups, problem
// parsing), the Go engine's problem checker on every problem, texts in the three locales, the 14 single
// tutorial keys (R5.13, R5.14), and no problem repeated within the pack or from the other packs.
import { problemKey } from '../../src/domain/content/symmetry';
import { missingLocales } from '../../src/domain/content/text';
import type { ProblemJson } from '../../src/domain/go/problemJson';
import { singleTutorialKeys } from '../../src/domain/rules/tutorials';
import { singleTypes } from '../../src/domain/rules/singleTypes';
import { buildSingleContent } from '../../server/content/single';
import { verify } from './problemBuild';

export interface SingleIssue {
  readonly code:
    | 'bad_pack'
    | 'bad_shape'
    | 'missing_text'
    | 'missing_category'
    | 'empty_group'
    | 'problem_issue'
    | 'duplicate_problem'
    | 'bad_key'
    | 'missing_tutorial';
  /** JSON path of the value at fault; '' for the pack itself. */
  readonly path: string;
  readonly detail?: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function formatSingleIssue(issue: SingleIssue): string {
  return `single.json ${issue.path === '' ? '(pack)' : issue.path}: ${issue.code}${issue.detail === undefined ? '' : ` — ${issue.detail}`}`;
}

/** Issues of a parsed single.json; `otherKeys` are the problem keys of the other packs. */
export function checkSinglePack(value: unknown, otherKeys: ReadonlySet<string> = new Set()): SingleIssue[] {
  const issues: SingleIssue[] = [];
  try {
    buildSingleContent('single.json', value);
  } catch (e) {
    issues.push({ code: 'bad_pack', path: '', detail: e instanceof Error ? e.message : String(e) });
    return issues;
  }
  if (!isObj(value)) return [{ code: 'bad_shape', path: '' }];
  const seen = new Map<string, string>();
  const problem = (p: unknown, at: string) => {
    const json = p as ProblemJson;
    for (const i of verify(json))
      issues.push({ code: 'problem_issue', path: `${at}.problem`, detail: i.code });
    const key = problemKey(json);
    const first = seen.get(key);
    if (first !== undefined) issues.push({ code: 'duplicate_problem', path: at, detail: `same as ${first}` });
    else if (otherKeys.has(key))
      issues.push({ code: 'duplicate_problem', path: at, detail: 'in another pack' });
    seen.set(key, at);
  };
  const texts = (o: Obj, at: string, fields: readonly string[]) => {
    for (const f of fields) {
      const missing = missingLocales(o[f]);
      if (missing.length > 0)
        issues.push({ code: 'missing_text', path: `${at}.${f}`, detail: missing.join(', ') });
    }
  };

  const categories = list(value.categories);
  for (const sno of singleTypes.keys())
    if (!categories.some((c) => isObj(c) && c.sno === sno))
      issues.push({ code: 'missing_category', path: 'categories', detail: `single type ${sno}` });
  for (const [ci, c] of categories.entries()) {
    if (!isObj(c)) continue;
    texts(c, `categories[${ci}]`, ['title']);
    for (const [gi, g] of list(c.groups).entries()) {
      if (!isObj(g)) continue;
      const at = `categories[${ci}].groups[${gi}]`;
      texts(g, at, ['title']);
      const missions = list(g.missions);
      if (missions.length === 0) issues.push({ code: 'empty_group', path: at });
      for (const [mi, m] of missions.entries()) {
        if (!isObj(m)) continue;
        texts(m, `${at}.missions[${mi}]`, ['title', 'prompt', 'hint']);
        if (m.kind === 'problem') problem(m.problem, `${at}.missions[${mi}]`);
      }
    }
  }

  const tutorials = list(value.tutorials);
  const keys = new Set<string>();
  for (const [i, t] of tutorials.entries()) {
    if (!isObj(t)) continue;
    const key = String(t.key);
    keys.add(key);
    if (!(singleTutorialKeys as readonly string[]).includes(key))
      issues.push({ code: 'bad_key', path: `tutorials[${i}].key`, detail: key });
    texts(t, `tutorials[${i}]`, ['title', 'text']);
    if (t.problem !== undefined) problem(t.problem, `tutorials[${i}]`);
  }
  for (const key of singleTutorialKeys)
    if (!keys.has(key)) issues.push({ code: 'missing_tutorial', path: 'tutorials', detail: key });
  return issues;
}

/** Counts per single type for the generator's and checker's output. */
export function singleCountLines(value: unknown): string[] {
  if (!isObj(value)) return [];
  const out = ['single:'];
  let groups = 0;
  let missions = 0;
  for (const c of list(value.categories)) {
    if (!isObj(c)) continue;
    const kinds = new Map<string, number>();
    let n = 0;
    for (const g of list(c.groups))
      for (const m of list(isObj(g) ? g.missions : [])) {
        const kind = isObj(m) ? String(m.kind) : '?';
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        n += 1;
      }
    groups += list(c.groups).length;
    missions += n;
    const detail = [...kinds].map(([k, v]) => `${k} ${v}`).join(', ');
    out.push(
      `  ${String(c.sno)} ${String(c.key)}: ${list(c.groups).length} groups, ${n} missions (${detail})`,
    );
  }
  out.push(`  total: ${groups} groups, ${missions} missions, ${list(value.tutorials).length} tutorials`);
  return out;
}
