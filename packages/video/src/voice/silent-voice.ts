import { writeFile } from 'node:fs/promises';
import type { TimedWord } from './timed-word.js';

/** The pace of a silent video's captions: a calm speaking rate, and a breath between sentences. */
const WORDS_PER_SEC = 2.5;
const SENTENCE_PAUSE_SEC = 0.35;
const SAMPLE_RATE = 16_000;

/** A mono 16-bit PCM WAV file of silence lasting `durationSec`. */
export function silentWav(durationSec: number): Buffer {
  const dataLength = Math.round(durationSec * SAMPLE_RATE) * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataLength, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataLength, 40);
  return Buffer.concat([header, Buffer.alloc(dataLength)]);
}

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
