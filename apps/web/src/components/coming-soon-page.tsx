import { Clock3, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageKey } from '../i18n/i18n';
import { Card } from './ui/card';

export interface ComingSoonPageProps {
  page: PageKey;
  icon: LucideIcon;
  /** False inside layouts that already draw a card around the page (the auth layout). */
  framed?: boolean;
  /** Extra actions under the text, e.g. a link back to the login screen. */
  children?: ReactNode;
}

/** What a route shows until the issue that builds its screen lands. */
export function ComingSoonPage({ page, icon: Icon, framed = true, children }: ComingSoonPageProps) {
  const { t } = useTranslation();

  const content = (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <span className="inline-flex items-center gap-1.5 rounded-full border border-border bg-muted px-3 py-1 text-xs font-medium text-muted-foreground">
        <Clock3 className="size-3.5" aria-hidden="true" />
        {t('comingSoon.badge')}
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">
        {t(`pages.${page}.title`)}
      </h1>
      <p className="max-w-md text-sm leading-relaxed text-muted-foreground">
        {t(`pages.${page}.description`)}
      </p>
      {children ? <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );

  if (!framed) return content;
  return <Card className="mx-auto my-auto w-full max-w-2xl px-6 py-14 sm:px-12">{content}</Card>;
}
