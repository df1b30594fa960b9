import type { GenerationInput } from '../content-generator.js';
import { HASHTAG } from '../copy/carousel-points.js';
import { sentencesOf } from '../copy/fit-post.js';
import type { NicheBank } from '../copy/niche-bank.js';
import type { PostLanguage } from '../copy/post-language.js';
import { nicheBankOf, postLanguageOf, writePost } from '../copy/write-post.js';
import { PICTOGRAPHS } from '../image/brand-image-renderer.js';

/** Words a narrator says per second, near enough for festival and espeak-ng at their pace. */
export const NARRATION_WORDS_PER_SEC = 2.5;

/** A short video's narration: its sentences in order, the last one its call to action. */
export interface VideoScript {
  language: PostLanguage;
  /** The cover's few words (the post's headline). */
  headline: string;
  /** What the post is about: the cover's picture is chosen by it. */
  subject: string;
  sentences: string[];
}

const wordCount = (sentences: readonly string[]) =>
  sentences.join(' ').split(/\s+/u).filter(Boolean).length;

/** A text's words of four letters or more, lower case, without a plural's final s. */
const stemsOf = (text: string) =>
  new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((word) => word.replace(/s$/u, '')));

/**
 * Lines of the niche that fit any post of it: its stories and behind-the-scenes moments, those
 * about what the post and the brand talk of first (a bakery's croissant story before the
 * kitchen's fries), the rest after, each group from the seed's place.
 */
function nicheLines(bank: NicheBank, input: GenerationInput): string[] {
  const brandName = input.brand.name;
  const lines = [...bank.stories, ...bank.behindTheScenes, ...bank.tips].filter(
    (line) => !line.includes('{keyword}') && (brandName || !line.includes('{brand}')),
  );
  const start = input.seed % Math.max(1, lines.length);
  const turned = [...lines.slice(start), ...lines.slice(0, start)].map((line) =>
    line.replaceAll('{brand}', brandName),
  );
  const topic = stemsOf(`${input.description} ${input.brand.keywords}`);
  const isAbout = (line: string) => [...stemsOf(line)].some((stem) => topic.has(stem));
  return [...turned.filter(isAbout), ...turned.filter((line) => !isAbout(line))];
}

/**
 * The narration of a video of about `durationSec`: the post the copywriter writes for a vertical
 * video (its hook, facts and call to action, without hashtags or emoji), cut to the time from its
 * end backwards (the hook and the call stay), or lengthened with the niche's stories and
 * behind-the-scenes lines before the call.
 */
export function videoScriptOf(input: GenerationInput, durationSec: number): VideoScript {
  const post = writePost(input, 'tiktok');
  const budget = Math.round(durationSec * NARRATION_WORDS_PER_SEC);
  const sentences = sentencesOf(post.caption.replace(HASHTAG, ' ').replace(PICTOGRAPHS, ''))
    .map((sentence) => sentence.replace(/\s+/gu, ' ').trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
  const call = sentences.length > 1 ? sentences.pop()! : null;
  const body = [...sentences];
  while (body.length > 1 && wordCount([...body, ...(call ? [call] : [])]) > budget) body.pop();
  const language = post.language ?? postLanguageOf(input);
  const extra = nicheLines(nicheBankOf(input.brand.niche, language), input);
  // Lines that fit, in turn, until no more do (a long one is passed over for a shorter one).
  for (const line of extra) {
    const withLine = [...body, line, ...(call ? [call] : [])];
    if (wordCount(withLine) <= budget) body.push(line);
  }
  return {
    language,
    headline: post.headline,
    subject: post.subject,
    sentences: [...body, ...(call ? [call] : [])],
  };
}
