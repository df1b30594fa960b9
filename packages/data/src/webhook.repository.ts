import type {
  Webhook,
  WebhookAttempt,
  WebhookDelivery,
  WebhookEventType,
} from '@postcraft/contracts';
import { isValidObjectId, Types } from 'mongoose';
import { WebhookDeliveryModel, type WebhookDeliveryRecord } from './webhook-delivery.model.js';
import { WebhookEndpointModel, type WebhookEndpointRecord } from './webhook-endpoint.model.js';
import type { OwnerId } from './owner-id.js';

export interface NewWebhook {
  url: string;
  events: WebhookEventType[];
  secretSealed: string;
  secretStart: string;
}

export interface NewWebhookDelivery {
  _id: string;
  ownerId: Types.ObjectId;
  endpointId: Types.ObjectId;
  eventType: WebhookDelivery['eventType'];
  eventKey: string;
  payload: string;
  jobId: string;
  nextAttemptAt: Date;
}

const MAX_SLOT_ATTEMPTS = 25;
const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;
const ownerFilter = (ownerId: OwnerId) => ({ ownerId: new Types.ObjectId(ownerId) });
const ownWebhookFilter = (ownerId: OwnerId, id: string) =>
  isValidObjectId(id) ? { _id: new Types.ObjectId(id), ...ownerFilter(ownerId) } : null;

/** A webhook as answers show it: never its secrets. */
export function toWebhookResponse(webhook: WebhookEndpointRecord): Webhook {
  return {
    _id: webhook._id.toString(),
    url: webhook.url,
    events: [...webhook.events],
    enabled: webhook.enabled,
    disabledReason: webhook.disabledReason ?? null,
    secretStart: webhook.secretStart,
    failingSince: webhook.failingSince?.toISOString() ?? null,
    createdAt: webhook.createdAt.toISOString(),
  };
}

export function toWebhookDeliveryResponse(delivery: WebhookDeliveryRecord): WebhookDelivery {
  return {
    _id: delivery._id,
    eventType: delivery.eventType,
    status: delivery.status,
    createdAt: delivery.createdAt.toISOString(),
    nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
    attempts: delivery.attempts.map((attempt) => ({ ...attempt, at: attempt.at.toISOString() })),
  };
}

/** The owner's webhooks, oldest first (the order they were added). */
export function listWebhooks(ownerId: OwnerId): Promise<WebhookEndpointRecord[]> {
  return WebhookEndpointModel.find(ownerFilter(ownerId))
    .sort({ createdAt: 1, _id: 1 })
    .lean()
    .exec();
}

/**
 * Saves a webhook in the owner's first free slot, or answers null when all `maxPerOwner` are
 * taken (two creations racing for a slot: the unique index lets one win, the other tries the next).
 */
