import type { ConnectablePlatformId } from '@postcraft/contracts';
import { model, Schema, type Types } from 'mongoose';
import type { PlatformOutcome } from './scheduled-post.model.js';

/**
 * How a claimed publish ended, written once by its claimer (or by the process that took the
 * claim over): `_id` is the claim's, so the first outcome written is the one kept.
 */
export interface PublishOutcomeRecord {
  _id: string;
  postId: Types.ObjectId;
  ownerId: Types.ObjectId;
  platform: ConnectablePlatformId;
  outcome: PlatformOutcome;
  externalId: string | null;
  url: string | null;
  message: string | null;
  /** PlatformError kind of a failure ('rejected', 'reauth_required', ...). */
  errorKind: string | null;
  /** Platform calls made (1 + retries of temporary failures). */
  calls: number;
  publishedAt: Date | null;
  finishedAt: Date;
}

/** An outcome as its writer gives it: the claim it settles names the rest. */
export type PublishOutcomeFields = Omit<
  PublishOutcomeRecord,
  '_id' | 'postId' | 'ownerId' | 'platform'
>;

const publishOutcomeSchema = new Schema<PublishOutcomeRecord>(
  {
    _id: { type: String, required: true },
    postId: { type: Schema.Types.ObjectId, required: true },
    ownerId: { type: Schema.Types.ObjectId, required: true },
    platform: { type: String, required: true },
    outcome: { type: String, required: true },
    externalId: { type: String, default: null },
    url: { type: String, default: null },
    message: { type: String, default: null },
    errorKind: { type: String, default: null },
    calls: { type: Number, default: 0 },
    publishedAt: { type: Date, default: null },
    finishedAt: { type: Date, required: true },
  },
  { collection: 'publishOutcomes', versionKey: false },
);
publishOutcomeSchema.index({ postId: 1 });

export const PublishOutcomeModel = model<PublishOutcomeRecord>(
  'PublishOutcome',
  publishOutcomeSchema,
);
