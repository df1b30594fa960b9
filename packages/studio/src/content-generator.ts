import {
  createLocalContentGenerator,
  createOpenAiContentGenerator,
  type ContentGenerator,
  type Renderer,
} from '@postcraft/generation';
import type { AiConfig } from '@postcraft/runtime-config';

/**
 * The generator of this process (the API's, or the worker's for videos): the OpenAI-compatible one when AI_BASE_URL, AI_API_KEY and
 * AI_TEXT_MODEL are set, else the embedded local one (offline, no key). Their CPU work (text
 * templates, keywords, images) is done by `renderer`: the server's pool of worker threads.
 */
export function createContentGenerator(
  config: { ai: Readonly<AiConfig> | null },
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