export async function insertWebhook(
  ownerId: OwnerId,
  webhook: NewWebhook,
  maxPerOwner: number,
): Promise<WebhookEndpointRecord | null> {
  for (let attempt = 0; attempt < MAX_SLOT_ATTEMPTS; attempt += 1) {
    const used = await WebhookEndpointModel.find(ownerFilter(ownerId), { slot: 1 }).lean().exec();
    const taken = new Set(used.map((row) => row.slot));
    let slot = 0;
    while (taken.has(slot)) slot += 1;
    if (slot >= maxPerOwner) return null;
    try {
      const created = await WebhookEndpointModel.create({
        ...ownerFilter(ownerId),
        slot,
        ...webhook,
      });
      return created.toObject();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
  throw new Error('Could not find a free webhook slot: too many concurrent creations');
}

/** One of the owner's webhooks (another user's is never found). */
export function findOwnWebhook(
  ownerId: OwnerId,
  id: string,
): Promise<WebhookEndpointRecord | null> {
  const filter = ownWebhookFilter(ownerId, id);
  return filter ? WebhookEndpointModel.findOne(filter).lean().exec() : Promise.resolve(null);
}

export function findWebhookById(id: Types.ObjectId): Promise<WebhookEndpointRecord | null> {
  return WebhookEndpointModel.findById(id).lean().exec();
}

/**
 * A new address, new events, or on/off. Turning it on clears its failure run (it gets a fresh
 * 24 hours); turning it off records that the user did.
 */
export function updateWebhook(
  ownerId: OwnerId,
  id: string,
  changes: { url?: string; events?: WebhookEventType[]; enabled?: boolean },
): Promise<WebhookEndpointRecord | null> {
  const filter = ownWebhookFilter(ownerId, id);
  if (!filter) return Promise.resolve(null);
  const set: Record<string, unknown> = {};
  if (changes.url !== undefined) set.url = changes.url;
  if (changes.events !== undefined) set.events = changes.events;
  if (changes.enabled === true)
    Object.assign(set, { enabled: true, disabledReason: null, failingSince: null });
  if (changes.enabled === false) Object.assign(set, { enabled: false, disabledReason: 'user' });
  return WebhookEndpointModel.findOneAndUpdate(filter, { $set: set }, { new: true }).lean().exec();
}

/** Replaces the signing secret; the previous one keeps signing until `previousUntil`. */
export function rotateWebhookSecret(
  ownerId: OwnerId,
  id: string,
  secret: { sealed: string; start: string; previousSealed: string; previousUntil: Date },
): Promise<WebhookEndpointRecord | null> {
  const filter = ownWebhookFilter(ownerId, id);
  if (!filter) return Promise.resolve(null);
  return WebhookEndpointModel.findOneAndUpdate(
    filter,
    {
      $set: {
        secretSealed: secret.sealed,
        secretStart: secret.start,
        previousSecretSealed: secret.previousSealed,
        previousSecretUntil: secret.previousUntil,
      },
    },
    { new: true },
  )
    .lean()
    .exec();
}

/** Deletes one of the owner's webhooks and its delivery log; false when none. */
export async function deleteWebhook(ownerId: OwnerId, id: string): Promise<boolean> {
  const filter = ownWebhookFilter(ownerId, id);
  if (!filter) return false;
  const { deletedCount } = await WebhookEndpointModel.deleteOne(filter).exec();
  await WebhookDeliveryModel.deleteMany({ endpointId: filter._id, ...ownerFilter(ownerId) }).exec();
  return deletedCount > 0;
}

/** Account deletion: every webhook of the owner and their logs. */
export async function deleteAllWebhooksOf(ownerId: OwnerId): Promise<void> {
  await WebhookEndpointModel.deleteMany(ownerFilter(ownerId)).exec();
  await WebhookDeliveryModel.deleteMany(ownerFilter(ownerId)).exec();
}

/** The owner's webhooks that are on and subscribed to `eventType`. */
export function listSubscribedWebhooks(
  ownerId: OwnerId,
  eventType: WebhookEventType,
): Promise<WebhookEndpointRecord[]> {
  return WebhookEndpointModel.find({ ...ownerFilter(ownerId), enabled: true, events: eventType })
    .lean()
    .exec();
}

/**
 * Records a delivery, once per endpoint and event: when the event was recorded before, the
 * delivery made then is answered, so its id and job stay the same.
 */
export async function insertWebhookDelivery(
  delivery: NewWebhookDelivery,
): Promise<WebhookDeliveryRecord> {
  try {
    const created = await WebhookDeliveryModel.create({
      ...delivery,
      status: 'pending',
      attempts: [],
    });
    return created.toObject();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const existing = await WebhookDeliveryModel.findOne({
      endpointId: delivery.endpointId,
      eventKey: delivery.eventKey,
    })
      .lean()
      .exec();
    if (!existing) throw error;
    return existing;
  }
}

export function findWebhookDelivery(id: string): Promise<WebhookDeliveryRecord | null> {
  return WebhookDeliveryModel.findById(id).lean().exec();
}

/** Adds an attempt to a pending delivery's log, with the delivery's new status. */
export async function recordWebhookAttempt(
  id: string,
  attempt: Omit<WebhookAttempt, 'at'> & { at: Date },
  next: { status: WebhookDelivery['status']; nextAttemptAt: Date | null },
): Promise<boolean> {
  const result = await WebhookDeliveryModel.updateOne(
    { _id: id, status: 'pending' },
    { $push: { attempts: attempt }, $set: next },
  ).exec();
  return result.modifiedCount === 1;
}

/** A page of one webhook's deliveries, newest first. */
export async function listWebhookDeliveries(
  ownerId: OwnerId,
  endpointId: Types.ObjectId,
  page: number,
  pageSize: number,
): Promise<{ deliveries: WebhookDeliveryRecord[]; total: number }> {
  const filter = { ...ownerFilter(ownerId), endpointId };
  const [deliveries, total] = await Promise.all([
    WebhookDeliveryModel.find(filter)
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean()
      .exec(),
    WebhookDeliveryModel.countDocuments(filter).exec(),
  ]);
  return { deliveries, total };
}

/** Pending deliveries whose attempt is overdue (their job was lost to a crash), oldest first. */
export function listOverdueWebhookDeliveries(
  before: Date,
  limit: number,
): Promise<Array<Pick<WebhookDeliveryRecord, '_id' | 'jobId' | 'nextAttemptAt'>>> {
  return WebhookDeliveryModel.find(
    { status: 'pending', nextAttemptAt: { $lt: before } },
    { jobId: 1, nextAttemptAt: 1 },
  )
    .sort({ nextAttemptAt: 1 })
    .limit(limit)
    .lean()
    .exec();
}

/** A success ends the endpoint's failure run. */
export async function markWebhookSucceeded(endpointId: Types.ObjectId): Promise<void> {
  await WebhookEndpointModel.updateOne(
    { _id: endpointId, failingSince: { $ne: null } },
    { $set: { failingSince: null } },
  ).exec();
}

/** A failed attempt starts the endpoint's failure run, unless one is under way. */
export async function markWebhookFailing(endpointId: Types.ObjectId, at: Date): Promise<void> {
  await WebhookEndpointModel.updateOne(
    { _id: endpointId, failingSince: null },
    { $set: { failingSince: at } },
  ).exec();
}

/**
 * Turns off an endpoint whose failure run began at or before `cutoff`. True for the one call
 * that turned it off (the user is told once).
 */
export async function disableFailingWebhook(
  endpointId: Types.ObjectId,
  cutoff: Date,
): Promise<boolean> {
  const result = await WebhookEndpointModel.updateOne(
    { _id: endpointId, enabled: true, failingSince: { $ne: null, $lte: cutoff } },
    { $set: { enabled: false, disabledReason: 'failing' } },
  ).exec();
  return result.modifiedCount === 1;
}
