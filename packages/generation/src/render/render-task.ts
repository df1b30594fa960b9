import type { GenerationInput, GenerationResult } from '../content-generator.js';
import type { Rasterise } from '../image/brand-image-renderer.js';
import { composeLocalContent } from './compose-local.js';
import { composeProviderContent, type ProviderAnswers } from './compose-provider.js';

/**
 * The CPU-heavy part of one generation, as plain data (it crosses to a worker thread by
 * structured clone): the local generator's whole work, or what follows a provider's answers.
 */
export type RenderTask =
  | { kind: 'local'; input: GenerationInput }
  | { kind: 'provider'; input: GenerationInput; answers: ProviderAnswers };

/** Runs a render task on this thread (resvg on libuv's pool unless told otherwise). */
export function runRenderTask(
  task: RenderTask,
  rasterise: Rasterise = 'libuv-pool',
): Promise<GenerationResult> {
  switch (task.kind) {
    case 'local':
      return composeLocalContent(task.input, rasterise);
    case 'provider':
      return composeProviderContent(task.input, task.answers, rasterise);
  }
}

/** Where a generator has its render tasks run: in this thread, or in a pool of worker threads. */
export interface Renderer {
  render(task: RenderTask): Promise<GenerationResult>;
}

/** Renders on the calling thread: for scripts, unit tests and benches, not for a server. */
export const inProcessRenderer: Renderer = { render: (task) => runRenderTask(task) };
