import { Clock3, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useDemoTour } from './demo-tour/demo-tour-context';
import { DEMO_TOUR_STEP_KEYS } from './demo-tour/demo-tour-step-keys';

/** WATCH A DEMO on the page: the tour's chapters and the button that opens it. */
export function DemoSection() {
  const { t } = useTranslation();
  const { openTour } = useDemoTour();

  return (
    <section id="demo" className="scroll-mt-16 border-t border-border/60 py-24">
      <div className="mx-auto max-w-6xl px-6">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-[oklch(0.32_0.12_280)] via-[oklch(0.38_0.16_285)] to-[oklch(0.42_0.18_305)] p-8 text-white shadow-2xl shadow-primary/20 sm:p-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-white/10 blur-3xl"
          />
          <div className="relative grid items-center gap-10 lg:grid-cols-[1fr_1.1fr]">
            <div className="flex flex-col items-start gap-5">
              <p className="text-xs font-semibold tracking-[0.14em] text-white/70 uppercase">
                {t('landing.demo.eyebrow')}
              </p>
              <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                {t('landing.demo.title')}
              </h2>
              <p className="max-w-md text-base leading-relaxed text-white/80">
                {t('landing.demo.body')}
              </p>
              <div className="flex flex-wrap items-center gap-4">
                <Button
                  size="lg"
                  onClick={openTour}
                  className="bg-white text-[oklch(0.3_0.12_280)] shadow-lg hover:bg-white/90"
                >
                  <PlayCircle className="size-5" aria-hidden="true" />
                  {t('landing.demo.cta')}
                </Button>
                <span className="flex items-center gap-1.5 text-sm text-white/70">
                  <Clock3 className="size-4" aria-hidden="true" />
                  {t('landing.demo.duration')}
                </span>
              </div>
            </div>
            <ol className="grid gap-2.5 sm:grid-cols-2">
              {DEMO_TOUR_STEP_KEYS.map((key, index) => (
                <li
                  key={key}
                  className="flex items-center gap-3 rounded-xl border border-white/15 bg-white/8 px-4 py-3 backdrop-blur"
                >
                  <span className="grid size-7 shrink-0 place-items-center rounded-full bg-white/15 text-xs font-semibold tabular-nums">
                    {index + 1}
                  </span>
                  <span className="text-sm font-medium">{t(`demo.steps.${key}.title`)}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}
