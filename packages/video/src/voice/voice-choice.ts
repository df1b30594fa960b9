import type { PostLanguage } from '@postcraft/generation';
import type { AudioProvider } from '../provider/speech-provider.js';
import { DEFAULT_VOICES, type NarrationVoice } from './narrate.js';

/** The voices a user picks from (the contract's VIDEO_VOICES). */
export type VoiceChoice = 'auto' | 'en-female' | 'en-male' | 'fr' | 'none';

const CHOICES: Record<Exclude<VoiceChoice, 'auto' | 'none'>, [PostLanguage, NarrationVoice]> = {
  'en-female': ['en', 'slt'],
  'en-male': ['en', 'kal'],
  fr: ['fr', 'espeak-fr'],
};

/**
 * The provider's voices for each choice (its voices speak every language; `fr` gets a voice of
 * its own so a French video does not sound like the English ones).
 */
export const PROVIDER_VOICES: Record<Exclude<VoiceChoice, 'none'>, string> = {
  auto: 'alloy',
  'en-female': 'nova',
  'en-male': 'onyx',
  fr: 'shimmer',
};

/**
 * The voice that speaks a script: the provider's when one is configured; else the one picked
 * when it speaks the script's language, else the language's own (an English voice never reads
 * French); silence for `none`.
 */
export function narrationVoiceOf(
  choice: VoiceChoice,
  language: PostLanguage,
  provider: AudioProvider | null = null,
): NarrationVoice {
  if (choice === 'none') return 'silent';
  if (provider) return { provider, name: PROVIDER_VOICES[choice] };
  if (choice === 'auto') return DEFAULT_VOICES[language];
  const [voiceLanguage, voice] = CHOICES[choice];
  return voiceLanguage === language ? voice : DEFAULT_VOICES[language];
}
