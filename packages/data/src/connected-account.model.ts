import type { ConnectablePlatformId } from '@postcraft/contracts';
import { model, Schema, type HydratedDocument, type Types } from 'mongoose';
import { announceWritesToOwnerVersions } from './owner-version-hooks.js';

export type ConnectedAccountStatus = 'connected' | 'reconnect_needed';

/**
 * A social account a user connected: one per platform and user. The platform's tokens are stored
 * only encrypted (`tokensSealed`, a TokenCipher output); expiry dates stay readable so the worker
 * can find what to refresh.
 */
export interface ConnectedAccountRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  platform: ConnectablePlatformId;
  /** The platform's id of the account. */
  accountId: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  followers: number;
  profileUrl: string | null;
  /** What the adapter needs to publish (page id, chat id, board id...); never shown. */
  metadata: Record<string, string>;
  tokensSealed: string;
  accessExpiresAt: Date | null;
  refreshExpiresAt: Date | null;
  canRefresh: boolean;
  /** Grows with each new token set; a refresh claims `<id>:<version>` so it runs once. */
  tokenVersion: number;
  status: ConnectedAccountStatus;
  /** The platform's reason when it stopped accepting the tokens. */
  statusReason: string | null;
  lastRefreshedAt: Date | null;
  /**
   * When the user last made this account the active one: on a plan that allows fewer accounts
   * than are connected, the most recently chosen ones publish (else the oldest connections) and
   * the others stay connected but idle.
   */
  activeChosenAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type ConnectedAccountDocument = HydratedDocument<ConnectedAccountRecord>;

const connectedAccountSchema = new Schema<ConnectedAccountRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    platform: { type: String, required: true },
    accountId: { type: String, required: true },
    username: { type: String, required: true },
    displayName: { type: String, default: '' },
    avatarUrl: { type: String, default: null },
    followers: { type: Number, default: 0 },
    profileUrl: { type: String, default: null },
    metadata: { type: Schema.Types.Mixed, default: () => ({}) },
    tokensSealed: { type: String, required: true },
    accessExpiresAt: { type: Date, default: null, index: true },
    refreshExpiresAt: { type: Date, default: null },
    canRefresh: { type: Boolean, default: false },
    tokenVersion: { type: Number, default: 1 },
    status: { type: String, enum: ['connected', 'reconnect_needed'], default: 'connected' },
    statusReason: { type: String, default: null },
    lastRefreshedAt: { type: Date, default: null },
    activeChosenAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'connectedAccounts', minimize: false },
);
connectedAccountSchema.index({ userId: 1, platform: 1 }, { unique: true });

/**
 * The accounts are part of the user as `/me` answers them (their summaries), so every write
 * changes the owner's users version once it is done, as a write of the user does (user.model.ts).
 * Name the `userId` in filters: a write that names none changes every user's version.
 */
announceWritesToOwnerVersions(connectedAccountSchema, 'users', 'userId');

export const ConnectedAccountModel = model<ConnectedAccountRecord>(
  'ConnectedAccount',
  connectedAccountSchema,
);
