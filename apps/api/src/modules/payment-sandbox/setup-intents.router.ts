import { Router } from 'express';
import { z } from 'zod';
import { confirmIntent } from './intent-confirmation.service.js';
import { newSetupIntentData, type IntentInternal } from './intent-objects.js';
import { isAllowedReturnUrl } from './payment-sandbox.deps.js';
import { paymentMethodOf } from './payment-method-lookup.js';
import type { SandboxContext } from './sandbox-context.js';
import { createObject, loadObject, type StripeJson } from './sandbox-store.js';
import { StripeApiError, invalidRequest } from './stripe-error.js';
import { expandObject } from './stripe-expand.js';
import { BooleanParam, ExpandSchema, MetadataSchema, parseStripeParams } from './stripe-params.js';
import { retrieveRoute, stripeRoute } from './stripe-route.js';

const ConfirmSchema = z.object({
  payment_method: z.string().max(100).optional(),
  return_url: z.string().max(2000).optional(),
  expand: ExpandSchema,
});

const CreateSchema = ConfirmSchema.extend({
  customer: z.string().max(100).optional(),
  description: z.string().max(1000).optional(),
  metadata: MetadataSchema,
  usage: z.enum(['on_session', 'off_session']).optional(),
  automatic_payment_methods: z.object({ enabled: BooleanParam }).passthrough().optional(),
  payment_method_types: z.array(z.string().max(50)).max(10).optional(),
  confirm: BooleanParam.optional(),
});

/**
 * /v1/setup_intents: create, retrieve, confirm. The card field confirms one with its client
 * secret like a payment; a success attaches the card to the customer.
 */
export function createSetupIntentsRouter(context: SandboxContext): Router {
  const router = Router();

  async function confirmWith(id: string, input: z.infer<typeof ConfirmSchema>) {
    if (!input.payment_method) {
      throw invalidRequest('Pass payment_method to confirm this SetupIntent.', 'payment_method');
    }
    if (input.return_url && !isAllowedReturnUrl(context.deps, input.return_url)) {
      throw invalidRequest(
        'The return_url is not on an allowed origin.',
        'return_url',
        'url_invalid',
      );
    }
    const outcome = await confirmIntent(context, id, await paymentMethodOf(input.payment_method), {
      returnUrl: input.return_url ?? null,
      isOffSession: false,
    });
    const intent = await expandObject(outcome.intent, input.expand ?? []);
    if (!outcome.error) return intent;
    throw new StripeApiError(outcome.error.type === 'card_error' ? 402 : 400, {
      ...outcome.error,
      setup_intent: intent,
    });
  }

  router.post(
    '/setup_intents',
    stripeRoute(async ({ params }) => {
      const input = parseStripeParams(CreateSchema, params);
      if ((input.payment_method_types ?? ['card']).some((type) => type !== 'card')) {
        throw invalidRequest('The Sandbox takes cards only.', 'payment_method_types');
      }
      if (input.customer) await loadObject('customer', input.customer, 'customer');
      const created = await createObject<StripeJson, IntentInternal>(
        'setup_intent',
        newSetupIntentData({
          customer: input.customer ?? null,
          description: input.description ?? null,
          metadata: input.metadata ?? {},
          usage: input.usage ?? 'off_session',
          automaticPaymentMethods:
            input.automatic_payment_methods?.enabled ?? !input.payment_method_types,
        }),
        { customer: input.customer ?? null },
      );
      await context.emit('setup_intent.created', created.data);
      if (input.confirm) return confirmWith(created.id, input);
      return expandObject(created.data, input.expand ?? []);
    }),
  );

  router.get('/setup_intents/:id', retrieveRoute('setup_intent'));

  router.post(
    '/setup_intents/:id/confirm',
    stripeRoute(async ({ params, path }) => {
      const input = parseStripeParams(ConfirmSchema, params);
      await loadObject('setup_intent', path.id ?? '');
      return confirmWith(path.id ?? '', input);
    }),
  );

  return router;
}
