import { model, Schema, Types } from 'mongoose';
import { ContactMessageModel, type ContactMessageRecord } from './contact-message.model.js';

const MINUTE_MS = 60_000;

/** How contact-form messages are retried: the API's attempt is the first of `maxAttempts`. */
export const CONTACT_DELIVERY = {
  maxAttempts: 10,
  /** The wait after the first failure; it doubles after each one, up to `maxRetryDelayMs`. */
  firstRetryDelayMs: 5 * MINUTE_MS,
  maxRetryDelayMs: 6 * 60 * MINUTE_MS,
  /** An attempt claimed this long ago whose outcome was never written was cut short (a crash). */
  interruptedAfterMs: 15 * MINUTE_MS,
} as const;

/** The wait before the next attempt once attempt `attempt` (1-based) failed. */
export function retryDelayAfter(attempt: number): number {
  const delay = CONTACT_DELIVERY.firstRetryDelayMs * 2 ** Math.max(0, attempt - 1);
  return Math.min(delay, CONTACT_DELIVERY.maxRetryDelayMs);
}

/**
 * One delivery attempt of one message, claimed by inserting `_id = <messageId>:<attempt>`: the
 * only compare-and-set that holds on FerretDB 1.x (see docs/decisions.md), so the API and any
 * number of workers never make the same attempt twice, and none makes another once one has
 * delivered (the next attempt number is only written by the claimer of the previous one).
 */
export interface ContactDeliveryClaimRecord {
  _id: string;
  messageId: Types.ObjectId;
  attempt: number;
  claimedAt: Date;
}

const contactDeliveryClaimSchema = new Schema<ContactDeliveryClaimRecord>(
  {
    _id: { type: String, required: true },
    messageId: { type: Schema.Types.ObjectId, required: true, index: true },
    attempt: { type: Number, required: true },
    claimedAt: { type: Date, required: true },
  },
  { collection: 'contactDeliveryClaims', versionKey: false },
);

export const ContactDeliveryClaimModel = model<ContactDeliveryClaimRecord>(
  'ContactDeliveryClaim',
  contactDeliveryClaimSchema,
);

export const contactDeliveryClaimId = (messageId: Types.ObjectId | string, attempt: number) =>
  `${messageId.toString()}:${attempt}`;

/** What an attempt needs to know of its message. */
export type DeliverableMessage = Pick<
  ContactMessageRecord,
  '_id' | 'deliveryAttempts' | 'deliveredAt'
>;

export type ContactDeliveryResult =
  | { outcome: 'delivered'; attempt: number }
  | { outcome: 'failed'; attempt: number; error: string; willRetry: boolean }
  /** Already delivered, out of attempts, or this attempt is someone else's. */
  | { outcome: 'skipped'; reason: 'delivered' | 'exhausted' | 'claimed-elsewhere' };

const INTERRUPTED = 'interrupted before its outcome was recorded';

async function claimAttempt(messageId: Types.ObjectId, attempt: number): Promise<boolean> {
  try {
    await ContactDeliveryClaimModel.create({
      _id: contactDeliveryClaimId(messageId, attempt),
      messageId,
      attempt,
      claimedAt: new Date(),
    });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 11000) return false;
    throw error;
  }
}

/**
 * When the holder of an attempt's claim died before writing its outcome, the attempt counts as
 * failed once `interruptedAfterMs` passed, so the next one can be made. Every caller writes the
 * same values, so racing here is harmless.
 */
async function settleInterruptedAttempt(messageId: Types.ObjectId, attempt: number) {
  const claim = await ContactDeliveryClaimModel.findById(contactDeliveryClaimId(messageId, attempt))
    .lean()
    .exec();
  if (!claim || claim.claimedAt.getTime() > Date.now() - CONTACT_DELIVERY.interruptedAfterMs) {
    return;
  }
  const willRetry = attempt < CONTACT_DELIVERY.maxAttempts;
  await ContactMessageModel.updateOne(
    { _id: messageId, deliveryAttempts: attempt - 1, deliveredAt: null },
    {
      $set: {
        deliveryAttempts: attempt,
        lastDeliveryError: INTERRUPTED,
        nextDeliveryAt: willRetry ? new Date() : null,
      },
    },
  ).exec();
}

/**
 * Makes the next delivery attempt of a message: claims it, calls `send`, and records the outcome
 * on the message (`deliveryAttempts`, `deliveredAt` or `lastDeliveryError`, `nextDeliveryAt`
 * with backoff). `describeFailure` turns a failure into a short, log-safe text (never the
 * message's content).
 */
export async function attemptContactDelivery(
  message: DeliverableMessage,
  send: () => Promise<void>,
  describeFailure: (error: unknown) => string,
): Promise<ContactDeliveryResult> {
  if (message.deliveredAt) return { outcome: 'skipped', reason: 'delivered' };
  const attempt = (message.deliveryAttempts ?? 0) + 1;
  if (attempt > CONTACT_DELIVERY.maxAttempts) return { outcome: 'skipped', reason: 'exhausted' };
  if (!(await claimAttempt(message._id, attempt))) {
    await settleInterruptedAttempt(message._id, attempt);
    return { outcome: 'skipped', reason: 'claimed-elsewhere' };
  }

  try {
    await send();
  } catch (failure) {
    const error = describeFailure(failure).slice(0, 300) || 'unknown error';
    const willRetry = attempt < CONTACT_DELIVERY.maxAttempts;
    await ContactMessageModel.updateOne(
      { _id: message._id },
      {
        $set: {
          deliveryAttempts: attempt,
          lastDeliveryError: error,
          nextDeliveryAt: willRetry ? new Date(Date.now() + retryDelayAfter(attempt)) : null,
        },
      },
    ).exec();
    return { outcome: 'failed', attempt, error, willRetry };
  }

  await ContactMessageModel.updateOne(
    { _id: message._id },
    { $set: { deliveryAttempts: attempt, deliveredAt: new Date(), nextDeliveryAt: null } },
  ).exec();
  return { outcome: 'delivered', attempt };
}

/** Undelivered messages whose next attempt is due, the longest waiting first. */
export async function findDueContactMessages(
  now: Date,
  limit: number,
): Promise<ContactMessageRecord[]> {
  return ContactMessageModel.find({ deliveredAt: null, nextDeliveryAt: { $lte: now } })
    .sort({ nextDeliveryAt: 1 })
    .limit(limit)
    .lean()
    .exec();
}

/** Deletes the messages received before `cutoff` with their delivery claims; answers how many. */
export async function purgeContactMessagesBefore(cutoff: Date, batchSize = 500): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await ContactMessageModel.find({ createdAt: { $lt: cutoff } }, { _id: 1 })
      .limit(batchSize)
      .lean()
      .exec();
    if (batch.length === 0) return deleted;
    const ids = batch.map((row) => row._id);
    await ContactDeliveryClaimModel.deleteMany({ messageId: { $in: ids } }).exec();
    const { deletedCount } = await ContactMessageModel.deleteMany({ _id: { $in: ids } }).exec();
    deleted += deletedCount;
  }
}
