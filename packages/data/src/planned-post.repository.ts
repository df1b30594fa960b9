import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { documentCheck, ownerCheck } from './owner-check.js';
import type { OwnerId } from './owner-id.js';
import {
  insertScheduledPost,
  upcomingCheck,
  type NewScheduledPost,
} from './scheduled-post.repository.js';
import {
  calendarBucketOf,
  ScheduledPostModel,
  type PlannedPostRecord,
  type ScheduledPostRecord,
} from './scheduled-post.model.js';

const slotDigest = (ownerId: OwnerId, slotKey: string) =>
  createHash('sha256').update(`autopilot:${ownerId}:${slotKey}`).digest();

/** The post id of the owner's slot: the same slot always gives the same id. */
export const plannedPostIdOf = (ownerId: OwnerId, slotKey: string): Types.ObjectId =>
  new Types.ObjectId(slotDigest(ownerId, slotKey).subarray(0, 12).toString('hex'));

/** The publish job id of the owner's slot (a version-4-shaped uuid), the same on every re-run. */
export function plannedJobIdOf(ownerId: OwnerId, slotKey: string): string {
  const hex = slotDigest(ownerId, slotKey).subarray(12, 28).toString('hex').split('');
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

const isDuplicateKey = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

/**
 * Inserts a planned post under its slot's id; null when that slot already has its post (another
 * worker or an earlier run planned it).
 */
export async function insertPlannedPost(
  ownerId: OwnerId,
  post: NewScheduledPost & { autopilot: PlannedPostRecord },
): Promise<ScheduledPostRecord | null> {
  try {
    return await insertScheduledPost(ownerId, {
      ...post,
      _id: plannedPostIdOf(ownerId, post.autopilot.slotKey),
      jobId: plannedJobIdOf(ownerId, post.autopilot.slotKey),
      origin: 'autopilot',
    });
  } catch (error) {
    if (isDuplicateKey(error)) return null;
    throw error;
  }
}

const ownerFilter = (ownerId: OwnerId) => ({ ownerId: new Types.ObjectId(ownerId) });

/** What the planner needs of each of the owner's posts in a window. */
export type PostInWindow = Pick<
  ScheduledPostRecord,
  '_id' | 'scheduledTime' | 'platforms' | 'status' | 'origin' | 'autopilot' | 'jobId'
>;

/**
 * The owner's posts scheduled within [from, to) that count towards the weekly frequency (to come,
 * or published, or failed: only cancelled and deleted ones no longer count), with their plans.
 */
export function listOwnerPostsBetween(
  ownerId: OwnerId,
  from: Date,
  to: Date,
): Promise<PostInWindow[]> {
  return ScheduledPostModel.find(
    {
      ...ownerFilter(ownerId),
      scheduledTime: { $gte: from, $lt: to },
      status: { $nin: ['cancelled', 'deleted'] },
    },
    { scheduledTime: 1, platforms: 1, status: 1, origin: 1, autopilot: 1, jobId: 1 },
  )
    .lean()
    .exec();
}

/** What a run needs of a slot's post planned before: whether it is to come, and its job. */
export type SlotPost = Pick<ScheduledPostRecord, '_id' | 'status' | 'jobId' | 'scheduledTime'>;

/**
 * The owner's posts already planned for any of `slotKeys` (in any status), by slot key: one
 * query for a run's slots instead of a look per slot. FerretDB hands the owner equality to
 * PostgreSQL (the owner's posts, through their index, as listOwnerPostsBetween reads them) and
 * checks the ids itself on those.
 */
export async function findSlotPosts(
  ownerId: OwnerId,
  slotKeys: readonly string[],
): Promise<Map<string, SlotPost>> {
  if (slotKeys.length === 0) return new Map();
  const idOf = new Map(slotKeys.map((slotKey) => [slotKey, plannedPostIdOf(ownerId, slotKey)]));
  const posts: SlotPost[] = await ScheduledPostModel.find(
    { ...ownerFilter(ownerId), _id: { $in: [...idOf.values()] } },
    { status: 1, jobId: 1, scheduledTime: 1 },
  )
    .lean()
    .exec();
  const byId = new Map(posts.map((post) => [post._id.toHexString(), post]));
  const found = new Map<string, SlotPost>();
  for (const [slotKey, id] of idOf) {
    const post = byId.get(id.toHexString());
    if (post) found.set(slotKey, post);
  }
  return found;
}

/** A planned post's topic and caption, for the planner's no-repeat rule. */
export type RecentPlan = Pick<ScheduledPostRecord, 'caption' | 'scheduledTime' | 'autopilot'>;

/** Every post the autopilot planned for the owner scheduled since `since`, in any status. */
export function listRecentPlans(ownerId: OwnerId, since: Date): Promise<RecentPlan[]> {
  return ScheduledPostModel.find(
    { ...ownerFilter(ownerId), origin: 'autopilot', scheduledTime: { $gte: since } },
    { caption: 1, scheduledTime: 1, autopilot: 1 },
  )
    .lean()
    .exec();
}

/** The owner's planned posts still to come after `after`, soonest first. */
export async function listUpcomingPlannedPosts(
  ownerId: OwnerId,
  after: Date,
  limit: number,
): Promise<ScheduledPostRecord[]> {
  const posts = await ScheduledPostModel.find({
    ...ownerFilter(ownerId),
    origin: 'autopilot',
    scheduledTime: { $gte: after },
  })
    .lean()
    .exec();
  return posts
    .filter((post) => post.status === 'pending' || post.status === 'awaiting_approval')
    .sort((a, b) => a.scheduledTime.getTime() - b.scheduledTime.getTime())
    .slice(0, limit);
}

export function countAwaitingApproval(ownerId: OwnerId): Promise<number> {
  return ScheduledPostModel.countDocuments({
    ...ownerFilter(ownerId),
    status: 'awaiting_approval',
  }).exec();
}

/** The owner's posts awaiting approval, soonest first. */
export function listAwaitingApproval(ownerId: OwnerId): Promise<ScheduledPostRecord[]> {
  return ScheduledPostModel.find({ ...ownerFilter(ownerId), status: 'awaiting_approval' })
    .sort({ scheduledTime: 1 })
    .lean()
    .exec();
}

/** Approves one of the owner's posts awaiting approval: it becomes pending (its job publishes it). */
export async function approvePlannedPost(
  ownerId: OwnerId,
  postId: Types.ObjectId | string,
  at: Date,
): Promise<boolean> {
  const result = await ScheduledPostModel.updateOne(
    {
      _id: new Types.ObjectId(postId),
      ownerId: ownerCheck(ownerId),
      status: documentCheck('awaiting_approval'),
    },
    { $set: { status: 'pending', 'autopilot.approvedAt': at } },
  ).exec();
  return result.modifiedCount === 1;
}

/** Cancels one of the owner's posts still awaiting approval (autopilot turned off, or rejected). */
export async function cancelAwaitingPost(
  ownerId: OwnerId,
  postId: Types.ObjectId | string,
): Promise<boolean> {
  const result = await ScheduledPostModel.updateOne(
    {
      _id: new Types.ObjectId(postId),
      ownerId: ownerCheck(ownerId),
      status: documentCheck('awaiting_approval'),
    },
    { $set: { status: 'cancelled' } },
  ).exec();
  return result.modifiedCount === 1;
}

/**
 * Cancels a planned post a run inserted just as the user turned autopilot off: the run saw it
 * on before the insert, the turning off listed the posts to cancel before it. Only while the
 * post is as inserted (an approval or edit since keeps it).
 */
export async function cancelLatePlannedPost(
  ownerId: OwnerId,
  post: Pick<ScheduledPostRecord, '_id' | 'status'>,
): Promise<boolean> {
  const result = await ScheduledPostModel.updateOne(
    {
      _id: post._id,
      ownerId: ownerCheck(ownerId),
      status: documentCheck(post.status),
      origin: 'autopilot',
    },
    { $set: { status: 'cancelled' } },
  ).exec();
  return result.modifiedCount === 1;
}

/** How many planned posts of the owner are pending (approved) after `after`. */
export function countApprovedUpcoming(ownerId: OwnerId, after: Date): Promise<number> {
  return ScheduledPostModel.countDocuments({
    ...ownerFilter(ownerId),
    origin: 'autopilot',
    status: 'pending',
    scheduledTime: { $gte: after },
  }).exec();
}

/**
 * A planned post that came due unpublishable (still awaiting approval, or its video not made)
 * moves once, to `to`, keeping its status; false when it changed meanwhile or moved already.
 */
export async function moveDuePlannedPost(
  post: Pick<ScheduledPostRecord, '_id' | 'ownerId' | 'status'>,
  to: Date,
): Promise<boolean> {
  const result = await ScheduledPostModel.updateOne(
    {
      _id: post._id,
      ownerId: ownerCheck(post.ownerId),
      status: documentCheck(post.status),
      'autopilot.moved': false,
    },
    {
      $set: {
        scheduledTime: to,
        calendarBucket: calendarBucketOf(post.ownerId.toString() as OwnerId, to),
        'autopilot.moved': true,
      },
    },
  ).exec();
  return result.modifiedCount === 1;
}

/** A planned post that came due unpublishable a second time is not published: it ends cancelled. */
export async function expireDuePlannedPost(
  post: Pick<ScheduledPostRecord, '_id' | 'ownerId' | 'status'>,
): Promise<boolean> {
  const result = await ScheduledPostModel.updateOne(
    {
      _id: post._id,
      ownerId: ownerCheck(post.ownerId),
      status: documentCheck(post.status),
    },
    { $set: { status: 'cancelled', 'autopilot.expired': true } },
  ).exec();
  return result.modifiedCount === 1;
}

/** A regenerated planned post's new content, written while it is still to come. */
export interface PlannedContentChange {
  caption: string;
  mediaUrl: string;
  mediaKey: string;
  mediaMimeType: string;
  mediaSizeBytes: number;
  angle: string;
  generationId: string;
}

export async function replacePlannedContent(
  ownerId: OwnerId,
  postId: Types.ObjectId | string,
  change: PlannedContentChange,
): Promise<boolean> {
  const { angle, generationId, ...post } = change;
  const result = await ScheduledPostModel.updateOne(
    {
      _id: new Types.ObjectId(postId),
      ownerId: ownerCheck(ownerId),
      status: upcomingCheck(),
      origin: 'autopilot',
    },
    {
      $set: {
        ...post,
        captions: {},
        'autopilot.angle': angle,
        'autopilot.generationId': generationId,
      },
    },
  ).exec();
  return result.modifiedCount === 1;
}
