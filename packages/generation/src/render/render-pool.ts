import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
// sharp must be loaded by the main thread before any worker thread loads it (its native
// libraries stay loaded for the process's life; see sharp's notes on worker threads).
import 'sharp';
import type { GenerationResult } from '../content-generator.js';
import { GeneratorError } from '../generator-error.js';
import type { Renderer, RenderTask } from './render-task.js';

export interface RenderPoolOptions {
  /** Worker threads; by default one less than the machine's cores, at least one. */
  threads?: number;
  /**
   * Tasks that may wait for a thread (0: none wait); one more is refused at once with a
   * GeneratorError 'busy'.
   */
  maxQueue: number;
  /**
   * How much lower the threads' CPU priority is than the event loop's (Unix nice, 0–19): with
   * every core busy rendering, the API's other requests still get the CPU first.
   */
  niceIncrement?: number;
}

export interface RenderPool extends Renderer {
  readonly threads: number;
  /** Waits for running tasks, then ends the threads; tasks sent afterwards are refused. */
  close(): Promise<void>;
}

/** One thread per core but one, which the event loop keeps. */
export const defaultRenderThreads = () => Math.max(1, availableParallelism() - 1);

/**
 * The worker's built file, beside this one in dist; from the sources (tsx or jest running this
 * package's own files), the built one in dist, so a thread never has to compile TypeScript.
 */
function workerFile(): string {
  const here = new URL(import.meta.url);
  const file = here.pathname.endsWith('.ts')
    ? new URL('../../dist/render/render.worker.js', here)
    : new URL('./render.worker.js', here);
  const path = fileURLToPath(file);
  if (!existsSync(path)) {
    throw new Error(`The render worker ${path} is missing: build @postcraft/generation first`);
  }
  return path;
}

/** piscina's refusals of a task when its threads are taken and its queue is full. */
const QUEUE_FULL = new Set([
  'Task queue is at limit',
  'No task queue available and all Workers are busy',
]);

const busy = (cause: unknown) =>
  new GeneratorError('busy', 'Every render thread is taken and the render queue is full', {
    cause,
  });

/**
 * A pool of worker threads that renders generations off the event loop (piscina). Threads start
 * with the first task, so a process that never generates never starts one; the queue is bounded,
 * so a flood of generations is refused rather than held in memory.
 */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const threads = options.threads ?? defaultRenderThreads();
  let pool: Piscina<RenderTask, GenerationResult> | null = null;
  let closed = false;

  const open = () =>
    (pool ??= new Piscina<RenderTask, GenerationResult>({
      filename: workerFile(),
      name: 'default',
      minThreads: threads,
      maxThreads: threads,
      maxQueue: options.maxQueue,
      niceIncrement: options.niceIncrement ?? 0,
    }));

  return {
    threads,
    async render(task) {
      if (closed) throw new GeneratorError('busy', 'The render pool is closed');
      try {
        return await open().run(task);
      } catch (error) {
        if (error instanceof Error && QUEUE_FULL.has(error.message)) throw busy(error);
        throw error;
      }
    },
    async close() {
      closed = true;
      await pool?.close();
      pool = null;
    },
  };
}
