import {
  API_ERROR_MESSAGES,
  ENDPOINTS as E,
  PAYMENT_MESSAGES,
  type StripeWebhookResponse,
} from '@postcraft/contracts';
import { claimLeaseEnd, claimOnce } from '@postcraft/data';
import type { Logger } from '@postcraft/logger';
import express, { type Router } from 'express';
import Stripe from 'stripe';
import { AppError } from '../../lib/app-error.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';
import type { BillingEventDeps } from './billing-events.service.js';
import { handleStripeEvent } from './stripe-events.service.js';

/** Stripe retries an event for three days; its id is remembered a little longer. */
const PROCESSED_EVENT_DAYS = 30;
const processedKey = (eventId: string) => `stripe-event:${eventId}`;

function isJson(payload: Buffer): boolean {
  try {
    JSON.parse(payload.toString('utf8'));
    return true;
  } catch {
    return false;
  }
}

/**
 * POST /api/payments/webhook: mounted before the JSON parser, since the signature covers the
 * exact bytes. A missing or wrong signature is a 400 that changes nothing. Handling is
 * idempotent (every effect is a ledger key or a re-read object), and an event is marked done
 * only after it was handled, so a crash in between means Stripe's retry handles it again.
 */
export function createStripeWebhookRouter(
  stripe: Stripe,
  webhookSecret: string,
  logger: Logger,
  billing: Omit<BillingEventDeps, 'stripe' | 'logger'>,
): Router {
  const deps: BillingEventDeps = { ...billing, stripe, logger };
  // Mounted at the app's root (app.ts): the table's paths are whole. No authentication: the
  // signature is the proof.
  const { router, mount } = createEndpointRouter('');
  mount(
    E.receiveStripeWebhook,
    express.raw({ type: () => true, limit: '1mb' }),
    async (req, res) => {
      const signature = req.get('stripe-signature');
      const payload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!req.is('application/json'))
        throw new AppError('unsupported_media_type', API_ERROR_MESSAGES.jsonOnly);
      // A body that is not JSON is refused as on every JSON route, signed or not.
      if (!isJson(payload)) throw new AppError('malformed_body', API_ERROR_MESSAGES.bodyNotJson);
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error('no Stripe-Signature header');
        event = stripe.webhooks.constructEvent(payload, signature, webhookSecret);
      } catch (error) {
        throw new AppError('webhook_signature_invalid', PAYMENT_MESSAGES.webhookSignature, {
          cause: error,
        });
      }
      if (await claimLeaseEnd(processedKey(event.id))) {
        const answer: StripeWebhookResponse = { received: true, duplicate: true };
        res.json(answer);
        return;
      }
      await handleStripeEvent(deps, event);
      const keepUntil = new Date(Date.now() + PROCESSED_EVENT_DAYS * 86_400_000);
      await claimOnce(processedKey(event.id), keepUntil);
      const answer: StripeWebhookResponse = { received: true };
      res.json(answer);
    },
  );
  return router;
}
