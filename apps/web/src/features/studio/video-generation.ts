import {
  VIDEO_RENDER_STAGES,
  type GenerateContentRequestInput,
  type GenerateContentResponse,
  type GenerationProgress,
} from '@postcraft/contracts';
import { ApiError } from '../../lib/api-client';
import { onGenerationProgress } from '../notifications/generation-progress-feed';
import {
  discardGeneration,
  fetchGenerationState,
  startGeneration,
  type GenerationState,
} from './generation.api';

type Content = GenerateContentResponse['content'];

/** How often the studio asks for a render's state, beside the socket's events. */
export const GENERATION_POLL_MS = 2_000;
/** Reads failing in a row (the server unreachable for about 20 s) before the wait gives up. */
const MAX_FAILED_READS = 10;

/** The reason a render's wait is aborted with when the user cancels it (the render is deleted). */
export const CANCEL_REASON = 'cancelled';

/** A render the server marked failed; `message` is its reason, in the user's language. */
export class GenerationFailedError extends Error {
  override readonly name = 'GenerationFailedError';
}

/** A render whose generation is no longer there (404): it was cancelled, here or elsewhere. */
export class GenerationGoneError extends Error {
  override readonly name = 'GenerationGoneError';
}

export interface VideoGenerationOptions {
  /** Aborted with CANCEL_REASON: the render is deleted; aborted otherwise: only the wait stops. */
  signal: AbortSignal;
  onProgress: (progress: GenerationProgress) => void;
}

/**
 * Asks for a video and waits for it: the server accepts at once (`onAccepted`, with the render's
 * id, so it can be followed again after a reload), the render's progress comes as socket events
 * and from polling its state, and its content is read once it is done.
 */
export async function generateVideo(
  body: GenerateContentRequestInput,
  {
    onAccepted,
    ...options
  }: VideoGenerationOptions & { onAccepted?: (generationId: string) => void },
): Promise<Content> {
  const answer = await startGeneration(body);
  if ('content' in answer) return answer.content;
  // Cancelled while it was being asked: followGeneration deletes it at once; nothing to keep.
  if (options.signal.reason !== CANCEL_REASON) onAccepted?.(answer.generation.generationId);
  return followGeneration(answer.generation.generationId, options, answer.generation);
}

/** A state's progress, without its content. */
const progressOf = ({ content: _content, ...progress }: GenerationState): GenerationProgress =>
  progress;

/**
 * Follows a render already asked for until it is done: from `first` (the answer to the ask), or
 * from its state read now (the studio reloaded while it ran). Cancelling deletes it; rejects with
 * GenerationGoneError when it no longer exists.
 */
export async function followGeneration(
  generationId: string,
  { signal, onProgress }: VideoGenerationOptions,
  first?: GenerationProgress,
): Promise<Content> {
  try {
    let progress = first;
    if (!progress) {
      const state = await fetchGenerationState(generationId, signal);
      if (state.status === 'done' && state.content) return state.content;
      progress = progressOf(state);
    }
    return await waitForGeneration(progress, { signal, onProgress });
  } catch (error) {
    if (signal.reason === CANCEL_REASON) {
      // A render left running would still take a renderer; it goes, whatever the answer.
      await discardGeneration(generationId).catch(() => undefined);
    }
    if (error instanceof ApiError && error.status === 404) {
      throw new GenerationGoneError(error.message, { cause: error });
    }
    throw error;
  }
}

/** Later in the run than `current`: events may arrive out of order, progress never goes back. */
function isNewer(progress: GenerationProgress, current: GenerationProgress): boolean {
  if (progress.progress !== current.progress) return progress.progress > current.progress;
  return VIDEO_RENDER_STAGES.indexOf(progress.stage) >= VIDEO_RENDER_STAGES.indexOf(current.stage);
}

/**
 * Resolves with the generation's content once it is done; rejects with GenerationFailedError
 * when it failed, with the server's error when it is gone (404) or unreachable, or with an
 * AbortError when `signal` aborts.
 */
export function waitForGeneration(
  first: GenerationProgress,
  { signal, onProgress, pollMs = GENERATION_POLL_MS }: VideoGenerationOptions & { pollMs?: number },
): Promise<Content> {
  const id = first.generationId;
  return new Promise<Content>((resolve, reject) => {
    let latest = first;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isReading = false;
    let isReadDue = false;
    let failedReads = 0;
    let isSettled = false;

    const report = (progress: GenerationProgress) => {
      if (!isNewer(progress, latest)) return;
      latest = progress;
      onProgress(progress);
    };
    const settle = (finish: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      stopListening();
      signal.removeEventListener('abort', onAbort);
      finish();
    };
    const fail = (progress: GenerationProgress) =>
      settle(() => reject(new GenerationFailedError(progress.message ?? '')));

    /** One read of the state; the next one follows it (at once when an event said done). */
    const read = async () => {
      if (isReading) {
        isReadDue = true;
        return;
      }
      clearTimeout(timer);
      isReading = true;
      try {
        const state = await fetchGenerationState(id, signal);
        failedReads = 0;
        if (state.status === 'done' && state.content) {
          const { content } = state;
          return settle(() => resolve(content));
        }
        if (state.status === 'failed') return fail(progressOf(state));
        report(progressOf(state));
      } catch (error) {
        if (signal.aborted) return;
        failedReads += 1;
        const isGone = error instanceof ApiError && error.status === 404;
        if (isGone || failedReads >= MAX_FAILED_READS) return settle(() => reject(error));
      } finally {
        isReading = false;
      }
      if (isSettled) return;
      timer = setTimeout(() => void read(), isReadDue ? 0 : pollMs);
      isReadDue = false;
    };

    const stopListening = onGenerationProgress((progress) => {
      if (progress.generationId !== id || isSettled) return;
      if (progress.status === 'failed') return fail(progress);
      report(progress);
      // The content comes with the state: read it now rather than at the next poll.
      if (progress.status === 'done') void read();
    });
    const onAbort = () => settle(() => reject(new DOMException('Aborted', 'AbortError')));
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort);

    onProgress(first);
    if (first.status === 'failed') fail(first);
    else timer = setTimeout(() => void read(), first.status === 'done' ? 0 : pollMs);
  });
}
