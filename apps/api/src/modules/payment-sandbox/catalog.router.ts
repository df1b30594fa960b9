import { findPaymentSandboxObject, listPaymentSandboxObjects } from '@postcraft/data';
import { Router } from 'express';
import { z } from 'zod';
import type { SandboxContext } from './sandbox-context.js';
import { createObject, loadObject, reviseObject, type StripeJson } from './sandbox-store.js';
import { invalidRequest } from './stripe-error.js';
import { expandObject } from './stripe-expand.js';
import { newStripeId, nowSeconds } from './stripe-ids.js';
import { answerList } from './stripe-list.js';
import {
  BooleanParam,
  ExpandSchema,
  IntegerParam,
  ListParamsSchema,
  MetadataSchema,
  parseStripeParams,
} from './stripe-params.js';
import { retrieveRoute, stripeRoute } from './stripe-route.js';

const ProductParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/u)
    .optional(),
  name: z.string().min(1).max(250),
  description: z.string().max(5000).optional(),
  active: BooleanParam.optional(),
  metadata: MetadataSchema,
  expand: ExpandSchema,
});

const PriceParamsSchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/u, 'a three-letter ISO currency code')
    .transform((value) => value.toLowerCase()),
  unit_amount: IntegerParam.pipe(z.number().int().min(0).max(99_999_999)),
  product: z.string().max(100).optional(),
  product_data: z.object({ name: z.string().min(1).max(250) }).optional(),
  recurring: z
    .object({
      interval: z.enum(['day', 'week', 'month', 'year']),
      interval_count: IntegerParam.pipe(z.number().int().min(1).max(36)).optional(),
    })
    .optional(),
  lookup_key: z.string().min(1).max(200).optional(),
  transfer_lookup_key: BooleanParam.optional(),
  nickname: z.string().max(250).optional(),
  active: BooleanParam.optional(),
  metadata: MetadataSchema,
  expand: ExpandSchema,
});

const PriceListSchema = ListParamsSchema.extend({
  lookup_keys: z.array(z.string().max(200)).max(10).optional(),
  active: BooleanParam.optional(),
  product: z.string().max(100).optional(),
  type: z.enum(['one_time', 'recurring']).optional(),
});

const ProductListSchema = ListParamsSchema.extend({ active: BooleanParam.optional() });

async function createProduct(
  context: SandboxContext,
  input: Pick<
    z.infer<typeof ProductParamsSchema>,
    'id' | 'name' | 'description' | 'active' | 'metadata'
  >,
) {
  if (input.id && (await findPaymentSandboxObject(input.id))) {
    throw invalidRequest('Product already exists.', 'id', 'resource_already_exists');
  }
  const now = nowSeconds();
  const product = await createObject('product', {
    id: input.id ?? newStripeId('prod'),
    object: 'product',
    active: input.active ?? true,
    created: now,
    default_price: null,
    description: input.description ?? null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: input.metadata ?? {},
    name: input.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    type: 'service',
    unit_label: null,
    updated: now,
    url: null,
  });
  await context.emit('product.created', product.data);
  return product.data;
}

/** Takes a lookup key from the price that has it (`transfer_lookup_key`), or refuses it. */
async function claimLookupKey(context: SandboxContext, key: string, isTransfer: boolean) {
  const holders = (await listPaymentSandboxObjects({ type: 'price' })).filter(
    (price) => price.data.lookup_key === key,
  );
  for (const holder of holders) {
    if (!isTransfer) {
      throw invalidRequest(
        `A price (\`${holder.id}\`) already uses that lookup key.`,
        'lookup_key',
        'lookup_key_already_exists',
      );
    }
    const revision = await reviseObject('price', holder.id, (current) => ({
      data: { ...current.data, lookup_key: null },
    }));
    await context.emit('price.updated', revision.after.data, { lookup_key: key });
  }
}

/** /v1/products and /v1/prices: create, retrieve, list (prices by lookup key). */
export function createCatalogRouter(context: SandboxContext): Router {
  const router = Router();

  router.post(
    '/products',
    stripeRoute(async ({ params }) => {
      const input = parseStripeParams(ProductParamsSchema, params);
      return expandObject(await createProduct(context, input), input.expand ?? []);
    }),
  );

  router.get('/products/:id', retrieveRoute('product'));

  router.get(
    '/products',
    stripeRoute(async ({ params }) => {
      const input = parseStripeParams(ProductListSchema, params);
      const products = (await listPaymentSandboxObjects({ type: 'product' }))
        .map((product) => product.data as StripeJson)
        .filter((product) => input.active === undefined || product.active === input.active);
      return answerList('/v1/products', products, input);
    }),
  );

  router.post(
    '/prices',
    stripeRoute(async ({ params }) => {
      const input = parseStripeParams(PriceParamsSchema, params);
      if (!input.product && !input.product_data) {
        throw invalidRequest('Missing required param: product.', 'product', 'parameter_missing');
      }
      const product = input.product
        ? (await loadObject('product', input.product, 'product')).id
        : (await createProduct(context, { name: input.product_data!.name })).id;
      if (input.lookup_key)
        await claimLookupKey(context, input.lookup_key, input.transfer_lookup_key ?? false);
      const price = await createObject('price', {
        id: newStripeId('price'),
        object: 'price',
        active: input.active ?? true,
        billing_scheme: 'per_unit',
        created: nowSeconds(),
        currency: input.currency,
        custom_unit_amount: null,
        livemode: false,
        lookup_key: input.lookup_key ?? null,
        metadata: input.metadata ?? {},
        nickname: input.nickname ?? null,
        product,
        recurring: input.recurring
          ? {
              interval: input.recurring.interval,
              interval_count: input.recurring.interval_count ?? 1,
              meter: null,
              trial_period_days: null,
              usage_type: 'licensed',
            }
          : null,
        tax_behavior: 'unspecified',
        tiers_mode: null,
        transform_quantity: null,
        type: input.recurring ? 'recurring' : 'one_time',
        unit_amount: input.unit_amount,
        unit_amount_decimal: String(input.unit_amount),
      });
      await context.emit('price.created', price.data);
      return expandObject(price.data, input.expand ?? []);
    }),
  );

  router.get('/prices/:id', retrieveRoute('price'));

  router.get(
    '/prices',
    stripeRoute(async ({ params }) => {
      const input = parseStripeParams(PriceListSchema, params);
      const prices = (await listPaymentSandboxObjects({ type: 'price' }))
        .map((price) => price.data as StripeJson)
        .filter(
          (price) =>
            (!input.lookup_keys || input.lookup_keys.includes(String(price.lookup_key))) &&
            (input.active === undefined || price.active === input.active) &&
            (!input.product || price.product === input.product) &&
            (!input.type || price.type === input.type),
        );
      return answerList('/v1/prices', prices, input);
    }),
  );

  return router;
}
