import type { User } from '@postcraft/contracts';
import { useEffect } from 'react';
import { updateProfile } from '../settings/profile.api';
import { useAuth } from './use-auth';
import { browserTimeZone } from './use-time-zone';

/** Users whose zone this page already tried to store, so a remount does not ask again. */
const attempted = new Set<string>();

/**
 * First use: a signed-in user whose profile has no time zone yet (null) gets the browser's,
 * stored once and silently. A failure is not shown; the next page load tries again.
 */
export function useSaveBrowserTimeZone(user: User | null | undefined): void {
  const { updateUser } = useAuth();
  const needsZone = user?.timeZone === null;
  const userId = user?._id;

  useEffect(() => {
    if (!needsZone || !userId || attempted.has(userId)) return;
    attempted.add(userId);
    updateProfile({ fields: { timeZone: browserTimeZone() } })
      .then((saved) => updateUser({ timeZone: saved.timeZone ?? null }))
      .catch(() => undefined);
  }, [needsZone, userId, updateUser]);
}
