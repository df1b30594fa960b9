import { PLATFORM_DISPLAY_NAMES, type PlatformId } from '@postcraft/contracts';
import { insertNotification, type ScheduledPostRecord } from '@postcraft/data';
import type { PlatformPublishResult } from './publish-to-platform.js';

/** A platform's name as people read it ('Twitter (X)', 'Sandbox'). */
export const platformDisplayName = (platform: string): string =>
  PLATFORM_DISPLAY_NAMES[platform as PlatformId] ??
  platform.charAt(0).toUpperCase() + platform.slice(1);

const nameOf = platformDisplayName;

/**
 * Writes the notifications of a publish outcome: `post_published` naming the platforms that have
 * the post, `post_failed` naming each other platform with its reason. Their ids
 * (`<postId>:post_published`, `<postId>:post_failed`) make a re-run write each once.
 */
export async function notifyPublishOutcome(
  post: ScheduledPostRecord,
  results: PlatformPublishResult[],
): Promise<void> {
  const postId = post._id.toString();
  const common = {
    postId: post._id,
    jobId: post.jobId ?? null,
    caption: post.caption,
    mediaUrl: post.mediaUrl ?? null,
    postType: post.type,
  };
  const published = results.filter((result) => result.outcome === 'published');
  const failed = results.filter((result) => result.outcome !== 'published');

  if (published.length > 0) {
    const names = published.map((result) => nameOf(result.platform)).join(', ');
    await insertNotification(post.ownerId, {
      _id: `${postId}:post_published`,
      type: 'post_published',
      title: 'Post published',
      message: `Your post was published on ${names}.`,
      platform: published.length === 1 ? published[0]!.platform : null,
      platforms: published.map((result) => result.platform),
      ...common,
    });
  }
  if (failed.length > 0) {
    const reasons = failed
      .map((result) => `${nameOf(result.platform)}: ${result.message ?? 'failed'}`)
      .join('; ');
    await insertNotification(post.ownerId, {
      _id: `${postId}:post_failed`,
      type: 'post_failed',
      title: 'Post failed',
      message: `Your post could not be published on ${reasons}`,
      platform: failed.length === 1 ? failed[0]!.platform : null,
      platforms: failed.map((result) => result.platform),
      ...common,
    });
  }
}
