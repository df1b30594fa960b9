import { readFile, writeFile } from 'node:fs/promises';
import type { TimedWord } from './timed-word.js';
import { wavInfoOf, wavOf } from './wav.js';

/** Silence between two sentences. */
const SENTENCE_GAP_SEC = 0.2;
/** What espeak-ng leaves silent before and after a sentence, roughly. */
const EDGE_SEC = 0.06;

/** A word's weight in speaking time: its vowel groups (its syllables, near enough). */
const syllablesOf = (word: string) =>
  Math.max(1, (word.toLowerCase().match(/[aeiouyàâäéèêëîïôöùûü]+/gu) ?? []).length);

/** A sentence's words, timed across its length by their syllables. */
export function timeWords(sentence: string, start: number, durationSec: number): TimedWord[] {
  // French puts a space before "!" and "?": the mark stays with its word on screen.
  const words: string[] = [];
  for (const token of sentence.split(/\s+/u).filter(Boolean)) {
    if (/[\p{L}\p{N}]/u.test(token) || words.length === 0) words.push(token);
    else words[words.length - 1] += `\u00a0${token}`;
  }
  const from = start + Math.min(EDGE_SEC, durationSec / 4);
  const span = Math.max(0.05, durationSec - 2 * Math.min(EDGE_SEC, durationSec / 4));
  const total = words.reduce((sum, word) => sum + syllablesOf(word), 0);
  let at = from;
  return words.map((word) => {
    const length = (span * syllablesOf(word)) / total;
    const timed = { text: word, start: at, end: at + length };
    at += length;
    return timed;
  });
}

/**
 * Joins sentences spoken one file each (16-bit PCM WAVs of one format) with a short pause into
 * `wavPath`; each sentence's time is exact, its words share it by their syllables.
 */
export async function joinSpokenSentences(
  sentences: readonly string[],
  paths: readonly string[],
  wavPath: string,
): Promise<TimedWord[]> {
  const parts: Buffer[] = [];
  const words: TimedWord[] = [];
  let at = 0;
  let format = { sampleRate: 22_050, channels: 1 };
  for (const [index, sentence] of sentences.entries()) {
    const bytes = await readFile(paths[index]!);
    const info = wavInfoOf(bytes);
    format = { sampleRate: info.sampleRate, channels: info.channels };
    if (index > 0) {
      const gap = Math.round(SENTENCE_GAP_SEC * info.sampleRate) * info.channels * 2;
      parts.push(Buffer.alloc(gap));
      at += SENTENCE_GAP_SEC;
    }
    parts.push(bytes.subarray(info.dataOffset, info.dataOffset + info.dataLength));
    words.push(...timeWords(sentence, at, info.durationSec));
    at += info.durationSec;
  }
  await writeFile(wavPath, wavOf(Buffer.concat(parts), format.sampleRate, format.channels));
  return words;
}
