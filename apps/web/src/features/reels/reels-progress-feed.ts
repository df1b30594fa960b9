import type { ReelsJob } from '@postcraft/contracts';

type ReelsListener = (job: ReelsJob) => void;

const listeners = new Set<ReelsListener>();

/**
 * Hears every `reels_progress` event the notification channel receives (the socket the signed-in
 * pages keep open). Returns an unsubscribe.
 */
export function onReelsProgress(listener: ReelsListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Hands a reels job's state, as the channel received it, to everyone listening. */
export function publishReelsProgress(job: ReelsJob): void {
  for (const listener of [...listeners]) listener(job);
}
