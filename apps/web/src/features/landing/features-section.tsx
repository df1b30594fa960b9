import {
  BellRing,
  CalendarDays,
  Check,
  Clapperboard,
  Palette,
  Share2,
  Sparkles,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { SectionHeading } from './section-heading';

/** What works today comes first; the rest says plainly that it is coming. */
const FEATURES = [
  { key: 'brand', icon: Palette, points: ['onboarding', 'settings'], isAvailable: true },
  { key: 'integration', icon: Share2, points: ['signIn', 'status'], isAvailable: true },
  { key: 'generation', icon: Sparkles, points: ['input', 'voice'], isAvailable: true },
  { key: 'scheduling', icon: BellRing, points: ['bell', 'alerts'], isAvailable: true },
  { key: 'planning', icon: CalendarDays, points: ['calendar', 'autopilot'], isAvailable: true },
  { key: 'video', icon: Clapperboard, points: ['generation', 'reels'], isAvailable: true },
] as const;

export function FeaturesSection() {
  const { t } = useTranslation();

  return (
    <section id="features" className="scroll-mt-16 border-t border-border/60 py-24">
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading
          eyebrow={t('landing.features.eyebrow')}
          title={t('landing.features.title')}
          subtitle={t('landing.features.subtitle')}
        />
        <div className="grid gap-6 md:grid-cols-2">
          {FEATURES.map(({ key, icon: Icon, points, isAvailable }) => (
            <Card
              key={key}
              className="group flex flex-col gap-4 p-7 transition-shadow hover:shadow-lg hover:shadow-primary/5"
            >
              <div className="flex items-start justify-between gap-3">
                <span className="grid size-12 place-items-center rounded-xl bg-gradient-to-br from-primary to-accent text-white shadow-md shadow-primary/20">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span
                  className={cn(
                    'rounded-full px-2.5 py-1 text-xs font-semibold',
                    isAvailable ? 'bg-success/15 text-success' : 'bg-muted text-muted-foreground',
                  )}
                >
                  {t(
                    isAvailable
                      ? 'landing.features.status.available'
                      : 'landing.features.status.soon',
                  )}
                </span>
              </div>
              <h3 className="text-lg font-semibold text-foreground">
                {t(`landing.features.${key}.title`)}
              </h3>
              <p className="text-sm leading-relaxed text-muted-foreground">
                {t(`landing.features.${key}.body`)}
              </p>
              <ul className="mt-auto flex flex-col gap-2 border-t border-border pt-4">
                {points.map((point) => (
                  <li key={point} className="flex items-start gap-2 text-sm text-foreground">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {t(
                      `landing.features.${key}.points.${point}` as 'landing.features.generation.points.input',
                    )}
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}
