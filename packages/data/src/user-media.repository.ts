import { Types } from 'mongoose';
import { BrandPhotoModel } from './brand-photo.model.js';
import { GenerationModel } from './generation.model.js';
import type { OwnerId } from './owner-id.js';
import { ScheduledPostModel } from './scheduled-post.model.js';

/** One of the owner's stored media files, as the newest use of it names it. */
export interface OwnedMediaRecord {
  key: string;
  url: string;
  source: 'generated' | 'post' | 'library';
  createdAt: Date;
}

/**
 * The owner's most recent media files, newest first, each key once: the files their posts carry,
 * the images of their generations not swept yet and their library photos. Reaches back `max`
 * of each.
 */
export async function listRecentMediaOf(
  ownerId: OwnerId,
  max: number,
): Promise<OwnedMediaRecord[]> {
  const owner = new Types.ObjectId(ownerId);
  const [posts, generations, photos] = await Promise.all([
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
    BrandPhotoModel.find({ ownerId: owner }, { key: 1, url: 1, createdAt: 1 })
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
    ...photos.map((photo) => ({
      key: photo.key,
      url: photo.url,
      source: 'library' as const,
      createdAt: photo.createdAt,
    })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const seen = new Set<string>();
  return found.filter((media) => !seen.has(media.key) && Boolean(seen.add(media.key)));
}
