import { measureCaption, postText } from '../text/caption-length.js';
import type { PlatformSpec } from '../platform-specs.js';

/** One sentence or line of a post, in reading order. */
export interface PostPart {
  text: string;
  /** Kept whatever the room (the hook, the facts); others go first when the post is too long. */
  required: boolean;
  /** Starts a new paragraph. */
  paragraph: boolean;
}

/** A text's sentences, each with its own stop. */
export function sentencesOf(text: string): string[] {
  // A stop inside closing quotes or brackets ends its sentence too (`"Where do I start?" That
  // is…` is two), French spaced quotes included (`« Par où ? » C’est…`).
  return text
    .split(/(?<=[.!?…](?:[\u00a0\u202f ]?[»”’"')])*)\s+(?![»”’)])/u)
    .filter((sentence) => sentence.trim().length > 0);
}

function join(parts: readonly PostPart[], short: boolean): string {
  let text = '';
  for (const part of parts) {
    if (!text) text = part.text;
    else text += part.paragraph && !short ? `\n\n${part.text}` : ` ${part.text}`;
  }
  return text;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * `text` cut after its last whole word that fits `room`, ended with a stop: never an ellipsis.
 * A single "word" longer than the room (a row of emoji) is cut between whole characters.
 */
function cutAtWord(text: string, room: number, spec: PlatformSpec): string {
  const words = text.split(/\s+/u);
  const fits = (candidate: string) => measureCaption(candidate, spec.measure) <= room;
  while (words.length > 1 && !fits(`${words.join(' ')}.`)) words.pop();
  const cut = `${words.join(' ').replace(/[,;:–—-]+$/u, '')}.`;
  if (fits(cut)) return cut;
  const pieces = Array.from(graphemes.segment(words[0]!), (part) => part.segment);
  while (pieces.length > 0 && !fits(pieces.join(''))) pieces.pop();
  return pieces.join('');
}

/**
 * The caption and hashtags that fit the platform: hashtags kept to a third of the room, then
 * optional sentences dropped from the end, then required ones; a single sentence too long for the
 * platform alone is cut after a whole word. Nothing is ever cut mid-word or with "…".
 */
export function fitPost(
  parts: readonly PostPart[],
  hashtags: readonly string[],
  spec: PlatformSpec,
  short: boolean,
): { caption: string; hashtags: string[] } {
  let tags = hashtags.slice(0, spec.hashtagMax);
  while (
    tags.length > 0 &&
    measureCaption(postText('', tags), spec.measure) > spec.captionMax / 3
  ) {
    tags = tags.slice(0, -1);
  }
  const fits = (candidate: readonly PostPart[]) =>
    measureCaption(postText(join(candidate, short), tags), spec.measure) <= spec.captionMax;
  let kept = [...parts];
  for (const optional of [...parts].reverse().filter((part) => !part.required)) {
    if (fits(kept)) break;
    kept = kept.filter((part) => part !== optional);
  }
  while (kept.length > 1 && !fits(kept)) kept = kept.slice(0, -1);
  if (!fits(kept)) {
    const room = spec.captionMax - measureCaption(postText('', tags), spec.measure) - 2;
    return { caption: cutAtWord(kept[0]!.text, room, spec), hashtags: tags };
  }
  return { caption: join(kept, short), hashtags: tags };
}
