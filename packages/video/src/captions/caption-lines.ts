import type { TimedWord } from '../voice/timed-word.js';

/** One caption on screen: a few words, shown from the first one's start to the last one's end. */
export interface CaptionLine {
  words: TimedWord[];
  start: number;
  end: number;
}

/** Words and characters one caption line holds at most: short lines, read at a glance. */
const LINE_WORDS_MAX = 4;
const LINE_CHARS_MAX = 22;

/** A clause's last word joins a full line rather than stand alone, up to this much. */
const LINE_WORDS_WITH_LAST = 5;
const LINE_CHARS_WITH_LAST = 30;

const endsClause = (word: TimedWord) => /[.!?;:,]$/u.test(word.text);

/**
 * The narration's words in caption lines, in order: a line ends after a sentence's or clause's
 * punctuation, or when one more word would make it too long; a clause's last word is not left
 * alone on a line of its own when the line before can take it.
 */
export function captionLinesOf(words: readonly TimedWord[]): CaptionLine[] {
  const lines: CaptionLine[] = [];
  let current: TimedWord[] = [];
  const close = () => {
    if (current.length === 0) return;
    lines.push({ words: current, start: current[0]!.start, end: current.at(-1)!.end });
    current = [];
  };
  for (const word of words) {
    const length = [...current, word].map((each) => each.text).join(' ').length;
    const isFull =
      current.length >= LINE_WORDS_MAX || (current.length > 0 && length > LINE_CHARS_MAX);
    const takesLastWord =
      endsClause(word) &&
      current.length < LINE_WORDS_WITH_LAST &&
      length <= LINE_CHARS_WITH_LAST &&
      !endsClause(current.at(-1) ?? word);
    if (isFull && !takesLastWord) close();
    current.push(word);
    if (endsClause(word)) close();
  }
  close();
  return lines;
}

/** A caption time as SubRip (`00:00:01,250`) or WebVTT (`00:00:01.250`) writes it. */
function timestamp(seconds: number, separator: ',' | '.') {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, size = 2) => String(value).padStart(size, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(
    Math.floor(ms / 1000) % 60,
  )}${separator}${pad(ms % 1000, 3)}`;
}

const cueText = (line: CaptionLine) => line.words.map((word) => word.text).join(' ');

/** The SubRip file of the captions, for platforms that take captions as a file. */
export function srtOf(lines: readonly CaptionLine[]): string {
  return lines
    .map(
      (line, index) =>
        `${index + 1}\n${timestamp(line.start, ',')} --> ${timestamp(line.end, ',')}\n${cueText(line)}\n`,
    )
    .join('\n');
}

/** The WebVTT file of the captions, for the browser's own player (a `<track>`). */
export function vttOf(lines: readonly CaptionLine[]): string {
  const cues = lines.map(
    (line) =>
      // "-->" inside a cue would end it early; the captions' words never hold one, but be sure.
      `${timestamp(line.start, '.')} --> ${timestamp(line.end, '.')}\n${cueText(line).replace(/-->/gu, '→')}\n`,
  );
  return ['WEBVTT\n', ...cues].join('\n');
}
