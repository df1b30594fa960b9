import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../constants/credit-packs.js';
import { PlanIdSchema } from '../constants/plans.js';
import { userText } from '../text/user-text.js';

/**
 * The ISO 3166-1 alpha-2 codes of the billing form's country list (spec 000 §2: about 250
 * entries, code and name). Names come from the browser's Intl.DisplayNames in the user's
 * language, so the list is never translated by hand.
 */
export const COUNTRY_CODES = [
  'AD',
  'AE',
  'AF',
  'AG',
  'AI',
  'AL',
  'AM',
  'AO',
  'AQ',
  'AR',
  'AS',
  'AT',
  'AU',
  'AW',
  'AX',
  'AZ',
  'BA',
  'BB',
  'BD',
  'BE',
  'BF',
  'BG',
  'BH',
  'BI',
  'BJ',
  'BL',
  'BM',
  'BN',
  'BO',
  'BQ',
  'BR',
  'BS',
  'BT',
  'BV',
  'BW',
  'BY',
  'BZ',
  'CA',
  'CC',
  'CD',
  'CF',
  'CG',
  'CH',
  'CI',
  'CK',
  'CL',
  'CM',
  'CN',
  'CO',
  'CR',
  'CU',
  'CV',
  'CW',
  'CX',
  'CY',
  'CZ',
  'DE',
  'DJ',
  'DK',
  'DM',
  'DO',
  'DZ',
  'EC',
  'EE',
  'EG',
  'EH',
  'ER',
  'ES',
  'ET',
  'FI',
  'FJ',
  'FK',
  'FM',
  'FO',
  'FR',
  'GA',
  'GB',
  'GD',
  'GE',
  'GF',
  'GG',
  'GH',
  'GI',
  'GL',
  'GM',
  'GN',
  'GP',
  'GQ',
  'GR',
  'GS',
  'GT',
  'GU',
  'GW',
  'GY',
  'HK',
  'HM',
  'HN',
  'HR',
  'HT',
  'HU',
  'ID',
  'IE',
  'IL',
  'IM',
  'IN',
  'IO',
  'IQ',
  'IR',
  'IS',
  'IT',
  'JE',
  'JM',
  'JO',
  'JP',
  'KE',
  'KG',
  'KH',
  'KI',
  'KM',
  'KN',
  'KP',
  'KR',
  'KW',
  'KY',
  'KZ',
  'LA',
  'LB',
  'LC',
  'LI',
  'LK',
  'LR',
  'LS',
  'LT',
  'LU',
  'LV',
  'LY',
  'MA',
  'MC',
  'MD',
  'ME',
  'MF',
  'MG',
  'MH',
  'MK',
  'ML',
  'MM',
  'MN',
  'MO',
  'MP',
  'MQ',
  'MR',
  'MS',
  'MT',
  'MU',
  'MV',
  'MW',
  'MX',
  'MY',
  'MZ',
  'NA',
  'NC',
  'NE',
  'NF',
  'NG',
  'NI',
  'NL',
  'NO',
  'NP',
  'NR',
  'NU',
  'NZ',
  'OM',
  'PA',
  'PE',
  'PF',
  'PG',
  'PH',
  'PK',
  'PL',
  'PM',
  'PN',
  'PR',
  'PS',
  'PT',
  'PW',
  'PY',
  'QA',
  'RE',
  'RO',
  'RS',
  'RU',
  'RW',
  'SA',
  'SB',
  'SC',
  'SD',
  'SE',
  'SG',
  'SH',
  'SI',
  'SJ',
  'SK',
  'SL',
  'SM',
  'SN',
  'SO',
  'SR',
  'SS',
  'ST',
  'SV',
  'SX',
  'SY',
  'SZ',
  'TC',
  'TD',
  'TF',
  'TG',
  'TH',
  'TJ',
  'TK',
  'TL',
  'TM',
  'TN',
  'TO',
  'TR',
  'TT',
  'TV',
  'TW',
  'TZ',
  'UA',
  'UG',
  'UM',
  'US',
  'UY',
  'UZ',
  'VA',
  'VC',
  'VE',
  'VG',
  'VI',
  'VN',
  'VU',
  'WF',
  'WS',
  'YE',
  'YT',
  'ZA',
  'ZM',
  'ZW',
] as const;
export const CountryCodeSchema = z.enum(COUNTRY_CODES);
export type CountryCode = z.infer<typeof CountryCodeSchema>;

/** One-line text of the form, stored on the Stripe customer: no control character. */
const requiredText = (max: number) => userText().trim().min(1).max(max);

/**
 * The billing form of spec 000 §2: the first six fields are required (and now enforced), city
 * and postal code optional. Saved on the caller's Stripe customer (name, email, address).
 */
