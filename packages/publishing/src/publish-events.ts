import type { ScheduledPostStatus } from '@postcraft/contracts';
import {
  toScheduledPostResponse,
  type PlatformResultRecord,
  type ScheduledPostRecord,
} from '@postcraft/data';
import type { PublishServices } from './publish-services.js';

/**
 * Records the webhook event of an outcome about to be written: `post.failed` when no platform
 * has the post, else `post.published` (a partial one says so in its post). Its key names the post
 * as it was before this round (its `updatedAt`), so a re-run of the round records the same event
 * and a later retry round a new one.
 */
export async function recordOutcomeEvent(
  post: ScheduledPostRecord,
  outcome: { status: ScheduledPostStatus; platformResults: PlatformResultRecord[]; at: Date },
  services: Pick<PublishServices, 'recordEvent'>,
): Promise<void> {
  if (!services.recordEvent) return;
  const type = outcome.status === 'failed' ? 'post.failed' : 'post.published';
  const after = toScheduledPostResponse(
    {
      ...post,
      status: outcome.status,
      platformResults: outcome.platformResults,
      updatedAt: outcome.at,
    },
    outcome.at,
  );
  await services.recordEvent(post.ownerId.toString(), {
    type,
    key: `${type}:${post._id.toString()}:${post.updatedAt.getTime()}`,
    at: outcome.at,
    post: after,
  });
}
