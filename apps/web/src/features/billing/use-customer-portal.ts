import { useMutation } from '@tanstack/react-query';
import { createCustomerPortalSession } from './subscription.api';

/**
 * Manage subscription: opens the payment provider's customer portal (cancel, change the card,
 * invoices), which sends the user back to /subscription.
 */
export function useCustomerPortal() {
  return useMutation({
    mutationFn: createCustomerPortalSession,
    onSuccess: (url) => window.location.assign(url),
  });
}
