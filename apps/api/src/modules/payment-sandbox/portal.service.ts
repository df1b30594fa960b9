import { findPaymentSandboxObject, listPaymentSandboxObjects } from '@postcraft/data';
import { itemOf } from './billing-objects.js';
import type { PortalSessionInternal } from './billing-portal.router.js';
import { createPaymentMethod } from './card-objects.js';
import { confirmIntent } from './intent-confirmation.service.js';
import type { SandboxContext } from './sandbox-context.js';
import {
  loadObject,
  previousAttributesOf,
  reviseObject,
  type StoredObject,
  type StripeJson,
} from './sandbox-store.js';
import { isSameSecret, nowSeconds, sha256 } from './stripe-ids.js';
import { updateSubscription } from './subscription-changes.service.js';
import type { PortalSubscriptionView, PortalView } from './portal.page.js';
import type { CheckedCard } from './test-cards.js';

export type PortalSession = StoredObject<StripeJson, PortalSessionInternal>;

const LIVE = new Set(['active', 'past_due', 'incomplete', 'trialing', 'unpaid']);

/** The session the address opens: its secret matches and it has not expired; else null. */
export async function openPortalSession(id: string, secret: string): Promise<PortalSession | null> {
  if (!/^bps_[A-Za-z0-9]+$/u.test(id)) return null;
  const session = await findPaymentSandboxObject<StripeJson, PortalSessionInternal>(id);
  if (!session || session.type !== 'billing_portal.session') return null;
  const { secretHash, expiresAt } = session.internal;
  if (expiresAt < nowSeconds() || !isSameSecret(sha256(secret), secretHash)) return null;
  return session;
}

async function planNameOf(price: StripeJson): Promise<string> {
  if (typeof price.nickname === 'string') return price.nickname;
  const product = await findPaymentSandboxObject(String(price.product));
  return typeof product?.data.name === 'string' ? product.data.name : String(price.product);
}

/** What the portal shows of the session's customer. */
export async function readPortalView(
  session: PortalSession,
): Promise<Pick<PortalView, 'returnUrl' | 'email' | 'subscriptions' | 'card' | 'invoices'>> {
  const customerId = String(session.data.customer);
  const customer = await loadObject('customer', customerId);
  const subscriptions = (
    await listPaymentSandboxObjects({ type: 'subscription', customer: customerId })
  ).map((stored) => stored.data as StripeJson);
  const views: PortalSubscriptionView[] = await Promise.all(
    subscriptions.map(async (subscription) => {
      const item = itemOf(subscription);
      const recurring = item.price.recurring as { interval: string };
      return {
        id: subscription.id,
        planName: await planNameOf(item.price),
        amount: (item.price.unit_amount as number) * item.quantity,
        currency: String(item.price.currency),
        interval: recurring.interval,
        status: String(subscription.status),
        periodEnd: item.current_period_end,
        isCanceling: subscription.cancel_at_period_end === true,
        endedAt: (subscription.ended_at as number | null) ?? null,
      };
    }),
  );
  const settings = customer.data.invoice_settings as { default_payment_method: string | null };
  const methodId =
    settings.default_payment_method ??
    (subscriptions.find((subscription) => subscription.default_payment_method)
      ?.default_payment_method as string | undefined);
  const method = methodId ? await findPaymentSandboxObject(methodId) : null;
  const card = method?.data.card as
    { brand: string; last4: string; exp_month: number; exp_year: number } | undefined;
  const invoices = (await listPaymentSandboxObjects({ type: 'invoice', customer: customerId }))
    .slice(0, 12)
    .map(({ data }) => ({
      created: data.created as number,
      number: String(data.number),
      amount: data.amount_due as number,
      currency: String(data.currency),
      status: String(data.status),
    }));
  return {
    returnUrl: String(session.data.return_url),
    email: (customer.data.email as string | null) ?? null,
    subscriptions: views,
    card: card
      ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }
      : null,
    invoices,
  };
}

/**
 * "Update card": the card becomes the customer's and their plans' default; an overdue invoice is
 * paid with it at once, as Stripe retries it. True when that payment was declined.
 */
export async function saveCustomerCard(
  context: SandboxContext,
  customerId: string,
  card: CheckedCard,
): Promise<{ isDeclined: boolean }> {
  const method = await createPaymentMethod(card, customerId);
  await context.emit('payment_method.attached', method.data);
  const customer = await reviseObject('customer', customerId, (current) => ({
    data: {
      ...current.data,
      invoice_settings: {
        ...(current.data.invoice_settings as Record<string, unknown>),
        default_payment_method: method.id,
      },
    },
  }));
  await context.emit(
    'customer.updated',
    customer.after.data,
    previousAttributesOf(customer.before.data, customer.after.data),
  );
  let isDeclined = false;
  for (const stored of await listPaymentSandboxObjects({
    type: 'subscription',
    customer: customerId,
  })) {
    if (!LIVE.has(String(stored.data.status))) continue;
    const subscription = await updateSubscription(context, stored.id, (current) => ({
      ...current,
      default_payment_method: method.id,
    }));
    if (subscription.status !== 'past_due') continue;
    const invoice = await loadObject('invoice', String(subscription.latest_invoice));
    const payment = (
      invoice.data.payments as { data: Array<{ payment: { payment_intent: string } }> }
    ).data[0];
    if (invoice.data.status !== 'open' || !payment) continue;
    const outcome = await confirmIntent(context, payment.payment.payment_intent, method, {
      returnUrl: null,
      isOffSession: true,
    });
    if (outcome.error) isDeclined = true;
  }
  return { isDeclined };
}
