import { createHash, randomBytes } from 'node:crypto';
import {
  DELIVER_WEBHOOK,
  type ScheduledPost,
  type WebhookEventType,
  type WebhookPayload,
} from '@postcraft/contracts';
import {
  insertWebhookDelivery,
  listSubscribedWebhooks,
  type OwnerId,
  type WebhookEndpointRecord,
} from '@postcraft/data';

/** Queues a job under an id derived from what it does (a second call with the id adds nothing). */
export type QueueJobOnce = (
  name: string,
  runAt: Date,
  data: Record<string, unknown>,
  jobId: string,
) => Promise<unknown>;

/** An event as its producer describes it. `key` names it uniquely (the same event, the same key). */
export type WebhookEvent =
  | {
      type: Exclude<WebhookEventType, 'autopilot.awaiting_approval'>;
      key: string;
      at: Date;
      post: ScheduledPost;
    }
  | { type: 'autopilot.awaiting_approval'; key: string; at: Date; posts: ScheduledPost[] };

/** A post's own event (`post.scheduled`, `post.cancelled`): a post has each once at most. */
export const postEvent = (
  type: 'post.scheduled' | 'post.cancelled',
  post: ScheduledPost,
  at: Date,
): WebhookEvent => ({ type, key: `${type}:${post._id}`, at, post });

/** A job id (a UUID's shape) derived from an endpoint and an event. */
export function deliveryJobId(endpointId: string, eventKey: string): string {
  const hex = createHash('sha256').update(`webhook:${endpointId}:${eventKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A new delivery id: the `webhook-id` of all its attempts. */
export const newDeliveryId = (): string => `msg_${randomBytes(16).toString('base64url')}`;

export function payloadOf(event: WebhookEvent): WebhookPayload {
  const timestamp = event.at.toISOString();
  return event.type === 'autopilot.awaiting_approval'
    ? { type: event.type, timestamp, data: { posts: event.posts } }
    : { type: event.type, timestamp, data: { post: event.post } };
}

/**
 * Records an event for each of the owner's webhooks that are on and subscribed to it, and queues
 * its delivery. Recording the same event again (a re-run after a crash, two processes) finds the
 * deliveries made the first time and queues nothing new: an endpoint gets one delivery, with one
 * `webhook-id`, per event.
 */
export async function recordWebhookEvent(
  ownerId: OwnerId,
  event: WebhookEvent,
  queueOnce: QueueJobOnce,
): Promise<number> {
  const endpoints = await listSubscribedWebhooks(ownerId, event.type);
  if (endpoints.length === 0) return 0;
  const payload = JSON.stringify(payloadOf(event));
  for (const endpoint of endpoints) await queueDelivery(endpoint, event, payload, queueOnce);
  return endpoints.length;
}

/** Records a delivery to one endpoint and queues its job (also used by the test ping). */
export async function queueDelivery(
  endpoint: Pick<WebhookEndpointRecord, '_id' | 'ownerId'>,
  event: { type: WebhookPayload['type']; key: string },
  payload: string,
  queueOnce: QueueJobOnce,
  now: Date = new Date(),
) {
  const jobId = deliveryJobId(endpoint._id.toString(), event.key);
  const delivery = await insertWebhookDelivery({
    _id: newDeliveryId(),
    ownerId: endpoint.ownerId,
    endpointId: endpoint._id,
    eventType: event.type,
    eventKey: event.key,
    payload,
    jobId,
    nextAttemptAt: now,
  });
  if (delivery.status === 'pending') {
    await queueOnce(DELIVER_WEBHOOK, now, { deliveryId: delivery._id }, jobId);
  }
  return delivery;
}
