import { itemOf } from './billing-objects.js';
import type { SandboxContext } from './sandbox-context.js';
import { previousAttributesOf, reviseObject, type StripeJson } from './sandbox-store.js';
import { unexpectedState } from './stripe-error.js';
import { nowSeconds } from './stripe-ids.js';

const ENDED = new Set(['canceled', 'incomplete_expired']);

function refuseEnded(subscription: StripeJson) {
  if (ENDED.has(String(subscription.status))) {
    throw unexpectedState(
      'subscription_unexpected_state',
      `A canceled subscription can only update its metadata (this one is ${String(subscription.status)}).`,
    );
  }
}

/**
 * Changes a subscription's fields (`cancel_at_period_end`, its default card, metadata…) and
 * sends `customer.subscription.updated` with what they were, when anything changed.
 */
export async function updateSubscription(
  context: SandboxContext,
  id: string,
  change: (current: StripeJson) => StripeJson,
): Promise<StripeJson> {
  const revision = await reviseObject('subscription', id, (current) => {
    const next = change(current.data);
    if (JSON.stringify(next) === JSON.stringify(current.data)) return null;
    refuseEnded(current.data);
    return { data: next };
  });
  if (revision.isChanged) {
    await context.emit(
      'customer.subscription.updated',
      revision.after.data,
      previousAttributesOf(revision.before.data, revision.after.data),
    );
  }
  return revision.after.data;
}

/** Cancels at the end of the period (the portal's "Cancel plan"), or takes that back. */
export const withCancelAtPeriodEnd = (
  subscription: StripeJson,
  isCanceling: boolean,
): StripeJson => ({
  ...subscription,
  cancel_at_period_end: isCanceling,
  cancel_at: isCanceling ? itemOf(subscription).current_period_end : null,
  canceled_at: isCanceling ? (subscription.canceled_at ?? nowSeconds()) : null,
  cancellation_details: {
    comment: null,
    feedback: null,
    reason: isCanceling ? 'cancellation_requested' : null,
  },
});

/** Ends a subscription now (DELETE, or a renewal of one set to cancel): `customer.subscription.deleted`. */
export async function endSubscription(context: SandboxContext, id: string): Promise<StripeJson> {
  const revision = await reviseObject('subscription', id, (current) => {
    refuseEnded(current.data);
    const now = nowSeconds();
    return {
      data: {
        ...current.data,
        status: 'canceled',
        canceled_at: current.data.canceled_at ?? now,
        ended_at: now,
        cancellation_details: {
          comment: null,
          feedback: null,
          reason: 'cancellation_requested',
        },
      },
    };
  });
  await context.emit('customer.subscription.deleted', revision.after.data);
  return revision.after.data;
}
