import { WEBHOOK_DISABLED_NOTICE } from '@postcraft/contracts';
import {
  insertNotification,
  toNotificationResponse,
  type WebhookEndpointRecord,
} from '@postcraft/data';
import { insertJobOnce, jobTableName } from '@postcraft/jobs';
import {
  webhookSecretCipher,
  type QueueJobOnce,
  type WebhookDeliveryServices,
} from '@postcraft/webhooks';
import type { JobContext } from '../job-definition.js';

/** Queues a webhook delivery job on the worker's own job store (no duplicate for one id). */
export function queueOnceOn({ jobStore }: Pick<JobContext, 'jobStore'>): QueueJobOnce {
  const table = jobTableName(jobStore.tableName);
  return (name, runAt, data, id) => insertJobOnce(jobStore.pool, table, { id, name, runAt, data });
}

/**
 * Tells the owner, once, that their webhook was turned off after failing for a day: a
 * notification in their language, pushed to their open pages.
 */
async function noticeDisabled(context: JobContext, endpoint: WebhookEndpointRecord) {
  const ownerId = endpoint.ownerId.toString();
  const notice = WEBHOOK_DISABLED_NOTICE[await context.services.ownerLanguage(ownerId)];
  const stored = await insertNotification(endpoint.ownerId, {
    _id: `webhook_disabled:${endpoint._id.toString()}:${endpoint.failingSince?.getTime() ?? 0}`,
    type: 'webhook_disabled',
    title: notice.title,
    message: notice.message(endpoint.url),
    postId: null,
    jobId: null,
    platform: null,
    platforms: [],
    caption: '',
    mediaUrl: null,
    // The contract's post fields: a webhook notice is about no post.
    postType: 'image',
  });
  if (stored) await context.services.notify(ownerId, toNotificationResponse(stored));
}

/** What a delivery attempt needs in the worker: its secrets' key, the URL policy, the notice. */
export function webhookDeliveryServices(context: JobContext): WebhookDeliveryServices {
  return {
    cipher: webhookSecretCipher(context.config.encryptionKey),
    policy: context.config.webhooks,
    userAgent: 'Postcraft-Webhooks/1.0',
    onDisabled: (endpoint) => noticeDisabled(context, endpoint),
  };
}
