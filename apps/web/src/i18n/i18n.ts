import i18n from 'i18next';
import type enApp from './locales/en.app.json';
import type enPublic from './locales/en.public.json';
import { startI18n, type LocaleLoaders } from './start-i18n';

export {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  currentLanguage,
  resolveLanguage,
  type Language,
} from './languages';

/**
 * Each language's texts come in two files: the public pages' (landing page, menus, contact form,
 * what the landing page's own bundle loads) and the rest of the app's.
 */
export type TranslationResources = typeof enPublic & typeof enApp;
export type PageKey = keyof TranslationResources['pages'];

async function loadLocale(
  loadPublic: () => Promise<{ default: object }>,
  loadApp: () => Promise<{ default: object }>,
) {
  const [publicTexts, appTexts] = await Promise.all([loadPublic(), loadApp()]);
  return { default: { ...publicTexts.default, ...appTexts.default } };
}

/**
 * The app's texts: each locale is its own chunks and only the language in use is fetched (a test
 * keeps both locales complete, so no fallback language is needed).
 */
const LOCALE_LOADERS: LocaleLoaders = {
  en: () =>
    loadLocale(
      () => import('./locales/en.public.json', { with: { type: 'json' } }),
      () => import('./locales/en.app.json', { with: { type: 'json' } }),
    ),
  fr: () =>
    loadLocale(
      () => import('./locales/fr.public.json', { with: { type: 'json' } }),
      () => import('./locales/fr.app.json', { with: { type: 'json' } }),
    ),
};

/** Resolves once the language in use is loaded; the app renders after it. */
export const i18nReady = startI18n(LOCALE_LOADERS);

export { i18n };
