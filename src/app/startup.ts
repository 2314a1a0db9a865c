// What happens before the first screen (spec §8 start-up): find the server, choose the language, load
// the messages. Failures become notices for the user instead of a blank page.
import type { i18n } from 'i18next';
import type { LocaleCode } from '../protocol';
import { fetchCountry, fetchServerAddress } from '../io/api/startup';
import { initI18n, matchLocale } from '../i18n';
import { fallbackLocale } from '../i18n/resources';

export const savedLanguageKey = 'lang';

export interface StartupResult {
  i18n: i18n;
  notices: string[];
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Saved language first; else the server's guess from the request (R7.05); else the browser's. */
async function chooseLocale(): Promise<LocaleCode> {
  const saved = matchLocale(localStorage.getItem(savedLanguageKey));
  if (saved) return saved;
  try {
    const country = await fetchCountry();
    const fromServer = matchLocale(country.lang);
    if (fromServer) {
      localStorage.setItem(savedLanguageKey, fromServer);
      return fromServer;
    }
  } catch {
    // Offline or server down: the browser's language is the next best guess.
  }
  return matchLocale(navigator.language) ?? fallbackLocale;
}

export async function startApp(): Promise<StartupResult> {
  const notices: string[] = [];
  const [locale, address] = await Promise.all([
    chooseLocale(),
    fetchServerAddress().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ]);
  const instance = await initI18n(locale);
  if (address.ok)
    sessionStorage.setItem('serverInfo', JSON.stringify({ ip: address.value.ip, port: address.value.port }));
  else notices.push(instance.t('startup.addressError', { message: message(address.error) }));
  return { i18n: instance, notices };
}
