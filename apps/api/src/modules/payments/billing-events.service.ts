import {
  NOTIFICATION_TEXTS,
  paymentFailedMail,
  PREMIUM_MONTHLY_CREDITS,
  type MailLanguage,
} from '@postcraft/contracts';
import { claimOnce, insertNotification, recordCreditMovement, UserModel } from '@postcraft/data';
import type { Logger } from '@postcraft/logger';
import type Stripe from 'stripe';
import type { Mailer } from '../../lib/mailer.js';
import { premiumPriceIdOf } from './premium-price.service.js';
import { isMissingResource, paymentUnavailable } from './stripe-client.js';
import { idOf, ownerOfBilling, syncSubscription } from './subscription-sync.service.js';

/** What the billing events need besides Stripe. */
export interface BillingEventDeps {
  stripe: Stripe;
  premiumPriceId: string | null;
  /** The web app's address: the failed-payment mail links to its /subscription page. */
  publicUrl: string;
  mailer: Pick<Mailer, 'send'>;
  logger: Logger;
}

/** A failed payment's mail is claimed once per invoice for as long as Stripe retries it. */
const PAYMENT_FAILED_CLAIM_DAYS = 60;

async function retrieveInvoice(stripe: Stripe, invoiceId: string): Promise<Stripe.Invoice | null> {
  try {
    return await stripe.invoices.retrieve(invoiceId);
  } catch (error) {
    if (isMissingResource(error)) return null;
    throw paymentUnavailable(error);
  }
}

const subscriptionOfInvoice = (invoice: Stripe.Invoice) =>
  idOf(invoice.parent?.subscription_details?.subscription);

/**
 * A Premium invoice was paid: its period's allowance is added once (`allowance:<invoice>`, until
 * the line's period ends; the period before it lapses), and the subscription copy refreshed.
 */
export async function handleInvoicePaid(deps: BillingEventDeps, invoiceId: string): Promise<void> {
  const invoice = await retrieveInvoice(deps.stripe, invoiceId);
  const subscriptionId = invoice && subscriptionOfInvoice(invoice);
  if (!invoice || !subscriptionId || invoice.status !== 'paid') return;
  const synced = await syncSubscription(deps.stripe, subscriptionId);
  const owner =
    synced?.owner ??
    (await ownerOfBilling(
      idOf(invoice.customer),
      invoice.parent?.subscription_details?.metadata?.userId,
    ));
  if (!owner) {
    deps.logger.warn({ invoice: invoice.id }, 'paid invoice of no user here');
    return;
  }
  const premiumPrice = await premiumPriceIdOf(deps.stripe, deps.premiumPriceId);
  const line = invoice.lines.data.find(
    (candidate) => candidate.pricing?.price_details?.price === premiumPrice,
  );
  if (!line) return;
  const isNew = await recordCreditMovement(owner, {
    key: `allowance:${invoice.id}`,
    kind: 'allowance',
    pot: 'monthly',
    amount: PREMIUM_MONTHLY_CREDITS,
    reference: invoiceId,
    period: invoiceId,
    expiresAt: new Date(line.period.end * 1000),
  });
  if (isNew) deps.logger.info({ invoice: invoiceId }, 'premium allowance added');
}

/**
 * A renewal's payment failed: the subscription copy is refreshed (past due) and the user told
 * once per invoice, by a notification and a mail linking to /subscription. A first payment
 * declined in the checkout is not: the card field already said so.
 */
export async function handleInvoicePaymentFailed(
  deps: BillingEventDeps,
  invoiceId: string,
): Promise<void> {
  const invoice = await retrieveInvoice(deps.stripe, invoiceId);
  const subscriptionId = invoice && subscriptionOfInvoice(invoice);
  if (!invoice || !subscriptionId) return;
  const synced = await syncSubscription(deps.stripe, subscriptionId);
  if (!synced) {
    deps.logger.warn({ invoice: invoiceId }, 'failed invoice of no user here');
    return;
  }
  if (invoice.status === 'paid' || invoice.billing_reason === 'subscription_create') return;
  const user = await UserModel.findById(synced.owner, { email: 1, language: 1 }).lean().exec();
  if (!user) return;
  const language: MailLanguage = user.language ?? 'en';
  const texts = NOTIFICATION_TEXTS[language];
  await insertNotification(synced.owner, {
    _id: `payment_failed:${invoiceId}`,
    type: 'payment_failed',
    title: texts.paymentFailedTitle,
    message: texts.paymentFailed,
    postId: null,
    jobId: null,
    platform: null,
    platforms: [],
    caption: '',
    mediaUrl: null,
    // The contract's post fields: a payment notice is about no post.
    postType: 'image',
  });
  const keepUntil = new Date(Date.now() + PAYMENT_FAILED_CLAIM_DAYS * 86_400_000);
  if (!(await claimOnce(`payment-failed-mail:${invoiceId}`, keepUntil))) return;
  try {
    await deps.mailer.send(
      paymentFailedMail(user.email, `${deps.publicUrl}/subscription`, language),
    );
  } catch (error) {
    // The notification stands; a mail server down is not a reason for Stripe to send it again.
    deps.logger.warn({ err: error, invoice: invoiceId }, 'payment failure mail not sent');
  }
}
