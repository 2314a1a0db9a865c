// Message files for the app: English (the fallback, R9.25) ships in the main bundle; Korean and Chinese
// are loaded when chosen, each in its own chunk, so the first screen carries one language only.
import enUS from '../../locales/en-US/translation.json';
import type { LocaleCode } from '../protocol';
import type { Messages } from './resources';

export const fallbackMessages: Messages = enUS;

export async function loadMessages(locale: LocaleCode): Promise<Messages> {
  switch (locale) {
    case 'en-US':
      return enUS;
    case 'ko-KR':
      return (await import('../../locales/ko-KR/translation.json')).default;
    case 'zh-CN':
      return (await import('../../locales/zh-CN/translation.json')).default;
  }
}
