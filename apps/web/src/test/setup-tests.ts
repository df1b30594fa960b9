import '@testing-library/jest-dom';
import { i18n } from '../i18n/i18n';

// jsdom has no ResizeObserver (radix measures with it); layout is not under test here.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

// Every test starts in English with the light theme and empty storage.
beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.classList.remove('dark');
  await i18n.changeLanguage('en');
});
