import { runTool } from '../run-tool.js';
import { joinSpokenSentences } from './sentence-wavs.js';
import type { TimedWord } from './timed-word.js';

/** espeak-ng's voices by the language they speak. */
export const ESPEAK_VOICES = { fr: 'fr-fr', en: 'en-us' } as const;
export type EspeakLanguage = keyof typeof ESPEAK_VOICES;

/** Words per minute: a little slower than espeak-ng's 175, for a narration. */
const SPEED = 160;

/**
 * Speaks the sentences with espeak-ng, one by one (so each one's time is exact), joined with a
 * short pause into `wavPath`; each word's time is its sentence's shared by syllables (espeak-ng's
 * command line reports no word times).
 */
export async function speakWithEspeak(
  sentences: readonly string[],
  wavPath: string,
  language: EspeakLanguage,
): Promise<TimedWord[]> {
  const paths: string[] = [];
  for (const [index, sentence] of sentences.entries()) {
    const path = `${wavPath}.${index}.wav`;
    await runTool(
      'espeak-ng',
      ['-v', ESPEAK_VOICES[language], '-s', String(SPEED), '--stdin', '-w', path],
      {
        input: sentence,
      },
    );
    paths.push(path);
  }
  return joinSpokenSentences(sentences, paths, wavPath);
}
