// The store's catalogue: server/content/packs/store.json, read once at start and checked with its schema
// (a bad pack stops the start naming the field). Membership terms, emoticons and stones, each with a name
// and description in the three languages, one price in gold or gems, and optionally the locales it is
// offered in. A missing file means an empty store.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { FREE_GRADE } from '../../src/domain/rules/grades';
import { locales, type Locale } from '../../src/domain/rules/locale';
import { localizedText } from '../../src/protocol';

const base = {
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  name: localizedText,
  description: localizedText,
  currency: z.enum(['gold', 'gem']),
  price: z.number().int().nonnegative(),
  /** Offered only in these locales (e.g. a Korean academy's term); absent = everywhere. */
  locales: z.array(z.enum(locales)).nonempty().optional(),
};

const storeItemSchema = z.discriminatedUnion('kind', [
  z.object({
    ...base,
    kind: z.literal('membership'),
    termDay: z.number().int().positive(),
    /** R3.21, R4.27: 1 and up are paid membership types. */
    type: z.number().int().positive(),
    /** R3.21: 1 Sunday … 64 Saturday; 255 every day. */
    weekDay: z.number().int().min(1).max(255),
    /**
     * Issue 19, R6.05: the grade (users.grade, named by grade.name.NN) the term gives when bought or granted;
     * above the free grade. A term never lowers a higher grade (docs/rules.md, Store).
     */
    grade: z
      .number()
      .int()
      .min(FREE_GRADE + 1)
      .max(99),
  }),
  z.object({
    ...base,
    kind: z.literal('emoticon'),
    refId: z.number().int().positive(),
    days: z.number().int().positive(),
  }),
  z.object({ ...base, kind: z.literal('stone'), refId: z.number().int().positive() }),
]);

export const storePackSchema = z
  .object({ name: z.literal('store'), version: z.string(), items: z.array(storeItemSchema) })
  .superRefine((pack, ctx) => {
    const seen = new Set<string>();
    pack.items.forEach((item, index) => {
      if (seen.has(item.id))
        ctx.addIssue({ code: 'custom', path: ['items', index, 'id'], message: `duplicate id ${item.id}` });
      seen.add(item.id);
    });
  });

export type StorePack = z.infer<typeof storePackSchema>;
export type StoreItem = StorePack['items'][number];
export type MembershipItem = Extract<StoreItem, { kind: 'membership' }>;

export interface StoreCatalog {
  version: string;
  items: readonly StoreItem[];
  item(id: string): StoreItem | undefined;
  /** The items offered in a locale, in pack order. */
  offeredIn(locale: Locale): StoreItem[];
  /** TermStoreList: the membership terms, in pack order. */
  terms(): MembershipItem[];
}

export function storeCatalog(pack: StorePack): StoreCatalog {
  const byId = new Map(pack.items.map((item) => [item.id, item]));
  return {
    version: pack.version,
    items: pack.items,
    item: (id) => byId.get(id),
    offeredIn: (locale) => pack.items.filter((item) => !item.locales || item.locales.includes(locale)),
    terms: () => pack.items.filter((item): item is MembershipItem => item.kind === 'membership'),
  };
}

/** Days an item lasts: a term's days, an emoticon's days, 0 (for good) for a stone. */
export function itemDays(item: StoreItem): number {
  return item.kind === 'membership' ? item.termDay : item.kind === 'emoticon' ? item.days : 0;
}

export function loadStoreCatalog(dir: string): StoreCatalog {
  const file = path.join(dir, 'store.json');
  if (!fs.existsSync(file)) return storeCatalog({ name: 'store', version: 'none', items: [] });
  const parsed = storePackSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Content pack ${file} is invalid at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
    );
  }
  return storeCatalog(parsed.data);
}
