import type { Notification } from '@postcraft/contracts';
import {
  expireDuePlannedPost,
  listPendingPostTimes,
  moveDuePlannedPost,
  UserModel,
  type OwnerId,
  type ScheduledPostRecord,
} from '@postcraft/data';
import { loadPlatformPreferences, ownerTimeZone } from '../scheduling/best-time.js';
import { chooseSlot } from '../scheduling/choose-slot.js';
import { notifyExpired } from './autopilot-notifications.js';
import { dropUnmadeVideo } from './drop-unmade-video.js';

const DAY_MS = 24 * 60 * 60_000;

/** Why a post that came due cannot be published yet: never approved, or its video not made. */
export type NotReadyReason = 'unapproved' | 'video';

export function notReadyReasonOf(
  post: Pick<ScheduledPostRecord, 'status' | 'type' | 'mediaKey' | 'autopilot'>,
): NotReadyReason | null {
  if (post.status === 'awaiting_approval') return 'unapproved';
  if (post.status === 'pending' && post.autopilot && post.type === 'video' && !post.mediaKey) {
    return 'video';
  }
  return null;
}

export type NotReadyDueOutcome =
  | { state: 'moved'; to: Date }
  | { state: 'expired'; notification: Notification | null }
  | { state: 'skipped' };

/**
 * A planned post that came due not ready (see notReadyReasonOf) is never published: the first
 * time it moves to the next free slot at a good hour for its platform (its job runs again then);
 * the second time it ends cancelled (a video still being made for it is dropped, its credits
 * back), and the user is told why.
 */
export async function handleNotReadyDue(
  post: ScheduledPostRecord,
  reason: NotReadyReason,
  now: Date = new Date(),
): Promise<NotReadyDueOutcome> {
  const ownerId = post.ownerId.toString() as OwnerId;
  if (!post.autopilot?.moved) {
    const timeZone = await ownerTimeZone(ownerId);
    const preferences = await loadPlatformPreferences(ownerId, post.platforms, timeZone, now);
    const taken = await listPendingPostTimes(ownerId, now, new Date(now.getTime() + 16 * DAY_MS));
    const { at } = chooseSlot(preferences, now, taken, timeZone);
    if (await moveDuePlannedPost(post, at)) return { state: 'moved', to: at };
    return { state: 'skipped' };
  }
  if (!(await expireDuePlannedPost(post))) return { state: 'skipped' };
  await dropUnmadeVideo(ownerId, post);
  const user = await UserModel.findById(ownerId, { language: 1 }).lean().exec();
  const notification = await notifyExpired(user?.language === 'fr' ? 'fr' : 'en', post, reason);
  return { state: 'expired', notification };
}
