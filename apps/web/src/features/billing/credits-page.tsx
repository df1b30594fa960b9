import type { PaymentsConfig } from '@postcraft/contracts';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { formatPrice } from './billing-format';
import { CreditsBalance, CreditsBreakdown } from './credits-breakdown';
import { LoadError } from './load-error';
import { PackCard } from './pack-card';
import { useCredits, usePaymentsConfig } from './payments.api';
import { PurchaseCreditsDialog } from './purchase-credits-dialog';

/**
 * /credits: the user's credits (seconds of generated video) and the packs on sale, each opening
 * the purchase modal. With billing off there is nothing to buy, and the page says so.
 */
export function CreditsPage() {
  const { t } = useTranslation();
  const config = usePaymentsConfig();

  return (
    <div className="flex flex-col gap-10">
      <PageHeader
        icon={Coins}
        title={t('billing.credits.title')}
        description={t('billing.credits.subtitle')}
      />
      {config.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('billing.credits.loading')}
        </p>
      ) : config.isError ? (
        <LoadError error={config.error} onRetry={() => void config.refetch()} />
      ) : config.data.billingEnabled ? (
        <CreditsStore config={config.data} />
      ) : (
        <Notice tone="info" className="max-w-2xl">
          {t('billing.messages.billingOff')}
        </Notice>
      )}
    </div>
  );
}

function CreditsStore({ config }: { config: PaymentsConfig }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const credits = useCredits();
  const [purchase, setPurchase] = useState<{ open: boolean; credits?: number }>({ open: false });

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Card className="self-start">
          <CardHeader>
            <CardTitle>{t('billing.credits.balanceTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {credits.isPending ? (
              <p role="status" className="text-sm text-muted-foreground">
                {t('billing.credits.loading')}
              </p>
            ) : credits.isError ? (
              <LoadError error={credits.error} onRetry={() => void credits.refetch()} />
            ) : (
              <>
                <CreditsBalance credits={credits.data} />
                <CreditsBreakdown credits={credits.data} />
              </>
            )}
            <Button onClick={() => setPurchase({ open: true })}>
              {t('billing.credits.purchase')}
            </Button>
          </CardContent>
        </Card>
        <section aria-labelledby="credit-packs" className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 id="credit-packs" className="text-lg font-semibold text-foreground">
              {t('billing.credits.packsTitle')}
            </h2>
            <p className="text-sm text-muted-foreground">
              {t('billing.credits.packsSubtitle', {
                price: formatPrice(config.secondPriceCents, config.currency, language),
              })}
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {config.packs.map((pack) => (
              <PackCard
                key={pack.credits}
                pack={pack}
                currency={config.currency}
                onBuy={() => setPurchase({ open: true, credits: pack.credits })}
              />
            ))}
          </div>
        </section>
      </div>
      <PurchaseCreditsDialog
        open={purchase.open}
        onOpenChange={(open) => setPurchase((current) => ({ ...current, open }))}
        config={config}
        requestedCredits={purchase.credits}
      />
    </>
  );
}
