import {
  isUpcomingPostStatus,
  UI_TIMINGS,
  type PostNowResponse,
  type ScheduledPost,
} from '@postcraft/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavigateOptions, To } from 'react-router-dom';
import { getErrorMessage } from '../../lib/api-client';
import { getPlatformName } from '../connections/platform-names';
import { useApprovePost } from '../settings/autopilot.api';
import { summarisePostNow } from '../studio/post-now-summary';
import {
  useCancelPost,
  useDeleteSharedPost,
  useEditPost,
  usePublishPostNow,
  useReschedulePost,
  useRetryPost,
  type PostEdit,
} from './calendar.api';
import { canReschedule, canRetry, isAwaitingApproval } from './post-rules';
import type { CalendarFormat } from './use-calendar-format';

export type Notify = (tone: 'success' | 'error', text: string) => void;
export type NavigateLater = (to: To, delayMs: number, options?: NavigateOptions) => void;

const namesOf = (platforms: readonly string[]) => platforms.map(getPlatformName).join(', ');

/**
 * The modal's actions (spec 001 §4) with their messages: each closes the modal when it succeeds;
 * a refusal stays in the modal. Delete and Reschedule come back to /calendar after 1.2 s and
 * 0.8 s with their message (and the new date); Cancel, Approve and Post Now say how it went in a
 * toast. A post awaiting approval is cancelled (rejected), edited and moved like a pending one.
 */
export function usePostActions({
  post,
  format,
  onClose,
  notify,
  navigateLater,
}: {
  post: ScheduledPost;
  format: CalendarFormat;
  onClose: () => void;
  notify: Notify;
  navigateLater: NavigateLater;
}) {
  const { t } = useTranslation();
  const cancel = useCancelPost();
  const deleteShared = useDeleteSharedPost();
  const reschedule = useReschedulePost();
  const publish = usePublishPostNow();
  const retry = useRetryPost();
  const edit = useEditPost();
  const approve = useApprovePost();
  const [error, setError] = useState<string | null>(null);
  const isBusy =
    cancel.isPending ||
    deleteShared.isPending ||
    reschedule.isPending ||
    publish.isPending ||
    retry.isPending ||
    edit.isPending ||
    approve.isPending;
  const reasonOf = (caught: unknown, fallback: string) => getErrorMessage(caught, t, fallback);

  const start = () => {
    if (isBusy) return false;
    setError(null);
    return true;
  };

  return {
    error,
    isBusy,
    isCancelling: cancel.isPending,
    isDeleting: deleteShared.isPending,
    isRescheduling: reschedule.isPending,
    isPosting: publish.isPending,
    isRetrying: retry.isPending,
    isEditing: edit.isPending,
    isApproving: approve.isPending,

    cancel() {
      if (!isUpcomingPostStatus(post.status) || !start()) return;
      cancel.mutate(post._id, {
        onSuccess: () => {
          onClose();
          notify(
            'success',
            isAwaitingApproval(post)
              ? t('calendar.messages.rejected')
              : t('calendar.messages.cancelled'),
          );
        },
        onError: (caught) =>
          setError(
            t('calendar.errors.cancel', {
              message: reasonOf(caught, t('calendar.errors.cancelDefault')),
            }),
          ),
      });
    },

    deleteFromPlatforms() {
      if (post.status !== 'completed' || !start()) return;
      deleteShared.mutate(post._id, {
        onSuccess: (answer) => {
          if (!answer.success) {
            const lines = answer.platformResults
              .filter((result) => !result.success)
              .map(
                (result) =>
                  `${getPlatformName(result.platform)}: ${result.message || t('calendar.errors.platformFailed')}`,
              );
            setError([t('calendar.errors.someNotDeleted'), ...lines].join('\n'));
            return;
          }
          onClose();
          const deletedFrom = answer.platformResults.map((result) => result.platform);
          navigateLater('/calendar', UI_TIMINGS.deleteRedirectMs, {
            replace: true,
            state: { message: t('calendar.messages.deleted', { platforms: namesOf(deletedFrom) }) },
          });
        },
        onError: (caught) =>
          setError(
            t('calendar.errors.delete', {
              message: reasonOf(caught, t('calendar.errors.deleteDefault')),
            }),
          ),
      });
    },

    reschedule(at: Date) {
      if (!canReschedule(post) || !start()) return;
      reschedule.mutate(
        { id: post._id, at },
        {
          onSuccess: (answer) => {
            onClose();
            const message =
              answer._id === post._id
                ? t('calendar.messages.rescheduled', {
                    date: format.shortDate(at),
                    time: format.time(at),
                  })
                : t('calendar.messages.scheduledOn', { platforms: namesOf(answer.platforms) });
            navigateLater('/calendar', UI_TIMINGS.rescheduleRedirectMs, {
              replace: true,
              state: { message, jumpToDate: at.toISOString() },
            });
          },
          onError: (caught) =>
            setError(
              t('calendar.errors.reschedule', {
                message: reasonOf(caught, t('calendar.errors.rescheduleDefault')),
              }),
            ),
        },
      );
    },

    postNow() {
      if (post.status !== 'pending' || !start()) return;
      publish.mutate(post._id, {
        onSuccess: (answer) => {
          onClose();
          notifyPublished(answer);
        },
        onError: (caught) =>
          setError(
            t('studio.result.postFailed', {
              message: reasonOf(caught, t('calendar.errors.unknown')),
            }),
          ),
      });
    },

    edit(values: Omit<PostEdit, 'id'>) {
      if (!isUpcomingPostStatus(post.status) || !start()) return;
      edit.mutate(
        { id: post._id, ...values },
        {
          onSuccess: () => {
            onClose();
            notify('success', t('calendar.messages.updated'));
          },
          onError: (caught) =>
            setError(
              t('calendar.errors.edit', {
                message: reasonOf(caught, t('calendar.errors.rescheduleDefault')),
              }),
            ),
        },
      );
    },

    /** A planned post awaiting approval: it will be published at its time (the server says so). */
    approve() {
      if (!isAwaitingApproval(post) || !start()) return;
      approve.mutate(post._id, {
        onSuccess: (answer) => {
          onClose();
          notify('success', answer.message || t('calendar.messages.approved'));
        },
        onError: (caught) =>
          setError(
            t('calendar.errors.approve', {
              message: reasonOf(caught, t('calendar.errors.unknown')),
            }),
          ),
      });
    },

    retry() {
      if (!canRetry(post) || !start()) return;
      retry.mutate(post._id, {
        onSuccess: (answer) => {
          onClose();
          notifyPublished(answer);
        },
        onError: (caught) =>
          setError(
            t('calendar.errors.retry', {
              message: reasonOf(caught, t('calendar.errors.unknown')),
            }),
          ),
      });
    },
  };

  /** How a publish the user waited for went (Post Now, Retry), in a toast. */
  function notifyPublished(answer: PostNowResponse) {
    const summary = summarisePostNow([answer]);
    if (summary.successful.length === 0) {
      notify('error', t('studio.result.postFailed', { message: summary.failedList }));
      return;
    }
    const posted = t('studio.result.posted', { count: summary.successful.length });
    notify(
      summary.failed.length ? 'error' : 'success',
      summary.failed.length
        ? `${posted} ${t('studio.result.someFailed', { list: summary.failedList })}`
        : posted,
    );
  }
}
