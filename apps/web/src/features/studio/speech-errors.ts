import type { ParseKeys } from 'i18next';

/**
 * What to tell the user after the browser's speech recognition stopped with `error` (the Web
 * Speech API's `SpeechRecognitionErrorEvent.error`), or null when there is nothing to say:
 * `aborted` is the user's own Stop (or leaving the page).
 */
export function speechErrorMessageKey(error: string): ParseKeys | null {
  switch (error) {
    case 'aborted':
      return null;
    case 'not-allowed':
    case 'service-not-allowed':
      return 'studio.record.errors.notAllowed';
    case 'audio-capture':
      return 'studio.record.errors.noMicrophone';
    case 'network':
      return 'studio.record.errors.network';
    case 'no-speech':
      return 'studio.record.errors.noSpeech';
    case 'language-not-supported':
      return 'studio.record.errors.language';
    default:
      return 'studio.record.errors.other';
  }
}
