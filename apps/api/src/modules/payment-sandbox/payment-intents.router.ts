import { listPaymentSandboxObjects } from '@postcraft/data';
import { Router } from 'express';
import { z } from 'zod';
import { confirmIntent, type ConfirmOutcome } from './intent-confirmation.service.js';
import { newPaymentIntentData, type IntentInternal } from './intent-objects.js';
import { isAllowedReturnUrl } from './payment-sandbox.deps.js';
import { paymentMethodOf } from './payment-method-lookup.js';
import type { SandboxContext } from './sandbox-context.js';
import {
  createObject,
  loadObject,
  previousAttributesOf,
  reviseObject,
  type StripeJson,
} from './sandbox-store.js';
import { StripeApiError, invalidRequest, unexpectedState } from './stripe-error.js';
import { expandObject } from './stripe-expand.js';
import { answerList } from './stripe-list.js';
import {
  BooleanParam,
  ClearableText,
  ExpandSchema,
  IntegerParam,
  ListParamsSchema,
  mergeMetadata,
  MetadataSchema,
  parseStripeParams,
} from './stripe-params.js';
import { retrieveRoute, stripeRoute } from './stripe-route.js';

/** Stripe's smallest charge in the currencies Postcraft uses (€0.50, $0.50). */
const MINIMUM_AMOUNT = 50;

const AmountParam = IntegerParam.pipe(z.number().int().max(99_999_999));

const ConfirmParamsSchema = z.object({
  payment_method: z.string().max(100).optional(),
  return_url: z.string().max(2000).optional(),
  off_session: BooleanParam.optional(),
  expand: ExpandSchema,
});

const CreateParamsSchema = ConfirmParamsSchema.extend({
  amount: AmountParam,
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/u, 'a three-letter ISO currency code')
    .transform((value) => value.toLowerCase()),
  customer: z.string().max(100).optional(),
  description: z.string().max(1000).optional(),
  metadata: MetadataSchema,
  receipt_email: z.string().max(512).optional(),
  setup_future_usage: z.enum(['on_session', 'off_session']).optional(),
  automatic_payment_methods: z.object({ enabled: BooleanParam }).passthrough().optional(),
  payment_method_types: z.array(z.string().max(50)).max(10).optional(),
  confirm: BooleanParam.optional(),
});

const UpdateParamsSchema = z.object({
  amount: AmountParam.optional(),
  description: ClearableText(1000).optional(),
  metadata: z.union([z.literal(''), MetadataSchema.unwrap()]).optional(),
  receipt_email: ClearableText(512).optional(),
  expand: ExpandSchema,
});

const ListSchema = ListParamsSchema.extend({ customer: z.string().max(100).optional() });

function checkAmount(amount: number, currency: string) {
  if (amount < MINIMUM_AMOUNT) {
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      code: 'amount_too_small',
      param: 'amount',
      message: `Amount must be at least ${(MINIMUM_AMOUNT / 100).toFixed(2)} ${currency}`,
    });
  }
}

