import { REELS_MESSAGES as M } from '@postcraft/contracts';
import {
  deleteGeneration,
  deleteReelsJob,
  findKeysUsedByPosts,
  findReelClips,
  generationFileKeys,
  type OwnerId,
} from '@postcraft/data';
import type { MediaStorage } from '@postcraft/media';
import { AppError } from '../../lib/app-error.js';
import type { RenderQueue } from '@postcraft/studio';

/**
 * Cancels a reels job still waiting or running (its worker finds the record gone at its next
 * step, stops and removes what it made), or deletes a finished one with its clips: their
 * records, and their files unless a post carries them. Another user's id answers 404.
 */
export async function deleteReels(
  storage: MediaStorage,
  ownerId: OwnerId,
  reelsId: string,
  queue: Pick<RenderQueue, 'cancel'> | null,
): Promise<'cancelled' | 'deleted'> {
  const job = await deleteReelsJob(ownerId, reelsId);
  if (!job) throw new AppError('not_found', M.notFound);
  const wasRunning = job.status === 'queued' || job.status === 'running';
  if (wasRunning && queue) await queue.cancel(job.jobId).catch(() => false);
  if (job.source.key) await storage.delete(job.source.key).catch(() => undefined);
  const clips = await findReelClips(ownerId, reelsId);
  const keys = clips.flatMap((clip) => generationFileKeys(clip));
  const used = await findKeysUsedByPosts(keys);
  for (const clip of clips) await deleteGeneration(ownerId, clip._id.toString());
  await Promise.all(keys.filter((key) => !used.has(key)).map((key) => storage.delete(key)));
  return wasRunning ? 'cancelled' : 'deleted';
}
