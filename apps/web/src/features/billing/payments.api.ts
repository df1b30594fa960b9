import {
  ENDPOINTS as E,
  type ConfirmCreditPurchaseBody,
  type ConfirmCreditPurchaseResponse,
  type CreateCreditPaymentIntentBody,
  type CreatePaymentIntentResponse,
  type CreditsSummary,
  type PaymentsConfig,
} from '@postcraft/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/call-endpoint';

/**
 * The payment calls the web app makes (spec 000 §7), each answer checked against its contract:
 * the public billing configuration, the user's credits, and the two steps of a credit purchase.
 */

export const PAYMENTS_CONFIG_QUERY_KEY = ['payments', 'config'] as const;
export const CREDITS_QUERY_KEY = ['payments', 'credits'] as const;

/** GET /api/payments/config (public). */
export async function fetchPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  return (await callEndpoint(E.getPaymentsConfig, { signal })).config;
}

/** GET /api/payments/credits */
export async function fetchCredits(signal?: AbortSignal): Promise<CreditsSummary> {
  return callEndpoint(E.getCreditsSummary, { signal });
}

/** POST /api/payments/credits/create-payment-intent */
export async function createCreditPaymentIntent(
  body: CreateCreditPaymentIntentBody,
): Promise<CreatePaymentIntentResponse> {
  return callEndpoint(E.createCreditPaymentIntent, { body });
}

/** POST /api/payments/credits/confirm-purchase (the server answers the same for a repeat). */
export async function confirmCreditPurchase(
  body: ConfirmCreditPurchaseBody,
): Promise<ConfirmCreditPurchaseResponse> {
  return callEndpoint(E.confirmCreditPurchase, { body });
}

/** The billing configuration; it does not change while the app is open. */
export function usePaymentsConfig() {
  return useQuery({
    queryKey: PAYMENTS_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => fetchPaymentsConfig(signal),
    staleTime: Infinity,
  });
}

/** The signed-in user's credits; read only when billing is on. */
export function useCredits({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: CREDITS_QUERY_KEY,
    queryFn: ({ signal }) => fetchCredits(signal),
    enabled,
  });
}
