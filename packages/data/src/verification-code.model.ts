import { model, Schema, type HydratedDocument, type Types } from 'mongoose';

export const VERIFICATION_PURPOSES = ['signup', 'reset'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/** What a repeated sign-up of a not yet verified account asks to change, applied once verified. */
export interface PendingRegistration {
  firstName: string;
  lastName: string;
  companyName: string;
  passwordHash: string;
}

/**
 * The one active emailed code of an address (email is unique: a new code replaces the old one).
 * Only a keyed hash of the code is stored. Expired rows are ignored on read and purged by the
 * worker's maintenance (no TTL index: FerretDB does not expire documents).
 */
export interface VerificationCodeRecord {
  _id: Types.ObjectId;
  email: string;
  codeHash: string;
  purpose: VerificationPurpose;
  expiresAt: Date;
  /** Wrong tries so far. The limit itself is enforced by VerificationCodeClaim inserts. */
  attempts: number;
  sentAt: Date;
  /** Set when the code was checked without being consumed (the reset flow checks it twice). */
  verifiedAt: Date | null;
  pendingRegistration: PendingRegistration | null;
  createdAt: Date;
  updatedAt: Date;
}

export type VerificationCodeDocument = HydratedDocument<VerificationCodeRecord>;

const pendingRegistrationSchema = new Schema<PendingRegistration>(
  {
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    companyName: { type: String, required: true },
    passwordHash: { type: String, required: true },
  },
  { _id: false },
);

const verificationCodeSchema = new Schema<VerificationCodeRecord>(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    codeHash: { type: String, required: true },
    purpose: { type: String, enum: VERIFICATION_PURPOSES, required: true },
    expiresAt: { type: Date, required: true },
    attempts: { type: Number, default: 0 },
    sentAt: { type: Date, required: true },
    verifiedAt: { type: Date, default: null },
    pendingRegistration: { type: pendingRegistrationSchema, default: null },
  },
  { timestamps: true, collection: 'verificationCodes' },
);

export const VerificationCodeModel = model<VerificationCodeRecord>(
  'VerificationCode',
  verificationCodeSchema,
);
