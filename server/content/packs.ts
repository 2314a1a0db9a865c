// Content packs: JSON files under server/content/packs, checked against their schema at start, stored in
// the content_packs table (so every process and the admin tools see the same version) and served from
// memory. A pack that fails its check stops the start with a message naming the file and the field.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { packProblems } from '../../src/domain/content/problemIds';
import { checkWithdrawn } from '../../src/domain/content/problemReports';
import { eventGoalKinds, eventPeriods } from '../../src/domain/rules/events';
import { localizedText } from '../../src/protocol';
import type { Db } from '../db/database';
import { loadBpowerContent, type BpowerContent } from './bpower';
import { loadProblemKyus } from './levels';
import { loadDan9Content, loadStudyContent, loadTutorials, type StudyContent } from './study';
import { loadSingleContent, type SingleContent } from './single';
import { loadStoreCatalog, type StoreCatalog } from './store';

export const defaultPacksDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'packs');

export const eventsPackSchema = z.object({
  name: z.literal('events'),
  version: z.string(),
  events: z.array(
    z
      .object({
        eid: z.number().int(),
        title: localizedText,
        body: localizedText,
        /** µs; 0 = always */
        stime: z.number().int().nonnegative(),
        etime: z.number().int().nonnegative(),
        /** Issue 16: "week" repeats the event every week (Monday to Sunday, academy clock) between its dates. */
        period: z.enum(eventPeriods).optional(),
        /** A goal counted from the user's results inside one window of the event, and its reward. */
        goal: z.object({ kind: z.enum(eventGoalKinds), count: z.number().int().positive() }).optional(),
        reward: z
          .object({ gem: z.number().int().nonnegative(), gold: z.number().int().nonnegative() })
          .refine((r) => r.gem + r.gold > 0, 'a reward pays something')
          .optional(),
      })
      .refine((e) => (e.goal === undefined) === (e.reward === undefined), {
        message: 'an event has a goal and a reward, or neither',
        path: ['reward'],
      }),
  ),
});

export interface ContentPacks {
  events: z.infer<typeof eventsPackSchema>;
  study: StudyContent;
  dan9: StudyContent;
  /** Tutorials by study key ("01-02-03"). */
  tutorials: Map<string, unknown>;
  /** Single play and dice (single.json). */
  single: SingleContent;
  /** The store's items (store.json). */
  store: StoreCatalog;
  /** The pattern trainer's positions and lessons (bpower.json). */
  bpower: BpowerContent;
  /** Every problem id of the packs (src/domain/content/problemIds.ts), withdrawn ones included. */
  problemIds: ReadonlySet<string>;
  /** Withdrawn problems (`withdrawnFileFor`) by id, with the reason; not served. */
  withdrawn: ReadonlyMap<string, string>;
}

/** The ids of every problem of the packs in `dir`. */
export function packProblemIds(dir: string): Set<string> {
  const ids = new Set<string>();
  for (const name of ['study', 'dan9', 'tutorials', 'single']) {
    const file = path.join(dir, `${name}.json`);
    if (!fs.existsSync(file)) continue;
    for (const p of packProblems(name, JSON.parse(fs.readFileSync(file, 'utf8')) as unknown)) ids.add(p.id);
  }
  return ids;
}

/**
 * The withdrawn list (issue 14): `{ "problems": [{ "id", "reason" }] }`, server/content/withdrawn.json for the
 * shipped packs (`withdrawnFileFor`). No file, no withdrawn problem; a broken list or an unknown id stops the start.
 */
export function readWithdrawn(file: string, known: ReadonlySet<string>): Map<string, string> {
  if (!fs.existsSync(file)) return new Map();
  const { problems, issues } = checkWithdrawn(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown, known);
  const issue = issues[0];
  if (issue) throw new Error(`Withdrawn list ${file} is invalid at ${issue.path}: ${issue.code}`);
  return new Map(problems.map((p) => [p.id, p.reason]));
}

function readPack<T>(dir: string, file: string, schema: z.ZodType<T>): T {
  const full = path.join(dir, file);
  const parsed = schema.safeParse(JSON.parse(fs.readFileSync(full, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Content pack ${full} is invalid at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
    );
  }
  return parsed.data;
}

/**
 * Where the withdrawn list of a packs folder is: server/content/withdrawn.json for the shipped packs, and
 * inside the folder for any other (CONTENT_DIR), so a stray file beside a temporary folder never counts.
 */
export function withdrawnFileFor(dir: string): string {
  return path.resolve(dir) === path.resolve(defaultPacksDir)
    ? path.join(defaultPacksDir, '..', 'withdrawn.json')
    : path.join(dir, 'withdrawn.json');
}

export function readContentPacks(dir = defaultPacksDir, withdrawnFile = withdrawnFileFor(dir)): ContentPacks {
  const problemIds = packProblemIds(dir);
  const withdrawn = readWithdrawn(withdrawnFile, problemIds);
  const out = new Set(withdrawn.keys());
  const kyus = loadProblemKyus(dir);
  return {
    events: readPack(dir, 'events.json', eventsPackSchema),
    study: loadStudyContent(dir, out, kyus),
    dan9: loadDan9Content(dir, out, kyus),
    tutorials: loadTutorials(dir),
    single: loadSingleContent(dir, out),
    store: loadStoreCatalog(dir),
    bpower: loadBpowerContent(dir),
    problemIds,
    withdrawn,
  };
}

/** Records each pack's version in the database; a changed version replaces the stored body. */
export async function storeContentPacks(db: Db, packs: ContentPacks, nowMs: number): Promise<void> {
  const versions = [
    { name: 'events', version: packs.events.version, body: JSON.stringify(packs.events) },
    { name: 'study', version: packs.study.version, body: '' },
    { name: 'dan9', version: packs.dan9.version, body: '' },
    { name: 'single', version: packs.single.version, body: '' },
    { name: 'store', version: packs.store.version, body: JSON.stringify(packs.store.items) },
    { name: 'bpower', version: packs.bpower.version, body: '' },
  ];
  for (const pack of versions) {
    const body = pack.body;
    await db.kysely
      .insertInto('content_packs')
      .values({ name: pack.name, version: pack.version, body, loaded_at: nowMs })
      .onConflict((oc) => oc.column('name').doUpdateSet({ version: pack.version, body, loaded_at: nowMs }))
      .execute();
  }
}
