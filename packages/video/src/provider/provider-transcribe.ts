import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Transcript } from '../transcribe/transcribe-audio.js';
import { AudioProviderError, callAudioProvider, type AudioProvider } from './speech-provider.js';

/** Whisper-style APIs name the language ("english"); the product speaks in codes. */
const LANGUAGE_CODES: Record<string, string> = { english: 'en', french: 'fr' };

interface VerboseTranscription {
  text?: unknown;
  language?: unknown;
  duration?: unknown;
  words?: Array<{ word?: unknown; start?: unknown; end?: unknown }>;
}

/**
 * Transcribes audio with the provider's `/audio/transcriptions` (`verbose_json` with word
 * times, which whisper-style APIs give): the text, its language and each word's time.
 */
export async function transcribeWithProvider(
  provider: AudioProvider,
  audioPath: string,
  durationSec: number,
  /** Stops the call (a cancelled job). */
  signal?: AbortSignal,
): Promise<Transcript> {
  const form = new FormData();
  form.append('file', new Blob([await readFile(audioPath)]), basename(audioPath));
  form.append('model', provider.model);
  form.append('response_format', 'verbose_json');
  form.append('timestamp_granularities[]', 'word');
  const response = await callAudioProvider(provider, '/audio/transcriptions', {
    body: form,
    signal,
  });
  let answer: VerboseTranscription;
  try {
    answer = (await response.json()) as VerboseTranscription;
  } catch (error) {
    throw new AudioProviderError(
      '/audio/transcriptions answered something other than JSON',
      false,
      {
        cause: error,
      },
    );
  }
  if (typeof answer.text !== 'string') {
    throw new AudioProviderError('/audio/transcriptions answered no text');
  }
  const language = typeof answer.language === 'string' ? answer.language.toLowerCase() : 'en';
  return {
    text: answer.text.trim(),
    language: LANGUAGE_CODES[language] ?? language.slice(0, 2),
    durationSec: typeof answer.duration === 'number' ? answer.duration : durationSec,
    words: (answer.words ?? [])
      .filter((word) => typeof word.word === 'string')
      .map((word) => ({
        text: String(word.word).trim(),
        start: Number(word.start) || 0,
        end: Number(word.end) || 0,
      })),
  };
}
