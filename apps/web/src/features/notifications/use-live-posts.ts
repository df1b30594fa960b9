import type { Notification } from '@postcraft/contracts';
import { matchMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { PUBLISH_NOW_MUTATION_KEY, SCHEDULED_POSTS_QUERY_KEY } from '../studio/studio.api';

/**
 * Keeps the calendar, its open post and the date strip in step with the notification channel:
 * the returned function reloads the scheduled-posts query family (the modal reads its post from
 * that list, and the autopilot's overview is in the family). Give it each notification about a
 * post (the worker published or failed it) or from the autopilot, and each reconnection (outcomes pushed while the channel was down were missed).
 */
export function useReloadPosts(): (notification?: Notification) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (notification?: Notification) => {
      // An autopilot notice about no post (a pause) still changes the autopilot's overview.
      if (notification && !notification.postId && !notification.type.startsWith('autopilot_'))
        return;
      void queryClient.invalidateQueries({ queryKey: SCHEDULED_POSTS_QUERY_KEY });
    },
    [queryClient],
  );
}

/**
 * A publish the API made while the user waited (Post Now, a pending post now) stores its
 * notifications without pushing them: once such a call settles, `refreshNotifications` asks the
 * channel again for the notifications and the unread count, so the bell says it at once.
 */
export function useRefreshAfterPublishNow(refreshNotifications: () => void): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        if (event.action.type !== 'success' && event.action.type !== 'error') return;
        if (!matchMutation({ mutationKey: PUBLISH_NOW_MUTATION_KEY }, event.mutation)) return;
        refreshNotifications();
      }),
    [queryClient, refreshNotifications],
  );
}
