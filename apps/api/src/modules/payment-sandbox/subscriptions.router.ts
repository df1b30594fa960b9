import { listPaymentSandboxObjects } from '@postcraft/data';
import { Router } from 'express';
import { z } from 'zod';
import type { SandboxContext } from './sandbox-context.js';
import { loadObject, type StripeJson } from './sandbox-store.js';
import { invalidRequest } from './stripe-error.js';
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
import { itemOf } from './billing-objects.js';
import {
  endSubscription,
  updateSubscription,
  withCancelAtPeriodEnd,
} from './subscription-changes.service.js';
import { createSubscription } from './subscription-create.service.js';
import { renewSubscription } from './subscription-renewal.service.js';

const CreateSchema = z.object({
  customer: z.string().max(100),
  items: z
    .array(
      z.object({
        price: z.string().max(100),
        quantity: IntegerParam.pipe(z.number().int().min(1).max(1000)).optional(),
      }),
    )
    .min(1)
    .max(1, 'the Sandbox subscribes to one price at a time'),
  payment_behavior: z
    .enum(['default_incomplete', 'allow_incomplete', 'error_if_incomplete'])
    .optional(),
  payment_settings: z
    .object({ save_default_payment_method: z.enum(['on_subscription', 'off']).optional() })
    .passthrough()
    .optional(),
  default_payment_method: z.string().max(100).optional(),
  collection_method: z.literal('charge_automatically').optional(),
  metadata: MetadataSchema,
  description: z.string().max(500).optional(),
  expand: ExpandSchema,
});

const UpdateSchema = z.object({
  cancel_at_period_end: BooleanParam.optional(),
  default_payment_method: z.string().max(100).optional(),
  description: ClearableText(500).optional(),
  metadata: z.union([z.literal(''), MetadataSchema.unwrap()]).optional(),
  expand: ExpandSchema,
});

const ListSchema = ListParamsSchema.extend({
  customer: z.string().max(100).optional(),
  price: z.string().max(100).optional(),
  status: z
    .enum([
      'active',
      'all',
      'canceled',
      'ended',
      'incomplete',
      'incomplete_expired',
      'past_due',
      'paused',
      'trialing',
      'unpaid',
    ])
    .optional(),
});

const matchesStatus = (status: unknown, wanted: string | undefined) => {
  if (wanted === 'all') return true;
  if (wanted === 'ended') return status === 'canceled' || status === 'incomplete_expired';
  if (wanted) return status === wanted;
  return status !== 'canceled' && status !== 'incomplete_expired';
};

/**
 * /v1/subscriptions: create (one recurring price, `default_incomplete` and the others), retrieve,
 * update (`cancel_at_period_end`, default card, metadata), list by customer, cancel (DELETE);
 * and /v1/test_helpers/subscriptions/:id/renew, the Sandbox's clock: ends the current period now
 * (`fail=true` declines the renewal's payment).
 */
export function createSubscriptionsRouter(context: SandboxContext): Router {
  const router = Router();

  router.post(
    '/subscriptions',
    stripeRoute(async ({ params }) => {
      const input = parseStripeParams(CreateSchema, params);
      const item = input.items[0]!;
      if (input.default_payment_method) {
        await loadObject('payment_method', input.default_payment_method, 'default_payment_method');
      }
      const created = await createSubscription(context, {
        customer: input.customer,
        price: item.price,
        quantity: item.quantity ?? 1,
        paymentBehavior: input.payment_behavior ?? 'allow_incomplete',
        saveDefaultPaymentMethod: input.payment_settings?.save_default_payment_method ?? 'off',
        defaultPaymentMethod: input.default_payment_method ?? null,
        metadata: input.metadata ?? {},
        description: input.description ?? null,
      });
      return expandObject(created, input.expand ?? []);
    }),
  );

  router.get('/subscriptions/:id', retrieveRoute('subscription'));

  router.post(
    '/subscriptions/:id',
    stripeRoute(async ({ params, path }) => {
      const input = parseStripeParams(UpdateSchema, params);
      if (input.default_payment_method) {
        await loadObject('payment_method', input.default_payment_method, 'default_payment_method');
      }
      const updated = await updateSubscription(context, path.id ?? '', (current) => {
        const changed = {
          ...current,
          ...(input.default_payment_method
            ? { default_payment_method: input.default_payment_method }
            : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          metadata: mergeMetadata(current.metadata as Record<string, string>, input.metadata),
        };
        return input.cancel_at_period_end === undefined ||
          input.cancel_at_period_end === current.cancel_at_period_end
          ? changed
          : withCancelAtPeriodEnd(changed, input.cancel_at_period_end);
      });
      return expandObject(updated, input.expand ?? []);
    }),
  );

  router.delete(
    '/subscriptions/:id',
    stripeRoute(async ({ params, path }) => {
      const { expand } = parseStripeParams(
        z.object({ expand: ExpandSchema }).passthrough(),
        params,
      );
      return expandObject(await endSubscription(context, path.id ?? ''), expand ?? []);
    }),
  );

  router.get(
    '/subscriptions',
    stripeRoute(async ({ params }) => {
      const input = parseStripeParams(ListSchema, params);
      const subscriptions = (
        await listPaymentSandboxObjects({
          type: 'subscription',
          ...(input.customer ? { customer: input.customer } : {}),
        })
      )
        .map((subscription) => subscription.data as StripeJson)
        .filter(
          (subscription) =>
            matchesStatus(subscription.status, input.status) &&
            (!input.price || itemOf(subscription).price.id === input.price),
        );
      return answerList('/v1/subscriptions', subscriptions, input);
    }),
  );

  router.post(
    '/test_helpers/subscriptions/:id/renew',
    stripeRoute(async ({ params, path }) => {
      const input = parseStripeParams(
        z.object({ fail: BooleanParam.optional(), expand: ExpandSchema }),
        params,
      );
      if (!path.id) throw invalidRequest('Missing subscription id.', 'id');
      return expandObject(
        await renewSubscription(context, path.id, { isFailing: input.fail ?? false }),
        input.expand ?? [],
      );
    }),
  );

  return router;
}
