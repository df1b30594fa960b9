import type { PaymentsConfig } from '@postcraft/contracts';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { Notice } from '../../components/ui/notice';
import { useAuth } from '../auth/use-auth';
import { BillingHistoryDialog } from './billing-history-dialog';
import { BillingInfoDialog } from './billing-info-dialog';
import { LoadError, Loading } from './load-error';
import { PaymentUpdateDialog } from './payment-update-dialog';
import { usePaymentsConfig } from './payments.api';
import { PurchaseCreditsDialog } from './purchase-credits-dialog';
import { SubscribeDialog } from './subscribe-dialog';
import {
  BillingInfoCard,
  CreditsCard,
  CurrentPlanCard,
  PaymentDetailsCard,
} from './subscription-cards';
import { useBillingInfo, useSubscription } from './subscription.api';

/**
 * /subscription (spec 000 §2): the current plan, the credits, the card billed and the billing
 * information, with their modals (subscribe, buy video time, payment update, billing
 * information, billing history). With billing off the page says every feature is included.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const config = usePaymentsConfig();
  return (
    <div className="flex flex-col gap-10">
      <PageHeader
        icon={CreditCard}
        title={t('billing.subscription.title')}
        description={t('billing.subscription.subtitle')}
      />
      {config.isPending ? (
        <Loading label={t('billing.plan.loading')} />
      ) : config.isError ? (
        <LoadError error={config.error} onRetry={() => void config.refetch()} />
      ) : config.data.billingEnabled ? (
        <SubscriptionOverview config={config.data} />
      ) : (
        <Notice tone="info" className="max-w-2xl">
          {t('billing.messages.billingOff')}
        </Notice>
      )}
    </div>
  );
}

type DialogName = 'subscribe' | 'credits' | 'payment' | 'info' | 'history';

function SubscriptionOverview({ config }: { config: PaymentsConfig }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const subscription = useSubscription();
  const billingInfo = useBillingInfo();
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const open = (name: DialogName) => () => setDialog(name);
  const dialogProps = (name: DialogName) => ({
    open: dialog === name,
    onOpenChange: (isOpen: boolean) => setDialog(isOpen ? name : null),
  });

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        {subscription.isPending ? (
          <Loading label={t('billing.plan.loading')} />
        ) : subscription.isError ? (
          <LoadError error={subscription.error} onRetry={() => void subscription.refetch()} />
        ) : (
          <CurrentPlanCard
            subscription={subscription.data}
            onSubscribe={open('subscribe')}
            onUpdatePayment={open('payment')}
          />
        )}
        <CreditsCard onBuy={open('credits')} />
        <PaymentDetailsCard
          card={subscription.data?.card ?? null}
          onUpdate={open('payment')}
          onHistory={open('history')}
        />
        {billingInfo.isPending ? (
          <Loading label={t('billing.info.loading')} />
        ) : billingInfo.isError ? (
          <LoadError error={billingInfo.error} onRetry={() => void billingInfo.refetch()} />
        ) : (
          <BillingInfoCard billingInfo={billingInfo.data} onEdit={open('info')} />
        )}
      </div>
      <SubscribeDialog {...dialogProps('subscribe')} config={config} />
      <PurchaseCreditsDialog {...dialogProps('credits')} config={config} />
      <PaymentUpdateDialog {...dialogProps('payment')} config={config} />
      <BillingHistoryDialog {...dialogProps('history')} />
      {billingInfo.isSuccess ? (
        <BillingInfoDialog
          {...dialogProps('info')}
          billingInfo={billingInfo.data}
          fallback={{
            firstName: user?.firstName ?? '',
            lastName: user?.lastName ?? '',
            email: user?.email ?? '',
          }}
        />
      ) : null}
    </>
  );
}
