import type { ConnectablePlatformId } from '@postcraft/contracts';
import { model, Schema, type Types } from 'mongoose';
import type { PlatformOutcome } from './scheduled-post.model.js';

/**
 * One post's publish to one platform. Inserting `_id = <postId>:<platform>` is the claim (a
 * unique `_id` insert is the one compare-and-set FerretDB 1.x honours): whoever inserts it is the
 * only one that ever calls the platform for that post, and the only one that writes `outcome`.
 * A claim without an outcome after `leaseUntil` belongs to a process that died; its platform call
 * may or may not have gone through, so it is never repeated.
 */
export interface PublishAttemptRecord {
  _id: string;
  postId: Types.ObjectId;
  ownerId: Types.ObjectId;
  platform: ConnectablePlatformId;
  /** Who claimed it (worker name or 'api:<request id>'), for the logs. */
  claimedBy: string;
  claimedAt: Date;
  leaseUntil: Date;
  outcome: PlatformOutcome | null;
  externalId: string | null;
  url: string | null;
  message: string | null;
  /** PlatformError kind of a failure ('rejected', 'reauth_required', ...). */
  errorKind: string | null;
  /** Platform calls made (1 + retries of temporary failures). */
  calls: number;
  publishedAt: Date | null;
  finishedAt: Date | null;
}

const publishAttemptSchema = new Schema<PublishAttemptRecord>(
  {
    _id: { type: String, required: true },
    postId: { type: Schema.Types.ObjectId, required: true },
    ownerId: { type: Schema.Types.ObjectId, required: true },
    platform: { type: String, required: true },
    claimedBy: { type: String, required: true },
    claimedAt: { type: Date, required: true },
    leaseUntil: { type: Date, required: true },
    outcome: { type: String, default: null },
    externalId: { type: String, default: null },
    url: { type: String, default: null },
    message: { type: String, default: null },
    errorKind: { type: String, default: null },
    calls: { type: Number, default: 0 },
    publishedAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
  },
  { collection: 'publishAttempts', versionKey: false },
);
publishAttemptSchema.index({ postId: 1 });

export const PublishAttemptModel = model<PublishAttemptRecord>(
  'PublishAttempt',
  publishAttemptSchema,
);

/** The claim id of a post's publish to a platform. */
export const publishAttemptId = (postId: string, platform: string) => `${postId}:${platform}`;
