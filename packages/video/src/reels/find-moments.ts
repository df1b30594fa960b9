import type { TimedWord } from '../voice/timed-word.js';
import type { Silence } from './source-signals.js';

/** A sentence as heard: its words, from the first one's start to the last one's end. */
export interface SpokenSentence {
  words: TimedWord[];
  start: number;
  end: number;
  text: string;
}

/** A stretch of the source that could be a clip: whole sentences, or whole scenes. */
export interface Moment {
  start: number;
  end: number;
  sentences: SpokenSentence[];
  /** Scene cuts inside it (a clip without speech is made of scenes). */
  sceneCuts: number[];
}

/** A pause this long between two words ends a sentence (pocketsphinx writes no punctuation). */
const SENTENCE_GAP_SEC = 0.45;
/** A sentence running longer than this also ends at a shorter pause. */
const LONG_SENTENCE_SEC = 15;
const SHORT_GAP_SEC = 0.25;
/** How far a word's time may be from the silence that ends or starts it (recognisers are loose). */
const SNAP_SEC = 0.35;
/** Sound kept before the first word and after the last one, at most (half the pause at most). */
const LEAD_IN_SEC = 0.2;
const LEAD_OUT_SEC = 0.3;

export const REEL_MIN_SEC = 15;
export const REEL_MAX_SEC = 60;

