import {
  AUTOPILOT_NOTIFICATION_TEXTS,
  type AutopilotPauseReason,
  type MailLanguage,
  type Notification,
} from '@postcraft/contracts';
import {
  insertNotification,
  toNotificationResponse,
  type NewNotification,
  type OwnerId,
  type ScheduledPostRecord,
} from '@postcraft/data';

const aboutPost = (post: ScheduledPostRecord) => ({
  postId: post._id,
  jobId: post.jobId ?? null,
  caption: post.caption,
  mediaUrl: post.mediaUrl ?? null,
  postType: post.type,
  platform: post.platforms.length === 1 ? post.platforms[0]! : null,
  platforms: [...post.platforms],
  url: null,
});

async function store(ownerId: OwnerId, notification: NewNotification) {
  const stored = await insertNotification(ownerId, notification);
  return stored ? toNotificationResponse(stored) : null;
}

/** One notification per planning run whose posts wait for approval (named by the run). */
export function notifyAwaitingApproval(
  ownerId: OwnerId,
  language: MailLanguage,
  batchId: string,
  posts: readonly ScheduledPostRecord[],
): Promise<Notification | null> {
  const texts = AUTOPILOT_NOTIFICATION_TEXTS[language];
  return store(ownerId, {
    _id: `autopilot:${batchId}:awaiting_approval`,
    type: 'autopilot_awaiting_approval',
    title: texts.awaitingTitle,
    message: texts.awaiting(posts.length),
    ...aboutPost(posts[0]!),
    platform: null,
    platforms: [...new Set(posts.flatMap((post) => post.platforms))],
  });
}

/** A planned post that came due not ready (unapproved, or its video not made) twice. */
export function notifyExpired(
  language: MailLanguage,
  post: ScheduledPostRecord,
  reason: 'unapproved' | 'video' = 'unapproved',
): Promise<Notification | null> {
  const texts = AUTOPILOT_NOTIFICATION_TEXTS[language];
  return store(post.ownerId.toString() as OwnerId, {
    _id: `${post._id.toString()}:autopilot_expired`,
    type: 'autopilot_expired',
    title: texts.expiredTitle,
    message: reason === 'video' ? texts.expiredVideo : texts.expired,
    ...aboutPost(post),
  });
}

/**
 * The planner paused for `reason`: once per reason and pause (`since` names the last plan made
 * before it, so a later pause for the same reason is told again).
 */
export function notifyPaused(
  ownerId: OwnerId,
  language: MailLanguage,
  reason: AutopilotPauseReason,
  since: Date | null,
): Promise<Notification | null> {
  const texts = AUTOPILOT_NOTIFICATION_TEXTS[language];
  return store(ownerId, {
    _id: `autopilot:${ownerId}:paused:${reason}:${since?.toISOString() ?? 'never'}`,
    type: 'autopilot_paused',
    title: texts.pausedTitle,
    message: texts.paused[reason],
    postId: null,
    jobId: null,
    caption: '',
    mediaUrl: null,
    postType: 'image',
    platform: null,
    platforms: [],
    url: null,
  });
}
