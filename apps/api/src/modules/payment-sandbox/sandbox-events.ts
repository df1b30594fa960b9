import Stripe from 'stripe';
import type { PaymentSandboxDeps } from './payment-sandbox.deps.js';
import { createObject, type StripeJson } from './sandbox-store.js';
import { presentObject } from './stripe-expand.js';
import { newStripeId, nowSeconds } from './stripe-ids.js';
import { createWebhookDelivery } from './webhook-delivery.js';

/** Records what changed as a Stripe event and sends it to the product's webhook. */
export type EmitEvent = (
  type: string,
  object: StripeJson,
  previousAttributes?: Record<string, unknown>,
) => Promise<StripeJson>;

/** The Stripe API version the SDK speaks; events carry it. */
export const SANDBOX_API_VERSION: string = Stripe.API_VERSION;

/**
 * An event holds a snapshot of the object as a retrieve without `expand` answers it. It is
 * stored before it is sent, so GET /v1/events/:id finds it while the webhook is on its way.
 */
export function createEventEmitter(deps: PaymentSandboxDeps): EmitEvent {
  const delivery = createWebhookDelivery(deps);
  return async (type, object, previousAttributes) => {
    const event: StripeJson = {
      id: newStripeId('evt'),
      object: 'event',
      api_version: SANDBOX_API_VERSION,
      created: nowSeconds(),
      data: {
        object: presentObject(object, []),
        ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    await createObject('event', event);
    delivery.deliver(event);
    return event;
  };
}
