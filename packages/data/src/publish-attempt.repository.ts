import type { ConnectablePlatformId } from '@postcraft/contracts';
import type { OwnerId } from './owner-id.js';
import { Types } from 'mongoose';
import {
  PublishAttemptModel,
  publishAttemptId,
  type PublishAttemptRecord,
  type PublishClaimRecord,
} from './publish-attempt.model.js';
import {
  PublishOutcomeModel,
  type PublishOutcomeFields,
  type PublishOutcomeRecord,
} from './publish-outcome.model.js';
import { InsertBatcher } from './insert-batcher.js';

/** Claims made together (a burst of posts due at once) share one insert; so do outcomes. */
const claims = new InsertBatcher(PublishAttemptModel);
const outcomes = new InsertBatcher(PublishOutcomeModel);

const OUTCOME_FIELDS = [
  'outcome',
  'externalId',
  'url',
  'message',
  'errorKind',
  'calls',
  'publishedAt',
  'finishedAt',
] as const;

/**
 * The claim with its outcome. A claim stored by an earlier version of Postcraft kept its outcome
 * in its own fields: those are read when no outcome was written apart.
 */
function attemptOf(
  claim: PublishClaimRecord,
  outcome: PublishOutcomeRecord | null,
): PublishAttemptRecord {
  const source: Record<string, unknown> = { ...(outcome ?? claim) };
  const fields = Object.fromEntries(OUTCOME_FIELDS.map((field) => [field, source[field] ?? null]));
  return {
    _id: claim._id,
    postId: claim.postId,
    ownerId: claim.ownerId,
    platform: claim.platform,
    claimedBy: claim.claimedBy,
    claimedAt: claim.claimedAt,
    leaseUntil: claim.leaseUntil,
    round: claim.round ?? 0,
    ...fields,
  } as PublishAttemptRecord;
}

export interface AttemptClaim {
  postId: Types.ObjectId;
  ownerId: Types.ObjectId;
  platform: ConnectablePlatformId;
  claimedBy: string;
  now: Date;
  leaseMs: number;
  /** 0 for the post's publish, n for its n-th Retry on this platform (default 0). */
  round?: number;
}

/**
 * Claims the publish of a post to a platform. Answers `{ claimed: true }` to exactly one caller
 * ever; every other caller gets the attempt as it stands (with or without its outcome).
 */
export async function claimPublishAttempt(
  claim: AttemptClaim,
): Promise<{ claimed: true } | { claimed: false; attempt: PublishAttemptRecord }> {
  const round = claim.round ?? 0;
  const claimed = await claims.insert({
    _id: publishAttemptId(claim.postId.toString(), claim.platform, round),
    postId: claim.postId,
    ownerId: claim.ownerId,
    platform: claim.platform,
    claimedBy: claim.claimedBy,
    claimedAt: claim.now,
    leaseUntil: new Date(claim.now.getTime() + claim.leaseMs),
    ...(round === 0 ? {} : { round }),
  });
  if (claimed) return { claimed: true };
  const attempt = await findPublishAttempt(claim.postId, claim.platform, round);
  if (!attempt) throw new Error(`The publish claim of ${claim.postId} vanished after a duplicate`);
  return { claimed: false, attempt };
}

/** A post's attempt on a platform, with its outcome when it has one; null when never claimed. */
export async function findPublishAttempt(
  postId: Types.ObjectId,
  platform: ConnectablePlatformId,
  round = 0,
): Promise<PublishAttemptRecord | null> {
  const _id = publishAttemptId(postId.toString(), platform, round);
  const [claim, outcome] = await Promise.all([
    PublishAttemptModel.findById(_id).lean().exec(),
    PublishOutcomeModel.findById(_id).lean().exec(),
  ]);
  return claim ? attemptOf(claim, outcome) : null;
}

export type AttemptOutcome = PublishOutcomeFields;

/**
 * Writes the outcome of an attempt; only its claimer, or the process that took the claim over,
 * calls this. Should both write one, the first is kept.
 */
export async function recordAttemptOutcome(
  claim: Pick<PublishClaimRecord, 'postId' | 'ownerId' | 'platform' | 'round'>,
  outcome: AttemptOutcome,
): Promise<void> {
  await outcomes.insert({
    _id: publishAttemptId(claim.postId.toString(), claim.platform, claim.round ?? 0),
    postId: claim.postId,
    ownerId: claim.ownerId,
    platform: claim.platform,
    ...outcome,
  });
}

/**
 * Gives a claim back without an outcome: its claimer's call failed in a way the platform says
 * created nothing (5xx, 429, network) and a later run of the job will claim it again. Only the
 * claimer releases, and only a claim still without an outcome (one that took it over may have
 * written one).
 */
export async function releasePublishAttempt(
  postId: Types.ObjectId,
  platform: ConnectablePlatformId,
  claimedBy: string,
  round = 0,
): Promise<void> {
  const _id = publishAttemptId(postId.toString(), platform, round);
  if (await PublishOutcomeModel.exists({ _id })) return;
  await PublishAttemptModel.deleteOne({ _id, claimedBy, outcome: null }).exec();
}

/** Every attempt made for a post. */
export async function listPublishAttempts(postId: Types.ObjectId): Promise<PublishAttemptRecord[]> {
  const [claimsOfPost, outcomesOfPost] = await Promise.all([
    PublishAttemptModel.find({ postId }).lean().exec(),
    PublishOutcomeModel.find({ postId }).lean().exec(),
  ]);
  const outcomeOf = new Map(outcomesOfPost.map((outcome) => [outcome._id, outcome]));
  return claimsOfPost.map((claim) => attemptOf(claim, outcomeOf.get(claim._id) ?? null));
}

/**
 * The latest round of each platform a post was claimed on (a Retry claims a new round of a
 * platform whose latest round failed for certain), with its outcome when it has one.
 */
export async function listLatestPublishAttempts(
  postId: Types.ObjectId,
): Promise<Map<ConnectablePlatformId, PublishAttemptRecord>> {
  const latest = new Map<ConnectablePlatformId, PublishAttemptRecord>();
  for (const attempt of await listPublishAttempts(postId)) {
    const known = latest.get(attempt.platform);
    if (!known || (known.round ?? 0) < (attempt.round ?? 0)) latest.set(attempt.platform, attempt);
  }
  return latest;
}

/** Forgets a post's attempts (the post's record is deleted). */
export async function deletePublishAttemptsOf(postId: Types.ObjectId): Promise<void> {
  await PublishOutcomeModel.deleteMany({ postId }).exec();
  await PublishAttemptModel.deleteMany({ postId }).exec();
}

/** Forgets every attempt of the owner's posts (their account is being deleted). */
export async function deleteAllPublishAttemptsOf(ownerId: OwnerId): Promise<number> {
  const owner = new Types.ObjectId(ownerId);
  await PublishOutcomeModel.deleteMany({ ownerId: owner }).exec();
  const result = await PublishAttemptModel.deleteMany({ ownerId: owner }).exec();
  return result.deletedCount;
}
