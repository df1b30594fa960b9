import type { GenerationProgress } from '@postcraft/contracts';

type ProgressListener = (progress: GenerationProgress) => void;

const listeners = new Set<ProgressListener>();

/**
 * Hears every `generation_progress` event the notification channel receives (the one socket the
 * signed-in pages keep open). Returns an unsubscribe.
 */
export function onGenerationProgress(listener: ProgressListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Hands a generation's progress, as the channel received it, to everyone listening. */
export function publishGenerationProgress(progress: GenerationProgress): void {
  for (const listener of [...listeners]) listener(progress);
}
