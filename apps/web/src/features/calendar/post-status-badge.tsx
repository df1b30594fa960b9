import { isUpcomingPostStatus, type ScheduledPostStatus } from '@postcraft/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/**
 * Spec 001 §4: pending orange, completed (Published) green, failed red, cancelled grey; a post
 * the autopilot planned that waits for the user's approval purple.
 */
export const STATUS_TONES: Record<ScheduledPostStatus, { dot: string; edge: string }> = {
  pending: { dot: 'bg-warning', edge: 'border-l-warning' },
  awaiting_approval: { dot: 'bg-awaiting', edge: 'border-l-awaiting' },
  completed: { dot: 'bg-success', edge: 'border-l-success' },
  failed: { dot: 'bg-danger', edge: 'border-l-danger' },
  cancelled: { dot: 'bg-muted-foreground', edge: 'border-l-muted-foreground' },
  deleted: { dot: 'bg-muted-foreground', edge: 'border-l-muted-foreground' },
};

/** The status label with its colour; '(Overdue)' after a post still to come whose time passed. */
export function PostStatusBadge({
  status,
  isOverdue = false,
  className,
}: {
  status: ScheduledPostStatus;
  isOverdue?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const label = t(`calendar.status.${status}`);
  // A long label ('Awaiting approval') is cut in a narrow week column; its title says it whole.
  return (
    <span
      data-status={status}
      title={label}
      className={cn(
        'inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-full bg-muted px-2 py-0.5 text-[11px] font-medium whitespace-nowrap text-foreground',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 shrink-0 rounded-full', STATUS_TONES[status].dot)}
      />
      <span className="truncate">{label}</span>
      {isUpcomingPostStatus(status) && isOverdue ? (
        <span className="text-danger">{t('calendar.status.overdue')}</span>
      ) : null}
    </span>
  );
}
