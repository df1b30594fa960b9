import { CalendarClock, Check, Share2, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { SectionHeading } from './section-heading';

const FEATURES = [
  { key: 'generation', icon: Sparkles, points: ['input', 'voice'] },
  { key: 'integration', icon: Share2, points: ['preview', 'control'] },
  { key: 'scheduling', icon: CalendarClock, points: ['calendar', 'autopilot'] },
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
        <div className="grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon, points }) => (
            <Card
              key={key}
              className="group flex flex-col gap-4 p-7 transition-shadow hover:shadow-lg hover:shadow-primary/5"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-gradient-to-br from-primary to-accent text-white shadow-md shadow-primary/20">
                <Icon className="size-6" aria-hidden="true" />
              </span>
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
