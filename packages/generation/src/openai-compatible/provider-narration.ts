import { z } from 'zod';
import type { GenerationInput } from '../content-generator.js';
import { GeneratorError } from '../generator-error.js';
import { PICTOGRAPHS } from '../image/brand-image-renderer.js';
import { HASHTAG } from '../copy/carousel-points.js';
import type { PostLanguage } from '../copy/post-language.js';
import { splitBrandKeywords } from '../text/keywords.js';
import { subjectOf } from '../text/local-text-generator.js';
import { readChatJson } from './openai-answers.js';
import { postJson, type OpenAiCompatibleConfig } from './openai-client.js';

/** The JSON schema a narration is asked in (structured output). */
export const NARRATION_JSON_SCHEMA = {
  name: 'video_narration',
  strict: true,
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['sentences'],
    properties: {
      sentences: {
        type: 'array',
        description: 'The voice-over, one spoken sentence each, in order.',
        items: { type: 'string' },
      },
    },
  },
} as const;

const SentencesSchema = z.object({ sentences: z.array(z.string()) });

/** What a narration may hold, as the script editor allows (VIDEO_SCRIPT_LIMITS). */
const MAX_SENTENCES = 30;
const MAX_SENTENCE_CHARS = 300;

const LANGUAGE_NAMES: Record<PostLanguage, string> = { en: 'English', fr: 'French' };

/**
 * A short video's voice-over written by the provider's chat model: about `words` words, a hook
 * first and a call to action last, in the post's language, in the brand's tone. The sentences
 * come back spoken as they are: hashtags and emoji are taken out (a voice would read them), each
 * is cut to the script editor's limits.
 */
export async function writeProviderNarration(
  config: OpenAiCompatibleConfig,
  input: GenerationInput,
  words: number,
  language: PostLanguage,
): Promise<string[]> {
  const { brand } = input;
  const system = [
    'You write the voice-over of short vertical videos (Reels, TikTok, Shorts) for a brand. Answer with JSON only.',
    `Brand: ${brand.name || 'unnamed'}; niche: ${brand.niche ?? 'unspecified'}; tone: ${brand.voiceTone ?? 'your choice'}.`,
    `Goals: ${brand.contentGoals.join(', ') || 'unspecified'}. Keywords: ${splitBrandKeywords(brand.keywords).join(', ') || 'none'}.`,
    `Write about ${words} words in ${LANGUAGE_NAMES[language]}, in short spoken sentences: a hook first, a call to action last.`,
    'No hashtags, no emoji, no stage directions, no quotation marks around the whole text.',
  ].join('\n');
  const user = [
    `The video is about: ${subjectOf(input.description, brand)}`,
    input.styleHint ? `Tone guidance (do not quote it): ${input.styleHint}` : '',
    input.instructions ? `Changes asked: ${input.instructions}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const answer = await postJson(config, '/chat/completions', {
    model: config.textModel,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
    response_format: { type: 'json_schema', json_schema: NARRATION_JSON_SCHEMA },
  });
  return readNarration(answer);
}

/** The spoken sentences of a narration answer, or a GeneratorError when it holds none. */
export function readNarration(answer: unknown): string[] {
  const read = SentencesSchema.safeParse(readChatJson(answer));
  if (!read.success) throw new GeneratorError('failed', 'The narration had no sentences');
  const sentences = read.data.sentences
    .map((sentence) =>
      sentence.replace(HASHTAG, ' ').replace(PICTOGRAPHS, '').replace(/\s+/gu, ' ').trim(),
    )
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence))
    .map((sentence) => sentence.slice(0, MAX_SENTENCE_CHARS).trim())
    .slice(0, MAX_SENTENCES);
  if (sentences.length === 0) throw new GeneratorError('failed', 'The narration had no sentences');
  return sentences;
}
