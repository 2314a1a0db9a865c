// Start-up's language choice (R7.08, R9.25, R9.26): a saved locale or language wins; otherwise
// /api/country's language is used and stored (with the region, when none is saved); offline, the browser's.
import { describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '../../../src/app/startup';
import { apiFailure } from '../../../src/io/api/result';
import { memoryStorage } from '../../../src/io/storage/webStorage';

const country = (lang: 'ko-KR' | 'en-US' | 'zh-CN', region: 'KR' | 'US' | 'CN') =>
  vi.fn(async () => ({ ok: true as const, value: { errorcode: 0 as const, lang, region } }));

describe('chooseLocale', () => {
  it('keeps a saved locale without asking the server', async () => {
    const ask = country('ko-KR', 'KR');
    expect(await chooseLocale(memoryStorage({ locale: 'zh-CN' }), ask, 'en-US')).toBe('zh-CN');
    expect(ask).not.toHaveBeenCalled();
  });

  it('maps a saved language to its locale', async () => {
    expect(await chooseLocale(memoryStorage({ lang: 'ko' }), country('zh-CN', 'CN'), 'en-US')).toBe('ko-KR');
  });

  it("stores the server's language and region when none is saved (R7.08)", async () => {
    const storage = memoryStorage();
    expect(await chooseLocale(storage, country('zh-CN', 'CN'), 'en-US')).toBe('zh-CN');
    expect(storage.getItem('lang')).toBe('zh');
    expect(storage.getItem('locale')).toBe('zh-CN');
    expect(storage.getItem('country_region')).toBe('CN');
  });

  it('does not overwrite a saved region', async () => {
    const storage = memoryStorage({ country_region: 'KR' });
    await chooseLocale(storage, country('zh-CN', 'CN'), 'en-US');
    expect(storage.getItem('country_region')).toBe('KR');
  });

  it("falls back to the browser's language offline, then to en-US (R9.25)", async () => {
    const offline = vi.fn(async () => apiFailure(-4002, { unreachable: true }));
    expect(await chooseLocale(memoryStorage(), offline, 'ko')).toBe('ko-KR');
    expect(await chooseLocale(memoryStorage(), offline, 'fr-FR')).toBe('en-US');
  });
});
