import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';

/** The card of the /completion page: an icon, the page's title and what happened. */
export function CompletionCard({
  icon,
  tone = 'primary',
  children,
}: {
  icon: ReactNode;
  tone?: 'primary' | 'danger';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto my-auto flex w-full max-w-xl flex-col items-center gap-5 px-6 py-12 text-center sm:px-12">
      <span
        className={cn(
          'grid size-14 place-items-center rounded-2xl',
          tone === 'danger' ? 'bg-danger/10 text-danger' : 'bg-primary-soft text-primary',
        )}
      >
        {icon}
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">
        {t('billing.completion.title')}
      </h1>
      {children}
    </Card>
  );
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild>
      <Link to={to}>{label}</Link>
    </Button>
  );
}

export function BackToSubscription() {
  const { t } = useTranslation();
  return <BackLink to="/subscription" label={t('billing.completion.backToSubscription')} />;
}