const endsSentence = (word: TimedWord) => /[.!?]["')\]]?$/u.test(word.text);

/** The words in sentences: ended by their punctuation, or by a pause or a silence between words. */
export function sentencesOf(
  words: readonly TimedWord[],
  silences: readonly Silence[],
): SpokenSentence[] {
  const sentences: SpokenSentence[] = [];
  let current: TimedWord[] = [];
  const close = () => {
    if (current.length === 0) return;
    sentences.push({
      words: current,
      start: current[0]!.start,
      end: current.at(-1)!.end,
      text: current.map((word) => word.text).join(' '),
    });
    current = [];
  };
  for (const word of words) {
    const last = current.at(-1);
    if (last) {
      const gap = word.start - last.end;
      const silent = silences.some(
        (silence) =>
          silence.end - silence.start >= SENTENCE_GAP_SEC &&
          silence.start >= last.end - SNAP_SEC &&
          silence.end <= word.start + SNAP_SEC,
      );
      const long = word.start - current[0]!.start > LONG_SENTENCE_SEC;
      if (endsSentence(last) || gap >= SENTENCE_GAP_SEC || silent || (long && gap >= SHORT_GAP_SEC))
        close();
    }
    current.push(word);
  }
  close();
  return sentences;
}

export interface MomentLengths {
  minSec: number;
  maxSec: number;
  /** The length preferred (the user's), or the middle of the range. */
  targetSec: number;
}

/** The lengths a clip may have: the user's ±25 % (within 15–60 s), or 15–60 s preferring 30. */
export function momentLengthsOf(targetSeconds?: number): MomentLengths {
  if (targetSeconds === undefined)
    return { minSec: REEL_MIN_SEC, maxSec: REEL_MAX_SEC, targetSec: 30 };
  const target = Math.min(REEL_MAX_SEC, Math.max(REEL_MIN_SEC, targetSeconds));
  return {
    minSec: Math.max(REEL_MIN_SEC, target * 0.75),
    maxSec: Math.min(REEL_MAX_SEC, target * 1.25),
    targetSec: target,
  };
}

/**
 * Where a clip starts before a sentence: at a scene cut in the pause before it when there is
 * one, else a moment before its first word (at the end of the silence there), never before the
 * previous sentence's end.
 */
function startBefore(
  at: number,
  previousEnd: number,
  silences: readonly Silence[],
  cuts: readonly number[],
) {
  const cut = cuts.filter((each) => each > previousEnd && each <= at).at(-1);
  if (cut !== undefined) return cut;
  const silence = silences.find(
    (each) => Math.abs(each.end - at) <= SNAP_SEC && each.end <= at + SNAP_SEC,
  );
  const spoken = silence ? Math.min(at, silence.end) : at;
  return Math.max(previousEnd + (spoken - previousEnd) / 2, spoken - LEAD_IN_SEC, 0);
}

/** Where a clip ends after a sentence: at a cut in the pause after it, else a moment after its last word. */
function endAfter(
  at: number,
  nextStart: number,
  silences: readonly Silence[],
  cuts: readonly number[],
) {
  const cut = cuts.find((each) => each >= at && each < nextStart);
  if (cut !== undefined) return cut;
  const silence = silences.find((each) => Math.abs(each.start - at) <= SNAP_SEC);
  const spoken = silence ? Math.max(at, silence.start) : at;
  return Math.min(spoken + (nextStart - spoken) / 2, spoken + LEAD_OUT_SEC);
}

/**
 * Every run of whole sentences whose length fits, each cut in the pauses around it (snapped to
 * the silences and scene cuts there).
 */
export function speechMomentsOf(
  sentences: readonly SpokenSentence[],
  silences: readonly Silence[],
  cuts: readonly number[],
  durationSec: number,
  lengths: MomentLengths,
): Moment[] {
  const moments: Moment[] = [];
  for (let first = 0; first < sentences.length; first += 1) {
    const start = startBefore(
      sentences[first]!.start,
      sentences[first - 1]?.end ?? 0,
      silences,
      cuts,
    );
    for (let last = first; last < sentences.length; last += 1) {
      const end = endAfter(
        sentences[last]!.end,
        sentences[last + 1]?.start ?? durationSec,
        silences,
        cuts,
      );
      const length = end - start;
      if (length > lengths.maxSec) break;
      if (length < lengths.minSec) continue;
      moments.push({
        start,
        end,
        sentences: sentences.slice(first, last + 1),
        sceneCuts: cuts.filter((cut) => cut > start && cut < end),
      });
    }
  }
  return moments;
}

/**
 * A source without speech is cut by its scenes: runs of whole scenes whose length fits, a scene
 * longer than a clip giving its first part.
 */
export function sceneMomentsOf(
  cuts: readonly number[],
  durationSec: number,
  lengths: MomentLengths,
): Moment[] {
  if (cuts.length === 0) return [];
  const edges = [0, ...cuts, durationSec];
  const moments: Moment[] = [];
  for (let first = 0; first < edges.length - 1; first += 1) {
    for (let last = first + 1; last < edges.length; last += 1) {
      const length = edges[last]! - edges[first]!;
      if (length > lengths.maxSec) {
        if (last === first + 1) {
          moments.push({
            start: edges[first]!,
            end: edges[first]! + lengths.targetSec,
            sentences: [],
            sceneCuts: [],
          });
        }
        break;
      }
      if (length < lengths.minSec) continue;
      moments.push({
        start: edges[first]!,
        end: edges[last]!,
        sentences: [],
        sceneCuts: edges.slice(first + 1, last),
      });
    }
  }
  return moments;
}

const QUESTION =
  /^(?:what|why|how|who|when|where|which|did|do|does|is|are|can|could|should|would|will)\b/iu;

/**
 * The words as captions show them: each sentence starting with a capital and ending with its
 * mark (a question's when it starts as one), so caption lines break where sentences do.
 */
export function writtenSentencesOf(sentences: readonly SpokenSentence[]): SpokenSentence[] {
  return sentences.map((sentence) => {
    const words = sentence.words.map((word, index) => {
      let text = word.text === 'i' ? 'I' : word.text;
      if (index === 0) text = text.charAt(0).toUpperCase() + text.slice(1);
      if (index === sentence.words.length - 1 && !/[.!?,;:]$/u.test(text)) {
        text += QUESTION.test(sentence.text) ? '?' : '.';
      }
      return { ...word, text };
    });
    return { ...sentence, words, text: words.map((word) => word.text).join(' ') };
  });
}
