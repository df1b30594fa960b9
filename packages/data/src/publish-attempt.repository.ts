import type { ConnectablePlatformId } from '@postcraft/contracts';
import type { OwnerId } from './owner-id.js';
import { Types } from 'mongoose';
import {
  PublishAttemptModel,
  publishAttemptId,
  type PublishAttemptRecord,
} from './publish-attempt.model.js';
import type { PlatformOutcome } from './scheduled-post.model.js';
import { InsertBatcher } from './insert-batcher.js';

/** Claims made together (a burst of posts due at once) share one insert. */
const claims = new InsertBatcher(PublishAttemptModel);

export interface AttemptClaim {
  postId: Types.ObjectId;
  ownerId: Types.ObjectId;
  platform: ConnectablePlatformId;
  claimedBy: string;
  now: Date;
  leaseMs: number;
}

/**
 * Claims the publish of a post to a platform. Answers `{ claimed: true }` to exactly one caller
 * ever; every other caller gets the attempt as it stands (with or without its outcome).
 */
export async function claimPublishAttempt(
  claim: AttemptClaim,
): Promise<{ claimed: true } | { claimed: false; attempt: PublishAttemptRecord }> {
  const _id = publishAttemptId(claim.postId.toString(), claim.platform);
  const claimed = await claims.insert({
    _id,
    postId: claim.postId,
    ownerId: claim.ownerId,
    platform: claim.platform,
    claimedBy: claim.claimedBy,
    claimedAt: claim.now,
    leaseUntil: new Date(claim.now.getTime() + claim.leaseMs),
  });
  if (claimed) return { claimed: true };
  const attempt = await PublishAttemptModel.findById(_id).lean().exec();
  if (!attempt) throw new Error(`Publish attempt ${_id} vanished after a duplicate insert`);
  return { claimed: false, attempt };
}

export interface AttemptOutcome {
  outcome: PlatformOutcome;
  externalId: string | null;
  url: string | null;
  message: string | null;
  errorKind: string | null;
  calls: number;
  publishedAt: Date | null;
  finishedAt: Date;
}

/** Writes the outcome of an attempt; only its claimer calls this, once. */
export async function recordAttemptOutcome(
  postId: Types.ObjectId,
  platform: ConnectablePlatformId,
  outcome: AttemptOutcome,
): Promise<void> {
  await PublishAttemptModel.updateOne(
    { _id: publishAttemptId(postId.toString(), platform) },
    { $set: outcome },
  ).exec();
}

/**
 * Gives a claim back without an outcome: its claimer's call failed in a way the platform says
 * created nothing (5xx, 429, network) and a later run of the job will claim it again. Only the
 * claimer releases, and only a claim still without an outcome.
 */
export async function releasePublishAttempt(
  postId: Types.ObjectId,
  platform: ConnectablePlatformId,
  claimedBy: string,
): Promise<void> {
  await PublishAttemptModel.deleteOne({
    _id: publishAttemptId(postId.toString(), platform),
    claimedBy,
    outcome: null,
  }).exec();
}

/** Every attempt made for a post. */
export function listPublishAttempts(postId: Types.ObjectId): Promise<PublishAttemptRecord[]> {
  return PublishAttemptModel.find({ postId }).lean().exec();
}

/** Forgets a post's attempts (the post's record is deleted). */
export async function deletePublishAttemptsOf(postId: Types.ObjectId): Promise<void> {
  await PublishAttemptModel.deleteMany({ postId }).exec();
}

/** Forgets every attempt of the owner's posts (their account is being deleted). */
export async function deleteAllPublishAttemptsOf(ownerId: OwnerId): Promise<number> {
  const result = await PublishAttemptModel.deleteMany({
    ownerId: new Types.ObjectId(ownerId),
  }).exec();
  return result.deletedCount;
}
