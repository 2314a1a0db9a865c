// Content packs: JSON files under server/content/packs, checked against their schema at start, stored in
// the content_packs table (so every process and the admin tools see the same version) and served from
// memory. A pack that fails its check stops the start with a message naming the file and the field.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { localizedText } from '../../src/protocol';
import type { Db } from '../db/database';

const packsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'packs');

export const eventsPackSchema = z.object({
  name: z.literal('events'),
  version: z.string(),
  events: z.array(
    z.object({
      eid: z.number().int(),
      title: localizedText,
      body: localizedText,
      /** µs; 0 = always */
      stime: z.number().int().nonnegative(),
      etime: z.number().int().nonnegative(),
    }),
  ),
});

export interface ContentPacks {
  events: z.infer<typeof eventsPackSchema>;
}

function readPack<T>(file: string, schema: z.ZodType<T>): T {
  const full = path.join(packsDir, file);
  const parsed = schema.safeParse(JSON.parse(fs.readFileSync(full, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Content pack ${full} is invalid at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
    );
  }
  return parsed.data;
}

export function readContentPacks(): ContentPacks {
  return { events: readPack('events.json', eventsPackSchema) };
}

/** Records each pack's version in the database; a changed version replaces the stored body. */
export async function storeContentPacks(db: Db, packs: ContentPacks, nowMs: number): Promise<void> {
  for (const pack of Object.values(packs)) {
    const body = JSON.stringify(pack);
    await db.kysely
      .insertInto('content_packs')
      .values({ name: pack.name, version: pack.version, body, loaded_at: nowMs })
      .onConflict((oc) => oc.column('name').doUpdateSet({ version: pack.version, body, loaded_at: nowMs }))
      .execute();
  }
}
