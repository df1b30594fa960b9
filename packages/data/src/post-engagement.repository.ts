import type { ConnectablePlatformId, EngagementFigures } from '@postcraft/contracts';
import { Types } from 'mongoose';
import type { OwnerId } from './owner-id.js';
import { PostEngagementModel, type PostEngagementRecord } from './post-engagement.model.js';

export interface EngagementReading extends EngagementFigures {
  postId: Types.ObjectId;
  platform: ConnectablePlatformId;
  externalId: string;
  publishedAt: Date;
}

const ownerFilter = (ownerId: OwnerId) => ({ ownerId: new Types.ObjectId(ownerId) });

/** Stores the owner's post's latest figures on one platform (replacing the previous ones). */
export async function savePostEngagement(
  ownerId: OwnerId,
  reading: EngagementReading,
  fetchedAt: Date,
): Promise<void> {
  const { postId, platform, ...figures } = reading;
  await PostEngagementModel.updateOne(
    { postId, platform },
    { $set: { ...ownerFilter(ownerId), ...figures, fetchedAt } },
    { upsert: true },
  ).exec();
}

/** The owner's figures on these platforms for posts published since `since`. */
export function listOwnPostEngagement(
  ownerId: OwnerId,
  platforms: readonly ConnectablePlatformId[],
  since: Date,
): Promise<
  Pick<
    PostEngagementRecord,
    'platform' | 'publishedAt' | 'likes' | 'comments' | 'shares' | 'views'
  >[]
> {
  return PostEngagementModel.find(
    { ...ownerFilter(ownerId), platform: { $in: [...platforms] }, publishedAt: { $gte: since } },
    { platform: 1, publishedAt: 1, likes: 1, comments: 1, shares: 1, views: 1 },
  )
    .lean()
    .exec();
}

/**
 * When each of these posts' figures were last fetched, keyed `<postId>:<platform>`: for the
 * worker's refresh, which reads posts of every owner (their ids come from the posts' store).
 */
export async function engagementFetchTimes(
  postIds: readonly Types.ObjectId[],
): Promise<Map<string, Date>> {
  const records = await PostEngagementModel.find(
    { postId: { $in: [...postIds] } },
    { postId: 1, platform: 1, fetchedAt: 1 },
  )
    .lean()
    .exec();
  return new Map(
    records.map((record) => [`${record.postId.toString()}:${record.platform}`, record.fetchedAt]),
  );
}

/** Deletes the figures of one of the owner's posts (its record is being deleted). */
export async function deletePostEngagementOf(
  ownerId: OwnerId,
  postId: Types.ObjectId,
): Promise<void> {
  await PostEngagementModel.deleteMany({ ...ownerFilter(ownerId), postId }).exec();
}

/** Deletes every figure of the owner (their account is being deleted); answers how many. */
export async function deleteAllPostEngagementOf(ownerId: OwnerId): Promise<number> {
  const result = await PostEngagementModel.deleteMany(ownerFilter(ownerId)).exec();
  return result.deletedCount;
}
