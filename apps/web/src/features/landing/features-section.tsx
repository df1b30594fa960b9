import { CalendarClock, Share2, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { SectionHeading } from './section-heading';

const FEATURES = [
  { key: 'generation', icon: Sparkles },
  { key: 'integration', icon: Share2 },
  { key: 'scheduling', icon: CalendarClock },
] as const;

export function FeaturesSection() {
  const { t } = useTranslation();

  return (
    <section id="features" className="scroll-mt-16 border-t border-border/60 py-24">
      <div className="mx-auto max-w-6xl px-6">
        <SectionHeading
          title={t('landing.features.title')}
          subtitle={t('landing.features.subtitle')}
        />
        <div className="grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <Card key={key} className="flex flex-col gap-4 p-7">
              <span className="grid size-12 place-items-center rounded-xl bg-primary-soft text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold text-foreground">
                {t(`landing.features.${key}.title`)}
              </h3>
              <p className="text-sm leading-relaxed text-muted-foreground">
                {t(`landing.features.${key}.body`)}
              </p>
            </Card>
          ))}
        </div>
      </div>
    </section>
  );
}
