import { listPaymentSandboxObjects } from '@postcraft/data';
import { Router } from 'express';
import { z } from 'zod';
import type { StripeJson } from './sandbox-store.js';
import { answerList } from './stripe-list.js';
import { ListParamsSchema, parseStripeParams } from './stripe-params.js';
import { retrieveRoute, stripeRoute } from './stripe-route.js';

const ListSchema = ListParamsSchema.extend({
  customer: z.string().max(100).optional(),
  subscription: z.string().max(100).optional(),
  status: z.enum(['draft', 'open', 'paid', 'uncollectible', 'void']).optional(),
});

const subscriptionOf = (invoice: StripeJson) =>
  (invoice.parent as { subscription_details?: { subscription?: string } } | null)
    ?.subscription_details?.subscription;

/** /v1/invoices: retrieve and list (by customer, subscription, status), newest first. */
export function createInvoicesRouter(): Router {
  const router = Router();

  router.get('/invoices/:id', retrieveRoute('invoice'));

  router.get(
    '/invoices',
    stripeRoute(async ({ params }) => {
      const input = parseStripeParams(ListSchema, params);
      const invoices = (
        await listPaymentSandboxObjects({
          type: 'invoice',
          ...(input.customer ? { customer: input.customer } : {}),
        })
      )
        .map((invoice) => invoice.data as StripeJson)
        .filter(
          (invoice) =>
            (!input.subscription || subscriptionOf(invoice) === input.subscription) &&
            (!input.status || invoice.status === input.status),
        );
      return answerList('/v1/invoices', invoices, input);
    }),
  );

  return router;
}
