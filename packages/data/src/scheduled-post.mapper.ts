import {
  OVERDUE_AFTER_MS,
  type PlannedPostInfo,
  type PlatformResult,
  type ScheduledPost,
  type ScheduledPostStatus,
} from '@postcraft/contracts';
import type {
  PlannedPostRecord,
  PlatformResultRecord,
  ScheduledPostRecord,
} from './scheduled-post.model.js';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function toPlatformResult(result: PlatformResultRecord): PlatformResult {
  return {
    platform: result.platform,
    success: result.outcome === 'published',
    outcome: result.outcome,
    externalId: result.externalId ?? null,
    url: result.url ?? null,
    message: result.message ?? null,
    publishedAt: iso(result.publishedAt),
    deletedAt: iso(result.deletedAt),
  };
}

function toPlannedPostInfo(plan: PlannedPostRecord): PlannedPostInfo {
  return {
    topic: plan.topic,
    angle: plan.angle,
    contentKind: plan.contentKind,
    platform: plan.platform,
    slotReason: plan.slotReason,
    moved: Boolean(plan.moved),
    expired: Boolean(plan.expired),
  };
}

/**
 * The fields of a post's answer that follow from the time it is asked at, not from the stored
 * post: an answer kept for later takes them again when it is served.
 */
export function clockFieldsOf(
  status: ScheduledPostStatus,
  scheduledTimeMs: number,
  now: Date,
): Pick<ScheduledPost, 'isOverdue' | 'timeUntilExecution'> {
  const isPending = status === 'pending';
  const untilMs = scheduledTimeMs - now.getTime();
  return {
    isOverdue: isPending && -untilMs > OVERDUE_AFTER_MS,
    timeUntilExecution: isPending ? Math.max(0, Math.round(untilMs)) : null,
  };
}

/** A stored post as every answer shows it (spec 001 §3), as of `now`. */
export function toScheduledPostResponse(
  post: ScheduledPostRecord,
  now: Date = new Date(),
): ScheduledPost {
  return {
    _id: post._id.toString(),
    jobId: post.jobId ?? null,
    scheduledTime: post.scheduledTime.toISOString(),
    originalScheduledTime: (post.originalScheduledTime ?? post.scheduledTime).toISOString(),
    caption: post.caption ?? '',
    captions: { ...(post.captions ?? {}) },
    mediaUrl: post.mediaUrl ?? null,
    carouselUrls: (post.carousel ?? []).map((image) => image.url),
    mediaFilePath: post.mediaKey ?? null,
    platforms: [...post.platforms],
    status: post.status,
    type: post.type,
    ...clockFieldsOf(post.status, post.scheduledTime.getTime(), now),
    platformResults: (post.platformResults ?? []).map(toPlatformResult),
    isPartial:
      post.status === 'completed' &&
      (post.platformResults ?? []).some((result) => result.outcome !== 'published'),
    rescheduledFrom: post.rescheduledFrom ? post.rescheduledFrom.toString() : null,
    autopilot: post.autopilot ? toPlannedPostInfo(post.autopilot) : null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}
