import type { PlannedPostInfo } from '@postcraft/contracts';
import { MoveRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { describeReason } from '../studio/best-time-reason';

/**
 * What the autopilot planned a post as: its topic, the angle taken on it and why it is at this
 * time (worded as the scheduler's best-time choice is), and whether it was moved once because it
 * came due unapproved.
 */
export function PlannedPostDetails({
  info,
  className,
}: {
  info: PlannedPostInfo;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <section
      aria-label={t('autopilotPlan.label')}
      className={cn('rounded-xl border border-awaiting/30 bg-awaiting/5 p-3', className)}
    >
      <p className="mb-2 inline-flex items-center gap-1.5 text-xs font-semibold text-foreground uppercase">
        <Sparkles className="size-3.5 text-awaiting" aria-hidden="true" />
        {t('autopilotPlan.label')}
      </p>
      <dl className="grid gap-x-3 gap-y-1.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-muted-foreground">{t('autopilotPlan.topic')}</dt>
        <dd className="font-medium break-words text-foreground">{info.topic}</dd>
        <dt className="text-muted-foreground">{t('autopilotPlan.angle')}</dt>
        <dd className="break-words text-foreground">{info.angle}</dd>
        <dt className="text-muted-foreground">{t('autopilotPlan.why')}</dt>
        <dd className="break-words text-foreground">
          {describeReason(info.slotReason, t, language)}
        </dd>
      </dl>
      {info.moved ? (
        <p className="mt-2 inline-flex items-center gap-1.5 text-xs text-muted-foreground">
          <MoveRight className="size-3.5" aria-hidden="true" />
          {t('autopilotPlan.moved')}
        </p>
      ) : null}
    </section>
  );
}
