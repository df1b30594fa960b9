import { speakWithFestival, type FestivalVoice } from './festival-voice.js';
import type { Narration } from './timed-word.js';
import { wavDurationOf } from './wav.js';

/** Speaks the narration into `wavPath` and says how long it lasts and when each word is said. */
export async function narrate(
  text: string,
  wavPath: string,
  voice: FestivalVoice = 'slt',
): Promise<Narration> {
  const spoken = await speakWithFestival(text, wavPath, voice);
  return { ...spoken, durationSec: await wavDurationOf(wavPath) };
}
