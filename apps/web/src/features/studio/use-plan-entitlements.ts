import { useQuery } from '@tanstack/react-query';
import { fetchPlanEntitlements, PLAN_QUERY_KEY } from '../billing/subscription.api';

/** What the user's plan allows and what is used (GET /api/payments/plan), as the server checks it. */
export function usePlanEntitlements() {
  return useQuery({
    queryKey: PLAN_QUERY_KEY,
    queryFn: ({ signal }) => fetchPlanEntitlements(signal),
  });
}
