import { Router } from 'express';
import { retrieveRoute } from './stripe-route.js';

/** /v1/payment_methods/:id: a stored card as Stripe describes it (brand, last four, expiry). */
export function createPaymentMethodsRouter(): Router {
  const router = Router();
  router.get('/payment_methods/:id', retrieveRoute('payment_method'));
  return router;
}
