import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  resolveLanguage,
  type Language,
} from './languages';

/** Loads one language's texts; each is its own chunk, fetched only when that language is used. */
export type LocaleLoaders = Record<Language, () => Promise<{ default: ResourceKey }>>;

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

/**
 * Starts i18next with the given texts: the whole app's locales, or the landing page's part of
 * them. Resolves once the language in use is loaded; the page renders after it.
 */
export function startI18n(loaders: LocaleLoaders): Promise<unknown> {
  const localeBackend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, _namespace, callback) {
      loaders[resolveLanguage(language)]().then(
        (locale) => callback(null, locale.default),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };

  i18n.on('languageChanged', rememberLanguage);
  return i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: detectLanguage(),
      fallbackLng: false,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'languageOnly',
      interpolation: { escapeValue: false },
    });
}
