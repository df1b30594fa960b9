import sharp from 'sharp';
import type { ContentGenerator, GenerationInput, GenerationResult } from '../content-generator.js';
import { GeneratorError } from '../generator-error.js';
import { platformSpec } from '../platform-specs.js';
import { inProcessRenderer, type Renderer } from '../render/render-task.js';
import { splitBrandKeywords } from '../text/keywords.js';
import { headlineOf, subjectOf } from '../text/local-text-generator.js';
import {
  CAPTIONS_JSON_SCHEMA,
  readImage,
  readPosts,
  type ProviderPosts,
} from './openai-answers.js';
import { postJson, type OpenAiCompatibleConfig } from './openai-client.js';
import { writeProviderNarration } from './provider-narration.js';
import { brokenRules, rulesPrompt } from './provider-rules.js';

/** The provider's picture: square, cropped to each aspect afterwards. */
const PROVIDER_IMAGE_SIZE = '1024x1024';
/** Largest picture accepted from a provider. */
const PROVIDER_IMAGE_MAX_BYTES = 20 * 1024 * 1024;

function systemPrompt(input: GenerationInput): string {
  const { brand } = input;
  const limits = input.platforms
    .map((platform) => {
      const spec = platformSpec(platform);
      const unit = spec.measure === 'utf8-bytes' ? 'bytes' : 'characters';
      return `- ${platform}: caption with hashtags at most ${spec.captionMax} ${unit}, at most ${spec.hashtagMax} hashtags`;
    })
    .join('\n');
  return [
    'You write social media posts for a brand. Answer with JSON only.',
    `Brand: ${brand.name || 'unnamed'}; niche: ${brand.niche ?? 'unspecified'}; tone: ${brand.voiceTone ?? 'your choice'}.`,
    `Goals: ${brand.contentGoals.join(', ') || 'unspecified'}. Preferred content: ${brand.preferredContentTypes.join(', ') || 'any'}.`,
    `Brand keywords (use them first as hashtags): ${splitBrandKeywords(brand.keywords).join(', ') || 'none'}.`,
    'Write one post per platform below. Hashtags without the # sign, no duplicates.',
    limits,
    rulesPrompt(input),
  ].join('\n');
}

function userPrompt(input: GenerationInput): string {
  return [
    `Post about: ${subjectOf(input.description, input.brand)}`,
    input.styleHint ? `Tone guidance (do not quote it): ${input.styleHint}` : '',
    input.instructions ? `Changes asked: ${input.instructions}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The provider's picture, checked to be an image we can read, within a sane size. */
async function providerPicture(
  config: OpenAiCompatibleConfig,
  input: GenerationInput,
  headline: string,
) {
  const answer = await postJson(config, '/images/generations', {
    model: config.imageModel,
    prompt: `${headline}. ${subjectOf(input.description, input.brand)}. No text in the image.`,
    n: 1,
    size: PROVIDER_IMAGE_SIZE,
    response_format: 'b64_json',
  });
  const bytes = readImage(answer);
  if (bytes.byteLength > PROVIDER_IMAGE_MAX_BYTES) {
    throw new GeneratorError('failed', 'The provider answered an image over 20 MB');
  }
  try {
    const { format } = await sharp(bytes).metadata();
    if (!format) throw new Error('unknown format');
  } catch (error) {
    throw new GeneratorError('failed', 'The provider answered something that is not an image', {
      cause: error,
    });
  }
  return bytes;
}

/**
 * Captions and hashtags from an OpenAI-compatible chat completion (JSON schema answer), images
 * from its images API composited with the brand, or the local branded layouts when no image
 * model is set. The provider calls wait on the network here; what follows them (every answer cut
 * to the platform's limits again, as providers miscount, and the images) is CPU work, done by
 * `renderer` (a server passes its pool of worker threads).
 */
export function createOpenAiContentGenerator(
  config: OpenAiCompatibleConfig,
  renderer: Renderer = inProcessRenderer,
): ContentGenerator {
  return {
    id: 'openai-compatible',
    async generate(input: GenerationInput): Promise<GenerationResult> {
      const messages = [
        { role: 'system', content: systemPrompt(input) },
        { role: 'user', content: userPrompt(input) },
      ];
      const ask = async (conversation: typeof messages) =>
        readPosts(
          await postJson(config, '/chat/completions', {
            model: config.textModel,
            messages: conversation,
            response_format: { type: 'json_schema', json_schema: CAPTIONS_JSON_SCHEMA },
          }),
        );
      let posts: ProviderPosts = await ask(messages);
      // An answer that breaks the rules is sent back once with what it broke; what the second
      // answer still breaks is repaired when the posts are composed.
      const broken = brokenRules(posts, input);
      if (broken.length > 0) {
        posts = await ask([
          ...messages,
          { role: 'assistant', content: JSON.stringify(posts) },
          {
            role: 'user',
            content: `Your answer broke these rules:\n${broken.join('\n')}\nAnswer again with every post.`,
          },
        ]).catch(() => posts);
      }
      const picture = config.imageModel
        ? await providerPicture(
            config,
            input,
            headlineOf(posts.headline.trim() || subjectOf(input.description, input.brand)),
          )
        : null;
      const result = await renderer.render({
        kind: 'provider',
        input,
        answers: { posts, picture },
      });
      return picture ? { ...result, picture } : result;
    },
    writeNarration: (input, words, language) =>
      writeProviderNarration(config, input, words, language),
  };
}
