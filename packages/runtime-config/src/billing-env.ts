import { z } from 'zod';

/**
 * BILLING, read by the API (with its Stripe keys) and by the worker (which enforces the plans'
 * limits when it publishes): `off` lifts every limit, for self-hosters.
 */
export const billingEnvSchema = z.object({
  BILLING: z.enum(['on', 'off']).default('on'),
});

export const isBillingEnabled = (env: z.infer<typeof billingEnvSchema>) => env.BILLING !== 'off';
