import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from './locales/en.json';

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'postcraft.language';

export type TranslationResources = typeof en;
export type PageKey = keyof TranslationResources['pages'];

/**
 * Each locale is its own chunk and only the language in use is fetched (a test keeps both
 * locales complete, so no fallback language is needed).
 */
const LOCALE_LOADERS: Record<Language, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('./locales/en.json', { with: { type: 'json' } }),
  fr: () => import('./locales/fr.json', { with: { type: 'json' } }),
};

/** Maps any detected language tag ("fr-CA", "en-US", undefined) to a supported language. */
export function resolveLanguage(tag: string | undefined): Language {
  const base = tag?.toLowerCase().split('-')[0];
  return SUPPORTED_LANGUAGES.find((language) => language === base) ?? FALLBACK_LANGUAGE;
}

/** The language chosen on an earlier visit, else the first supported one the browser prefers. */
function detectLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (saved) return resolveLanguage(saved);
  } catch {
    // Storage can be unavailable; the browser's preference decides.
  }
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  const supported = preferred.map((tag) => tag.toLowerCase().split('-')[0]);
  return SUPPORTED_LANGUAGES.find((language) => supported.includes(language)) ?? FALLBACK_LANGUAGE;
}

function rememberLanguage(tag: string | undefined): void {
  const language = resolveLanguage(tag);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice then lasts for this page only.
  }
}

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    LOCALE_LOADERS[resolveLanguage(language)]().then(
      (locale) => callback(null, locale.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

i18n.on('languageChanged', rememberLanguage);

/** Resolves once the language in use is loaded; the app renders after it. */
export const i18nReady = i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    fallbackLng: false,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    load: 'languageOnly',
    interpolation: { escapeValue: false },
  });

/** The language the interface shows now ('en' or 'fr'). */
export function currentLanguage(): Language {
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
}

export { i18n };
