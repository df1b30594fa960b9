import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/button';

/** A part of the brand that has its own edit screen: what is saved, and an Edit link. */
export function LinkedRow({
  icon: Icon,
  title,
  to,
  editLabel,
  children,
}: {
  icon: LucideIcon;
  title: string;
  to: string;
  editLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-4 py-5 first:pt-0">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
        <Icon className="size-4.5" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="text-sm font-semibold text-foreground">{title}</h3>
        <div className="text-sm text-muted-foreground">{children}</div>
      </div>
      <Link to={to} aria-label={editLabel} className={buttonClassName('outline', 'sm')}>
        {t('settings.edit')}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}

/** A section title with its hint and, on the right, a save indicator. */
export function SectionHeading({
  id,
  title,
  hint,
  status,
}: {
  id: string;
  title: string;
  hint?: string;
  status?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="flex flex-col gap-1">
        <h3 id={id} className="text-sm font-semibold text-foreground">
          {title}
        </h3>
        {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      </div>
      {status}
    </div>
  );
}
