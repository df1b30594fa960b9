import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { forgetSiteInfo } from '../features/support/site-info.api';
import { i18n, i18nReady } from '../i18n/i18n';
import { giveSessionHint } from './session-hint';

// jsdom has no ResizeObserver (radix measures with it); layout is not under test here.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

// The default 1 s wait is too short on a loaded CI machine, where the first render of a lazily
// loaded route compiles its modules: with four suites side by side on 2 cores, a first calendar
// render took over 5 s. Waits still end as soon as their condition holds.
configure({ asyncUtilTimeout: 15_000 });

// Every test starts in English with the light theme and empty storage, in a browser that holds
// the API's session hint: the stand-in API's answer to /me says whether there is a session. Tests
// of a browser that never signed in remove the hint.
beforeAll(async () => {
  await i18nReady;
  // Both locales are loaded up front, so switching language in a test is instant as it is in
  // the app once a locale has been fetched.
  await i18n.loadLanguages(['en', 'fr']);
});

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  giveSessionHint();
  forgetSiteInfo();
  document.documentElement.classList.remove('dark');
  await i18n.changeLanguage('en');
});
