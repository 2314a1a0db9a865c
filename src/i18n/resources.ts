// The three message files. Keys are typed from the English file; tests/unit/i18n checks the others match.
import enUS from '../../locales/en-US/translation.json';
import koKR from '../../locales/ko-KR/translation.json';
import zhCN from '../../locales/zh-CN/translation.json';

export const fallbackLocale = 'en-US';
export const defaultNamespace = 'translation';

export const resources = {
  'en-US': { translation: enUS },
  'ko-KR': { translation: koKR },
  'zh-CN': { translation: zhCN },
} as const;

export type Messages = typeof enUS;
