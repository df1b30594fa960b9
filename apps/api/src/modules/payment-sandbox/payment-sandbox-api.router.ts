import express, { Router } from 'express';
import { createBillingPortalRouter } from './billing-portal.router.js';
import { createCatalogRouter } from './catalog.router.js';
import { createCustomersRouter } from './customers.router.js';
import { createEventsRouter } from './events.router.js';
import type { PaymentSandboxDeps } from './payment-sandbox.deps.js';
import { createInvoicesRouter } from './invoices.router.js';
import { createPaymentIntentsRouter } from './payment-intents.router.js';
import { createPaymentMethodsRouter } from './payment-methods.router.js';
import { createSandboxContext } from './sandbox-context.js';
import { createSetupIntentsRouter } from './setup-intents.router.js';
import {
  requireSecretKey,
  stripeErrorHandler,
  stripeRequestId,
  stripeUnknownRoute,
} from './stripe-api-guards.js';
import { createSubscriptionsRouter } from './subscriptions.router.js';

/**
 * The payment Sandbox's Stripe API, mounted at `/v1` (the SDK cannot add a path prefix): the
 * subset of Stripe's REST API Postcraft uses, with Stripe's object shapes, errors, idempotency
 * keys and signed webhook events, so the official SDK works against it unchanged.
 *
 * Reads form bodies itself; when the app's own `express.urlencoded` (flat, `extended: false`)
 * read them first, the bracketed keys are nested here all the same (stripe-params.ts).
 */
export function createPaymentSandboxApi(deps: PaymentSandboxDeps): Router {
  const context = createSandboxContext(deps);
  const router = Router();
  router.use(stripeRequestId);
  router.use(requireSecretKey(deps.secretKey));
  router.use(express.urlencoded({ extended: false, limit: '256kb', parameterLimit: 1000 }));
  router.use(createCustomersRouter(context));
  router.use(createPaymentIntentsRouter(context));
  router.use(createPaymentMethodsRouter());
  router.use(createEventsRouter());
  router.use(createCatalogRouter(context));
  router.use(createSubscriptionsRouter(context));
  router.use(createInvoicesRouter());
  router.use(createSetupIntentsRouter(context));
  router.use(createBillingPortalRouter(context));
  router.use(stripeUnknownRoute);
  router.use(stripeErrorHandler(deps.logger));
  return router;
}
