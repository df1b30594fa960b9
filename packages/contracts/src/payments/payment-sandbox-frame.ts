import { z } from 'zod';

/**
 * The messages between the web app and the payment Sandbox's card field, a page of the Sandbox
 * that the web app frames where Stripe Elements would be (window.postMessage, each side checking
 * the other's origin). The card number never reaches the web app: like Stripe Elements, the
 * frame sends it to the Sandbox itself.
 *
 * 1. The frame says `ready`, then `change` whenever the card's completeness or error changes,
 *    and `resize` when its content's height changes.
 * 2. The web app sends `confirm` with the client secret of a PaymentIntent (a payment) or of a
 *    SetupIntent (saving a card, `seti_…`), and the address to come back to after an
 *    authentication.
 * 3. The frame answers `result`: the intent confirmed (status `succeeded`; for a SetupIntent its
 *    `paymentIntent` field holds the SetupIntent), or an error with the card issuer's message (a
 *    declined card), or `redirectUrl` when the card asks for authentication (3-D Secure): the
 *    web app then goes there, and the Sandbox's authentication page sends the user back to
 *    `returnUrl` with `payment_intent`, `payment_intent_client_secret` (or `setup_intent`,
 *    `setup_intent_client_secret`) and `redirect_status` in the query, as Stripe does.
 */
export const PAYMENT_FRAME_SOURCE = 'postcraft-payment-sandbox' as const;
export const PAYMENT_HOST_SOURCE = 'postcraft' as const;

export const PaymentFrameMessageSchema = z.discriminatedUnion('type', [
  z.object({ source: z.literal(PAYMENT_FRAME_SOURCE), type: z.literal('ready') }),
  z.object({
    source: z.literal(PAYMENT_FRAME_SOURCE),
    type: z.literal('change'),
    complete: z.boolean(),
    error: z.string().nullable(),
  }),
  z.object({
    source: z.literal(PAYMENT_FRAME_SOURCE),
    type: z.literal('resize'),
    height: z.number().int().positive(),
  }),
  z.object({
    source: z.literal(PAYMENT_FRAME_SOURCE),
    type: z.literal('result'),
    requestId: z.string(),
    /** The PaymentIntent, or the SetupIntent, that `confirm` named. */
    paymentIntent: z.object({ id: z.string(), status: z.string() }).nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    redirectUrl: z.string().nullable(),
  }),
]);
export type PaymentFrameMessage = z.infer<typeof PaymentFrameMessageSchema>;

export const PaymentHostMessageSchema = z.object({
  source: z.literal(PAYMENT_HOST_SOURCE),
  type: z.literal('confirm'),
  requestId: z.string().min(1).max(100),
  clientSecret: z.string().min(1).max(200),
  /** An absolute address of the web app (its /completion page). */
  returnUrl: z.string().url(),
});
export type PaymentHostMessage = z.infer<typeof PaymentHostMessageSchema>;

/** Stripe's documented test cards, which the Sandbox honours. */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAuthentication: '4000002500003155',
} as const;
