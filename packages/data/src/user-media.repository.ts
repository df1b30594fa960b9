import { Types } from 'mongoose';
import { GenerationModel } from './generation.model.js';
import type { OwnerId } from './owner-id.js';
import { ScheduledPostModel } from './scheduled-post.model.js';

/** One of the owner's stored media files, as the newest use of it names it. */
export interface OwnedMediaRecord {
  key: string;
  url: string;
  source: 'generated' | 'post';
  createdAt: Date;
}

/**
 * The owner's most recent media files, newest first, each key once: the files their posts carry
 * and the images of their generations not swept yet. Reaches back `max` posts and `max`
 * generations.
 */
export async function listRecentMediaOf(
  ownerId: OwnerId,
  max: number,
): Promise<OwnedMediaRecord[]> {
  const owner = new Types.ObjectId(ownerId);
  const [posts, generations] = await Promise.all([
    ScheduledPostModel.find(
      { ownerId: owner, mediaKey: { $ne: null } },
      { mediaKey: 1, mediaUrl: 1, createdAt: 1 },
    )
      .sort({ createdAt: -1 })
      .limit(max)
      .lean()
      .exec(),
    GenerationModel.find({ ownerId: owner, sweptAt: null }, { assets: 1, createdAt: 1 })
      .sort({ createdAt: -1 })
      .limit(max)
      .lean()
      .exec(),
  ]);
  const found: OwnedMediaRecord[] = [
    ...posts.flatMap((post) =>
      post.mediaKey && post.mediaUrl
        ? [
            {
              key: post.mediaKey,
              url: post.mediaUrl,
              source: 'post' as const,
              createdAt: post.createdAt,
            },
          ]
        : [],
    ),
    ...generations.flatMap((generation) =>
      generation.assets.map((asset) => ({
        key: asset.key,
        url: asset.url,
        source: 'generated' as const,
        createdAt: generation.createdAt,
      })),
    ),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const seen = new Set<string>();
  return found.filter((media) => !seen.has(media.key) && Boolean(seen.add(media.key)));
}
