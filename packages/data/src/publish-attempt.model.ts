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
  },
  { collection: 'publishAttempts', versionKey: false },
);
publishClaimSchema.index({ postId: 1 });

export const PublishAttemptModel = model<PublishClaimRecord>('PublishAttempt', publishClaimSchema);

/** The claim id of a post's publish to a platform. */
export const publishAttemptId = (postId: string, platform: string) => `${postId}:${platform}`;
