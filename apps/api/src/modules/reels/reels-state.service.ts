import {
  REELS_LIMITS,
  REELS_MESSAGES as M,
  type MailLanguage,
  type ReelsJob,
} from '@postcraft/contracts';
import {
  findReelClips,
  findReelsJob,
  listReelsJobs,
  type OwnerId,
  type ReelsJobRecord,
} from '@postcraft/data';
import { reelsJobOf, type RenderQueue } from '@postcraft/studio';
import { AppError } from '../../lib/app-error.js';

async function viewOf(
  ownerId: OwnerId,
  record: ReelsJobRecord,
  queue: Pick<RenderQueue, 'positionOf'> | null,
  language: MailLanguage,
): Promise<ReelsJob> {
  const id = record._id.toString();
  const [clips, position] = await Promise.all([
    record.clipIds.length > 0 ? findReelClips(ownerId, id) : [],
    record.status === 'queued' && queue ? queue.positionOf(record.jobId).catch(() => null) : null,
  ]);
  return reelsJobOf(record, clips, language, position);
}

/** One of the owner's reels jobs as GET answers it; another user's id is a 404. */
export async function reelsJobStateOf(
  ownerId: OwnerId,
  reelsId: string,
  queue: Pick<RenderQueue, 'positionOf'> | null,
  language: MailLanguage,
): Promise<ReelsJob> {
  const record = await findReelsJob(ownerId, reelsId);
  if (!record) throw new AppError('not_found', M.notFound);
  return viewOf(ownerId, record, queue, language);
}

/** The owner's newest reels jobs, newest first. */
export async function listOwnReelsJobs(
  ownerId: OwnerId,
  queue: Pick<RenderQueue, 'positionOf'> | null,
  language: MailLanguage,
): Promise<ReelsJob[]> {
  const records = await listReelsJobs(ownerId, REELS_LIMITS.listMax);
  return Promise.all(records.map((record) => viewOf(ownerId, record, queue, language)));
}
