import { Pencil, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';

export interface SummaryCardProps {
  title: string;
  icon: LucideIcon;
  /** The edit screen of this part of the profile. */
  editTo: string;
  editLabel: string;
  children: ReactNode;
  className?: string;
}

/** A part of the profile at a glance, with an edit link to its screen. */
export function SummaryCard({
  title,
  icon: Icon,
  editTo,
  editLabel,
  children,
  className,
}: SummaryCardProps) {
  return (
    <Card className={cn('flex flex-col gap-4 p-5', className)}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="inline-flex items-center gap-2.5 text-base font-semibold text-foreground">
          <span className="grid size-8 place-items-center rounded-lg bg-primary-soft text-primary">
            <Icon className="size-4" aria-hidden="true" />
          </span>
          {title}
        </h2>
        <Link
          to={editTo}
          aria-label={editLabel}
          title={editLabel}
          className={buttonClassName('ghost', 'icon')}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <div className="text-sm text-foreground">{children}</div>
    </Card>
  );
}

/** The muted line a summary shows when nothing is chosen yet. */
export function EmptySummary({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground italic">{children}</p>;
}
