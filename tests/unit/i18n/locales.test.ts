// Every locale has exactly the English file's keys (R1.03; spec §9 locales), with the same placeholders.
import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/i18n/resources';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const english = flatten(resources['en-US'].translation as Tree);

describe.each(['ko-KR', 'zh-CN'] as const)('locale %s', (locale) => {
  const messages = flatten(resources[locale].translation as Tree);

  it('misses no key of en-US', () => {
    expect([...english.keys()].filter((k) => !messages.has(k))).toEqual([]);
  });

  it('has no key that en-US lacks', () => {
    expect([...messages.keys()].filter((k) => !english.has(k))).toEqual([]);
  });

  it('keeps every placeholder and leaves no message empty', () => {
    for (const [key, text] of english) {
      const other = messages.get(key) ?? '';
      expect(other.trim(), key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });
});
