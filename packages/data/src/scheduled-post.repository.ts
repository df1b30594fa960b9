import {
  CANCELLABLE_POST_STATUSES,
  type ConnectablePlatformId,
  type PostCaptions,
  type PostType,
  type ScheduledPostStatus,
} from '@postcraft/contracts';
import { isValidObjectId, Types, type SortOrder } from 'mongoose';
import { documentCheck, ownerCheck } from './owner-check.js';
import type { OwnerId } from './owner-id.js';
import { listMonthBucketPosts, monthBucketsOf } from './scheduled-post-calendar-bucket.js';
import {
  calendarBucketOf,
  ScheduledPostModel,
  type PlatformResultRecord,
  type CarouselImageRecord,
  type PlannedPostRecord,
  type ScheduledPostRecord,
} from './scheduled-post.model.js';

export interface NewScheduledPost {
  scheduledTime: Date;
  caption: string;
  /** Platforms' own captions (ownCaptionsOf: only those that differ from `caption`). */
  captions?: PostCaptions;
  mediaUrl: string | null;
  mediaKey: string | null;
  mediaMimeType: string | null;
  mediaSizeBytes: number | null;
  /** A carousel's images after the cover; omitted for one file. */
  carousel?: CarouselImageRecord[];
  platforms: ConnectablePlatformId[];
  type: PostType;
  origin: ScheduledPostRecord['origin'];
  rescheduledFrom?: Types.ObjectId | null;
  /** Its publish job's id, chosen before the job is queued (see the jobs package's newJobId). */
  jobId?: string | null;
  /** A chosen id (the autopilot derives it from its slot); a new one when absent. */
  _id?: Types.ObjectId;
  /** 'pending' unless the autopilot planned it for approval first. */
  status?: 'pending' | 'awaiting_approval';
  autopilot?: PlannedPostRecord;
}

/** Posts still to come: the only ones a user or the autopilot may still change. */
export const upcomingCheck = () => ({ $in: [...CANCELLABLE_POST_STATUSES] });

export interface ScheduledPostFilter {
  /** One status, or any of several. */
  status?: ScheduledPostStatus | readonly ScheduledPostStatus[];
  /** Text the caption holds, in any case (matched literally, never as a pattern). */
  captionSearch?: string;
  platform?: ConnectablePlatformId;
  /** Inclusive lower bound of scheduledTime. */
  from?: Date;
  /** Exclusive upper bound of scheduledTime. */
  to?: Date;
}

export interface ScheduledPostPage {
  page: number;
  limit: number;
  sortBy: 'scheduledTime' | 'originalScheduledTime' | 'createdAt' | 'status';
  sortOrder: 'asc' | 'desc';
}

const ownerFilter = (ownerId: OwnerId) => ({ ownerId: new Types.ObjectId(ownerId) });

/** Creates a pending post of the owner (its job, when it has one, is queued after). */
export async function insertScheduledPost(
  ownerId: OwnerId,
  post: NewScheduledPost,
): Promise<ScheduledPostRecord> {
  const created = await ScheduledPostModel.create({
    ...ownerFilter(ownerId),
    ...post,
    originalScheduledTime: post.scheduledTime,
    rescheduledFrom: post.rescheduledFrom ?? null,
    status: post.status ?? 'pending',
    jobId: post.jobId ?? null,
    platformResults: [],
  });
  return created.toObject();
}

/**
 * One of the owner's posts by its `_id` or its `jobId` (the spec's calls name either); null when
 * the owner has none (another user's post is never found).
 */
export async function findScheduledPost(
  ownerId: OwnerId,
  idOrJobId: string,
): Promise<ScheduledPostRecord | null> {
  if (isValidObjectId(idOrJobId) && /^[0-9a-fA-F]{24}$/.test(idOrJobId)) {
    const byId = await ScheduledPostModel.findOne({
      _id: new Types.ObjectId(idOrJobId),
      ownerId: ownerCheck(ownerId),
    })
      .lean()
      .exec();
    if (byId) return byId;
  }
  return ScheduledPostModel.findOne({ jobId: idOrJobId, ownerId: ownerCheck(ownerId) })
    .lean()
    .exec();
}

/** `text` as a pattern that matches only itself. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function toQuery(ownerId: OwnerId, filter: ScheduledPostFilter) {
  const scheduledTime: Record<string, Date> = {};
  if (filter.from) scheduledTime.$gte = filter.from;
  if (filter.to) scheduledTime.$lt = filter.to;
  const statuses = typeof filter.status === 'string' ? [filter.status] : filter.status;
  return {
    ...ownerFilter(ownerId),
    ...(statuses && statuses.length === 1 ? { status: statuses[0] } : {}),
    ...(statuses && statuses.length > 1 ? { status: { $in: [...statuses] } } : {}),
    ...(filter.captionSearch
      ? { caption: { $regex: escapeRegExp(filter.captionSearch), $options: 'i' } }
      : {}),
    ...(filter.platform ? { platforms: filter.platform } : {}),
    ...(filter.from || filter.to ? { scheduledTime } : {}),
  };
}

/**
 * One page of the owner's posts and how many match in all. A range of at most
 * MAX_BUCKET_MONTHS UTC months (the calendar's month and week views) is read by its month
 * buckets, one equality query each (see listMonthBucketPosts). Otherwise a page that is not full
 * ends the list, so it gives the total itself: the count (a second scan of the owner's posts on
 * FerretDB) is run only when more may follow, or when a page past the end came back empty.
 */
