import { useTranslation } from 'react-i18next';
import { FaqList } from '../../components/faq-list';
import { planFiguresOf } from './plan-figures';
import { SectionHeading } from './section-heading';

const QUESTIONS = ['what', 'trial', 'plans', 'editing', 'platforms'] as const;

export function FaqSection() {
  const { t, i18n } = useTranslation();
  const figures = planFiguresOf(i18n.resolvedLanguage ?? 'en');
  const items = QUESTIONS.map((key) => ({
    id: `faq-${key}`,
    question: t(`landing.faq.items.${key}.question`),
    answer: t(`landing.faq.items.${key}.answer`, figures),
  }));

  return (
    <section id="faq" className="scroll-mt-16 border-t border-border/60 py-24">
      <div className="mx-auto max-w-3xl px-6">
        <SectionHeading
          eyebrow={t('landing.faq.eyebrow')}
          title={t('landing.faq.title')}
          subtitle={t('landing.faq.subtitle')}
        />
        <FaqList items={items} />
      </div>
    </section>
  );
}
