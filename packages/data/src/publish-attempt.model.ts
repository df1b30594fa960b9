import type { ConnectablePlatformId } from '@postcraft/contracts';
import { model, Schema, type Types } from 'mongoose';
import type { PublishOutcomeFields } from './publish-outcome.model.js';

/**
 * The claim of one post's publish to one platform. Inserting `_id = <postId>:<platform>` is the
 * claim (a unique `_id` insert is the one compare-and-set FerretDB 1.x honours): whoever inserts
 * it is the only one that ever calls the platform for that post. Its outcome is another insert,
 * in publishOutcomes under the same `_id` (an insert costs FerretDB less than an update, and
 * outcomes written together share one). A claim without an outcome after `leaseUntil` belongs to
 * a process that died; its platform call may or may not have gone through, so it is never
 * repeated.
 */
export interface PublishClaimRecord {
  _id: string;
  postId: Types.ObjectId;
  ownerId: Types.ObjectId;
  platform: ConnectablePlatformId;
  /** Who claimed it (worker name or 'api:<request id>'), for the logs. */
  claimedBy: string;
  claimedAt: Date;
  leaseUntil: Date;
  /**
   * 0 for the post's publish; 1, 2, ... for each Retry of a platform whose previous round failed
   * for certain. Absent on claims stored before retries existed (read as 0).
   */
  round?: number;
}

/** A claim with its outcome, or with null outcome fields while it has none. */
export type PublishAttemptRecord = PublishClaimRecord & {
  [Field in keyof PublishOutcomeFields]: PublishOutcomeFields[Field] | null;
};

const publishClaimSchema = new Schema<PublishClaimRecord>(
  {
    _id: { type: String, required: true },
    postId: { type: Schema.Types.ObjectId, required: true },
    ownerId: { type: Schema.Types.ObjectId, required: true },
    platform: { type: String, required: true },
    claimedBy: { type: String, required: true },
    claimedAt: { type: Date, required: true },
    leaseUntil: { type: Date, required: true },
    round: { type: Number },
  },
  { collection: 'publishAttempts', versionKey: false },
);
publishClaimSchema.index({ postId: 1 });

export const PublishAttemptModel = model<PublishClaimRecord>('PublishAttempt', publishClaimSchema);

/**
 * The claim id of a post's publish to a platform: `<postId>:<platform>` for its publish (round 0),
 * `<postId>:<platform>:<round>` for a Retry, so each round is claimed exactly once too.
 */
export const publishAttemptId = (postId: string, platform: string, round = 0) =>
  round === 0 ? `${postId}:${platform}` : `${postId}:${platform}:${round}`;

/** The round of a stored claim (claims stored before retries existed have none: 0). */
export const roundOfAttempt = (attempt: Pick<PublishClaimRecord, 'round'>): number =>
  attempt.round ?? 0;