/** /v1/payment_intents: create (and confirm), retrieve, update, confirm, cancel, list. */
export function createPaymentIntentsRouter(context: SandboxContext): Router {
  const router = Router();

  async function confirmWith(
    intentId: string,
    input: z.infer<typeof ConfirmParamsSchema>,
  ): Promise<StripeJson> {
    if (!input.payment_method) {
      throw invalidRequest(
        'You cannot confirm this PaymentIntent because it has no payment method. Pass payment_method.',
        'payment_method',
        'payment_intent_unexpected_state',
      );
    }
    if (input.return_url && !isAllowedReturnUrl(context.deps, input.return_url)) {
      throw invalidRequest(
        'The return_url is not on an allowed origin.',
        'return_url',
        'url_invalid',
      );
    }
    const method = await paymentMethodOf(input.payment_method);
    const outcome = await confirmIntent(context, intentId, method, {
      returnUrl: input.return_url ?? null,
      isOffSession: input.off_session ?? false,
    });
    return answerOutcome(outcome, input.expand ?? []);
  }

  router.post(
    '/payment_intents',
    stripeRoute(async ({ params }) => {
      const input = parseStripeParams(CreateParamsSchema, params);
      checkAmount(input.amount, input.currency);
      const types = input.payment_method_types ?? ['card'];
      if (types.some((type) => type !== 'card')) {
        throw invalidRequest('The Sandbox takes cards only.', 'payment_method_types');
      }
      if (input.customer) await loadObject('customer', input.customer, 'customer');
      const data = newPaymentIntentData({
        amount: input.amount,
        currency: input.currency,
        customer: input.customer ?? null,
        description: input.description ?? null,
        metadata: input.metadata ?? {},
        automaticPaymentMethods:
          input.automatic_payment_methods?.enabled ?? !input.payment_method_types,
        setupFutureUsage: input.setup_future_usage ?? null,
        receiptEmail: input.receipt_email ?? null,
      });
      const created = await createObject<StripeJson, IntentInternal>('payment_intent', data, {
        customer: input.customer ?? null,
      });
      await context.emit('payment_intent.created', created.data);
      if (input.confirm) return confirmWith(created.id, input);
      return expandObject(created.data, input.expand ?? []);
    }),
  );

  router.get('/payment_intents/:id', retrieveRoute('payment_intent'));

  router.post(
    '/payment_intents/:id',
    stripeRoute(async ({ params, path }) => {
      const input = parseStripeParams(UpdateParamsSchema, params);
      const revision = await reviseObject('payment_intent', path.id ?? '', (current) => {
        const status = String(current.data.status);
        if (
          !['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(status)
        ) {
          throw unexpectedState(
            'payment_intent_unexpected_state',
            `This PaymentIntent's status is ${status}: it can no longer be updated.`,
          );
        }
        if (input.amount !== undefined) checkAmount(input.amount, String(current.data.currency));
        const data = {
          ...current.data,
          ...(input.amount !== undefined ? { amount: input.amount } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.receipt_email !== undefined ? { receipt_email: input.receipt_email } : {}),
          metadata: mergeMetadata(current.data.metadata as Record<string, string>, input.metadata),
        };
        return JSON.stringify(data) === JSON.stringify(current.data) ? null : { data };
      });
      if (revision.isChanged) {
        await context.emit(
          'payment_intent.updated',
          revision.after.data,
          previousAttributesOf(revision.before.data, revision.after.data),
        );
      }
      return expandObject(revision.after.data, input.expand ?? []);
    }),
  );

  router.post(
    '/payment_intents/:id/confirm',
    stripeRoute(async ({ params, path }) => {
      const input = parseStripeParams(ConfirmParamsSchema, params);
      await loadObject('payment_intent', path.id ?? '');
      return confirmWith(path.id ?? '', input);
    }),
  );

  router.post(
    '/payment_intents/:id/cancel',
    stripeRoute(async ({ params, path }) => {
      const { expand } = parseStripeParams(z.object({ expand: ExpandSchema }), params);
      const revision = await reviseObject('payment_intent', path.id ?? '', (current) => {
        const status = String(current.data.status);
        if (status === 'succeeded' || status === 'canceled' || status === 'processing') {
          throw unexpectedState(
            'payment_intent_unexpected_state',
            `You cannot cancel this PaymentIntent because it has a status of ${status}.`,
          );
        }
        return {
          data: {
            ...current.data,
            status: 'canceled',
            canceled_at: Math.floor(Date.now() / 1000),
            cancellation_reason: 'requested_by_customer',
            next_action: null,
          },
          internal: { ...current.internal, authTokenHash: null, pendingPaymentMethod: null },
        };
      });
      await context.emit('payment_intent.canceled', revision.after.data);
      return expandObject(revision.after.data, expand ?? []);
    }),
  );

  router.get(
    '/payment_intents',
    stripeRoute(async ({ params }) => {
      const input = parseStripeParams(ListSchema, params);
      const intents = await listPaymentSandboxObjects({
        type: 'payment_intent',
        ...(input.customer ? { customer: input.customer } : {}),
      });
      return answerList(
        '/v1/payment_intents',
        intents.map((intent) => intent.data as StripeJson),
        input,
      );
    }),
  );

  return router;
}

/** A confirmation's answer: the intent, or Stripe's 402 card error carrying it. */
async function answerOutcome(outcome: ConfirmOutcome, expand: string[]): Promise<StripeJson> {
  const intent = await expandObject(outcome.intent, expand);
  if (!outcome.error) return intent;
  throw new StripeApiError(outcome.error.type === 'card_error' ? 402 : 400, {
    ...outcome.error,
    ...(intent.latest_charge ? { charge: intent.latest_charge } : {}),
    doc_url: `https://stripe.com/docs/error-codes/${outcome.error.code}`,
    payment_intent: intent,
  });
}
