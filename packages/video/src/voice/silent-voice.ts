import { writeFile } from 'node:fs/promises';
import type { TimedWord } from './timed-word.js';
import { wavOf } from './wav.js';

/** The pace of a silent video's captions: a calm speaking rate, and a breath between sentences. */
const WORDS_PER_SEC = 2.5;
const SENTENCE_PAUSE_SEC = 0.35;
const SAMPLE_RATE = 16_000;

/** A mono 16-bit PCM WAV file of silence lasting `durationSec`. */
export const silentWav = (durationSec: number): Buffer =>
  wavOf(Buffer.alloc(Math.round(durationSec * SAMPLE_RATE) * 2), SAMPLE_RATE, 1);

/**
 * "No voice": a silent track as long as the narration would take to read, and its words timed at
 * a reading pace, so the captions still tell the story.
 */
export async function speakSilently(
  sentences: readonly string[],
  wavPath: string,
): Promise<TimedWord[]> {
  const words: TimedWord[] = [];
  let time = 0.2;
  for (const sentence of sentences) {
    for (const text of sentence.split(/\s+/u).filter(Boolean)) {
      words.push({ text, start: time, end: time + 1 / WORDS_PER_SEC });
      time += 1 / WORDS_PER_SEC;
    }
    time += SENTENCE_PAUSE_SEC;
  }
  await writeFile(wavPath, silentWav(time + 0.2));
  return words;
}
