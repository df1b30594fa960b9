import { model, Schema, type HydratedDocument, Types } from 'mongoose';
import { announceWritesToOwnerVersions } from './owner-version-hooks.js';

/**
 * One refresh token of a login session. A session is a family of tokens: the first one (whose
 * `_id` is the family id, the `sid` of access tokens) and each token that rotation issued from
 * it. Only the sha256 of a token is stored.
 *
 * `rotationOf` is unique and always present: `login:<own id>` for the first token,
 * `rotate:<parent id>` for a rotated one, so a token can be rotated at most once even when two
 * requests race (a unique insert is atomic on FerretDB; a conditional update is not).
 */
export interface SessionRecord {
  _id: Types.ObjectId;
  familyId: Types.ObjectId;
  userId: Types.ObjectId;
  tokenHash: string;
  rotationOf: string;
  rememberMe: boolean;
  /** Server-side end of this token: 7 days with remember-me, else 24 hours. */
  expiresAt: Date;
  lastUsedAt: Date | null;
  /** Set on every token of the family when the session is revoked. */
  revokedAt: Date | null;
  /** The token that rotation issued in exchange for this one. */
  replacedBy: Types.ObjectId | null;
  userAgent: string;
  ip: string;
  createdAt: Date;
  updatedAt: Date;
}

export type SessionDocument = HydratedDocument<SessionRecord>;

const sessionSchema = new Schema<SessionRecord>(
  {
    familyId: { type: Schema.Types.ObjectId, required: true, index: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    tokenHash: { type: String, required: true, unique: true },
    rotationOf: { type: String, required: true, unique: true },
    rememberMe: { type: Boolean, default: false },
    expiresAt: { type: Date, required: true },
    lastUsedAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
    replacedBy: { type: Schema.Types.ObjectId, default: null },
    userAgent: { type: String, default: '' },
    ip: { type: String, default: '' },
  },
  { timestamps: true, collection: 'sessions' },
);

/**
 * Every write changes its user's sessions version once it is done (owner-versions.ts), so an API
 * process may keep "this session is live" under that version and still refuse a revoked session
 * at the next request, whichever process revoked it. A write whose filter names no `userId`
 * changes every user's version: name the user in filters where it is known.
 */
announceWritesToOwnerVersions(sessionSchema, 'sessions', 'userId');

export const SessionModel = model<SessionRecord>('Session', sessionSchema);

/** The `rotationOf` key of a family's first token. */
export const loginRotationKey = (sessionId: Types.ObjectId) => `login:${sessionId.toHexString()}`;
/** The `rotationOf` key of the token issued in exchange for `parentId`. */
export const rotationKeyOf = (parentId: Types.ObjectId) => `rotate:${parentId.toHexString()}`;

export const newSessionId = () => new Types.ObjectId();
