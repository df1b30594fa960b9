import { LifeBuoy, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FaqList } from '../../components/faq-list';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';

/**
 * Six answers written for Postcraft as it is today: what works (account, brand profile,
 * connections and the Sandbox, the studio, publishing and the calendar, the autopilot, billing
 * and coupons) and, plainly, what is still to come (a mobile version).
 */
const HELP_TOPICS = ['email', 'today', 'connect', 'publishing', 'billing', 'coupon'] as const;

/** /helpcenter: six answers and a way to reach a person. */
export function HelpCenterPage() {
  const { t } = useTranslation();
  const items = HELP_TOPICS.map((id) => ({
    id: `help-${id}`,
    question: t(`help.items.${id}.question`),
    answer: t(`help.items.${id}.answer`),
  }));

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-10">
      <PageHeader icon={LifeBuoy} title={t('help.title')} description={t('help.subtitle')} />
      <FaqList items={items} />
      <section
        aria-labelledby="help-more-title"
        className="flex flex-col items-start gap-4 rounded-2xl border border-primary/20 bg-gradient-to-br from-primary-soft to-card p-7 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex flex-col gap-1">
          <h2 id="help-more-title" className="text-lg font-semibold text-foreground">
            {t('help.more.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('help.more.body')}</p>
        </div>
        <Button asChild>
          <Link to="/contact">
            <MessageSquare className="size-4" aria-hidden="true" />
            {t('help.more.cta')}
          </Link>
        </Button>
      </section>
    </div>
  );
}
