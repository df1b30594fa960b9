import 'i18next';
import type en from './locales/en.json';

// English is the reference locale: t() only accepts keys that exist in en.json.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
