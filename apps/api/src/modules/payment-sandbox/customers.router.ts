import { listPaymentSandboxObjects } from '@postcraft/data';
import { Router } from 'express';
import { z } from 'zod';
import { answerList } from './stripe-list.js';
import type { SandboxContext } from './sandbox-context.js';
import {
  createObject,
  loadObject,
  previousAttributesOf,
  reviseObject,
  type StripeJson,
} from './sandbox-store.js';
import { expandObject } from './stripe-expand.js';
import { newStripeId, nowSeconds, randomText } from './stripe-ids.js';
import {
  ClearableText,
  ExpandSchema,
  ListParamsSchema,
  mergeMetadata,
  MetadataSchema,
  parseStripeParams,
} from './stripe-params.js';
import { retrieveRoute, stripeRoute } from './stripe-route.js';

const AddressSchema = z.union([
  z.literal(''),
  z.object({
    line1: z.string().max(200).optional(),
    line2: z.string().max(200).optional(),
    city: z.string().max(200).optional(),
    state: z.string().max(200).optional(),
    postal_code: z.string().max(40).optional(),
    country: z.string().max(2).optional(),
  }),
]);

const CustomerParamsSchema = z.object({
  name: ClearableText(256).optional(),
  email: z
    .string()
    .max(512)
    .regex(/^$|^[^\s@]+@[^\s@]+$/u, 'an email address')
    .transform((value) => value || null)
    .optional(),
  description: ClearableText(350).optional(),
  phone: ClearableText(20).optional(),
  address: AddressSchema.optional(),
  metadata: z.union([z.literal(''), MetadataSchema.unwrap()]).optional(),
  invoice_settings: z.object({ default_payment_method: ClearableText(100).optional() }).optional(),
  preferred_locales: z.array(z.string().max(10)).max(10).optional(),
  expand: ExpandSchema,
});
type CustomerParams = z.infer<typeof CustomerParamsSchema>;

const CustomerListSchema = ListParamsSchema.extend({ email: z.string().max(512).optional() });

const addressOf = (address: Exclude<CustomerParams['address'], undefined>) =>
  address === ''
    ? null
    : {
        city: address.city ?? null,
        country: address.country ?? null,
        line1: address.line1 ?? null,
        line2: address.line2 ?? null,
        postal_code: address.postal_code ?? null,
        state: address.state ?? null,
      };

/** The fields a create or an update sets, over the customer's current ones. */
async function applyCustomerParams(
  current: StripeJson,
  params: CustomerParams,
): Promise<StripeJson> {
  const invoiceSettings = current.invoice_settings as Record<string, unknown>;
  const defaultMethod = params.invoice_settings?.default_payment_method;
  if (defaultMethod) {
    await loadObject('payment_method', defaultMethod, 'invoice_settings[default_payment_method]');
  }
  return {
    ...current,
    ...(params.name !== undefined ? { name: params.name } : {}),
    ...(params.email !== undefined ? { email: params.email } : {}),
    ...(params.description !== undefined ? { description: params.description } : {}),
    ...(params.phone !== undefined ? { phone: params.phone } : {}),
    ...(params.address !== undefined ? { address: addressOf(params.address) } : {}),
    ...(params.preferred_locales ? { preferred_locales: params.preferred_locales } : {}),
    metadata: mergeMetadata(current.metadata as Record<string, string>, params.metadata),
    invoice_settings:
      defaultMethod !== undefined
        ? { ...invoiceSettings, default_payment_method: defaultMethod }
        : invoiceSettings,
  };
}

function newCustomerData(): StripeJson {
  return {
    id: newStripeId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: null,
    invoice_prefix: randomText(8).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: {},
    name: null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

/** /v1/customers: create, retrieve, update, list (by email). */
export function createCustomersRouter(context: SandboxContext): Router {
  const router = Router();

  router.post(
    '/customers',
    stripeRoute(async ({ params }) => {
      const input = parseStripeParams(CustomerParamsSchema, params);
      const base = newCustomerData();
      const data = await applyCustomerParams(base, input);
      const created = await createObject('customer', data, { customer: data.id });
      await context.emit('customer.created', created.data);
      return expandObject(created.data, input.expand ?? []);
    }),
  );

  router.get('/customers/:id', retrieveRoute('customer'));

  router.post(
    '/customers/:id',
    stripeRoute(async ({ params, path }) => {
      const input = parseStripeParams(CustomerParamsSchema, params);
      const revision = await reviseObject('customer', path.id ?? '', async (current) => {
        const data = await applyCustomerParams(current.data, input);
        return JSON.stringify(data) === JSON.stringify(current.data) ? null : { data };
      });
      if (revision.isChanged) {
        await context.emit(
          'customer.updated',
          revision.after.data,
          previousAttributesOf(revision.before.data, revision.after.data),
        );
      }
      return expandObject(revision.after.data, input.expand ?? []);
    }),
  );

  router.get(
    '/customers',
    stripeRoute(async ({ params }) => {
      const input = parseStripeParams(CustomerListSchema, params);
      const customers = await listPaymentSandboxObjects({ type: 'customer' });
      const matching = customers
        .map((customer) => customer.data as StripeJson)
        .filter((customer) => input.email === undefined || customer.email === input.email);
      return answerList('/v1/customers', matching, input);
    }),
  );

  return router;
}
