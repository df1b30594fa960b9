import { ArrowRight, CalendarClock, PenLine, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';

const FLOW_STEPS = [
  { key: 'describe', icon: PenLine },
  { key: 'generate', icon: Sparkles },
  { key: 'schedule', icon: CalendarClock },
] as const;

export function HeroSection() {
  const { t } = useTranslation();

  return (
    <section id="home" className="relative scroll-mt-16 overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(55rem_30rem_at_20%_0%,var(--color-primary-soft),transparent_70%),radial-gradient(40rem_30rem_at_90%_30%,color-mix(in_oklab,var(--color-accent)_12%,transparent),transparent_70%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-6 py-20 lg:grid-cols-[1.15fr_1fr] lg:py-28">
        <div className="flex flex-col items-start gap-6">
          <span className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-card/70 px-3 py-1 text-xs font-semibold text-primary">
            <Sparkles className="size-3.5" aria-hidden="true" />
            {t('landing.hero.eyebrow')}
          </span>
          <h1 className="text-4xl leading-[1.08] font-bold tracking-tight text-balance text-foreground sm:text-5xl lg:text-[3.5rem]">
            {t('landing.hero.title')}{' '}
            <span className="bg-gradient-to-r from-primary to-accent bg-clip-text text-transparent">
              {t('landing.hero.titleHighlight')}
            </span>
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-muted-foreground">
            {t('landing.hero.pitch')}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button asChild size="lg">
              <Link to="/login">
                {t('landing.hero.activate')}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#features">{t('landing.hero.explore')}</a>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{t('landing.hero.platforms')}</p>
        </div>

        <ol className="relative flex flex-col gap-4" aria-label={t('landing.flow.label')}>
          {FLOW_STEPS.map(({ key, icon: Icon }, index) => (
            <li
              key={key}
              className="flex items-start gap-4 rounded-2xl border border-border bg-card/90 p-5 shadow-lg shadow-primary/5 backdrop-blur"
              style={{ marginLeft: `${index * 1.5}rem` }}
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-primary to-accent text-white">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="flex flex-col gap-1">
                <p className="text-sm font-semibold text-foreground">
                  {t(`landing.flow.${key}.title`)}
                </p>
                <p className="text-sm text-muted-foreground">{t(`landing.flow.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
