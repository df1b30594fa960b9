import { model, Schema } from 'mongoose';

/**
 * One-shot claims on a verification code, made by inserting a unique `_id`: the only
 * compare-and-set that holds on FerretDB 1.x between concurrent requests (see docs/decisions.md).
 *
 * - `<codeId>:try:<n>` is the n-th try at a code; at most `maxAttempts` can exist, so parallel
 *   guesses cannot exceed the attempt limit.
 * - `<codeId>:use` consumes a code: only one request can turn it into a session or a new password.
 *
 * Rows carry their code's expiry; expired ones are deleted when the address gets a new code and
 * by the worker's maintenance.
 */
export interface VerificationCodeClaimRecord {
  _id: string;
  email: string;
  expiresAt: Date;
  createdAt: Date;
}

const verificationCodeClaimSchema = new Schema<VerificationCodeClaimRecord>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true, index: true },
    expiresAt: { type: Date, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'verificationCodeClaims' },
);

export const VerificationCodeClaimModel = model<VerificationCodeClaimRecord>(
  'VerificationCodeClaim',
  verificationCodeClaimSchema,
);

export const codeTryClaimId = (codeId: { toString(): string }, attempt: number) =>
  `${codeId.toString()}:try:${attempt}`;
export const codeUseClaimId = (codeId: { toString(): string }) => `${codeId.toString()}:use`;
