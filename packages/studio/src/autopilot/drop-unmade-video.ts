import {
  deleteGeneration,
  findGeneration,
  type OwnerId,
  type ScheduledPostRecord,
} from '@postcraft/data';
import { endVideoCharge } from '../entitlements/video-charge.js';

/**
 * A planned post that ends cancelled (rejected, trimmed, expired, or autopilot turned off) before
 * its video was made no longer wants it: the video's generation goes, its render job is cancelled
 * where the caller can (a render already running finds its generation gone at its next step and
 * keeps nothing), and the credits held for it come back. A video already made stays (it was paid
 * for, and is in the user's library). Answers whether a video was dropped.
 */
export async function dropUnmadeVideo(
  ownerId: OwnerId,
  post: Pick<ScheduledPostRecord, 'type' | 'mediaKey' | 'autopilot'>,
  cancelJob: (jobId: string) => Promise<unknown> = async () => false,
): Promise<boolean> {
  const generationId = post.autopilot?.generationId;
  if (post.type !== 'video' || post.mediaKey || !generationId) return false;
  const status = (await findGeneration(ownerId, generationId))?.render?.status;
  if (status !== 'queued' && status !== 'running') return false;
  const dropped = await deleteGeneration(ownerId, generationId);
  if (!dropped?.render) return false;
  await cancelJob(dropped.render.jobId).catch(() => false);
  await endVideoCharge(ownerId, dropped, { cancelled: true });
  return true;
}