export async function listScheduledPosts(
  ownerId: OwnerId,
  filter: ScheduledPostFilter,
  page: ScheduledPostPage,
): Promise<{ posts: ScheduledPostRecord[]; total: number }> {
  const query = toQuery(ownerId, filter);
  const direction: SortOrder = page.sortOrder === 'asc' ? 1 : -1;
  const skip = (page.page - 1) * page.limit;
  const buckets = filter.from && filter.to ? monthBucketsOf(ownerId, filter.from, filter.to) : null;
  if (buckets) {
    const all = await listMonthBucketPosts(query, buckets, page.sortBy, page.sortOrder);
    return { posts: all.slice(skip, skip + page.limit), total: all.length };
  }
  const posts = await ScheduledPostModel.find(query)
    .sort({ [page.sortBy]: direction, _id: direction })
    .skip(skip)
    .limit(page.limit)
    .lean()
    .exec();
  const isLastPage = posts.length < page.limit && (posts.length > 0 || skip === 0);
  const total = isLastPage
    ? skip + posts.length
    : await ScheduledPostModel.countDocuments(query).exec();
  return { posts, total };
}

/** Status and platforms of every post of the owner, for the stats (no aggregation on FerretDB). */
export function listScheduledPostSummaries(
  ownerId: OwnerId,
): Promise<Pick<ScheduledPostRecord, '_id' | 'status' | 'platforms'>[]> {
  return ScheduledPostModel.find(ownerFilter(ownerId), { status: 1, platforms: 1 }).lean().exec();
}

/**
 * Changes fields of one of the owner's posts; false when the owner has no such post. A new
 * scheduledTime moves the post to its month's calendar bucket in the same write.
 */
export async function updateScheduledPost(
  ownerId: OwnerId,
  postId: Types.ObjectId | string,
  changes: Partial<
    Pick<
      ScheduledPostRecord,
      'jobId' | 'scheduledTime' | 'status' | 'platformResults' | 'completedAt' | 'shareDeletion'
    >
  >,
): Promise<boolean> {
  const result = await ScheduledPostModel.updateOne(
    { _id: new Types.ObjectId(postId), ownerId: ownerCheck(ownerId) },
    {
      $set: changes.scheduledTime
        ? { ...changes, calendarBucket: calendarBucketOf(ownerId, changes.scheduledTime) }
        : changes,
    },
  ).exec();
  return result.matchedCount === 1;
}

/** What an edit of a pending post may change. */
export type PendingPostEdit = Partial<
  Pick<
    ScheduledPostRecord,
    | 'scheduledTime'
    | 'caption'
    | 'captions'
    | 'platforms'
    | 'type'
    | 'mediaUrl'
    | 'mediaKey'
    | 'mediaMimeType'
    | 'mediaSizeBytes'
    | 'carousel'
    | 'jobId'
  >
>;

/**
 * Edits one of the owner's posts while it is still to come, pending or awaiting approval (a new
 * scheduledTime moves it to its month's calendar bucket in the same write); false when it is
 * not, or no longer.
 */
export async function updatePendingPost(
  ownerId: OwnerId,
  postId: Types.ObjectId | string,
  changes: PendingPostEdit,
): Promise<boolean> {
  const result = await ScheduledPostModel.updateOne(
    {
      _id: new Types.ObjectId(postId),
      ownerId: ownerCheck(ownerId),
      status: upcomingCheck(),
    },
    {
      $set: changes.scheduledTime
        ? { ...changes, calendarBucket: calendarBucketOf(ownerId, changes.scheduledTime) }
        : changes,
    },
  ).exec();
  return result.matchedCount === 1;
}

/** Deletes one of the owner's posts; false when the owner has no such post. */
export async function deleteScheduledPost(
  ownerId: OwnerId,
  postId: Types.ObjectId | string,
): Promise<boolean> {
  const result = await ScheduledPostModel.deleteOne({
    _id: new Types.ObjectId(postId),
    ownerId: ownerCheck(ownerId),
  }).exec();
  return result.deletedCount === 1;
}

/** Deletes every post of the owner (their account is being deleted); answers how many. */
export async function deleteAllScheduledPostsOf(ownerId: OwnerId): Promise<number> {
  const result = await ScheduledPostModel.deleteMany(ownerFilter(ownerId)).exec();
  return result.deletedCount;
}

/**
 * The post a publish job names, whoever owns it: for the publish run only, which gets the id
 * from its job's payload (never from a user).
 */
export function loadScheduledPostForPublish(postId: string): Promise<ScheduledPostRecord | null> {
  if (!/^[0-9a-fA-F]{24}$/.test(postId)) return Promise.resolve(null);
  return ScheduledPostModel.findById(postId).lean().exec();
}

