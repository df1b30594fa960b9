import type { ConnectablePlatformId } from '@postcraft/contracts';
import { model, Schema, type Types } from 'mongoose';

/**
 * The user disconnected their account on a platform themselves. Kept after the account and its
 * tokens are gone, so a pending post that comes due meanwhile fails saying so (not as if the
 * platform had refused the account); removed when the account is connected again. Its `_id` is
 * `<userId>:<platform>`: one per user and platform.
 */
export interface AccountDisconnectionRecord {
  _id: string;
  userId: Types.ObjectId;
  platform: ConnectablePlatformId;
  disconnectedAt: Date;
}

const accountDisconnectionSchema = new Schema<AccountDisconnectionRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    platform: { type: String, required: true },
    disconnectedAt: { type: Date, required: true },
  },
  { collection: 'accountDisconnections', versionKey: false },
);

export const AccountDisconnectionModel = model<AccountDisconnectionRecord>(
  'AccountDisconnection',
  accountDisconnectionSchema,
);
