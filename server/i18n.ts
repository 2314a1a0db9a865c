// Server-side messages (mail) from the same locale files as the app, so every text has three languages.
import i18next from 'i18next';
import enUS from '../locales/en-US/translation.json';
import koKR from '../locales/ko-KR/translation.json';
import zhCN from '../locales/zh-CN/translation.json';

export type Translate = (lang: string, key: string, vars?: Record<string, string | number>) => string;

export async function createTranslate(): Promise<Translate> {
  const instance = i18next.createInstance();
  await instance.init({
    resources: {
      'en-US': { translation: enUS },
      'ko-KR': { translation: koKR },
      'zh-CN': { translation: zhCN },
    },
    lng: 'en-US',
    fallbackLng: 'en-US',
    supportedLngs: ['ko-KR', 'en-US', 'zh-CN'],
    interpolation: { escapeValue: false },
  });
  return (lang, key, vars) => {
    // Keys here are plain strings chosen by the server code, not the app's typed keys.
    const t = instance.getFixedT(lang) as unknown as (k: string, o?: object) => string;
    return String(t(key, vars));
  };
}
