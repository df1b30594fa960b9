import Stripe from 'stripe';
import type { PaymentSandboxDeps } from './payment-sandbox.deps.js';
import type { StripeJson } from './sandbox-store.js';

/** Waits before the second, third… tries: about half a minute in all, as a short Stripe retry. */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000];
const TIMEOUT_MS = 10_000;

export interface WebhookDelivery {
  /** Sends the event in the background, retrying a failed delivery; never throws. */
  deliver(event: StripeJson): void;
}

/**
 * Posts events to the product's webhook as Stripe does: the event as JSON with a
 * `Stripe-Signature` header made with the webhook secret (signed anew at each try, so the
 * timestamp stays fresh). A try fails on a network error, a timeout or a non-2xx answer; the
 * tries live in this process, so a restart drops the ones still waiting.
 */
export function createWebhookDelivery(deps: PaymentSandboxDeps): WebhookDelivery {
  // Only its webhook helpers are used: this client never makes a request.
  const { webhooks } = new Stripe(deps.secretKey);
  const delays = deps.webhookRetryDelaysMs ?? RETRY_DELAYS_MS;

  async function post(payload: string): Promise<string | null> {
    try {
      const response = await fetch(deps.webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': webhooks.generateTestHeaderString({
            payload,
            secret: deps.webhookSecret,
          }),
        },
        body: payload,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  function attempt(event: StripeJson, payload: string, tryIndex: number) {
    void post(payload).then((failure) => {
      if (failure === null) return;
      const log = { eventId: event.id, type: event.type, try: tryIndex + 1, failure };
      const delay = delays[tryIndex];
      if (delay === undefined) {
        deps.logger.error(log, 'payment sandbox: webhook not delivered, giving up');
        return;
      }
      deps.logger.warn(log, 'payment sandbox: webhook delivery failed, retrying');
      setTimeout(() => attempt(event, payload, tryIndex + 1), delay).unref();
    });
  }

  return { deliver: (event) => attempt(event, JSON.stringify(event, null, 2), 0) };
}
