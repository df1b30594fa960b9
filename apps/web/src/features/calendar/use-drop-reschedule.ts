import { CALENDAR_SETTINGS, type ScheduledPost } from '@postcraft/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../lib/api-client';
import { SCHEDULED_POSTS_QUERY_KEY } from '../studio/studio.api';
import { reschedulePost } from './calendar.api';
import { moveToDay, moveToSlot } from './calendar-dates';
import type { DropTarget } from './calendar-dnd';

export interface DroppedMove {
  postId: string;
  /** The time to put back on Undo. */
  previous: string;
  movedTo: Date;
}

type Notify = (tone: 'success' | 'error', text: string) => void;

/**
 * A post dropped on another day or hour: refused when the new time is not in the future, else
 * moved at once on screen and saved (PUT /api/user/schedule/{id}); Undo puts the old time back
 * through the same call for a few seconds. Every view of the posts reloads afterwards.
 */
export function useDropReschedule({ zone, notify }: { zone: string; notify: Notify }) {
  const { t } = useTranslation();
  const move = useOptimisticMove();
  const [lastMove, setLastMove] = useState<DroppedMove | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const dismissUndo = useCallback(() => {
    clearTimeout(timer.current);
    setLastMove(null);
  }, []);

  const drop = (post: ScheduledPost, target: DropTarget) => {
    const at =
      target.hour === undefined
        ? moveToDay(post.scheduledTime, target.dayKey, zone)
        : moveToSlot(post.scheduledTime, target.dayKey, target.hour, zone);
    if (at.getTime() === Date.parse(post.scheduledTime)) return;
    if (target.isPast || at.getTime() <= Date.now()) {
      notify('error', t('calendar.drag.past'));
      return;
    }
    dismissUndo();
    move.mutate(
      { id: post._id, at },
      {
        onSuccess: () => {
          setLastMove({ postId: post._id, previous: post.scheduledTime, movedTo: at });
          timer.current = setTimeout(() => setLastMove(null), CALENDAR_SETTINGS.dropUndoMs);
        },
        onError: (error) =>
          notify('error', t('calendar.drag.failed', { message: getErrorMessage(error, t) })),
      },
    );
  };

  const undo = () => {
    if (!lastMove) return;
    dismissUndo();
    move.mutate(
      { id: lastMove.postId, at: new Date(lastMove.previous) },
      {
        onSuccess: () => notify('success', t('calendar.drag.undone')),
        onError: (error) =>
          notify('error', t('calendar.drag.undoFailed', { message: getErrorMessage(error, t) })),
      },
    );
  };

  return { drop, undo, lastMove, dismissUndo };
}

/** PUT the new time, showing it in every loaded range at once; put back if the server refuses. */
function useOptimisticMove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reschedulePost,
    onMutate: async ({ id, at }) => {
      await queryClient.cancelQueries({ queryKey: SCHEDULED_POSTS_QUERY_KEY });
      const snapshot = queryClient.getQueriesData({ queryKey: SCHEDULED_POSTS_QUERY_KEY });
      queryClient.setQueriesData({ queryKey: SCHEDULED_POSTS_QUERY_KEY }, (data: unknown) =>
        Array.isArray(data)
          ? (data as ScheduledPost[]).map((post) =>
              post._id === id ? { ...post, scheduledTime: at.toISOString() } : post,
            )
          : data,
      );
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCHEDULED_POSTS_QUERY_KEY }),
  });
}
