import { PLAN_IDS, PLANS, type PaymentsConfig, type PlanId } from '@postcraft/contracts';
import { Check, Clock, Gem, Info } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useAuth } from '../auth/use-auth';
import { formatCount, formatPrice } from './billing-format';
import { LoadError, Loading } from './load-error';
import { planFeatureTexts, premiumMonthlySeconds } from './plan-features';
import { usePaymentsConfig } from './payments.api';
import { PurchaseCreditsDialog } from './purchase-credits-dialog';
import { SubscribeDialog } from './subscribe-dialog';
import { useSubscription } from './subscription.api';
import { useCustomerPortal } from './use-customer-portal';

/**
 * /plan (spec 000 §2): Free and Premium side by side, Premium recommended and the user's plan
 * marked; Subscribe (or Manage subscription once Premium) and Buy video time. With billing off
 * every feature is included, and the page says only that.
 */
export function PlanPage() {
  const { t } = useTranslation();
  const config = usePaymentsConfig();
  return (
    <div className="flex flex-col gap-10">
      <PageHeader
        icon={Gem}
        title={t('billing.plan.title')}
        description={t('billing.plan.subtitle')}
      />
      {config.isPending ? (
        <Loading label={t('billing.plan.loading')} />
      ) : config.isError ? (
        <LoadError error={config.error} onRetry={() => void config.refetch()} />
      ) : config.data.billingEnabled ? (
        <PlanChoice config={config.data} />
      ) : (
        <Notice tone="info" className="max-w-2xl">
          {t('billing.messages.billingOff')}
        </Notice>
      )}
    </div>
  );
}

function PlanChoice({ config }: { config: PaymentsConfig }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { user } = useAuth();
  const subscription = useSubscription();
  const portal = useCustomerPortal();
  const [dialog, setDialog] = useState<'subscribe' | 'credits' | null>(null);
  const current: PlanId | null = subscription.data?.plan ?? user?.plan ?? null;

  const action = (id: PlanId) => {
    if (id !== 'premium' || current === null) return null;
    if (current === 'premium') {
      return (
        <Button
          variant="outline"
          size="lg"
          className="w-full"
          disabled={portal.isPending}
          onClick={() => portal.mutate()}
        >
          {t('billing.plan.manage')}
        </Button>
      );
    }
    return (
      <Button size="lg" className="w-full" onClick={() => setDialog('subscribe')}>
        {t('billing.plan.subscribe')}
      </Button>
    );
  };

  return (
    <>
      {portal.isError ? (
        <Notice tone="error" className="max-w-2xl">
          {getErrorMessage(portal.error, t)}
        </Notice>
      ) : null}
      <div className="grid max-w-4xl items-stretch gap-6 md:grid-cols-2">
        {PLAN_IDS.map((id) => (
          <PlanCard
            key={id}
            id={id}
            price={formatPrice(
              id === 'premium' ? config.premium.priceCents : PLANS[id].priceCents,
              config.currency,
              language,
            )}
            allowance={
              id === 'premium'
                ? t('billing.plan.allowance', {
                    seconds: formatCount(premiumMonthlySeconds(config), language),
                  })
                : null
            }
            isCurrent={current === id}
            action={action(id)}
          />
        ))}
      </div>
      <Card className="flex max-w-4xl flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
            <Clock className="size-5" aria-hidden="true" />
          </span>
          <div className="flex flex-col gap-1">
            <h2 className="text-base font-semibold text-foreground">
              {t('billing.plan.timeTitle')}
            </h2>
            <p className="text-sm text-muted-foreground">
              {t('billing.plan.timeBody', {
                price: formatPrice(config.secondPriceCents, config.currency, language),
              })}
            </p>
          </div>
        </div>
        <Button variant="secondary" className="shrink-0" onClick={() => setDialog('credits')}>
          {t('billing.plan.buyTime')}
        </Button>
      </Card>
      <SubscribeDialog
        open={dialog === 'subscribe'}
        onOpenChange={(open) => setDialog(open ? 'subscribe' : null)}
        config={config}
      />
      <PurchaseCreditsDialog
        open={dialog === 'credits'}
        onOpenChange={(open) => setDialog(open ? 'credits' : null)}
        config={config}
      />
    </>
  );
}

function PlanCard({
  id,
  price,
  allowance,
  isCurrent,
  action,
}: {
  id: PlanId;
  price: string;
  allowance: string | null;
  isCurrent: boolean;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  const plan = PLANS[id];
  const features = planFeatureTexts(id, t);
  const lines = allowance ? [allowance, ...features.lines] : features.lines;
  return (
    <Card
      aria-labelledby={`plan-${id}`}
      data-testid={`plan-${id}`}
      className={cn(
        'relative flex flex-col gap-6 p-7',
        plan.isRecommended && 'border-2 border-primary shadow-xl shadow-primary/10',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        {plan.isRecommended ? (
          <span className="rounded-full bg-gradient-to-r from-primary to-accent px-3 py-1 text-xs font-semibold tracking-[0.1em] text-white uppercase">
            {t('billing.plan.recommended')}
          </span>
        ) : null}
        {isCurrent ? (
          <span className="rounded-full border border-success/40 bg-success/10 px-3 py-1 text-xs font-semibold text-foreground">
            {t('billing.plan.current')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <h2 id={`plan-${id}`} className="text-lg font-semibold text-foreground">
          {t(`userMenu.plans.${id}`)}
        </h2>
        <p className="flex flex-wrap items-baseline gap-1.5">
          <span className="text-4xl font-bold tracking-tight text-foreground">{price}</span>
          <span className="text-sm text-muted-foreground">{t('billing.plan.perMonth')}</span>
        </p>
      </div>
      <ul className="flex flex-1 flex-col gap-2.5 border-t border-border pt-5">
        {lines.map((line) => (
          <li key={line} className="flex items-start gap-2.5 text-sm text-foreground">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {line}
          </li>
        ))}
      </ul>
      {features.note ? (
        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {features.note}
        </p>
      ) : null}
      {action}
    </Card>
  );
}
