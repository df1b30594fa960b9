import { model, Schema } from 'mongoose';

/**
 * The payment Sandbox's own data, apart from Postcraft's: the Stripe objects it serves (customers,
 * payment intents, charges, payment methods, products, prices, subscriptions, invoices, setup
 * intents, portal sessions, events) and the answers kept for idempotency keys. Only the payment
 * Sandbox reads these.
 *
 * An object is a chain of revisions, each a document of its own whose `_id` is the object's id and
 * its version. Changing an object inserts its next version: a unique `_id` insert is the one
 * compare-and-set that holds on FerretDB 1.x (docs/decisions.md), so of two confirmations of one
 * payment only one writes the next version, and its outcome is in the insert itself.
 */
export const PAYMENT_SANDBOX_OBJECT_TYPES = [
  'customer',
  'payment_intent',
  'charge',
  'payment_method',
  'product',
  'price',
  'subscription',
  'invoice',
  'setup_intent',
  'billing_portal.session',
  'event',
] as const;
export type PaymentSandboxObjectType = (typeof PAYMENT_SANDBOX_OBJECT_TYPES)[number];

export interface PaymentSandboxRevisionRecord {
  /** `<objectId>#<version>`. */
  _id: string;
  /** The Stripe-style id: `cus_…`, `pi_…`, `evt_…`. */
  objectId: string;
  type: PaymentSandboxObjectType;
  /** 1 for the object as created, one more for each change. */
  version: number;
  /** The customer the object belongs to, for lists by customer (never changes). */
  customer: string | null;
  /** When the object was created, in milliseconds: lists sort on it. */
  createdAtMs: number;
  /** The object as the API answers it, as JSON (metadata keys are the caller's). */
  data: string;
  /** What the Sandbox keeps beside it and never answers (hashes of one-time tokens, links), as JSON. */
  internal: string;
  createdAt: Date;
}

export const PaymentSandboxRevisionModel = model<PaymentSandboxRevisionRecord>(
  'PaymentSandboxRevision',
  new Schema<PaymentSandboxRevisionRecord>(
    {
      _id: { type: String, required: true },
      objectId: { type: String, required: true },
      type: { type: String, required: true },
      version: { type: Number, required: true },
      customer: { type: String, default: null },
      createdAtMs: { type: Number, required: true },
      data: { type: String, required: true },
      internal: { type: String, default: '{}' },
    },
    { timestamps: { createdAt: true, updatedAt: false }, collection: 'paymentSandboxRevisions' },
  )
    .index({ objectId: 1, version: -1 })
    .index({ type: 1, customer: 1 }),
);

/**
 * The answer given to a request with an `Idempotency-Key`, so a retry gets the same answer.
 * Inserted (unique `_id`) before the request runs, by the request that claims the key; only that
 * request writes its `status` and `body`. A claim still without an answer after a minute is
 * abandoned (its process stopped) and may be claimed again.
 */
export interface PaymentSandboxIdempotencyRecord {
  /** sha256 of the key. */
  _id: string;
  /** sha256 of the method, path and parameters the key was first used with. */
  fingerprint: string;
  status: number | null;
  /** The answer's JSON. */
  body: string | null;
  createdAt: Date;
}

export const PaymentSandboxIdempotencyModel = model<PaymentSandboxIdempotencyRecord>(
  'PaymentSandboxIdempotency',
  new Schema<PaymentSandboxIdempotencyRecord>(
    {
      _id: { type: String, required: true },
      fingerprint: { type: String, required: true },
      status: { type: Number, default: null },
      body: { type: String, default: null },
    },
    {
      timestamps: { createdAt: true, updatedAt: false },
      collection: 'paymentSandboxIdempotencyKeys',
    },
  ),
);
