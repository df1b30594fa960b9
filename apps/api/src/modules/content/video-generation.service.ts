import {
  GENERATION_MESSAGES,
  VIDEO_GENERATION_MESSAGES as M,
  type GenerateContentResponse,
  type GenerationStateResponse,
  type MailLanguage,
} from '@postcraft/contracts';
import {
  findGeneration,
  type GenerationRecord,
  type GenerationRenderRecord,
  type OwnerId,
} from '@postcraft/data';
import {
  generationContentOf,
  generationProgressOf,
  renderFailureMessage,
  type VideoGenerationDeps,
} from '@postcraft/studio';
import { AppError } from '../../lib/app-error.js';

/** A generation as its GET answers it: progress, and the content once done. */
export async function generationStateOf(
  ownerId: OwnerId,
  generationId: string,
  deps: Pick<VideoGenerationDeps, 'jobQueue'>,
  language: MailLanguage,
): Promise<GenerationStateResponse['generation']> {
  const record = await findGeneration(ownerId, generationId);
  if (!record) throw new AppError('not_found', GENERATION_MESSAGES.notFound);
  return stateOf(record, deps, language);
}

async function stateOf(
  record: GenerationRecord,
  deps: Pick<VideoGenerationDeps, 'jobQueue'>,
  language: MailLanguage,
): Promise<GenerationStateResponse['generation']> {
  const id = record._id.toString();
  // An image is made within its request: it is done as soon as it exists.
  const render: GenerationRenderRecord = record.render ?? {
    status: 'done',
    stage: 'done',
    progress: 100,
    jobId: '',
    attempts: 1,
    failure: null,
    script: [],
    durationSeconds: null,
  };
  const position =
    render.status === 'queued' && deps.jobQueue
      ? await deps.jobQueue.positionOf(render.jobId).catch(() => null)
      : null;
  return {
    ...generationProgressOf(id, render, language, position),
    content: render.status === 'done' ? generationContentOf(record) : null,
  };
}

/** How often a request that waits for its video looks at the render, and for how long. */
const WAIT_POLL_MS = 500;
export const RENDER_WAIT_MS = 5 * 60_000;

/**
 * Waits for a video's render to end (the synchronous form of the call, as spec clients expect
 * `content.outputUrl` in the answer). A failed render is a 422 with its reason; one still
 * running after `waitMs` a 504 (it goes on: its id is in the message's generation).
 */
export async function waitForVideo(
  ownerId: OwnerId,
  generationId: string,
  { waitMs = RENDER_WAIT_MS, signal }: { waitMs?: number; signal?: AbortSignal } = {},
): Promise<GenerateContentResponse> {
  const until = Date.now() + waitMs;
  for (;;) {
    const record = await findGeneration(ownerId, generationId);
    if (!record?.render) throw new AppError('not_found', GENERATION_MESSAGES.notFound);
    if (record.render.status === 'done') {
      return { success: true, content: generationContentOf(record) };
    }
    if (record.render.status === 'failed') {
      throw new AppError(
        'render_failed',
        renderFailureMessage(record.render.failure, 'en') ?? M.renderFailed,
      );
    }
    if (Date.now() > until || signal?.aborted) throw new AppError('render_pending', M.waitTimedOut);
    await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
  }
}
