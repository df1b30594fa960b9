import { model, Schema, type Types } from 'mongoose';

/** Why credits moved. */
export const CREDIT_MOVEMENT_KINDS = [
  /** A pack bought with a PaymentIntent (+). */
  'purchase',
  /** A billing period's allowance of a subscription (+, monthly pot, until `expiresAt`). */
  'allowance',
  /** Credits held when a render is accepted (−). */
  'hold',
  /** A render finished: what it held and did not use comes back (+ or 0). */
  'settle',
  /** A render failed or was cancelled: everything it held comes back (+). */
  'release',
  /** A payment refunded: its credits go (−). */
  'refund',
  /** Credits an operator gave (+) or took (−). */
  'grant',
] as const;
export type CreditMovementKind = (typeof CREDIT_MOVEMENT_KINDS)[number];

/**
 * Credits bought or granted never expire; a subscription's allowance lasts one period: the
 * monthly pot's movements name their period, and only the current period's count.
 */
export const CREDIT_POTS = ['purchased', 'monthly'] as const;
export type CreditPot = (typeof CREDIT_POTS)[number];

/**
 * One credit movement. The ledger is insert-only: a row is never updated or deleted, and every
 * balance is a sum over rows (FerretDB loses concurrent `$set`s and has no atomic `$inc`, so a
 * balance kept in place would drift). `_id` is the movement's unique key (`purchase:<pi>`,
 * `hold:<generation>:<pot>`…): inserting it twice fails, so a movement happens once whoever
 * records it first (a confirm call, a webhook, a retried job).
 */
export interface CreditMovementRecord {
  _id: string;
  ownerId: Types.ObjectId;
  kind: CreditMovementKind;
  pot: CreditPot;
  /** Signed whole credits (seconds of video). */
  amount: number;
  /** What the movement is about: a PaymentIntent, an invoice, a generation. */
  reference: string;
  /** For holds and their ends: the content type the credits pay for. */
  contentType?: 'video';
  /** Monthly pot only: the allowance (its invoice) these credits belong to. */
  period?: string;
  /** Allowances only: when the period ends and what is left of it lapses. */
  expiresAt?: Date;
  createdAt: Date;
}

const creditMovementSchema = new Schema<CreditMovementRecord>(
  {
    _id: { type: String, required: true },
    ownerId: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: CREDIT_MOVEMENT_KINDS, required: true },
    pot: { type: String, enum: CREDIT_POTS, required: true },
    amount: { type: Number, required: true, validate: Number.isInteger },
    reference: { type: String, required: true },
    contentType: { type: String, enum: ['video'] },
    period: { type: String },
    expiresAt: { type: Date },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'creditLedger' },
);
creditMovementSchema.index({ ownerId: 1, createdAt: 1 });

export const CreditMovementModel = model<CreditMovementRecord>(
  'CreditMovement',
  creditMovementSchema,
);
