import { isUpcomingPostStatus, type ScheduledPost } from '@postcraft/contracts';
import { CalendarClock, Check, Pencil, RotateCcw, Send, Trash2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { EditPostForm } from './edit-post-form';
import { canReschedule, canRetry, isAwaitingApproval } from './post-rules';
import { RescheduleForm } from './reschedule-form';
import type { usePostActions } from './use-post-actions';

type Actions = ReturnType<typeof usePostActions>;

/** A new post's first proposed time: the post's own when still ahead, else an hour from now. */
const proposedTime = (scheduledTime: string): string =>
  Date.parse(scheduledTime) > Date.now()
    ? scheduledTime
    : new Date(Date.now() + 60 * 60 * 1000).toISOString();

/**
 * The three buttons by status (spec 001 §4): pending has Cancel, Reschedule and Post Now;
 * completed has Delete (from the platforms, after a confirmation); failed and cancelled posts
 * are not dead ends: Reschedule makes a new scheduled post from them, and Retry (in Post Now's
 * place) publishes again the platforms that failed for certain, on a failed or partly published
 * post. A post awaiting approval is still to come like a pending one (Reject cancels it, Edit and
 * Reschedule change it) and has Approve in Post Now's place: it is never published unapproved.
 */
export function PostActions({
  post,
  zone,
  actions,
}: {
  post: ScheduledPost;
  zone: string;
  actions: Actions;
}) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<'none' | 'confirmDelete' | 'reschedule' | 'edit'>('none');
  // Still to come: pending, or awaiting the user's approval.
  const isUpcoming = isUpcomingPostStatus(post.status);
  const isAwaiting = isAwaitingApproval(post);
  const isCompleted = post.status === 'completed';
  const isRetryable = canRetry(post);
  const isReschedulable = canReschedule(post);

  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4">
      <div className="flex flex-wrap justify-end gap-2">
        {isUpcoming ? (
          <Button variant="outline" onClick={actions.cancel} disabled={actions.isBusy}>
            <XCircle className="size-4" aria-hidden="true" />
            {actions.isCancelling
              ? t('calendar.modal.cancelling')
              : isAwaiting
                ? t('calendar.modal.reject')
                : t('calendar.modal.cancel')}
          </Button>
        ) : (
          <Button
            variant="outline"
            className="text-danger"
            onClick={() => setPanel('confirmDelete')}
            disabled={!isCompleted || actions.isBusy}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {actions.isDeleting ? t('calendar.modal.deleting') : t('calendar.modal.delete')}
          </Button>
        )}
        {isUpcoming ? (
          <Button
            variant="secondary"
            onClick={() => setPanel(panel === 'edit' ? 'none' : 'edit')}
            disabled={actions.isBusy}
            aria-expanded={panel === 'edit'}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {t('calendar.modal.edit')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => setPanel(panel === 'reschedule' ? 'none' : 'reschedule')}
          disabled={!isReschedulable || actions.isBusy}
          aria-expanded={panel === 'reschedule'}
        >
          <CalendarClock className="size-4" aria-hidden="true" />
          {t('calendar.modal.reschedule')}
        </Button>
        {isAwaiting ? (
          <Button onClick={actions.approve} disabled={actions.isBusy}>
            <Check className="size-4" aria-hidden="true" />
            {actions.isApproving ? t('calendar.modal.approving') : t('calendar.modal.approve')}
          </Button>
        ) : isRetryable ? (
          <Button onClick={actions.retry} disabled={actions.isBusy}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {actions.isRetrying ? t('calendar.modal.retrying') : t('calendar.modal.retry')}
          </Button>
        ) : (
          <Button onClick={actions.postNow} disabled={post.status !== 'pending' || actions.isBusy}>
            <Send className="size-4" aria-hidden="true" />
            {actions.isPosting ? t('calendar.modal.posting') : t('calendar.modal.postNow')}
          </Button>
        )}
      </div>

      {panel === 'confirmDelete' && isCompleted ? (
        <div
          role="group"
          aria-label={t('calendar.modal.confirmDelete')}
          className="flex flex-col gap-3 rounded-xl border border-danger/30 bg-danger/5 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-sm text-foreground">{t('calendar.modal.confirmDelete')}</p>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => setPanel('none')}>
              {t('calendar.modal.keep')}
            </Button>
            <Button
              variant="danger"
              size="sm"
              autoFocus
              disabled={actions.isBusy}
              onClick={actions.deleteFromPlatforms}
            >
              {actions.isDeleting ? t('calendar.modal.deleting') : t('calendar.modal.confirm')}
            </Button>
          </div>
        </div>
      ) : null}

      {panel === 'edit' && isUpcoming ? (
        <EditPostForm
          post={post}
          isSaving={actions.isEditing}
          onSubmit={actions.edit}
          onCancel={() => setPanel('none')}
        />
      ) : null}

      {panel === 'reschedule' && isReschedulable ? (
        <RescheduleForm
          note={isUpcoming ? undefined : t('calendar.modal.rescheduleAsNew')}
          scheduledTime={isUpcoming ? post.scheduledTime : proposedTime(post.scheduledTime)}
          platforms={post.platforms}
          zone={zone}
          isSaving={actions.isRescheduling}
          onSubmit={actions.reschedule}
          onCancel={() => setPanel('none')}
        />
      ) : null}
    </div>
  );
}
