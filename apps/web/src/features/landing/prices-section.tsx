import { PLAN_IDS, PLANS, type PlanId } from '@postcraft/contracts';
import { Check, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { planFiguresOf } from './plan-figures';
import { SectionHeading } from './section-heading';

/**
 * The line of a plan's list shown as a note under it, as the spec's card shows the Free plan's
 * watermark; Premium's note says how to cancel.
 */
const NOTE_FEATURES: Record<PlanId, string> = { free: 'watermark', premium: 'cancel' };

/**
 * Lines the landing page shows in place of a plan's line: Premium's video time with its figures
 * (the Plans page shows its own), then what it leaves out.
 */
const LANDING_LINES: Partial<Record<string, readonly string[]>> = {
  unlimitedVideos: ['monthlyTime', 'moreTime', 'noWatermark'],
};

/** Where each card's button leads: both to sign-up; Premium is then bought from the Plans page. */
const PLAN_ACTION_HREF: Record<PlanId, string> = { free: '/signup', premium: '/signup' };

/** 'plans.free.features.videos' → 'videos'. */
function featureName(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1);
}

/** The card's list: the plan's feature lines but its note, some in the landing page's words. */
function cardLinesOf(id: PlanId): string[] {
  return PLANS[id].featureKeys
    .map(featureName)
    .filter((name) => name !== NOTE_FEATURES[id])
    .flatMap((name) => LANDING_LINES[name] ?? [name]);
}

export function PricesSection() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const figures = planFiguresOf(language);
  const money = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });

  return (
    <section id="prices" className="scroll-mt-16 border-t border-border/60 bg-muted/40 py-24">
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading
          eyebrow={t('landing.prices.eyebrow')}
          title={t('landing.prices.title')}
          subtitle={t('landing.prices.subtitle')}
        />
        <div className="mx-auto grid max-w-4xl items-stretch gap-6 md:grid-cols-2">
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            const lines = cardLinesOf(id);
            const featureText = (name: string) =>
              t(
                `landing.prices.${id}.features.${name}` as 'landing.prices.free.features.videos',
                figures,
              );
            return (
              <Card
                key={id}
                aria-labelledby={`plan-${id}`}
                className={cn(
                  'relative flex flex-col gap-7 p-8',
                  plan.isRecommended &&
                    'border-2 border-primary shadow-2xl shadow-primary/15 md:-my-3 md:py-11',
                )}
              >
                {plan.isRecommended ? (
                  <span className="absolute -top-3.5 left-8 rounded-full bg-gradient-to-r from-primary to-accent px-3 py-1 text-xs font-semibold tracking-[0.1em] text-white uppercase shadow-md shadow-primary/25">
                    {t('landing.prices.recommended')}
                  </span>
                ) : null}
                <div className="flex flex-col gap-2">
                  <h3 id={`plan-${id}`} className="text-lg font-semibold text-foreground">
                    {t(`landing.prices.${id}.name`)}
                  </h3>
                  <p className="text-sm text-muted-foreground">
                    {t(`landing.prices.${id}.tagline`)}
                  </p>
                  <p className="mt-3 flex items-baseline gap-1.5">
                    <span className="text-5xl font-bold tracking-tight text-foreground">
                      {money.format(plan.priceCents / 100)}
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {t('landing.prices.perMonth')}
                    </span>
                  </p>
                </div>
                <ul className="flex flex-1 flex-col gap-3 border-t border-border pt-6">
                  {lines.map((name) => (
                    <li key={name} className="flex items-start gap-2.5 text-sm text-foreground">
                      <span
                        className={cn(
                          'mt-0.5 grid size-4.5 shrink-0 place-items-center rounded-full',
                          plan.isRecommended
                            ? 'bg-primary text-primary-foreground'
                            : 'bg-primary-soft text-primary',
                        )}
                      >
                        <Check className="size-3" strokeWidth={3} aria-hidden="true" />
                      </span>
                      {featureText(name)}
                    </li>
                  ))}
                </ul>
                <p className="flex items-start gap-2 text-xs text-muted-foreground">
                  <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                  {featureText(NOTE_FEATURES[id])}
                </p>
                <Button
                  asChild
                  size="lg"
                  variant={plan.isRecommended ? 'primary' : 'outline'}
                  className="w-full"
                >
                  <a href={PLAN_ACTION_HREF[id]}>{t(`landing.prices.${id}.cta`)}</a>
                </Button>
              </Card>
            );
          })}
        </div>
      </div>
    </section>
  );
}
