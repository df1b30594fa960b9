import { OVERDUE_AFTER_MS, type PlatformResult, type ScheduledPost } from '@postcraft/contracts';
import type { PlatformResultRecord, ScheduledPostRecord } from './scheduled-post.model.js';

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

/** A stored post as every answer shows it (spec 001 §3), as of `now`. */
export function toScheduledPostResponse(
  post: ScheduledPostRecord,
  now: Date = new Date(),
): ScheduledPost {
  const isPending = post.status === 'pending';
  const untilMs = post.scheduledTime.getTime() - now.getTime();
  return {
    _id: post._id.toString(),
    jobId: post.jobId ?? null,
    scheduledTime: post.scheduledTime.toISOString(),
    originalScheduledTime: (post.originalScheduledTime ?? post.scheduledTime).toISOString(),
    caption: post.caption ?? '',
    mediaUrl: post.mediaUrl ?? null,
    mediaFilePath: post.mediaKey ?? null,
    platforms: [...post.platforms],
    status: post.status,
    type: post.type,
    isOverdue: isPending && -untilMs > OVERDUE_AFTER_MS,
    timeUntilExecution: isPending ? Math.max(0, Math.round(untilMs)) : null,
    platformResults: (post.platformResults ?? []).map(toPlatformResult),
    isPartial:
      post.status === 'completed' &&
      (post.platformResults ?? []).some((result) => result.outcome !== 'published'),
    rescheduledFrom: post.rescheduledFrom ? post.rescheduledFrom.toString() : null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}
