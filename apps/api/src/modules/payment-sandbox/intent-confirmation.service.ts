import { createCharge, newChargeId, type StoredPaymentMethod } from './card-objects.js';
import type { IntentInternal, StoredIntent } from './intent-objects.js';
import { intentKindOf, type IntentKind } from './intent-kinds.js';
import { paymentPagesUrl } from './payment-sandbox.deps.js';
import type { SandboxContext } from './sandbox-context.js';
import { loadObject, reviseObject, type Change, type StripeJson } from './sandbox-store.js';
import { resourceMissing, unexpectedState } from './stripe-error.js';
import { randomText, sha256, isSameSecret } from './stripe-ids.js';
import { CARD_ERRORS, type CardError } from './test-cards.js';
import { attachPaymentMethod } from './payment-method-attachment.js';
import { settleInvoicePayment } from './invoice-settlement.service.js';

/** An attempt's error, as an intent's `last_payment_error` and the card field show it. */
export interface PaymentError extends CardError {
  type: 'card_error' | 'invalid_request_error';
}

/** Where an intent stands after a confirmation or an authentication. */
export interface ConfirmOutcome {
  intent: StripeJson;
  /** This attempt's error (a decline, a failed authentication); null otherwise. */
  error: PaymentError | null;
  /** The authentication page the customer must go through, when the card asks for it. */
  redirectUrl: string | null;
}

export interface ConfirmOptions {
  /** Where the authentication page sends the customer back to (already checked). */
  returnUrl: string | null;
  /** True for payments made without the customer (renewals): no authentication page then. */
  isOffSession: boolean;
  /** The language and theme of the authentication page. */
  page?: { language?: string | undefined; theme?: string | undefined };
}

type Decision =
  | { kind: 'succeeded'; chargeId: string; method: StoredPaymentMethod }
  | { kind: 'failed'; chargeId: string | null; method: StoredPaymentMethod; error: PaymentError }
  | { kind: 'requires_action'; method: StoredPaymentMethod; redirectUrl: string };

const CONFIRMABLE = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

/**
 * Confirms an intent with a payment method: pays (or sets up) it, declines it, or opens an
 * authentication page, as the card's issuer decides. An intent that already succeeded is
 * answered as it is: it is never paid twice, even by two confirmations at once (each decides
 * on the version it replaces).
 */
export async function confirmIntent(
  context: SandboxContext,
  intentId: string,
  method: StoredPaymentMethod,
  options: ConfirmOptions,
): Promise<ConfirmOutcome> {
  const kind = kindOf(intentId);
  const decided: { value: Decision | null } = { value: null };
  const revision = await reviseObject<StripeJson, IntentInternal>(
    kind.type,
    intentId,
    (current) => {
      const status = String(current.data.status);
      decided.value = null;
      if (status === 'succeeded' || status === 'processing') return null;
      if (!CONFIRMABLE.has(status)) {
        throw unexpectedState(
          `${kind.type}_unexpected_state`,
          `You cannot confirm this ${kind.name} because it has a status of ${status}.`,
        );
      }
      const decision = decideFor(context, kind, current, method, options);
      decided.value = decision;
      return changeOf(kind, current, decision);
    },
  );
  return settle(context, kind, revision.after, revision.isChanged ? decided.value : null);
}

function decideFor(
  context: SandboxContext,
  kind: IntentKind,
  intent: StoredIntent,
  method: StoredPaymentMethod,
  options: ConfirmOptions,
): Decision {
  const behaviour = method.internal.behaviour;
  const chargeId = newChargeId();
  const declined = (error: CardError): Decision => ({
    kind: 'failed',
    chargeId,
    method,
    error: { type: 'card_error', ...error },
  });
  const authenticate = (): Decision => ({
    kind: 'requires_action',
    method,
    redirectUrl: authenticationUrl(context, intent.id, options),
  });
  switch (behaviour.kind) {
    case 'decline':
      return declined(behaviour.error);
    case 'authenticate':
      return options.isOffSession ? { kind: 'succeeded', chargeId, method } : authenticate();
    case 'authenticate_always':
      return options.isOffSession ? declined(CARD_ERRORS.authenticationRequired) : authenticate();
    case 'succeed':
      return { kind: 'succeeded', chargeId, method };
  }
}

function authenticationUrl(context: SandboxContext, intentId: string, options: ConfirmOptions) {
  const query = new URLSearchParams({ token: randomText(40) });
  if (options.returnUrl) query.set('return_url', options.returnUrl);
  if (options.page?.language) query.set('lang', options.page.language);
  if (options.page?.theme) query.set('theme', options.page.theme);
  return `${paymentPagesUrl(context.deps)}/authenticate/${intentId}?${query.toString()}`;
}

const tokenOf = (redirectUrl: string) => new URL(redirectUrl).searchParams.get('token') ?? '';

