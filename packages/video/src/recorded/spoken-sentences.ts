import type { TimedWord } from '../voice/timed-word.js';

/** A pause this long between two words ends a sentence the speaker did not punctuate. */
const SENTENCE_PAUSE_SEC = 0.45;
/** A sentence longer than this many words is cut at its longest pause. */
const MAX_SENTENCE_WORDS = 16;
const MIN_SENTENCE_WORDS = 4;

const endsSentence = (word: string) => /[.!?…]["'”’)]*$/u.test(word);

/** Capital first letter, a stop at the end: how a caption reads a spoken sentence. */
function asSentence(words: readonly TimedWord[]): string {
  const text = words.map((word) => word.text).join(' ');
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…]["'”’)]*$/u.test(capitalised)
    ? capitalised
    : `${capitalised.replace(/[,;:]$/u, '')}.`;
}

/** Cuts a run of words into sentences: at its longest pause while it is too long. */
function cutLong(words: TimedWord[]): TimedWord[][] {
  if (words.length <= MAX_SENTENCE_WORDS) return [words];
  let cutAt = MIN_SENTENCE_WORDS;
  let longest = -Infinity;
  for (let index = MIN_SENTENCE_WORDS; index <= words.length - MIN_SENTENCE_WORDS; index += 1) {
    const pause = words[index]!.start - words[index - 1]!.end;
    if (pause > longest) [longest, cutAt] = [pause, index];
  }
  return [...cutLong(words.slice(0, cutAt)), ...cutLong(words.slice(cutAt))];
}

/**
 * The sentences of a timed transcript: ended where the text has a stop, or where the speaker
 * paused; a long one is cut at its longest pause, each with a capital and a stop. The words keep
 * their times and are written as their sentence writes them (what the captions show).
 */
export function spokenScriptOf(words: readonly TimedWord[]): {
  sentences: string[];
  words: TimedWord[];
} {
  const runs: TimedWord[][] = [];
  let current: TimedWord[] = [];
  words.forEach((word, index) => {
    current.push(word);
    const next = words[index + 1];
    const paused = next !== undefined && next.start - word.end >= SENTENCE_PAUSE_SEC;
    if (endsSentence(word.text) || (paused && current.length >= MIN_SENTENCE_WORDS)) {
      runs.push(current);
      current = [];
    }
  });
  if (current.length > 0) runs.push(current);
  const sentences = runs.flatMap(cutLong);
  return {
    sentences: sentences.map(asSentence),
    words: sentences.flatMap((sentence) => {
      const written = asSentence(sentence).split(' ');
      return sentence.map((word, index) => ({ ...word, text: written[index] ?? word.text }));
    }),
  };
}
