// i18next set-up: ko-KR, en-US, zh-CN with en-US as the fallback (R9.25). Messages are loaded per locale
// (messages.ts), English included; switching loads the new locale before the UI changes, so no key shows.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeCodes, type LocaleCode } from '../protocol';
import { loadMessages } from './messages';
import type { Messages } from './resources';

export const fallbackLocale: LocaleCode = 'en-US';
export const defaultNamespace = 'translation';

export function isLocale(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

/** Closest supported locale for a BCP 47 tag such as `ko`, `zh-Hans-CN` or `en-GB`. */
export function matchLocale(tag: string | null | undefined): LocaleCode | undefined {
  if (!tag) return undefined;
  if (isLocale(tag)) return tag;
  const language = tag.toLowerCase().split(/[-_]/)[0];
  return localeCodes.find((code) => code.toLowerCase().startsWith(`${language}-`));
}

export interface I18nStart {
  i18n: i18n;
  /** Why the chosen locale (or the English fallback) could not be loaded. */
  error: unknown;
}

/**
 * An i18next instance in `locale`, English beside it as the fallback (R9.25). `fallback` is the English
 * messages' download when the caller started it earlier. Without the chosen locale the app runs in
 * English; without English too, it still starts (keys show) and says why.
 */
export async function initI18n(
  locale: LocaleCode,
  fallback: Promise<Messages> = loadMessages(fallbackLocale),
): Promise<I18nStart> {
  let error: unknown = null;
  const [english, chosen] = await Promise.allSettled([
    fallback,
    locale === fallbackLocale ? fallback : loadMessages(locale),
  ]);
  const resources: Record<string, { translation: Messages }> = {};
  if (english.status === 'fulfilled') resources[fallbackLocale] = { translation: english.value };
  else error = english.reason;
  let lng = locale;
  if (chosen.status === 'fulfilled') resources[locale] = { translation: chosen.value };
  else {
    error = chosen.reason;
    lng = fallbackLocale;
  }
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: fallbackLocale,
    defaultNS: defaultNamespace,
    supportedLngs: [...localeCodes],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return { i18n: instance, error };
}

/** Loads a locale's messages if needed, then switches to it. */
export async function changeLocale(instance: i18n, locale: LocaleCode): Promise<void> {
  if (!instance.hasResourceBundle(locale, defaultNamespace)) {
    instance.addResourceBundle(locale, defaultNamespace, await loadMessages(locale));
  }
  await instance.changeLanguage(locale);
}

/** The current UI locale, as one of ours. */
export function currentLocale(instance: i18n): LocaleCode {
  return matchLocale(instance.resolvedLanguage ?? instance.language) ?? fallbackLocale;
}

/**
 * Translates a key only known at run time (error codes, validation failures, server message keys).
 * Unknown keys give the fallback key's text, or the key itself when no fallback is given.
 */
export function translateDynamic(
  instance: i18n,
  key: string,
  options: { fallbackKey?: string; values?: Record<string, string | number> } = {},
): string {
  const t = instance.t as unknown as (k: string, o?: Record<string, unknown>) => string;
  if (instance.exists(key)) return t(key, options.values);
  if (options.fallbackKey && instance.exists(options.fallbackKey))
    return t(options.fallbackKey, options.values);
  return key;
}
