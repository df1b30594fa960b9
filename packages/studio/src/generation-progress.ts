import {
  translateApiMessage,
  VIDEO_GENERATION_MESSAGES,
  type GenerationProgress,
  type MailLanguage,
} from '@postcraft/contracts';
import type { GenerationRenderRecord } from '@postcraft/data';

/** A render's failure as the user reads it (a key of VIDEO_GENERATION_MESSAGES). */
export function renderFailureMessage(
  failure: string | null,
  language: MailLanguage,
): string | null {
  if (!failure) return null;
  const text =
    VIDEO_GENERATION_MESSAGES[failure as keyof typeof VIDEO_GENERATION_MESSAGES] ??
    VIDEO_GENERATION_MESSAGES.renderFailed;
  return translateApiMessage(text, language);
}

/** What the API answers and the worker pushes about one video generation. */
export function generationProgressOf(
  generationId: string,
  render: GenerationRenderRecord,
  language: MailLanguage,
  position: number | null = null,
): GenerationProgress {
  return {
    generationId,
    status: render.status,
    stage: render.stage,
    progress: Math.max(0, Math.min(100, Math.round(render.progress))),
    position: render.status === 'queued' ? position : null,
    message: renderFailureMessage(render.failure, language),
  };
}
