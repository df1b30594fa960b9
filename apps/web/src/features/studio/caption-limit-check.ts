import {
  captionOf,
  countCaptionChars,
  getCaptionMaxChars,
  type ConnectablePlatformId,
} from '@postcraft/contracts';
import type { OutgoingPost } from './studio.api';

export interface CaptionOverLimit {
  platform: ConnectablePlatformId;
  count: number;
  max: number;
}

/**
 * The first platform whose caption is longer than it takes, counted as it counts (X weighs
 * links and emoji), or null when every caption fits. The server refuses the same captions.
 */
export function findCaptionOverLimit(posts: readonly OutgoingPost[]): CaptionOverLimit | null {
  for (const post of posts) {
    for (const platform of post.platforms) {
      const count = countCaptionChars(platform, captionOf(post, platform));
      const max = getCaptionMaxChars(platform);
      if (count > max) return { platform, count, max };
    }
  }
  return null;
}
