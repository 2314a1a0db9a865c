// i18n start-up with every message file loaded on demand (issue 7): the chosen locale with English beside
// it as the fallback (R9.25); a locale that cannot load leaves the app in English and says why; with
// English missing too, the app still starts rather than showing a blank page (R8.13).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocaleCode } from '../../../src/protocol';
import type * as Messages from '../../../src/i18n/messages';

const failing = new Set<LocaleCode>();

vi.mock('../../../src/i18n/messages', async (importOriginal) => {
  const real = await importOriginal<typeof Messages>();
  return {
    loadMessages: vi.fn(async (locale: LocaleCode) => {
      if (failing.has(locale)) throw new Error(`no ${locale} chunk`);
      return real.loadMessages(locale);
    }),
  };
});

const { initI18n } = await import('../../../src/i18n');

afterEach(() => failing.clear());

describe('initI18n', () => {
  it('starts in the chosen locale with English as the fallback', async () => {
    const { i18n, error } = await initI18n('ko-KR');
    expect(error).toBeNull();
    expect(i18n.language).toBe('ko-KR');
    expect(i18n.hasResourceBundle('ko-KR', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('en-US', 'translation')).toBe(true);
    expect(i18n.t('startup.addressError', { message: 'x' })).not.toBe('startup.addressError');
  });

  it('uses the English download the caller already started', async () => {
    const english = Promise.resolve({ startup: { i18nError: 'early English' } });
    // A partial file is enough to tell whose messages were used.
    const { i18n } = await initI18n('en-US', english as never);
    expect(i18n.t('startup.i18nError')).toBe('early English');
  });

  it('falls back to English when the chosen locale cannot load, and reports why', async () => {
    failing.add('zh-CN');
    const { i18n, error } = await initI18n('zh-CN');
    expect(i18n.language).toBe('en-US');
    expect(String(error)).toContain('no zh-CN chunk');
    expect(i18n.t('startup.i18nError', { message: 'm' })).toContain('m');
  });

  it('still starts in the chosen locale when English cannot load', async () => {
    failing.add('en-US');
    const { i18n, error } = await initI18n('ko-KR');
    expect(i18n.language).toBe('ko-KR');
    expect(String(error)).toContain('no en-US chunk');
  });

  it('starts, showing keys, with no messages at all', async () => {
    failing.add('en-US');
    const { i18n, error } = await initI18n('en-US');
    expect(error).not.toBeNull();
    expect(i18n.t('startup.i18nError')).toBe('startup.i18nError');
  });
});
