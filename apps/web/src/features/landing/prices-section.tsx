import { PLAN_IDS, PLANS, type PlanId } from '@postcraft/contracts';
import { Check, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { SectionHeading } from './section-heading';

/** The free plan's watermark line is shown as a note under the list, as on the spec's card. */
const NOTE_FEATURE = 'watermark';

/**
 * Where each card's button leads: Free to sign-up; Premium, not on sale until billing comes, to
 * the contact form on this page, which invites questions about it.
 */
const PLAN_ACTION_HREF: Record<PlanId, string> = { free: '/signup', premium: '#contact' };

/** The numbers a plan's feature lines mention, from the plan's limits. */
function featureValues(id: PlanId) {
  const limits = PLANS[id].limits;
  return {
    videos: limits.maxVideos,
    words: limits.maxScriptWords,
    minutes: limits.maxVoiceNoteMinutes,
    templates: limits.maxTemplates,
    themes: limits.maxThemes,
    seconds: limits.maxVideoSeconds,
    voiceovers: limits.maxEnglishVoiceovers,
  };
}

/** 'plans.free.features.videos' → 'videos'. */
function featureName(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1);
}

export function PricesSection() {
  const { t, i18n } = useTranslation();
  const money = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', {
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
            const values = featureValues(id);
            const names = plan.featureKeys.map(featureName);
            const lines = names.filter((name) => name !== NOTE_FEATURE);
            const hasNote = names.includes(NOTE_FEATURE);
            const featureText = (name: string) =>
              t(
                `landing.prices.${id}.features.${name}` as 'landing.prices.free.features.videos',
                values,
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
                {hasNote ? (
                  <p className="flex items-start gap-2 text-xs text-muted-foreground">
                    <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                    {featureText(NOTE_FEATURE)}
                  </p>
                ) : null}
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
