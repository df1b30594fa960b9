import type { ScheduledPost } from '@postcraft/contracts';
import { CalendarDays, Check, Clock, Film, MoveRight, RefreshCw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PlatformBadge } from '../../components/platform-badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { DateFormat } from '../../lib/date-format';
import { isAwaitingApproval, isVideoInProgress } from '../calendar/post-rules';
import { PostStatusBadge, STATUS_TONES } from '../calendar/post-status-badge';
import { getPlatformName } from '../connections/platform-names';
import { describeReason } from '../studio/best-time-reason';

export type PlannedPostAction = 'approve' | 'reject' | 'regenerate';

/** The planned post's picture or video, 64 px; nothing while it has none. */
function PlannedThumbnail({ post }: { post: ScheduledPost }) {
  const { t } = useTranslation();
  const [isBroken, setIsBroken] = useState(false);
  const className = 'size-16 shrink-0 rounded-lg bg-muted object-cover';
  if (isVideoInProgress(post)) {
    return (
      <span
        className={cn(className, 'flex items-center justify-center text-muted-foreground')}
        title={t('settings.autopilot.planned.videoInProgress')}
      >
        <Film className="size-6 animate-pulse" aria-hidden="true" />
      </span>
    );
  }
  if (!post.mediaUrl || isBroken) return <span aria-hidden="true" className={className} />;
  return post.type === 'video' ? (
    <video
      src={post.mediaUrl}
      muted
      preload="metadata"
      aria-label={t('settings.autopilot.planned.mediaAlt')}
      className={className}
      onError={() => setIsBroken(true)}
    />
  ) : (
    <img
      src={post.mediaUrl}
      alt={t('settings.autopilot.planned.mediaAlt')}
      loading="lazy"
      className={className}
      onError={() => setIsBroken(true)}
    />
  );
}

/**
 * One planned post: when (in the user's zone), platforms, status, topic, angle, why this slot and
 * a caption preview, with Approve (awaiting approval only), Reject (cancels it), Regenerate and
 * Open in calendar.
 */
export function PlannedPostRow({
  post,
  format,
  busy,
  onAction,
}: {
  post: ScheduledPost;
  format: DateFormat;
  /** The action under way on this post, if any. */
  busy: PlannedPostAction | null;
  onAction: (action: PlannedPostAction, post: ScheduledPost) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const plan = post.autopilot;
  const when = format.dayOfWeekAndTime(post.scheduledTime);
  const isAwaiting = isAwaitingApproval(post);
  const isMakingVideo = isVideoInProgress(post);
  const caption = isMakingVideo
    ? t('settings.autopilot.planned.videoInProgress')
    : post.caption.trim() || t('calendar.noCaption');
  const platforms = post.platforms.map(getPlatformName).join(', ');

  return (
    <li
      aria-label={t('settings.autopilot.planned.rowLabel', { when })}
      data-testid="planned-post"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-l-4 border-border bg-card p-3 shadow-xs sm:flex-row',
        STATUS_TONES[post.status].edge,
      )}
    >
      <PlannedThumbnail post={post} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <time
            dateTime={post.scheduledTime}
            className="text-sm font-semibold text-foreground tabular-nums"
          >
            {when}
          </time>
          <span className="flex gap-1" title={platforms}>
            {post.platforms.map((platform) => (
              <PlatformBadge key={platform} platform={platform} className="size-5 text-[9px]" />
            ))}
            <span className="sr-only">{platforms}</span>
          </span>
          <PostStatusBadge status={post.status} isOverdue={post.isOverdue} />
        </div>
        {plan ? (
          <>
            <p className="text-sm font-semibold break-words text-foreground">{plan.topic}</p>
            <p className="text-sm break-words text-muted-foreground">{plan.angle}</p>
            <p className="inline-flex items-start gap-1.5 text-xs text-muted-foreground">
              <Clock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              <span>{describeReason(plan.slotReason, t, language)}</span>
            </p>
            {plan.moved ? (
              <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
                <MoveRight className="size-3.5 shrink-0" aria-hidden="true" />
                {t('autopilotPlan.moved')}
              </p>
            ) : null}
          </>
        ) : null}
        <p className="line-clamp-2 text-xs break-words text-foreground/80 italic">{caption}</p>
        <div className="flex flex-wrap gap-2 pt-1">
          {isAwaiting ? (
            <Button size="sm" onClick={() => onAction('approve', post)} disabled={busy !== null}>
              <Check className="size-3.5" aria-hidden="true" />
              {t('settings.autopilot.planned.approve')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            onClick={() => onAction('reject', post)}
            disabled={busy !== null}
          >
            <XCircle className="size-3.5" aria-hidden="true" />
            {isAwaiting ? t('settings.autopilot.planned.reject') : t('calendar.modal.cancel')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onAction('regenerate', post)}
            disabled={busy !== null || isMakingVideo}
            title={isMakingVideo ? t('settings.autopilot.planned.videoInProgress') : undefined}
          >
            <RefreshCw
              className={cn('size-3.5', busy === 'regenerate' && 'animate-spin')}
              aria-hidden="true"
            />
            {busy === 'regenerate'
              ? t('settings.autopilot.planned.regenerating')
              : t('settings.autopilot.planned.regenerate')}
          </Button>
          <Button size="sm" variant="ghost" asChild>
            <Link to="/calendar" state={{ jumpToDate: post.scheduledTime }}>
              <CalendarDays className="size-3.5" aria-hidden="true" />
              {t('settings.autopilot.planned.openCalendar')}
            </Link>
          </Button>
        </div>
      </div>
    </li>
  );
}
