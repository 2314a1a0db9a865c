// i18next set-up: ko-KR, en-US, zh-CN with en-US as the fallback (R9.x locales).
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeCodes, type LocaleCode } from '../protocol';
import { defaultNamespace, fallbackLocale, resources } from './resources';

export function isLocale(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

/** Closest supported locale for a BCP 47 tag such as `ko`, `zh-Hans-CN` or `en-GB`. */
export function matchLocale(tag: string | null | undefined): LocaleCode | undefined {
  if (!tag) return undefined;
  if (isLocale(tag)) return tag;
  const language = tag.toLowerCase().split('-')[0];
  return localeCodes.find((code) => code.toLowerCase().startsWith(`${language}-`));
}

export async function initI18n(locale: LocaleCode): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: fallbackLocale,
    defaultNS: defaultNamespace,
    supportedLngs: [...localeCodes],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
