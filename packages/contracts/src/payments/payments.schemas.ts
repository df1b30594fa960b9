import { z } from 'zod';
import {
  DEFAULT_CURRENCY,
  VIDEO_SECOND_PRICE_CENTS,
  VideoSecondsPackAmountSchema,
} from '../constants/credit-packs.js';
import { PLANS } from '../constants/plans.js';
import type { FrenchCatalogue } from '../i18n/message-catalogue.js';

/**
 * The payment calls of spec 000 §7. Credits are seconds of generated video (docs/decisions.md,
 * "One credit model"); money is integer cents.
 */
export const PAYMENTS_PATHS = {
  config: '/api/payments/config',
  createPaymentIntent: '/api/payments/create-payment-intent',
  walletCreatePaymentIntent: '/api/payments/wallet/create-payment-intent',
  customerPortalSession: '/api/payments/create-customer-portal-session',
  credits: '/api/payments/credits',
  creditsCreatePaymentIntent: '/api/payments/credits/create-payment-intent',
  creditsConfirmPurchase: '/api/payments/credits/confirm-purchase',
  webhook: '/api/payments/webhook',
  /** GET: the caller's plan and subscription; POST: subscribe to Premium (first invoice to pay). */
  subscription: '/api/payments/subscription',
  /** POST {setupIntentId}: the card a confirmed SetupIntent saved becomes the one billed. */
  paymentMethod: '/api/payments/payment-method',
  /** GET / PUT: the billing information kept on the caller's Stripe customer. */
  billingInfo: '/api/payments/billing-info',
  /** GET: the caller's invoices, from Stripe. */
  invoices: '/api/payments/invoices',
  /** GET: what the caller's plan allows and what is used (the entitlements every check reads). */
  plan: '/api/payments/plan',
} as const;

/**
 * Who takes the card: Stripe (keys set), the offline payment Sandbox (no keys, outside
 * production), or nobody (`BILLING=off`, or production without keys: no payment screens).
 */
export const PAYMENT_PROVIDERS = ['stripe', 'sandbox', 'off'] as const;
export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

export const CreditPackSchema = z.object({
  /** Seconds of video generation the pack adds (spec 000 §3 "credits"). */
  credits: VideoSecondsPackAmountSchema,
  priceCents: z.number().int().positive(),
  popular: z.boolean(),
  /** Preselected in the purchase modal (spec 000 §4: the 1000-second pack). */
  isDefault: z.boolean(),
  /** An English label such as "1,000 seconds"; screens build their own from `credits`. */
  label: z.string(),
});
export type CreditPackInfo = z.infer<typeof CreditPackSchema>;

