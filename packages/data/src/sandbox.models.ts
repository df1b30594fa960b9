import { model, Schema, type Types } from 'mongoose';

/**
 * The sandbox platform's own data, apart from Postcraft's: its accounts, pending authorisations,
 * codes, tokens (hashed), uploaded media and posts. Only the sandbox provider reads these.
 */
export interface SandboxAccountRecord {
  _id: Types.ObjectId;
  username: string;
  displayName: string;
  followers: number;
  createdAt: Date;
}

export interface SandboxAuthRequestRecord {
  /** sha256 of the request id: 32 random bytes, shown only in the consent form. */
  _id: string;
  /**
   * sha256 of the value of the consent cookie set on the browser that was shown the consent
   * page: the consent is accepted from that browser only.
   */
  browserHash: string;
  clientId: string;
  redirectUri: string;
  state: string;
  scope: string;
  codeChallenge: string;
  expiresAt: Date;
}

export interface SandboxGrantRecord {
  /** sha256 of the code, access token or refresh token. */
  _id: string;
  kind: 'code' | 'access' | 'refresh';
  accountId: Types.ObjectId;
  clientId: string;
  scope: string;
  /** Codes only: what the token request must repeat. */
  redirectUri: string | null;
  codeChallenge: string | null;
  /** Every token issued from one consent shares it; revoking one revokes them all. */
  familyId: string;
  expiresAt: Date;
  revokedAt: Date | null;
}

export interface SandboxMediaRecord {
  _id: Types.ObjectId;
  accountId: Types.ObjectId;
  key: string;
  url: string;
  mimeType: string;
  kind: 'image' | 'video';
  createdAt: Date;
}

export interface SandboxPostRecord {
  _id: Types.ObjectId;
  accountId: Types.ObjectId;
  text: string;
  title: string | null;
  media: Array<{ url: string; mimeType: string; kind: 'image' | 'video' }>;
  /** The publisher's own id of this publish, so it can find the post again after a lost answer. */
  reference: string | null;
  deletedAt: Date | null;
  createdAt: Date;
}

export const SandboxAccountModel = model<SandboxAccountRecord>(
  'SandboxAccount',
  new Schema<SandboxAccountRecord>(
    {
      username: { type: String, required: true, unique: true },
      displayName: { type: String, required: true },
      followers: { type: Number, default: 0 },
    },
    { timestamps: { createdAt: true, updatedAt: false }, collection: 'sandboxAccounts' },
  ),
);

export const SandboxAuthRequestModel = model<SandboxAuthRequestRecord>(
  'SandboxAuthRequest',
  new Schema<SandboxAuthRequestRecord>(
    {
      _id: { type: String, required: true },
      browserHash: { type: String, required: true },
      clientId: { type: String, required: true },
      redirectUri: { type: String, required: true },
      state: { type: String, required: true },
      scope: { type: String, required: true },
      codeChallenge: { type: String, required: true },
      expiresAt: { type: Date, required: true },
    },
    { collection: 'sandboxAuthRequests' },
  ),
);

export const SandboxGrantModel = model<SandboxGrantRecord>(
  'SandboxGrant',
  new Schema<SandboxGrantRecord>(
    {
      _id: { type: String, required: true },
      kind: { type: String, required: true },
      accountId: { type: Schema.Types.ObjectId, required: true },
      clientId: { type: String, required: true },
      scope: { type: String, required: true },
      redirectUri: { type: String, default: null },
      codeChallenge: { type: String, default: null },
      familyId: { type: String, required: true, index: true },
      expiresAt: { type: Date, required: true },
      revokedAt: { type: Date, default: null },
    },
    { collection: 'sandboxGrants' },
  ),
);

export const SandboxMediaModel = model<SandboxMediaRecord>(
  'SandboxMedia',
  new Schema<SandboxMediaRecord>(
    {
      accountId: { type: Schema.Types.ObjectId, required: true },
      key: { type: String, required: true },
      url: { type: String, required: true },
      mimeType: { type: String, required: true },
      kind: { type: String, required: true },
    },
    { timestamps: { createdAt: true, updatedAt: false }, collection: 'sandboxMedia' },
  ),
);

export const SandboxPostModel = model<SandboxPostRecord>(
  'SandboxPost',
  new Schema<SandboxPostRecord>(
    {
      accountId: { type: Schema.Types.ObjectId, required: true, index: true },
      text: { type: String, default: '' },
      title: { type: String, default: null },
      media: { type: [{ url: String, mimeType: String, kind: String, _id: false }], default: [] },
      reference: { type: String, default: null },
      deletedAt: { type: Date, default: null },
    },
    { timestamps: { createdAt: true, updatedAt: false }, collection: 'sandboxPosts' },
  ),
);
