import { randomUUID } from 'node:crypto';
import {
  SCHEDULING_MESSAGES,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES as W,
  WEBHOOK_TEST_EVENT,
  type CreateWebhookBody,
  type UpdateWebhookBody,
  type Webhook,
  type WebhookDelivery,
  type WebhookPayload,
} from '@postcraft/contracts';
import {
  deleteWebhook,
  findOwnWebhook,
  insertWebhook,
  listWebhookDeliveries,
  listWebhooks,
  rotateWebhookSecret,
  toWebhookDeliveryResponse,
  toWebhookResponse,
  updateWebhook,
  type OwnerId,
  type TokenCipher,
  type WebhookEndpointRecord,
} from '@postcraft/data';
import type { WebhooksConfig } from '@postcraft/runtime-config';
import { ownerPlanOf, throwIfRefused, webhooksRefusal } from '@postcraft/studio';
import {
  newWebhookSecret,
  queueDelivery,
  resolveWebhookUrl,
  secretStartOf,
  WebhookUrlError,
  type QueueJobOnce,
} from '@postcraft/webhooks';
import { AppError } from '../../lib/app-error.js';

export interface WebhooksDeps {
  policy: Readonly<WebhooksConfig>;
  /** Seals the signing secrets (webhookSecretCipher). */
  cipher: TokenCipher;
  billingEnabled: boolean;
  /** Queues deliveries (the test ping); null without a job store. */
  queueOnce: QueueJobOnce | null;
}

/** A URL refused by the SSRF check answers 400 with the reason, and nothing is saved. */
async function checkUrl(url: string, policy: Readonly<WebhooksConfig>): Promise<void> {
  try {
    await resolveWebhookUrl(url, policy);
  } catch (error) {
    if (!(error instanceof WebhookUrlError)) throw error;
    throw new AppError('bad_request', W.urlRefused, { cause: error });
  }
}

async function ownWebhook(ownerId: OwnerId, id: string): Promise<WebhookEndpointRecord> {
  const webhook = await findOwnWebhook(ownerId, id);
  if (!webhook) throw new AppError('not_found', W.notFound);
  return webhook;
}

/**
 * Adds a webhook (Premium): its address checked against SSRF after DNS resolution, a new signing
 * secret sealed at rest and answered this once. 409 past WEBHOOK_LIMITS.maxPerUser.
 */
export async function createOwnWebhook(
  ownerId: OwnerId,
  body: CreateWebhookBody,
  deps: WebhooksDeps,
): Promise<{ webhook: Webhook; secret: string }> {
  throwIfRefused(
    webhooksRefusal(await ownerPlanOf(ownerId, { billingEnabled: deps.billingEnabled })),
  );
  await checkUrl(body.url, deps.policy);
  const secret = newWebhookSecret();
  const saved = await insertWebhook(
    ownerId,
    {
      url: body.url,
      events: body.events,
      secretSealed: deps.cipher.encrypt(secret),
      secretStart: secretStartOf(secret),
    },
    WEBHOOK_LIMITS.maxPerUser,
  );
  if (!saved) throw new AppError('conflict', W.tooMany);
  return { webhook: toWebhookResponse(saved), secret };
}

export async function listOwnWebhooks(ownerId: OwnerId): Promise<Webhook[]> {
  return (await listWebhooks(ownerId)).map(toWebhookResponse);
}

/** A new address (checked as on creation), new events, on or off (on needs the plan). */
export async function updateOwnWebhook(
  ownerId: OwnerId,
  id: string,
  body: UpdateWebhookBody,
  deps: WebhooksDeps,
): Promise<Webhook> {
  await ownWebhook(ownerId, id);
  if (body.enabled) {
    throwIfRefused(
      webhooksRefusal(await ownerPlanOf(ownerId, { billingEnabled: deps.billingEnabled })),
    );
  }
  if (body.url !== undefined) await checkUrl(body.url, deps.policy);
  const updated = await updateWebhook(ownerId, id, body);
  if (!updated) throw new AppError('not_found', W.notFound);
  return toWebhookResponse(updated);
}

export async function deleteOwnWebhook(ownerId: OwnerId, id: string): Promise<void> {
  if (!(await deleteWebhook(ownerId, id))) throw new AppError('not_found', W.notFound);
}

/** A new secret, answered once; the previous one keeps signing for WEBHOOK_LIMITS.previousSecretMs. */
export async function rotateOwnWebhookSecret(
  ownerId: OwnerId,
  id: string,
  deps: WebhooksDeps,
  now: Date = new Date(),
): Promise<{ webhook: Webhook; secret: string }> {
  const current = await ownWebhook(ownerId, id);
  const secret = newWebhookSecret();
  const rotated = await rotateWebhookSecret(ownerId, id, {
    sealed: deps.cipher.encrypt(secret),
    start: secretStartOf(secret),
    previousSealed: current.secretSealed,
    previousUntil: new Date(now.getTime() + WEBHOOK_LIMITS.previousSecretMs),
  });
  if (!rotated) throw new AppError('not_found', W.notFound);
  return { webhook: toWebhookResponse(rotated), secret };
}

/** Queues a `webhook.test` event for the webhook, delivered like any other. */
export async function testOwnWebhook(
  ownerId: OwnerId,
  id: string,
  deps: WebhooksDeps,
  now: Date = new Date(),
): Promise<WebhookDelivery> {
  const webhook = await ownWebhook(ownerId, id);
  if (!webhook.enabled) throw new AppError('conflict', W.disabled);
  if (!deps.queueOnce) {
    throw new AppError('scheduling_unavailable', SCHEDULING_MESSAGES.queueUnavailable);
  }
  const payload: WebhookPayload = {
    type: WEBHOOK_TEST_EVENT,
    timestamp: now.toISOString(),
    data: { webhookId: id },
  };
  const delivery = await queueDelivery(
    webhook,
    { type: WEBHOOK_TEST_EVENT, key: `${WEBHOOK_TEST_EVENT}:${randomUUID()}` },
    JSON.stringify(payload),
    deps.queueOnce,
    now,
  );
  return toWebhookDeliveryResponse(delivery);
}

export async function listOwnWebhookDeliveries(
  ownerId: OwnerId,
  id: string,
  page: number,
): Promise<{ deliveries: WebhookDelivery[]; total: number }> {
  const webhook = await ownWebhook(ownerId, id);
  const { deliveries, total } = await listWebhookDeliveries(
    ownerId,
    webhook._id,
    page,
    WEBHOOK_LIMITS.deliveriesPageSize,
  );
  return { deliveries: deliveries.map(toWebhookDeliveryResponse), total };
}
