import type { BillingInfo, CardSummary, SubscriptionState } from '@postcraft/contracts';
import { CreditCard, History, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useDateFormat } from '../../lib/use-date-format';
import { formatPrice } from './billing-format';
import { countryName } from './countries';
import { CreditsBalance, CreditsBreakdown } from './credits-breakdown';
import { LoadError, Loading } from './load-error';
import { brandName } from './payment-update-dialog';
import { useCredits } from './payments.api';
import { useCustomerPortal } from './use-customer-portal';

/** The statuses in which a subscription still renews or ends on its period's end. */
const RUNNING = new Set<SubscriptionState['status']>(['active', 'trialing', 'past_due']);

/**
 * The status shows beside Premium, and beside Free only when a payment is overdue: a first
 * payment that did not go through leaves the user on Free with nothing to act on but Subscribe.
 */
function showsStatus({ plan, status }: SubscriptionState): boolean {
  if (status === 'none') return false;
  return plan === 'premium' || status === 'past_due' || status === 'unpaid';
}

function SectionCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card className="flex flex-col" data-testid={testId}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

export function CurrentPlanCard({
  subscription,
  onSubscribe,
  onUpdatePayment,
}: {
  subscription: SubscriptionState;
  onSubscribe: () => void;
  onUpdatePayment: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const dates = useDateFormat();
  const portal = useCustomerPortal();
  const isPremium = subscription.plan === 'premium';
  const isRunning = RUNNING.has(subscription.status);
  const hasPortal = subscription.subscriptionId !== null;
  const periodEnd = subscription.currentPeriodEnd;

  return (
    <SectionCard title={t('billing.subscription.planTitle')} testId="current-plan">
      <div className="flex flex-wrap items-center gap-3">
        <p
          className="text-2xl font-semibold tracking-tight text-foreground"
          data-testid="current-plan-name"
        >
          {t(`userMenu.plans.${subscription.plan}`)}
        </p>
        {showsStatus(subscription) ? (
          <span
            className={cn(
              'rounded-full border px-2.5 py-0.5 text-xs font-medium text-foreground',
              subscription.status === 'active' || subscription.status === 'trialing'
                ? 'border-success/40 bg-success/10'
                : subscription.status === 'past_due' || subscription.status === 'unpaid'
                  ? 'border-danger/40 bg-danger/10'
                  : 'border-border bg-muted',
            )}
          >
            {t(`billing.subscription.statuses.${subscription.status}`)}
          </span>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">
        {isPremium
          ? t('billing.subscription.premiumPrice', {
              price: formatPrice(subscription.priceCents, subscription.currency, language),
            })
          : t('billing.subscription.freeSummary')}
      </p>
      {isRunning && periodEnd ? (
        <p className="text-sm font-medium text-foreground" data-testid="current-plan-period">
          {subscription.cancelAtPeriodEnd
            ? t('billing.subscription.endsOn', { date: dates.longDate(periodEnd) })
            : t('billing.subscription.renewsOn', { date: dates.longDate(periodEnd) })}
        </p>
      ) : null}
      {subscription.status === 'past_due' || subscription.status === 'unpaid' ? (
        <div className="flex flex-col items-start gap-2">
          <Notice tone="error">{t('billing.subscription.pastDue')}</Notice>
          <Button variant="link" onClick={onUpdatePayment}>
            {t('billing.subscription.updatePayment')}
          </Button>
        </div>
      ) : null}
      {portal.isError ? <Notice tone="error">{getErrorMessage(portal.error, t)}</Notice> : null}
      <div className="mt-auto flex flex-wrap gap-3 pt-2">
        {isPremium || (hasPortal && isRunning) ? (
          <Button disabled={portal.isPending} onClick={() => portal.mutate()}>
            {t('billing.plan.manage')}
          </Button>
        ) : (
          <Button onClick={onSubscribe}>{t('billing.plan.subscribe')}</Button>
        )}
        <Button asChild variant="outline">
          <Link to="/plan">{t('billing.subscription.comparePlans')}</Link>
        </Button>
      </div>
    </SectionCard>
  );
}

export function CreditsCard({ onBuy }: { onBuy: () => void }) {
  const { t } = useTranslation();
  const credits = useCredits();
  return (
    <SectionCard title={t('billing.credits.balanceTitle')} testId="credits-card">
      {credits.isPending ? (
        <Loading label={t('billing.credits.loading')} />
      ) : credits.isError ? (
        <LoadError error={credits.error} onRetry={() => void credits.refetch()} />
      ) : (
        <>
          <CreditsBalance credits={credits.data} />
          <CreditsBreakdown credits={credits.data} />
        </>
      )}
      <div className="mt-auto pt-2">
        <Button variant="secondary" onClick={onBuy}>
          {t('billing.plan.buyTime')}
        </Button>
      </div>
    </SectionCard>
  );
}

export function PaymentDetailsCard({
  card,
  onUpdate,
  onHistory,
}: {
  card: CardSummary | null;
  onUpdate: () => void;
  onHistory: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('billing.subscription.paymentTitle')} testId="payment-details">
      {card ? (
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-xl bg-muted text-foreground">
            <CreditCard className="size-5" aria-hidden="true" />
          </span>
          <div className="flex flex-col">
            <p className="font-medium text-foreground" data-testid="payment-card">
              {t('billing.subscription.cardEnding', {
                brand: brandName(card.brand),
                last4: card.last4,
              })}
            </p>
            <p className="text-sm text-muted-foreground">
              {t('billing.subscription.cardExpires', {
                month: String(card.expMonth).padStart(2, '0'),
                year: String(card.expYear % 100).padStart(2, '0'),
              })}
            </p>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('billing.subscription.noCard')}</p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-2 pt-2">
        <Button variant="link" onClick={onUpdate}>
          {t('billing.subscription.updatePayment')}
        </Button>
        <Button variant="outline" onClick={onHistory}>
          <History className="size-4" aria-hidden="true" />
          {t('billing.history.open')}
        </Button>
      </div>
    </SectionCard>
  );
}

export function BillingInfoCard({
  billingInfo,
  onEdit,
}: {
  billingInfo: BillingInfo | null;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <SectionCard title={t('billing.info.title')} testId="billing-info">
      {billingInfo ? (
        <address className="flex flex-col gap-0.5 text-sm text-foreground not-italic">
          <span className="font-medium">{`${billingInfo.firstName} ${billingInfo.lastName}`}</span>
          <span className="text-muted-foreground">{billingInfo.email}</span>
          <span>{billingInfo.address}</span>
          {billingInfo.postalCode || billingInfo.city ? (
            <span>{[billingInfo.postalCode, billingInfo.city].filter(Boolean).join(' ')}</span>
          ) : null}
          <span>{`${billingInfo.state}, ${countryName(billingInfo.country, language)}`}</span>
        </address>
      ) : (
        <p className="text-sm text-muted-foreground">{t('billing.info.empty')}</p>
      )}
      <div className="mt-auto pt-2">
        <Button variant="outline" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
          {billingInfo ? t('billing.info.edit') : t('billing.info.add')}
        </Button>
      </div>
    </SectionCard>
  );
}
