import type { ContentGenerator, GenerationInput, GenerationResult } from './content-generator.js';
import { inProcessRenderer, type Renderer } from './render/render-task.js';

/**
 * The embedded generator: offline, no key. Captions from templates per tone and platform,
 * hashtags from the brand keywords and the description's topics, branded images from layouts.
 * All of it is CPU work, done by `renderer` (a server passes its pool of worker threads).
 */
export function createLocalContentGenerator(
  renderer: Renderer = inProcessRenderer,
): ContentGenerator {
  return {
    id: 'local',
    generate: (input: GenerationInput): Promise<GenerationResult> =>
      renderer.render({ kind: 'local', input }),
  };
}
