import i18n from 'i18next';

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'postcraft.language';

/** Maps any detected language tag ("fr-CA", "en-US", undefined) to a supported language. */
export function resolveLanguage(tag: string | undefined): Language {
  const base = tag?.toLowerCase().split('-')[0];
  return SUPPORTED_LANGUAGES.find((language) => language === base) ?? FALLBACK_LANGUAGE;
}

/** The language the interface shows now ('en' or 'fr'). */
export function currentLanguage(): Language {
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
}
