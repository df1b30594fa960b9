import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, CircleAlert, Clock, LoaderCircle, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { BackToSubscription, CompletionCard } from './completion-card';
import { brandName } from './payment-update-dialog';
import { PREMIUM_WAIT } from './subscribe';
import {
  fetchSubscription,
  invalidatePlanQueries,
  SUBSCRIPTION_QUERY_KEY,
  updatePaymentMethod,
} from './subscription.api';

/**
 * /completion after a subscription's first payment went through an authentication: the plan
 * turns Premium once the API has heard of the payment, so the page reads it until it does (or
 * says it will shortly), then has every screen read the plan again.
 */
export function SubscriptionActivation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [hasGivenUp, setHasGivenUp] = useState(false);
  const subscription = useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSubscription(signal),
    refetchInterval: (query) =>
      query.state.data?.plan === 'premium' || hasGivenUp ? false : PREMIUM_WAIT.intervalMs,
  });
  const isPremium = subscription.data?.plan === 'premium';

  useEffect(() => {
    const timer = setTimeout(() => setHasGivenUp(true), PREMIUM_WAIT.timeoutMs);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (isPremium) void invalidatePlanQueries(queryClient);
  }, [isPremium, queryClient]);

  if (isPremium) {
    return (
      <CompletionCard icon={<BadgeCheck className="size-7" aria-hidden="true" />}>
        <Notice tone="success">{t('billing.subscribe.success')}</Notice>
        <BackToSubscription />
      </CompletionCard>
    );
  }
  if (hasGivenUp) {
    return (
      <CompletionCard icon={<Clock className="size-7" aria-hidden="true" />}>
        <Notice tone="info">{t('billing.subscribe.activating')}</Notice>
        <BackToSubscription />
      </CompletionCard>
    );
  }
  return (
    <CompletionCard icon={<LoaderCircle className="size-7 animate-spin" aria-hidden="true" />}>
      <p role="status" className="text-sm text-muted-foreground">
        {t('billing.completion.activating')}
      </p>
    </CompletionCard>
  );
}

/**
 * /completion after a new card went through an authentication: the card the SetupIntent saved
 * becomes the one billed, once even when React runs effects twice.
 */
export function ConfirmCardChange({ setupIntentId }: { setupIntentId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sent = useRef<string | null>(null);
  const change = useMutation({
    mutationFn: updatePaymentMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
  });
  const { mutate } = change;
  useEffect(() => {
    if (sent.current === setupIntentId) return;
    sent.current = setupIntentId;
    mutate(setupIntentId);
  }, [setupIntentId, mutate]);

  if (change.isSuccess) {
    const { card } = change.data;
    return (
      <CompletionCard icon={<BadgeCheck className="size-7" aria-hidden="true" />}>
        <Notice tone="success">
          {t('billing.paymentUpdate.saved', { brand: brandName(card.brand), last4: card.last4 })}
        </Notice>
        <BackToSubscription />
      </CompletionCard>
    );
  }
  if (change.isError) {
    return (
      <CompletionCard tone="danger" icon={<CircleAlert className="size-7" aria-hidden="true" />}>
        <Notice tone="error">
          {getErrorMessage(change.error, t, t('billing.paymentUpdate.failed'))}
        </Notice>
        <div className="flex flex-wrap justify-center gap-3">
          <Button variant="outline" onClick={() => mutate(setupIntentId)}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {t('billing.completion.retry')}
          </Button>
          <BackToSubscription />
        </div>
      </CompletionCard>
    );
  }
  return (
    <CompletionCard icon={<LoaderCircle className="size-7 animate-spin" aria-hidden="true" />}>
      <p role="status" className="text-sm text-muted-foreground">
        {t('billing.completion.confirming')}
      </p>
    </CompletionCard>
  );
}
