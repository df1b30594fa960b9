import type { TimedWord } from '../voice/timed-word.js';

/** A word compared as heard: lower case, letters and digits only ("Don't," → "dont"). */
const comparable = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The written words of `text` timed from the words the recogniser heard: the two sequences are
 * matched (their longest common subsequence), a matched word takes its heard time, and the words
 * between two matches share the time between them. This lets a user correct what the recogniser
 * misheard ("lunch" → "launch") and keep the captions on the beat of their own voice.
 * Answers null when too few words match (the text says something else than the note).
 */
export function alignWords(
  text: string,
  heard: readonly TimedWord[],
  { minMatched = 0.4 }: { minMatched?: number } = {},
): TimedWord[] | null {
  const written = text.split(/\s+/u).filter((word) => comparable(word).length > 0);
  if (written.length === 0 || heard.length === 0) return null;
  const a = written.map(comparable);
  const b = heard.map((word) => comparable(word.text));
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] =
        a[i] === b[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  if (lengths[0]![0]! < written.length * minMatched) return null;

  const matchOf = new Array<number | null>(a.length).fill(null);
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      matchOf[i] = j;
      i += 1;
      j += 1;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i += 1;
    else j += 1;
  }

  const timed: TimedWord[] = [];
  let index = 0;
  while (index < written.length) {
    const match = matchOf[index];
    if (match !== null && match !== undefined) {
      timed.push({ text: written[index]!, start: heard[match]!.start, end: heard[match]!.end });
      index += 1;
      continue;
    }
    // A run of unmatched words shares the time from the last match's end to the next's start.
    let runEnd = index;
    while (runEnd < written.length && (matchOf[runEnd] ?? null) === null) runEnd += 1;
    const from = timed.at(-1)?.end ?? heard[0]!.start;
    const nextMatch = runEnd < written.length ? matchOf[runEnd]! : null;
    const to = nextMatch !== null ? heard[nextMatch]!.start : heard.at(-1)!.end;
    const step = Math.max(0, to - from) / (runEnd - index);
    for (let k = index; k < runEnd; k += 1) {
      const start = from + step * (k - index);
      timed.push({ text: written[k]!, start, end: start + step });
    }
    index = runEnd;
  }
  return timed;
}
