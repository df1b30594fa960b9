import type { Notification } from '@postcraft/contracts';
import {
  expireUnapprovedPost,
  listPendingPostTimes,
  moveUnapprovedPost,
  UserModel,
  type OwnerId,
  type ScheduledPostRecord,
} from '@postcraft/data';
import { loadPlatformPreferences, ownerTimeZone } from '../scheduling/best-time.js';
import { chooseSlot } from '../scheduling/choose-slot.js';
import { notifyExpired } from './autopilot-notifications.js';

const DAY_MS = 24 * 60 * 60_000;

export type UnapprovedDueOutcome =
  | { state: 'moved'; to: Date }
  | { state: 'expired'; notification: Notification | null }
  | { state: 'skipped' };

/**
 * A planned post still awaiting approval when its publish job came due is never published: the
 * first time it moves to the next free slot at a good hour for its platform (its job runs again
 * then); the second time it ends cancelled, and the user is told.
 */
export async function handleUnapprovedDue(
  post: ScheduledPostRecord,
  now: Date = new Date(),
): Promise<UnapprovedDueOutcome> {
  const ownerId = post.ownerId.toString() as OwnerId;
  if (!post.autopilot?.moved) {
    const timeZone = await ownerTimeZone(ownerId);
    const preferences = await loadPlatformPreferences(ownerId, post.platforms, timeZone, now);
    const taken = await listPendingPostTimes(ownerId, now, new Date(now.getTime() + 16 * DAY_MS));
    const { at } = chooseSlot(preferences, now, taken, timeZone);
    if (await moveUnapprovedPost(post, at)) return { state: 'moved', to: at };
    return { state: 'skipped' };
  }
  if (!(await expireUnapprovedPost(post))) return { state: 'skipped' };
  const user = await UserModel.findById(ownerId, { language: 1 }).lean().exec();
  const notification = await notifyExpired(user?.language === 'fr' ? 'fr' : 'en', post);
  return { state: 'expired', notification };
}
