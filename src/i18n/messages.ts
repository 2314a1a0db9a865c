// Message files for the app, each in its own chunk: none ships in the first load's scripts. English (the
// fallback, R9.25) starts loading with the start-up calls (startup.ts), so it is in by the time the
// language is known; Korean and Chinese load when chosen. The service worker precaches all three.
import type { LocaleCode } from '../protocol';
import type { Messages } from './resources';

// Korean and Chinese have fewer plural forms than English (no `_one`), so their files are narrower
// than the English type; tests/unit/i18n/locales.test.ts checks each has its language's forms.
const loaders: Record<LocaleCode, () => Promise<{ default: unknown }>> = {
  'en-US': () => import('../../locales/en-US/translation.json'),
  'ko-KR': () => import('../../locales/ko-KR/translation.json'),
  'zh-CN': () => import('../../locales/zh-CN/translation.json'),
};

/** One locale's messages. A failed download is tried once more (a dropped request on classroom Wi-Fi). */
export async function loadMessages(locale: LocaleCode): Promise<Messages> {
  const load = loaders[locale];
  try {
    return (await load()).default as Messages;
  } catch {
    return (await load()).default as Messages;
  }
}