export const BillingInfoSchema = z.strictObject({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  address: requiredText(200),
  country: CountryCodeSchema,
  state: requiredText(100),
  city: userText().trim().max(100).default(''),
  postalCode: userText().trim().max(20).default(''),
});
export type BillingInfo = z.infer<typeof BillingInfoSchema>;
export type BillingInfoInput = z.input<typeof BillingInfoSchema>;
/** GET and PUT /api/payments/billing-info; null before the user saved any. */
export const BillingInfoResponseSchema = z.object({ billingInfo: BillingInfoSchema.nullable() });
export type BillingInfoResponse = z.infer<typeof BillingInfoResponseSchema>;

/** The card the subscription is billed to, as Stripe describes it (never the number). */
export const CardSummarySchema = z.object({
  brand: z.string(),
  last4: z.string().regex(/^[0-9]{4}$/u),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
});
export type CardSummary = z.infer<typeof CardSummarySchema>;

/** 'none' before the user ever subscribed; otherwise Stripe's own status of the newest one. */
export const SUBSCRIPTION_STATUSES = [
  'none',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** GET /api/payments/subscription: the plan the user has now and the subscription behind it. */
export const SubscriptionStateSchema = z.object({
  plan: PlanIdSchema,
  status: SubscriptionStatusSchema,
  subscriptionId: z.string().nullable(),
  /** The next renewal (or the end, when cancelled at period end); ISO 8601. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  card: CardSummarySchema.nullable(),
  priceCents: z.number().int().positive(),
  currency: z.literal(DEFAULT_CURRENCY),
});
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;
export const SubscriptionResponseSchema = z.object({ subscription: SubscriptionStateSchema });
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;

/** POST /api/payments/subscription takes no field. */
export const CreateSubscriptionBodySchema = z.strictObject({});
/**
 * The new (or still unpaid) subscription and the client secret of its first invoice's
 * PaymentIntent, which the card field confirms; the plan turns Premium once it is paid.
 */
export const CreateSubscriptionResponseSchema = z.object({
  subscriptionId: z.string().regex(/^sub_[A-Za-z0-9]+$/u),
  clientSecret: z.string().min(1),
});
export type CreateSubscriptionResponse = z.infer<typeof CreateSubscriptionResponseSchema>;

/** POST /api/payments/create-payment-intent (spec: optional body; the payment-update modal). */
export const CreateSetupIntentBodySchema = z.strictObject({});
export const CreateSetupIntentResponseSchema = z.object({
  clientSecret: z.string().min(1),
  setupIntentId: z.string().regex(/^seti_[A-Za-z0-9]+$/u),
});
export type CreateSetupIntentResponse = z.infer<typeof CreateSetupIntentResponseSchema>;

/** POST /api/payments/payment-method: the confirmed SetupIntent whose card becomes the default. */
export const UpdatePaymentMethodBodySchema = z.strictObject({
  setupIntentId: z
    .string()
    .trim()
    .regex(/^seti_[A-Za-z0-9]{8,64}$/u, 'a SetupIntent id (seti_…)'),
});
export const UpdatePaymentMethodResponseSchema = z.object({ card: CardSummarySchema });
export type UpdatePaymentMethodResponse = z.infer<typeof UpdatePaymentMethodResponseSchema>;

/** POST /api/payments/create-customer-portal-session: customerId is ignored but for its shape. */
export const CustomerPortalBodySchema = z.strictObject({
  customerId: userText().trim().max(255).optional(),
});
export const CustomerPortalResponseSchema = z.object({ url: z.string().url() });
export type CustomerPortalResponse = z.infer<typeof CustomerPortalResponseSchema>;

/** POST /api/payments/wallet/create-payment-intent (spec 000 §3 "Wallet top-up"). */
export const WalletPaymentIntentBodySchema = z.strictObject({
  /** Must be the caller's own id (403 otherwise). */
  userId: z.string().regex(/^[0-9a-f]{24}$/u),
  /** Cents: a whole number of seconds of video at the second's price, 10 to 10,000 seconds. */
  amount: z.number().int().positive(),
  currency: z.literal(DEFAULT_CURRENCY).default(DEFAULT_CURRENCY),
  savePaymentMethod: z.boolean().default(false),
});
export type WalletPaymentIntentBody = z.input<typeof WalletPaymentIntentBodySchema>;
export const WalletPaymentIntentResponseSchema = z.object({
  clientSecret: z.string().min(1),
  paymentIntentId: z.string().regex(/^pi_[A-Za-z0-9]+$/u),
  credits: z.number().int().positive(),
});
export type WalletPaymentIntentResponse = z.infer<typeof WalletPaymentIntentResponseSchema>;

/** One row of the billing history (spec 000 §3 "Invoice"), from Stripe's invoices. */
export const InvoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  product: z.string(),
  /** ISO 8601. */
  date: z.string(),
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.enum(['paid', 'pending', 'void', 'uncollectible']),
  /** Stripe's page for the invoice, when it has one. */
  invoiceUrl: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;
export const InvoicesResponseSchema = z.object({ invoices: z.array(InvoiceSummarySchema) });
export type InvoicesResponse = z.infer<typeof InvoicesResponseSchema>;
