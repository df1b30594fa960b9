import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'postcraft.language';

export type TranslationResources = typeof en;
export type PageKey = keyof TranslationResources['pages'];

export const resources = {
  en: { translation: en },
  fr: { translation: fr },
} as const;

/** Maps any detected language tag ("fr-CA", "en-US", undefined) to a supported language. */
export function resolveLanguage(tag: string | undefined): Language {
  const base = tag?.toLowerCase().split('-')[0];
  return SUPPORTED_LANGUAGES.find((language) => language === base) ?? FALLBACK_LANGUAGE;
}

function syncDocumentLanguage(tag: string | undefined): void {
  if (typeof document !== 'undefined') document.documentElement.lang = resolveLanguage(tag);
}

i18n.on('languageChanged', syncDocumentLanguage);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
  });

export { i18n };
