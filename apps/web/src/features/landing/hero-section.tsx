import { ArrowRight, Check, PlayCircle, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useDemoTour } from './demo-tour/demo-tour-context';
import { HeroPreview } from './hero-preview';

const ASSURANCES = ['free', 'review', 'openSource'] as const;

export function HeroSection() {
  const { t } = useTranslation();
  const { openTour } = useDemoTour();

  return (
    <section id="home" className="relative scroll-mt-16 overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(55rem_30rem_at_15%_0%,var(--color-primary-soft),transparent_70%),radial-gradient(40rem_30rem_at_90%_30%,color-mix(in_oklab,var(--color-accent)_14%,transparent),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,color-mix(in_oklab,var(--color-border)_60%,transparent)_1px,transparent_1px),linear-gradient(to_bottom,color-mix(in_oklab,var(--color-border)_60%,transparent)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)] bg-[size:48px_48px]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-16 px-6 pt-20 pb-24 lg:grid-cols-[1.05fr_1fr] lg:pt-24 lg:pb-32">
        <div className="flex flex-col items-start gap-7">
          <span className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-card/70 px-3 py-1 text-xs font-semibold text-primary shadow-xs backdrop-blur">
            <Sparkles className="size-3.5" aria-hidden="true" />
            {t('landing.hero.eyebrow')}
          </span>
          <h1 className="text-4xl leading-[1.05] font-bold tracking-tight text-balance text-foreground sm:text-5xl lg:text-[3.6rem]">
            {t('landing.hero.title')}{' '}
            <span className="bg-gradient-to-r from-primary to-accent bg-clip-text text-transparent">
              {t('landing.hero.titleHighlight')}
            </span>
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-muted-foreground">
            {t('landing.hero.pitch')}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button asChild size="lg" className="shadow-lg shadow-primary/25">
              <a href="/login">
                {t('landing.hero.activate')}
                <ArrowRight className="size-4" aria-hidden="true" />
              </a>
            </Button>
            <Button size="lg" variant="outline" onClick={openTour}>
              <PlayCircle className="size-4.5 text-primary" aria-hidden="true" />
              {t('landing.hero.watchDemo')}
            </Button>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {ASSURANCES.map((key) => (
              <li key={key} className="flex items-center gap-1.5">
                <Check className="size-4 text-success" aria-hidden="true" />
                {t(`landing.hero.assurances.${key}`)}
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">{t('landing.hero.platforms')}</p>
        </div>

        <HeroPreview />
      </div>
    </section>
  );
}
