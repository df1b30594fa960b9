import type { ConnectablePlatformId } from '@postcraft/contracts';
import { model, Schema, type HydratedDocument, type Types } from 'mongoose';

export type OAuthSessionStatus = 'created' | 'started' | 'succeeded' | 'failed';

export interface OAuthSessionResult {
  /** `{platform, username, brandLogo, likes}` of the connected account. */
  connectedAccount: {
    platform: string;
    username: string;
    brandLogo: string | null;
    likes: number;
  } | null;
  error: string | null;
  needsProfessional: boolean;
}

/**
 * One attempt at connecting an account, from the click in the app to /popup/close. Only hashes
 * of its ticket and state are stored; the PKCE verifier is encrypted. Short-lived: the worker
 * deletes it after `expiresAt`.
 */
export interface OAuthSessionRecord {
  _id: Types.ObjectId;
  /** The browser's random id, polled by session-status. Unique per user. */
  sessionId: string;
  userId: Types.ObjectId;
  platform: ConnectablePlatformId;
  /** sha256 of the single-use ticket the popup's start address carries. */
  ticketHash: string;
  /** sha256 of the OAuth state; set when the popup starts. */
  stateHash: string | null;
  /** The PKCE verifier, encrypted. */
  codeVerifierSealed: string | null;
  /** Origin of the app window that opened the popup; /popup/close is served from there. */
  returnOrigin: string;
  status: OAuthSessionStatus;
  result: OAuthSessionResult | null;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export type OAuthSessionDocument = HydratedDocument<OAuthSessionRecord>;

const oauthSessionSchema = new Schema<OAuthSessionRecord>(
  {
    sessionId: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    platform: { type: String, required: true },
    ticketHash: { type: String, required: true, unique: true },
    stateHash: { type: String, default: null, index: true },
    codeVerifierSealed: { type: String, default: null },
    returnOrigin: { type: String, required: true },
    status: { type: String, required: true, default: 'created' },
    result: { type: Schema.Types.Mixed, default: null },
    expiresAt: { type: Date, required: true, index: true },
  },
  { timestamps: true, collection: 'oauthSessions' },
);
oauthSessionSchema.index({ userId: 1, sessionId: 1 }, { unique: true });

export const OAuthSessionModel = model<OAuthSessionRecord>('OAuthSession', oauthSessionSchema);
