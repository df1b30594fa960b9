import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startI18n, type LocaleLoaders } from './i18n/start-i18n';
import { LandingApp } from './features/landing/landing-app';
import { isMobileUserAgent } from './lib/is-mobile-user-agent';
import './styles.css';

/** Only the public pages' texts (a quarter of the app's), one chunk per language. */
const LANDING_LOCALE_LOADERS: LocaleLoaders = {
  en: () => import('./i18n/locales/en.public.json', { with: { type: 'json' } }),
  fr: () => import('./i18n/locales/fr.public.json', { with: { type: 'json' } }),
};

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from landing.html');

// The page's own part loads with the texts, not after them (phones get the notice instead).
if (!isMobileUserAgent(navigator.userAgent)) void import('./features/landing/landing-content');

const app = (
  <StrictMode>
    <LandingApp />
  </StrictMode>
);

// The build rendered the page ahead into #root, in one language; landing.html's inline script
// emptied it for a visitor in another. Hydrate what is there, else render in the visitor's
// language once its texts have loaded.
void startI18n(LANDING_LOCALE_LOADERS).then(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
