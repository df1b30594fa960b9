import {
  createLocalContentGenerator,
  createOpenAiContentGenerator,
  type ContentGenerator,
  type Renderer,
} from '@postcraft/generation';
import type { ApiConfig } from '../../config/env.js';

/**
 * The generator of this server: the OpenAI-compatible one when AI_BASE_URL, AI_API_KEY and
 * AI_TEXT_MODEL are set, else the embedded local one (offline, no key). Their CPU work (text
 * templates, keywords, images) is done by `renderer`: the server's pool of worker threads.
 */
export function createContentGenerator(
  config: Pick<Readonly<ApiConfig>, 'ai'>,
  renderer: Renderer,
): ContentGenerator {
  if (!config.ai) return createLocalContentGenerator(renderer);
  return createOpenAiContentGenerator(
    {
      baseUrl: config.ai.baseUrl,
      apiKey: config.ai.apiKey,
      textModel: config.ai.textModel,
      imageModel: config.ai.imageModel,
      timeoutMs: config.ai.timeoutMs,
    },
    renderer,
  );
}
