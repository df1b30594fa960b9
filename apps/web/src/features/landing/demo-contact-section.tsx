import { MessagesSquare, MonitorPlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';

const BLOCKS = [
  { id: 'demo', key: 'demo', icon: MonitorPlay },
  { id: 'contact', key: 'contact', icon: MessagesSquare },
] as const;

/** "Watch a demo" and "Talk to us": honest placeholders until the video and form exist. */
export function DemoContactSection() {
  const { t } = useTranslation();

  return (
    <section className="border-t border-border/60 bg-muted/40 py-24">
      <div className="mx-auto grid max-w-4xl gap-6 px-6 md:grid-cols-2">
        {BLOCKS.map(({ id, key, icon: Icon }) => (
          <Card key={id} id={id} className="flex scroll-mt-24 flex-col gap-3 p-8">
            <Icon className="size-7 text-primary" aria-hidden="true" />
            <h2 className="text-xl font-semibold text-foreground">{t(`landing.${key}.title`)}</h2>
            <p className="text-sm leading-relaxed text-muted-foreground">
              {t(`landing.${key}.body`)}
            </p>
          </Card>
        ))}
      </div>
    </section>
  );
}
