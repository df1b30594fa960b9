import { CAROUSEL_SLIDES } from '@postcraft/contracts';
import { PICTOGRAPHS } from '../image/brand-image-renderer.js';
import { sentencesOf } from './fit-post.js';
import { FOLLOW_UPS } from './phrases.js';

/** What a carousel's slides after the cover say, taken from the post's caption. */
export interface CarouselTexts {
  /** Each point slide's sentences (one, or two short ones), in the caption's order. */
  points: string[][];
  /** The closing slide's call to action. */
  call: string;
}

/** Point slides between the cover and the closing slide. */
export const POINT_SLIDES_MAX = CAROUSEL_SLIDES.max - 2;
/** Two sentences of one paragraph share a slide when together they are no longer. */
const PAIR_MAX_CHARS = 90;
/** A last paragraph this short is the call to action whole ("What do you think? Tell us."). */
const CALL_MAX_CHARS = 110;

/** A hashtag of a caption, with the space before it kept (`$1`). */
export const HASHTAG = /(^|\s)#[\p{L}\p{N}_]+/gu;
/** Words that carry no idea of their own, when a hook is compared with the headline. */
const FILLER = new Set(
  (
    'a an the our my your this these its it is are here to of for and or with at in on us we ' +
    'you what how le la les un une des du de notre nos votre vos ce cette est à au aux et ou ' +
    'pour avec en sur nous vous voici voilà'
  ).split(' '),
);

/** The copywriter's closing lines ("We can't wait to hear what you think."): no point of their own. */
const FOLLOW_UP_LINES = new Set(
  Object.values(FOLLOW_UPS).flatMap((byIntent) => Object.values(byIntent).flat()),
);

interface Sentence {
  text: string;
  paragraph: number;
}

const words = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => word.length > 1 && !FILLER.has(word),
  );

/** The hook only says what the cover's headline says ("It's here: our pistachio croissant!"). */
function repeatsHeadline(hook: string, headline: string): boolean {
  const said = new Set(words(headline));
  const hookWords = words(hook);
  if (said.size === 0) return false;
  const extra = hookWords.filter((word) => !said.has(word));
  return [...said].every((word) => hookWords.includes(word)) && extra.length <= 2;
}

/** The caption's sentences by paragraph, without hashtags or emoji, each with a letter or digit. */
function sentencesByParagraph(caption: string): Sentence[][] {
  return caption
    .replace(HASHTAG, '$1')
    .replace(PICTOGRAPHS, '')
    .split(/\n+/u)
    .map((paragraph, index) =>
      sentencesOf(paragraph.replace(/[ \t]+/gu, ' ').trim())
        .map((text) => ({ text: text.trim(), paragraph: index }))
        .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence.text)),
    )
    .filter((paragraph) => paragraph.length > 0);
}

/**
 * At most POINT_SLIDES_MAX slides: the shortest pair of single sentences of one paragraph that
 * reads as one share a slide, again while there are too many; what is still too many is dropped
 * from the end (the copywriter puts the facts first).
 */
function grouped(sentences: readonly Sentence[]): string[][] {
  const groups = sentences.map((sentence) => [sentence]);
  while (groups.length > POINT_SLIDES_MAX) {
    let best = -1;
    let bestLength = Infinity;
    for (let index = 0; index + 1 < groups.length; index += 1) {
      const [first, second] = [groups[index]!, groups[index + 1]!];
      if (first.length > 1 || second.length > 1) continue;
      if (first[0]!.paragraph !== second[0]!.paragraph) continue;
      const length = first[0]!.text.length + second[0]!.text.length + 1;
      if (length <= PAIR_MAX_CHARS && length < bestLength) [best, bestLength] = [index, length];
    }
    if (best < 0) break;
    groups.splice(best, 2, [...groups[best]!, ...groups[best + 1]!]);
  }
  return groups.slice(0, POINT_SLIDES_MAX).map((group) => group.map((sentence) => sentence.text));
}

/**
 * A carousel's texts from the post's caption: the call to action is its last paragraph (or last
 * sentence, for a caption in one paragraph), the points its other sentences, the hook left out
 * when it only repeats the cover's `headline`. Whole sentences only, never cut; a caption too
 * short for a point keeps its hook, and one without a call gets `fallbackCall`.
 */
export function carouselTexts(
  caption: string,
  headline: string,
  fallbackCall: string,
): CarouselTexts {
  const paragraphs = sentencesByParagraph(caption);
  const last = paragraphs.at(-1) ?? [];
  const lastText = last.map((sentence) => sentence.text).join(' ');
  let body = paragraphs.flat();
  let call = fallbackCall;
  if (paragraphs.length > 1 && last.length <= 2 && lastText.length <= CALL_MAX_CHARS) {
    call = lastText;
    body = paragraphs.slice(0, -1).flat();
  } else if (body.length > 1) {
    call = body.at(-1)!.text;
    body = body.slice(0, -1);
  }
  const hook = body[0];
  const said = hook && repeatsHeadline(hook.text, headline) ? body.slice(1) : body;
  // A closing line makes a slide only when there is nothing else to say.
  const meant = said.filter((sentence) => !FOLLOW_UP_LINES.has(sentence.text));
  const points = meant.length > 0 ? meant : said;
  if (points.length > 0) return { points: grouped(points), call };
  return { points: [[hook?.text ?? headline]], call };
}
