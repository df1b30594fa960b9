import { GENERATION_MESSAGES as M } from '@postcraft/contracts';
import {
  deleteGeneration,
  findKeysUsedByPosts,
  generationFileKeys,
  type OwnerId,
} from '@postcraft/data';
import type { JobQueue } from '@postcraft/jobs';
import type { MediaStorage } from '@postcraft/media';
import { endVideoCharge } from '@postcraft/studio';
import { AppError } from '../../lib/app-error.js';

/**
 * The user discarded a draft (or cancelled a video being made): its record goes, and its files
 * unless a post already carries them (a post scheduled from the draft keeps its image). Another
 * user's id answers 404. A video cancelled before it was made gives its credits back.
 */
export async function discardGeneration(
  storage: MediaStorage,
  ownerId: OwnerId,
  generationId: string,
  queue: Pick<JobQueue, 'cancel'> | null,
): Promise<void> {
  const generation = await deleteGeneration(ownerId, generationId);
  if (!generation) throw new AppError('not_found', M.notFound);
  // A video not rendered yet: its job goes too. One already running finds its generation gone
  // at its next step and stops, keeping nothing.
  const render = generation.render;
  if (queue && render && (render.status === 'queued' || render.status === 'running')) {
    await queue.cancel(render.jobId).catch(() => false);
  }
  // Its credits come back and its trial slot is free again, unless it was made (then settled).
  await endVideoCharge(ownerId, generation, { cancelled: true });
  const keys = generationFileKeys(generation);
  const used = await findKeysUsedByPosts(keys);
  await Promise.all(keys.filter((key) => !used.has(key)).map((key) => storage.delete(key)));
}
