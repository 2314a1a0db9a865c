// What happens before the first screen (spec §8 start-up): find the server (R7.07, stored as server info
// for the mainip/mainport headers), choose the language (saved setting, else /api/country's, stored when
// none is saved, R7.08; else the browser's), load its messages. Failures become negative notices
// ('Address error: …', 'i18n error: …', R8.12, R8.13) instead of a blank page.
import type { i18n } from 'i18next';
import type { LocaleCode } from '../protocol';
import { languageOf, resolveLocale, type Language } from '../domain/rules/locale';
import { localSettingKeys, readLocalSettings } from '../domain/rules/localSettings';
import { api } from '../io/api/appClient';
import { fetchCountry, fetchServerAddress } from '../io/api/startup';
import { genericFailureCode, type ApiFailure } from '../io/api/result';
import { errorCodes } from '../domain/rules/errors';
import type { KeyValueStorage } from '../io/storage/webStorage';
import { fallbackLocale, initI18n, matchLocale } from '../i18n';
import { loadMessages } from '../i18n/messages';
import { errorText } from '../features/common/useErrorText';

export interface StartupResult {
  i18n: i18n;
  notices: string[];
}

const localeOfLanguage: Record<Language, LocaleCode> = { ko: 'ko-KR', en: 'en-US', zh: 'zh-CN' };

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Saved locale first, then the saved language; else the server's guess (stored); else the browser's. */
export async function chooseLocale(
  storage: KeyValueStorage,
  country: typeof fetchCountry = fetchCountry,
  browserLanguage: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.language,
): Promise<LocaleCode> {
  const saved = readLocalSettings((key) => storage.getItem(key));
  if (saved.locale) return saved.locale;
  if (saved.language) return localeOfLanguage[saved.language];
  const answer = await country();
  if (answer.ok) {
    if (storage.getItem(localSettingKeys.region) === null)
      storage.setItem(localSettingKeys.region, answer.value.region);
    const locale = resolveLocale(answer.value.lang);
    storage.setItem(localSettingKeys.language, languageOf(locale));
    storage.setItem(localSettingKeys.locale, locale);
    return locale;
  }
  // Offline or server down: the browser's language is the next best guess.
  return matchLocale(browserLanguage) ?? fallbackLocale;
}

export async function startApp(storage: KeyValueStorage): Promise<StartupResult> {
  // English (the fallback) downloads beside the two calls; the chosen locale as soon as it is known.
  const english = loadMessages(fallbackLocale);
  void english.catch(() => undefined); // initI18n reports a failure
  const [locale, address] = await Promise.all([chooseLocale(storage), fetchServerAddress()]);
  const { i18n: instance, error } = await initI18n(locale, english);
  const notices: string[] = [];
  if (address.ok) api.setServerInfo({ ip: address.value.ip, port: address.value.port });
  else notices.push(instance.t('startup.addressError', { message: addressMessage(instance, address) }));
  if (error) notices.push(instance.t('startup.i18nError', { message: describe(error) }));
  return { i18n: instance, notices };
}

/** R8.04: an address failure is -4003, whatever the transport said. */
function addressMessage(instance: i18n, failure: ApiFailure): string {
  const code = failure.code === genericFailureCode ? errorCodes.startupFailure : failure.code;
  return `${errorText(instance, code, failure.message)} (${code})`;
}