/**
 * Writes a publish run's outcome: the per-platform results and the final status, in one write
 * (the run is the post's only writer while it publishes). The filter names the owner, so only
 * their calendar listings are renewed.
 */
export async function recordPublishOutcome(
  post: Pick<ScheduledPostRecord, '_id' | 'ownerId'>,
  outcome: { status: ScheduledPostStatus; platformResults: PlatformResultRecord[]; at: Date },
): Promise<void> {
  await ScheduledPostModel.updateOne(
    { _id: post._id, ownerId: ownerCheck(post.ownerId), status: documentCheck('pending') },
    {
      $set: {
        status: outcome.status,
        platformResults: outcome.platformResults,
        completedAt: outcome.at,
      },
    },
  ).exec();
}

/**
 * Writes the results of a Retry of a published or failed post (its status follows them). Never
 * touches a post that is pending, cancelled or deleted meanwhile.
 */
export async function recordRetryOutcome(
  post: Pick<ScheduledPostRecord, '_id' | 'ownerId'>,
  outcome: { status: ScheduledPostStatus; platformResults: PlatformResultRecord[]; at: Date },
): Promise<boolean> {
  const result = await ScheduledPostModel.updateOne(
    {
      _id: post._id,
      ownerId: ownerCheck(post.ownerId),
      status: { $in: ['failed', 'completed'] },
    },
    {
      $set: {
        status: outcome.status,
        platformResults: outcome.platformResults,
        completedAt: outcome.at,
      },
    },
  ).exec();
  return result.matchedCount === 1;
}

/** The owner's posts still to come whose platforms include `platform`, soonest first. */
export function listPendingPostsOn(
  ownerId: OwnerId,
  platform: ConnectablePlatformId,
): Promise<Pick<ScheduledPostRecord, '_id' | 'platforms' | 'jobId' | 'scheduledTime'>[]> {
  return ScheduledPostModel.find(
    { ...ownerFilter(ownerId), status: upcomingCheck(), platforms: platform },
    { platforms: 1, jobId: 1, scheduledTime: 1 },
  )
    .sort({ scheduledTime: 1 })
    .lean()
    .exec();
}

/**
 * Takes `platform` off one of the owner's pending posts, in one conditional write: false when the
 * post is no longer pending or no longer names it. Its job stays: the job names only the post,
 * whose platforms the publish reads when it runs.
 */
export async function removePlatformFromPendingPost(
  ownerId: OwnerId,
  postId: Types.ObjectId | string,
  platform: ConnectablePlatformId,
): Promise<boolean> {
  const result = await ScheduledPostModel.updateOne(
    {
      _id: new Types.ObjectId(postId),
      ownerId: ownerCheck(ownerId),
      status: upcomingCheck(),
      platforms: platform,
    },
    { $pull: { platforms: platform } },
  ).exec();
  return result.modifiedCount === 1;
}

/**
 * Posts still to come whose time passed before `before` (the overdue sweep), oldest first: a
 * pending post is published by its job, one awaiting approval is moved or expired by it.
 */
export async function listOverduePendingPosts(
  before: Date,
  limit: number,
): Promise<Pick<ScheduledPostRecord, '_id' | 'ownerId' | 'jobId' | 'scheduledTime'>[]> {
  // One equality per status: FerretDB hands equalities to PostgreSQL's index, not `$in`.
  const lists = await Promise.all(
    CANCELLABLE_POST_STATUSES.map((status) =>
      ScheduledPostModel.find(
        { status, scheduledTime: { $lt: before } },
        { ownerId: 1, jobId: 1, scheduledTime: 1 },
      )
        .sort({ scheduledTime: 1 })
        .limit(limit)
        .lean()
        .exec(),
    ),
  );
  return lists
    .flat()
    .sort((a, b) => a.scheduledTime.getTime() - b.scheduledTime.getTime())
    .slice(0, limit);
}

/**
 * The times of the owner's posts still to come within [from, to): the slots the best time must
 * not take.
 */
export async function listPendingPostTimes(
  ownerId: OwnerId,
  from: Date,
  to: Date,
): Promise<Date[]> {
  const posts = await ScheduledPostModel.find(
    { ...ownerFilter(ownerId), status: upcomingCheck(), scheduledTime: { $gte: from, $lt: to } },
    { scheduledTime: 1 },
  )
    .lean()
    .exec();
  return posts.map((post) => post.scheduledTime);
}

/**
 * Posts of every owner that finished publishing since `since`, newest first, with their
 * per-platform results: for the worker's engagement refresh only.
 */
export function listRecentlyPublishedPosts(
  since: Date,
  limit: number,
): Promise<Pick<ScheduledPostRecord, '_id' | 'ownerId' | 'platformResults' | 'completedAt'>[]> {
  return ScheduledPostModel.find(
    { status: 'completed', completedAt: { $gte: since } },
    { ownerId: 1, platformResults: 1, completedAt: 1 },
  )
    .sort({ completedAt: -1 })
    .limit(limit)
    .lean()
    .exec();
}
