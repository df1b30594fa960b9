import type { CreditPackInfo } from '@postcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { formatCount, formatPrice, wholeMinutes } from './billing-format';

/** One pack on /credits: its seconds, the minutes of video they make, its price, and Buy. */
export function PackCard({
  pack,
  currency,
  onBuy,
}: {
  pack: CreditPackInfo;
  currency: string;
  onBuy: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const credits = formatCount(pack.credits, language);
  const price = formatPrice(pack.priceCents, currency, language);

  return (
    <Card
      className={cn(
        'relative flex flex-col gap-4 p-5',
        pack.popular && 'border-primary shadow-md shadow-primary/10',
      )}
      data-testid="credit-pack"
    >
      {pack.popular ? (
        <span className="absolute -top-2.5 left-5 rounded-full bg-primary px-2.5 py-0.5 text-[11px] font-semibold tracking-wide text-primary-foreground uppercase">
          {t('billing.pack.popular')}
        </span>
      ) : null}
      <div className="flex flex-col gap-0.5">
        <p className="text-xl font-semibold tracking-tight text-foreground">
          {t('billing.pack.credits', { credits })}
        </p>
        <p className="text-sm text-muted-foreground">
          {t('billing.pack.minutes', {
            minutes: formatCount(wholeMinutes(pack.credits), language),
          })}
        </p>
      </div>
      <p className="text-2xl font-semibold text-foreground">{price}</p>
      <Button
        variant={pack.popular ? 'primary' : 'outline'}
        onClick={onBuy}
        aria-label={t('billing.pack.buyLabel', { credits, price })}
      >
        {t('billing.pack.buy')}
      </Button>
    </Card>
  );
}
