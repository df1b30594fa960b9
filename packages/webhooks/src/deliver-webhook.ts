import { WEBHOOK_LIMITS } from '@postcraft/contracts';
import {
  disableFailingWebhook,
  findWebhookById,
  findWebhookDelivery,
  markWebhookFailing,
  markWebhookSucceeded,
  recordWebhookAttempt,
  type TokenCipher,
  type WebhookDeliveryRecord,
  type WebhookEndpointRecord,
} from '@postcraft/data';
import { sendWebhook, type WebhookAttemptResult } from './send-webhook.js';
import { signWebhook } from './webhook-signature.js';
import { resolveWebhookUrl, WebhookUrlError, type UrlPolicy } from './webhook-url.js';

export interface WebhookDeliveryServices {
  /** Opens the endpoints' sealed secrets (webhookSecretCipher). */
  cipher: TokenCipher;
  policy: UrlPolicy;
  userAgent: string;
  timeoutMs?: number;
  now?: () => Date;
  /** Tells the owner their endpoint was turned off after failing for too long (once). */
  onDisabled: (endpoint: WebhookEndpointRecord) => Promise<void>;
}

export type WebhookDeliveryOutcome =
  | { state: 'delivered' }
  | { state: 'retry'; at: Date }
  | { state: 'failed' }
  | { state: 'skipped' };

/** The wait before the retry that follows `attemptsMade` attempts. */
export function retryDelayMs(attemptsMade: number): number {
  const delays = WEBHOOK_LIMITS.retryDelaysMs;
  return delays[Math.min(attemptsMade - 1, delays.length - 1)]!;
}

/** The secrets that sign now: the current one, and the previous one for a day after a rotation. */
function signingSecrets(endpoint: WebhookEndpointRecord, cipher: TokenCipher, now: Date): string[] {
  const secrets = [cipher.decrypt(endpoint.secretSealed)];
  if (
    endpoint.previousSecretSealed &&
    endpoint.previousSecretUntil &&
    endpoint.previousSecretUntil > now
  ) {
    secrets.push(cipher.decrypt(endpoint.previousSecretSealed));
  }
  return secrets;
}

/** An attempt's result; `refused`: the URL failed its check, nothing was sent. */
type AttemptResult = Omit<WebhookAttemptResult, 'outcome'> & {
  outcome: WebhookAttemptResult['outcome'] | 'refused';
};

/** One attempt: the URL checked again (after DNS resolution), signed now, sent. */
async function attempt(
  delivery: WebhookDeliveryRecord,
  endpoint: WebhookEndpointRecord,
  services: WebhookDeliveryServices,
  now: Date,
): Promise<AttemptResult> {
  let target;
  try {
    target = await resolveWebhookUrl(endpoint.url, services.policy);
  } catch (error) {
    if (!(error instanceof WebhookUrlError)) throw error;
    return { outcome: 'refused', status: null, durationMs: 0, detail: error.message };
  }
  return sendWebhook({
    target,
    payload: delivery.payload,
    headers: {
      ...signWebhook(
        delivery._id,
        now,
        delivery.payload,
        signingSecrets(endpoint, services.cipher, now),
      ),
    },
    timeoutMs: services.timeoutMs ?? WEBHOOK_LIMITS.attemptTimeoutMs,
    userAgent: services.userAgent,
  });
}

/**
 * Makes the next attempt of a pending delivery and records it in the delivery log: delivered on
 * a 2xx; otherwise it is retried after the next wait while the event is less than 24 hours old,
 * then given up. Every failure keeps the endpoint's failure run going; an endpoint that has
 * failed without a success for 24 hours is turned off and its owner told. A delivery whose
 * webhook was deleted or turned off ends failed without a call.
 */
export async function attemptWebhookDelivery(
  deliveryId: string,
  services: WebhookDeliveryServices,
): Promise<WebhookDeliveryOutcome> {
  const now = (services.now ?? (() => new Date()))();
  const delivery = await findWebhookDelivery(deliveryId);
  if (!delivery || delivery.status !== 'pending') return { state: 'skipped' };
  const endpoint = await findWebhookById(delivery.endpointId);
  if (!endpoint || !endpoint.enabled) {
    const detail = endpoint ? 'the webhook is turned off' : 'the webhook was deleted';
    await recordWebhookAttempt(
      deliveryId,
      { at: now, outcome: 'refused', status: null, durationMs: 0, detail },
      { status: 'failed', nextAttemptAt: null },
    );
    return { state: 'failed' };
  }

  const result = await attempt(delivery, endpoint, services, now);
  const logged = {
    at: now,
    outcome: result.outcome,
    status: result.status,
    durationMs: result.durationMs,
    detail: result.detail.slice(0, WEBHOOK_LIMITS.answerKeptChars),
  };
  if (result.outcome === 'delivered') {
    await recordWebhookAttempt(deliveryId, logged, { status: 'delivered', nextAttemptAt: null });
    await markWebhookSucceeded(endpoint._id);
    return { state: 'delivered' };
  }

  const next = new Date(now.getTime() + retryDelayMs(delivery.attempts.length + 1));
  const givesUp = next.getTime() > delivery.createdAt.getTime() + WEBHOOK_LIMITS.retryWindowMs;
  await recordWebhookAttempt(
    deliveryId,
    logged,
    givesUp
      ? { status: 'failed', nextAttemptAt: null }
      : { status: 'pending', nextAttemptAt: next },
  );
  await markWebhookFailing(endpoint._id, now);
  const cutoff = new Date(now.getTime() - WEBHOOK_LIMITS.disableAfterFailingMs);
  if (await disableFailingWebhook(endpoint._id, cutoff)) await services.onDisabled(endpoint);
  return givesUp ? { state: 'failed' } : { state: 'retry', at: next };
}
