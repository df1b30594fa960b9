import 'i18next';
import type { TranslationResources } from './i18n';

// English is the reference locale: t() only accepts keys that exist in its files.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TranslationResources };
  }
}
