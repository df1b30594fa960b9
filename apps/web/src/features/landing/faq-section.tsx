import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const QUESTIONS = ['what', 'trial', 'plans', 'editing', 'platforms'] as const;

export function FaqSection() {
  const { t } = useTranslation();

  return (
    <section id="faq" className="scroll-mt-16 border-t border-border/60 py-24">
      <div className="mx-auto max-w-3xl px-6">
        <SectionHeading title={t('landing.faq.title')} subtitle={t('landing.faq.subtitle')} />
        <div className="flex flex-col gap-3">
          {QUESTIONS.map((key) => (
            <details
              key={key}
              className="group rounded-2xl border border-border bg-card px-6 py-4 open:shadow-sm"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-foreground [&::-webkit-details-marker]:hidden">
                {t(`landing.faq.items.${key}.question`)}
                <ChevronDown
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="pt-3 text-sm leading-relaxed text-muted-foreground">
                {t(`landing.faq.items.${key}.answer`)}
              </p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
