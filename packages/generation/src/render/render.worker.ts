import type { GenerationResult } from '../content-generator.js';
import { runRenderTask, type RenderTask } from './render-task.js';

/**
 * A render pool's worker thread (loaded by piscina from the built file): each task is rendered
 * on this thread, resvg included, so a task takes one thread of the pool and no more.
 */
export default function renderInWorker(task: RenderTask): Promise<GenerationResult> {
  return runRenderTask(task, 'this-thread');
}
