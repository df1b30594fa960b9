import { Router } from 'express';
import { z } from 'zod';
import { loadObject } from './sandbox-store.js';
import { expandObject } from './stripe-expand.js';
import { ExpandSchema, parseStripeParams } from './stripe-params.js';
import { stripeRoute } from './stripe-route.js';

/** /v1/payment_methods/:id: a stored card as Stripe describes it (brand, last four, expiry). */
export function createPaymentMethodsRouter(): Router {
  const router = Router();

  router.get(
    '/payment_methods/:id',
    stripeRoute(async ({ params, path }) => {
      const { expand } = parseStripeParams(z.object({ expand: ExpandSchema }), params);
      return expandObject((await loadObject('payment_method', path.id ?? '')).data, expand ?? []);
    }),
  );

  return router;
}