function changeOf(
  kind: IntentKind,
  current: StoredIntent,
  decision: Decision,
): Change<StripeJson, IntentInternal> {
  const cleared: IntentInternal = {
    ...current.internal,
    authTokenHash: null,
    pendingPaymentMethod: null,
  };
  const isPayment = kind.type === 'payment_intent';
  if (decision.kind === 'succeeded') {
    return {
      data: {
        ...current.data,
        status: 'succeeded',
        payment_method: decision.method.id,
        next_action: null,
        [kind.errorField]: null,
        ...(isPayment
          ? { amount_received: current.data.amount, latest_charge: decision.chargeId }
          : { latest_attempt: null }),
      },
      internal: cleared,
    };
  }
  if (decision.kind === 'failed') {
    return {
      data: {
        ...current.data,
        status: 'requires_payment_method',
        payment_method: null,
        next_action: null,
        [kind.errorField]: {
          ...decision.error,
          ...(decision.chargeId && isPayment ? { charge: decision.chargeId } : {}),
          doc_url: `https://stripe.com/docs/error-codes/${decision.error.code}`,
          payment_method: decision.method.data,
        },
        ...(decision.chargeId && isPayment ? { latest_charge: decision.chargeId } : {}),
      },
      internal: cleared,
    };
  }
  const returnUrl = new URL(decision.redirectUrl).searchParams.get('return_url');
  return {
    data: {
      ...current.data,
      status: 'requires_action',
      payment_method: decision.method.id,
      next_action: {
        type: 'redirect_to_url',
        redirect_to_url: { return_url: returnUrl, url: decision.redirectUrl },
      },
    },
    internal: {
      ...current.internal,
      authTokenHash: sha256(tokenOf(decision.redirectUrl)),
      pendingPaymentMethod: decision.method.id,
    },
  };
}

/** The charge, the attachment and the events of a decision written; the outcome to answer. */
async function settle(
  context: SandboxContext,
  kind: IntentKind,
  after: StoredIntent,
  decision: Decision | null,
): Promise<ConfirmOutcome> {
  const intent = after.data;
  if (!decision) return { intent, error: null, redirectUrl: null };
  const isPayment = kind.type === 'payment_intent';
  if (decision.kind === 'requires_action') {
    await context.emit(`${kind.type}.requires_action`, intent);
    await settleInvoicePayment(context, after, { kind: 'requires_action' });
    return { intent, error: null, redirectUrl: decision.redirectUrl };
  }
  const chargeError = decision.kind === 'failed' ? decision.error : null;
  if (isPayment && decision.chargeId) {
    const charge = await createCharge({
      id: decision.chargeId,
      paymentIntent: intent,
      paymentMethod: decision.method.data,
      error: chargeError,
    });
    await context.emit(chargeError ? 'charge.failed' : 'charge.succeeded', charge.data);
  }
  if (decision.kind === 'failed') {
    await context.emit(kind.failedEvent, intent);
    await settleInvoicePayment(context, after, { kind: 'failed' });
    return { intent, error: decision.error, redirectUrl: null };
  }
  const customer = intent.customer as string | null;
  const keepsMethod = !isPayment || intent.setup_future_usage !== null;
  if (customer && keepsMethod) await attachPaymentMethod(context, decision.method.id, customer);
  await context.emit(`${kind.type}.succeeded`, intent);
  await settleInvoicePayment(context, after, { kind: 'paid', paymentMethodId: decision.method.id });
  return { intent, error: null, redirectUrl: null };
}

/**
 * The answer of the authentication page: completes or fails the authentication its one-time
 * token opened. Null when the token opens none (a wrong token, or one already used).
 */
export async function answerAuthentication(
  context: SandboxContext,
  intentId: string,
  token: string,
  isCompleted: boolean,
): Promise<ConfirmOutcome | null> {
  const kind = kindOf(intentId);
  const decided: { value: Decision | null } = { value: null };
  try {
    const revision = await reviseObject<StripeJson, IntentInternal>(
      kind.type,
      intentId,
      async (current) => {
        const { authTokenHash, pendingPaymentMethod } = current.internal;
        if (
          current.data.status !== 'requires_action' ||
          !authTokenHash ||
          !pendingPaymentMethod ||
          !isSameSecret(sha256(token), authTokenHash)
        ) {
          throw new AuthenticationClosed();
        }
        const method = await loadObject<StripeJson, StoredPaymentMethod['internal']>(
          'payment_method',
          pendingPaymentMethod,
        );
        const decision: Decision = isCompleted
          ? { kind: 'succeeded', chargeId: newChargeId(), method }
          : {
              kind: 'failed',
              chargeId: null,
              method,
              error: {
                type: 'invalid_request_error',
                code: kind.authenticationFailureCode,
                message: `The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this ${kind.name} again.`,
              },
            };
        decided.value = decision;
        return changeOf(kind, current, decision);
      },
    );
    return await settle(context, kind, revision.after, decided.value);
  } catch (error) {
    if (error instanceof AuthenticationClosed) return null;
    throw error;
  }
}

class AuthenticationClosed extends Error {}

function kindOf(intentId: string): IntentKind {
  const kind = intentKindOf(intentId);
  if (!kind) throw resourceMissing('payment_intent', intentId);
  return kind;
}
