// Locales, languages and regions: which locale a stored or offered value resolves to, the default region,
// and the Chinese-region voice prompts. Pure: the random source is injected.
// Implements R1.03, R9.25, R9.26, R9.27, R9.28.

/** R9.25: the supported locales; the first language subtag is the `lang` header value. */
export const locales = ['ko-KR', 'en-US', 'zh-CN'] as const;
export type Locale = (typeof locales)[number];
export const FALLBACK_LOCALE: Locale = 'en-US';

export const languages = ['ko', 'en', 'zh'] as const;
export type Language = (typeof languages)[number];

/** R9.26: the region used when none is known. */
export const DEFAULT_REGION = 'KR';
/** R9.27: the region that turns on Chinese behaviour. */
export const CHINESE_REGION = 'CN';

const localeByLanguage: Record<Language, Locale> = { ko: 'ko-KR', en: 'en-US', zh: 'zh-CN' };

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

export function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}

export function languageOf(locale: Locale): Language {
  return locale === 'ko-KR' ? 'ko' : locale === 'zh-CN' ? 'zh' : 'en';
}

/**
 * R9.25: resolve any offered value ("zh-CN", "zh_TW", "KO", "en-GB", null) to a supported locale by its
 * language subtag, falling back to en-US.
 */
export function resolveLocale(candidate: string | null | undefined): Locale {
  if (candidate === null || candidate === undefined) return FALLBACK_LOCALE;
  const language = candidate.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  return isLanguage(language) ? localeByLanguage[language] : FALLBACK_LOCALE;
}

/** R9.26: a two-letter region, upper-cased; anything else gives the default region. */
export function normalizeRegion(candidate: string | null | undefined): string {
  const region = (candidate ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(region) ? region : DEFAULT_REGION;
}

export function isChineseRegion(region: string | null | undefined): boolean {
  return normalizeRegion(region) === CHINESE_REGION;
}

/** Voice prompts before the student sets them: on in region CN (R9.28), off elsewhere (issue 17). */
export function voicePromptsDefault(region: string | null | undefined): boolean {
  return isChineseRegion(region);
}

/** R9.28: clips per outcome (decision: nine for success and nine for failure). */
export const VOICE_CLIPS_PER_OUTCOME = 9;
export const voiceOutcomes = ['success', 'failure'] as const;
export type VoiceOutcome = (typeof voiceOutcomes)[number];

/**
 * R9.28: a mission result plays one of nine clips, chosen at random. The spec plays them in region CN;
 * since issue 17 they are spoken in the student's language in every region, and the region only decides
 * whether voice prompts are on before the student chooses (voicePromptsDefault).
 * `random` returns a number in [0, 1), like Math.random.
 */
export function chooseVoiceClip(
  outcome: VoiceOutcome,
  random: () => number,
): `mission-${VoiceOutcome}-${number}` {
  const raw = Math.floor(random() * VOICE_CLIPS_PER_OUTCOME);
  const index = Math.min(VOICE_CLIPS_PER_OUTCOME - 1, Math.max(0, Number.isFinite(raw) ? raw : 0));
  return `mission-${outcome}-${index + 1}`;
}
