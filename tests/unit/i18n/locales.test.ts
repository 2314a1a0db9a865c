// Every locale has exactly the English file's keys (R1.03; spec §9 locales), with the same placeholders.
// Plural messages (i18next's `key_one`, `key_other`, …) are one message: each locale has exactly the plural
// forms its language's rules name (English one/other; Korean and Chinese other only, issue 22 item 12).
import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/i18n/resources';

type Tree = { [key: string]: string | Tree };
type Locale = keyof typeof resources;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Plural messages are those English gives a `_one` form (a key like `same_as_other` is no plural). */
const pluralBases = new Set(
  [...flatten(resources['en-US'].translation as Tree).keys()]
    .filter((key) => key.endsWith('_one'))
    .map((key) => key.slice(0, -'_one'.length)),
);

/** Messages by key, plural forms gathered under their base key ('' for a message without forms). */
function messagesOf(locale: Locale): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, text] of flatten(resources[locale].translation as Tree)) {
    const match = pluralSuffix.exec(key);
    const plural = match !== null && pluralBases.has(key.slice(0, match.index));
    const base = plural ? key.slice(0, match.index) : key;
    const form = plural ? (match[1] ?? '') : '';
    if (!out.has(base)) out.set(base, new Map());
    out.get(base)?.set(form, text);
  }
  return out;
}

/** The values a message names, with or without a format (`{{count, number}}`). */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]))].sort();
const categories = (locale: Locale) =>
  [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();

const english = messagesOf('en-US');

describe.each(['en-US', 'ko-KR', 'zh-CN'] as const)('locale %s', (locale) => {
  const messages = messagesOf(locale);

  it('misses no key of en-US', () => {
    expect([...english.keys()].filter((k) => !messages.has(k))).toEqual([]);
  });

  it('has no key that en-US lacks', () => {
    expect([...messages.keys()].filter((k) => !english.has(k))).toEqual([]);
  });

  it('gives each plural message exactly the forms of its language', () => {
    for (const base of pluralBases) {
      expect([...(messages.get(base)?.keys() ?? [])].sort(), base).toEqual(categories(locale));
    }
  });

  it('keeps every placeholder and leaves no message empty', () => {
    for (const [key, englishForms] of english) {
      const want = placeholders([...englishForms.values()].join(' '));
      for (const [form, text] of messages.get(key) ?? new Map<string, string>()) {
        expect(text.trim(), `${key} ${form}`).not.toBe('');
        // A singular form may name its count in words ("one heart"), so only the other forms must keep it.
        const got = placeholders(text);
        if (form === 'one') expect(want, key).toEqual(expect.arrayContaining(got));
        else expect(got, `${key} ${form}`).toEqual(want);
      }
    }
  });
});
