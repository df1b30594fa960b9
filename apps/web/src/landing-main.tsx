import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n, type LocaleLoaders } from './i18n/start-i18n';
import { LandingApp } from './features/landing/landing-app';
import './styles.css';

/** Only the public pages' texts (a quarter of the app's), one chunk per language. */
const LANDING_LOCALE_LOADERS: LocaleLoaders = {
  en: () => import('./i18n/locales/en.public.json', { with: { type: 'json' } }),
  fr: () => import('./i18n/locales/fr.public.json', { with: { type: 'json' } }),
};

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from landing.html');

// The first paint is in the visitor's language: render once its texts have loaded.
void startI18n(LANDING_LOCALE_LOADERS).then(() => {
  createRoot(container).render(
    <StrictMode>
      <LandingApp />
    </StrictMode>,
  );
});
