import type { PostLanguage } from '@postcraft/generation';
import { DEFAULT_VOICES, type NarrationVoice } from './narrate.js';

/** The voices a user picks from (the contract's VIDEO_VOICES). */
export type VoiceChoice = 'auto' | 'en-female' | 'en-male' | 'fr' | 'none';

const CHOICES: Record<Exclude<VoiceChoice, 'auto' | 'none'>, [PostLanguage, NarrationVoice]> = {
  'en-female': ['en', 'slt'],
  'en-male': ['en', 'kal'],
  fr: ['fr', 'espeak-fr'],
};

/**
 * The voice that speaks a script: the one picked when it speaks the script's language, else the
 * language's own (an English voice never reads French); silence for `none`.
 */
export function narrationVoiceOf(choice: VoiceChoice, language: PostLanguage): NarrationVoice {
  if (choice === 'none') return 'silent';
  if (choice === 'auto') return DEFAULT_VOICES[language];
  const [voiceLanguage, voice] = CHOICES[choice];
  return voiceLanguage === language ? voice : DEFAULT_VOICES[language];
}
