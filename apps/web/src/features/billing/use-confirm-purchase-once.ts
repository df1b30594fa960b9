import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { confirmCreditPurchase, CREDITS_QUERY_KEY } from './payments.api';

/**
 * Confirms a purchase with the API once per PaymentIntent, even when React runs the page's
 * effects twice (strict mode); `retry` asks again. The server answers a repeat the same way, so
 * a reload after a success shows the success again.
 */
export function useConfirmPurchaseOnce(paymentIntentId: string | null) {
  const queryClient = useQueryClient();
  const confirmed = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: confirmCreditPurchase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY }),
  });
  const { mutate } = mutation;

  useEffect(() => {
    if (paymentIntentId === null || confirmed.current === paymentIntentId) return;
    confirmed.current = paymentIntentId;
    mutate({ paymentIntentId });
  }, [paymentIntentId, mutate]);

  return {
    ...mutation,
    retry: () => {
      if (paymentIntentId !== null) mutate({ paymentIntentId });
    },
  };
}