/** GET /api/payments/config (public). */
export const PaymentsConfigSchema = z.object({
  /** False when billing is off: every account has every feature, no payment screen is shown. */
  billingEnabled: z.boolean(),
  provider: PaymentProviderSchema,
  /** Stripe's publishable key (or the Sandbox's), null when billing is off. */
  publishableKey: z.string().nullable(),
  currency: z.literal(DEFAULT_CURRENCY),
  /** Price of one second of video, in cents. */
  secondPriceCents: z.number().int().positive(),
  packs: z.array(CreditPackSchema),
  premium: z.object({ priceCents: z.number().int().positive(), interval: z.literal('month') }),
  /**
   * With the Sandbox: the address of its card field, a page the web app frames where Stripe
   * Elements would be (see payment-sandbox-frame.ts). Null otherwise.
   */
  sandboxCardFrameUrl: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;
export const PaymentsConfigResponseSchema = z.object({ config: PaymentsConfigSchema });
export type PaymentsConfigResponse = z.infer<typeof PaymentsConfigResponseSchema>;

/** GET /api/payments/credits: live numbers derived from the credit ledger. */
export const CreditsSummarySchema = z.object({
  /** Credits the user may spend now: what is left of the monthly allowance plus purchased ones. */
  balance: z.number().int(),
  /** Credits bought (or granted) and not yet spent; they never expire. */
  purchased: z.number().int(),
  /** Credits the plan gives each billing period (0 on Free). */
  monthlyAllowance: z.number().int().nonnegative(),
  /** What is left of this period's allowance. */
  monthlyLeft: z.number().int().nonnegative(),
  /** When the allowance resets (the subscription's next renewal); null without one. */
  resetsAt: z.string().nullable(),
  /** Credits spent since the period began (or ever, without a subscription), by content type. */
  usedByType: z.object({ video: z.number().int().nonnegative() }),
  /** Credits held by renders in progress (settled when they finish, released if they fail). */
  held: z.number().int().nonnegative(),
});
export type CreditsSummary = z.infer<typeof CreditsSummarySchema>;
export const CreditsSummaryResponseSchema = CreditsSummarySchema;

/** POST /api/payments/credits/create-payment-intent. */
export const CreateCreditPaymentIntentBodySchema = z.strictObject({
  creditAmount: VideoSecondsPackAmountSchema,
});
export type CreateCreditPaymentIntentBody = z.infer<typeof CreateCreditPaymentIntentBodySchema>;
export const CreatePaymentIntentResponseSchema = z.object({
  clientSecret: z.string().min(1),
  paymentIntentId: z.string().regex(/^pi_[A-Za-z0-9]+$/u),
});
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponseSchema>;

/** A Stripe PaymentIntent id. */
export const PaymentIntentIdSchema = z
  .string()
  .trim()
  .regex(/^pi_[A-Za-z0-9]{8,64}$/u, 'a PaymentIntent id (pi_…)');

/** POST /api/payments/credits/confirm-purchase. */
export const ConfirmCreditPurchaseBodySchema = z.strictObject({
  paymentIntentId: PaymentIntentIdSchema,
});
export type ConfirmCreditPurchaseBody = z.infer<typeof ConfirmCreditPurchaseBodySchema>;
export const ConfirmCreditPurchaseResponseSchema = z.object({
  success: z.literal(true),
  /** The pack's credits, added once whichever of this call or the webhook came first. */
  creditsAdded: z.number().int().positive(),
  balance: z.number().int(),
});
export type ConfirmCreditPurchaseResponse = z.infer<typeof ConfirmCreditPurchaseResponseSchema>;

/**
 * POST /api/payments/webhook: the event was handled, or had been already (`duplicate`: Stripe
 * sent it again).
 */
export const StripeWebhookResponseSchema = z.object({
  received: z.literal(true),
  duplicate: z.literal(true).optional(),
});
export type StripeWebhookResponse = z.infer<typeof StripeWebhookResponseSchema>;

/** The most seconds one payment buys (the largest pack, and the wallet's top-up limit). */
export const MAX_CREDITS_PER_PAYMENT = 10_000;
/** The fewest seconds a wallet top-up buys. */
export const MIN_WALLET_CREDITS = 10;

/**
 * Premium's allowance each billing period: what its price buys at the second's price, rounded up
 * (the 323-second pack). Unused allowance lapses at the renewal.
 */
export const PREMIUM_MONTHLY_CREDITS = Math.ceil(
  PLANS.premium.priceCents / VIDEO_SECOND_PRICE_CENTS,
);

/**
 * The metadata every PaymentIntent we create carries, read back when it is confirmed or its
 * webhook arrives: whose it is and what it buys (a pack, or a wallet top-up of any whole number
 * of seconds; the amount charged must be the seconds at the second's price).
 */
export const CreditPaymentMetadataSchema = z.object({
  purpose: z.literal('credits'),
  userId: z.string().regex(/^[0-9a-f]{24}$/u),
  credits: z.coerce.number().int().min(1).max(MAX_CREDITS_PER_PAYMENT),
});
export type CreditPaymentMetadata = z.infer<typeof CreditPaymentMetadataSchema>;

export const PAYMENT_MESSAGES = {
  billingOff: 'Billing is turned off on this server: every feature is already yours.',
  providerUnavailable: 'Payments are not available right now. Please try again later.',
  intentFailed: 'Failed to create payment intent',
  paymentNotFound: 'This payment was not found.',
  paymentNotSucceeded: 'Payment was not successful. Please try again.',
  paymentMismatch: 'Failed to confirm purchase. Please contact support.',
  webhookSignature: 'The webhook signature is missing or does not match.',
  alreadySubscribed: 'You are already subscribed to Premium.',
  walletNotYours: 'You can only top up your own wallet.',
  walletAmount: `The amount must buy a whole number of seconds of video ($0.09 each), from ${MIN_WALLET_CREDITS} to ${MAX_CREDITS_PER_PAYMENT.toLocaleString('en-US')} seconds.`,
  cardSetupNotFound: 'This card setup was not found.',
  cardSetupNotSucceeded: 'The card was not saved. Please try again.',
  purchased: (credits: number) => `Successfully purchased ${credits} seconds of video generation!`,
} as const;

export const PAYMENT_MESSAGES_FR: FrenchCatalogue<typeof PAYMENT_MESSAGES> = {
  billingOff: 'La facturation est désactivée sur ce serveur : toutes les fonctions sont à vous.',
  providerUnavailable: 'Les paiements ne sont pas disponibles pour le moment. Réessayez plus tard.',
  intentFailed: "Échec de la création de l'intention de paiement",
  paymentNotFound: 'Ce paiement est introuvable.',
  paymentNotSucceeded: "Le paiement n'a pas abouti. Veuillez réessayer.",
  paymentMismatch: "Échec de la confirmation de l'achat. Veuillez contacter le support.",
  webhookSignature: 'La signature du webhook est absente ou ne correspond pas.',
  alreadySubscribed: 'Vous êtes déjà abonné à Premium.',
  walletNotYours: 'Vous ne pouvez recharger que votre propre portefeuille.',
  walletAmount: `Le montant doit acheter un nombre entier de secondes de vidéo (0,09 $ chacune), de ${MIN_WALLET_CREDITS} à ${MAX_CREDITS_PER_PAYMENT.toLocaleString('fr-FR')} secondes.`,
  cardSetupNotFound: 'Cet enregistrement de carte est introuvable.',
  cardSetupNotSucceeded: "La carte n'a pas été enregistrée. Veuillez réessayer.",
  purchased: (credits) => `${credits} secondes de génération vidéo achetées avec succès !`,
};
