import {
  ENDPOINTS as E,
  type BillingInfo,
  type BillingInfoInput,
  type CreateSetupIntentResponse,
  type CreateSubscriptionResponse,
  type InvoiceSummary,
  type PlanEntitlements,
  type SubscriptionState,
  type UpdatePaymentMethodResponse,
} from '@postcraft/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/call-endpoint';
import { CURRENT_USER_QUERY_KEY } from '../auth/use-auth';
import { CREDITS_QUERY_KEY } from './payments.api';

/**
 * The subscription calls of the web app (spec 000 §2 "/subscription", §7): the plan and the
 * subscription behind it, subscribing, the card billed, the customer portal, billing
 * information and invoices; each answer checked against its contract.
 */

export const SUBSCRIPTION_QUERY_KEY = ['payments', 'subscription'] as const;
export const PLAN_QUERY_KEY = ['payments', 'plan'] as const;
export const BILLING_INFO_QUERY_KEY = ['payments', 'billing-info'] as const;
export const INVOICES_QUERY_KEY = ['payments', 'invoices'] as const;

/** GET /api/payments/subscription */
export async function fetchSubscription(signal?: AbortSignal): Promise<SubscriptionState> {
  return (await callEndpoint(E.getSubscription, { signal })).subscription;
}

/** POST /api/payments/subscription: the subscription and its first invoice's client secret. */
export async function createSubscription(): Promise<CreateSubscriptionResponse> {
  return callEndpoint(E.createSubscription, { body: {} });
}

/** POST /api/payments/create-payment-intent: a SetupIntent for a new card. */
export async function createSetupIntent(): Promise<CreateSetupIntentResponse> {
  return callEndpoint(E.createCardSetupIntent, { body: {} });
}

/** POST /api/payments/payment-method: the confirmed SetupIntent's card becomes the one billed. */
export async function updatePaymentMethod(
  setupIntentId: string,
): Promise<UpdatePaymentMethodResponse> {
  return callEndpoint(E.updatePaymentMethod, { body: { setupIntentId } });
}

/** POST /api/payments/create-customer-portal-session: the portal's address. */
export async function createCustomerPortalSession(): Promise<string> {
  return (await callEndpoint(E.createCustomerPortalSession, { body: {} })).url;
}

/** GET /api/payments/billing-info; null before the user saved any. */
export async function fetchBillingInfo(signal?: AbortSignal): Promise<BillingInfo | null> {
  return (await callEndpoint(E.getBillingInfo, { signal })).billingInfo;
}

/** PUT /api/payments/billing-info */
export async function saveBillingInfo(body: BillingInfoInput): Promise<BillingInfo | null> {
  return (await callEndpoint(E.updateBillingInfo, { body })).billingInfo;
}

/** GET /api/payments/invoices */
export async function fetchInvoices(signal?: AbortSignal): Promise<InvoiceSummary[]> {
  return (await callEndpoint(E.listInvoices, { signal })).invoices;
}

/** GET /api/payments/plan */
export async function fetchPlanEntitlements(signal?: AbortSignal): Promise<PlanEntitlements> {
  return (await callEndpoint(E.getPlanEntitlements, { signal })).entitlements;
}

/** The user's plan and subscription; read only when billing is on. */
export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSubscription(signal),
    enabled,
  });
}

export function useBillingInfo() {
  return useQuery({
    queryKey: BILLING_INFO_QUERY_KEY,
    queryFn: ({ signal }) => fetchBillingInfo(signal),
  });
}

export function useInvoices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: INVOICES_QUERY_KEY,
    queryFn: ({ signal }) => fetchInvoices(signal),
    enabled,
  });
}

/** After the plan changed: everything that shows it is read again (the menu's plan too). */
export function invalidatePlanQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      SUBSCRIPTION_QUERY_KEY,
      CREDITS_QUERY_KEY,
      PLAN_QUERY_KEY,
      INVOICES_QUERY_KEY,
      CURRENT_USER_QUERY_KEY,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
