import { Router } from 'express';
import { z } from 'zod';
import { paymentPagesUrl } from './payment-sandbox.deps.js';
import type { SandboxContext } from './sandbox-context.js';
import { createObject, loadObject } from './sandbox-store.js';
import { expandObject } from './stripe-expand.js';
import { newStripeId, nowSeconds, randomText, sha256 } from './stripe-ids.js';
import { ExpandSchema, parseStripeParams } from './stripe-params.js';
import { stripeRoute } from './stripe-route.js';

/** How long a portal session's address opens the portal. */
export const PORTAL_SESSION_TTL_SECONDS = 60 * 60;

/** What the Sandbox keeps beside a portal session: the hash of its address's secret. */
export interface PortalSessionInternal extends Record<string, unknown> {
  secretHash: string;
  expiresAt: number;
}

const CreateSchema = z.object({
  customer: z.string().max(100),
  return_url: z.url({ protocol: /^https?$/u }).max(2000),
  locale: z.string().max(10).optional(),
  configuration: z.string().max(100).optional(),
  expand: ExpandSchema,
});

/**
 * /v1/billing_portal/sessions: a session's `url` opens the Sandbox's customer portal for an hour
 * (portal.router.ts); its secret is in the address, as Stripe's is.
 */
export function createBillingPortalRouter(context: SandboxContext): Router {
  const router = Router();

  router.post(
    '/billing_portal/sessions',
    stripeRoute(async ({ params }) => {
      const input = parseStripeParams(CreateSchema, params);
      await loadObject('customer', input.customer, 'customer');
      const id = newStripeId('bps');
      const secret = randomText(32);
      const query = new URLSearchParams({ s: secret });
      if (input.locale === 'fr' || input.locale === 'en') query.set('lang', input.locale);
      const now = nowSeconds();
      const session = await createObject<
        Record<string, unknown> & { id: string; object: string },
        PortalSessionInternal
      >(
        'billing_portal.session',
        {
          id,
          object: 'billing_portal.session',
          configuration: input.configuration ?? 'bpc_sandbox',
          created: now,
          customer: input.customer,
          customer_account: null,
          flow: null,
          livemode: false,
          locale: input.locale ?? null,
          on_behalf_of: null,
          return_url: input.return_url,
          url: `${paymentPagesUrl(context.deps)}/portal/${id}?${query.toString()}`,
        },
        {
          customer: input.customer,
          internal: { secretHash: sha256(secret), expiresAt: now + PORTAL_SESSION_TTL_SECONDS },
        },
      );
      return expandObject(session.data, input.expand ?? []);
    }),
  );

  return router;
}
