// Texts of content packs in the three locales the app ships (ko-KR, en-US, zh-CN). Every title, prompt, hint
// and lesson text of a pack carries all three; the pack checker refuses an empty one, so a missing
// translation is caught when the pack is built, not on a student's screen.

export const contentLocales = ['ko-KR', 'en-US', 'zh-CN'] as const;
export type ContentLocale = (typeof contentLocales)[number];

export type LocalizedText = { readonly [L in ContentLocale]: string };

/** The same text function applied per locale: `localized((l) => …)`. */
export function localized(make: (locale: ContentLocale) => string): LocalizedText {
  return { 'ko-KR': make('ko-KR'), 'en-US': make('en-US'), 'zh-CN': make('zh-CN') };
}

/** The locales whose text is missing, not a string, or blank. */
export function missingLocales(value: unknown): ContentLocale[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [...contentLocales];
  const record = value as Record<string, unknown>;
  return contentLocales.filter((l) => {
    const text = record[l];
    return typeof text !== 'string' || text.trim() === '';
  });
}
