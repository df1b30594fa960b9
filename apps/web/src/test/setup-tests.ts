import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { i18n } from '../i18n/i18n';

// jsdom has no ResizeObserver (radix measures with it); layout is not under test here.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

// The default 1 s wait is too short on a loaded CI machine, where the first render of a lazily
// loaded route compiles its modules; waits still end as soon as their condition holds.
configure({ asyncUtilTimeout: 5000 });

// Every test starts in English with the light theme and empty storage.
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.classList.remove('dark');
  await i18n.changeLanguage('en');
});
