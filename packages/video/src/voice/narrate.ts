import type { AudioProvider } from '../provider/speech-provider.js';
import { speakWithProvider } from '../provider/provider-voice.js';
import { speakWithEspeak } from './espeak-voice.js';
import { speakWithFestival, type FestivalVoice } from './festival-voice.js';
import { speakSilently } from './silent-voice.js';
import type { Narration } from './timed-word.js';
import { wavDurationOf } from './wav.js';

/**
 * Who speaks: festival's English voices (slt, a woman's; kal, a man's), espeak-ng in English or
 * French, or nobody (a silent track, the captions timed at a reading pace).
 */
export type NarrationVoice = FestivalVoice | 'espeak-en' | 'espeak-fr' | 'silent' | ProviderVoice;

/** One of the provider's voices (`/audio/speech`), by its name there ('nova', 'onyx'...). */
export interface ProviderVoice {
  provider: AudioProvider;
  name: string;
}

/** The voice a language gets when the user picked none. */
export const DEFAULT_VOICES: Record<'en' | 'fr', NarrationVoice> = { en: 'slt', fr: 'espeak-fr' };

/**
 * Speaks the narration's sentences into `wavPath` and says how long it lasts and when each
 * written word is said.
 */
export async function narrate(
  sentences: readonly string[],
  wavPath: string,
  voice: NarrationVoice = 'slt',
): Promise<Narration> {
  const words =
    typeof voice === 'object'
      ? await speakWithProvider(voice.provider, voice.name, sentences, wavPath)
      : voice === 'silent'
        ? await speakSilently(sentences, wavPath)
        : voice === 'espeak-en' || voice === 'espeak-fr'
          ? await speakWithEspeak(sentences, wavPath, voice === 'espeak-en' ? 'en' : 'fr')
          : (await speakWithFestival(sentences.join(' '), wavPath, voice)).words;
  return { wavPath, words, durationSec: await wavDurationOf(wavPath) };
}
