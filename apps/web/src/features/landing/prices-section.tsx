import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { SectionHeading } from './section-heading';

const PLANS = [
  {
    key: 'free',
    isRecommended: false,
    items: ['videos', 'scripts', 'templates', 'voiceovers', 'accounts'],
  },
  {
    key: 'premium',
    isRecommended: true,
    items: ['videos', 'templates', 'voiceovers', 'integration', 'captions', 'autopilot'],
  },
] as const;

export function PricesSection() {
  const { t } = useTranslation();

  return (
    <section id="prices" className="scroll-mt-16 border-t border-border/60 bg-muted/40 py-24">
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading title={t('landing.prices.title')} subtitle={t('landing.prices.subtitle')} />
        <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          {PLANS.map(({ key, isRecommended, items }) => (
            <Card
              key={key}
              className={cn(
                'relative flex flex-col gap-6 p-8',
                isRecommended && 'border-primary shadow-xl shadow-primary/10',
              )}
            >
              {isRecommended ? (
                <span className="absolute -top-3 left-8 rounded-full bg-primary px-3 py-1 text-xs font-semibold tracking-wide text-primary-foreground uppercase">
                  {t('landing.prices.recommended')}
                </span>
              ) : null}
              <div className="flex flex-col gap-2">
                <h3 className="text-lg font-semibold text-foreground">
                  {t(`landing.prices.${key}.name`)}
                </h3>
                <p className="flex items-baseline gap-1.5">
                  <span className="text-4xl font-bold tracking-tight text-foreground">
                    {t(`landing.prices.${key}.price`)}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {t('landing.prices.perMonth')}
                  </span>
                </p>
              </div>
              <ul className="flex flex-1 flex-col gap-3">
                {items.map((item) => (
                  <li key={item} className="flex items-start gap-2.5 text-sm text-foreground">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {t(`landing.prices.${key}.items.${item}` as 'landing.prices.free.items.videos')}
                  </li>
                ))}
              </ul>
              {key === 'free' ? (
                <p className="text-xs text-muted-foreground">{t('landing.prices.free.note')}</p>
              ) : null}
              <Button asChild variant={isRecommended ? 'primary' : 'outline'} className="w-full">
                <Link to="/login">{t('landing.prices.cta')}</Link>
              </Button>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}
