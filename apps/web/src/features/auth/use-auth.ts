import type { LoginBody, User } from '@postcraft/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchCurrentUser, loginUser, logoutUser } from './auth.api';

/** The cache entry holding the signed-in user: a User, null for a visitor, absent while unknown. */
export const CURRENT_USER_QUERY_KEY = ['auth', 'me'] as const;

/** The user is re-read on demand (refreshUser) rather than on a timer. */
const CURRENT_USER_STALE_MS = 5 * 60_000;

/** Where a signed-in user belongs: onboarding on the first visit, else the profile. */
export function getHomePath(user: Pick<User, 'firstTimeLogged'>): string {
  return user.firstTimeLogged ? '/experience/niche' : '/profile';
}

/** GET /api/user/me through react-query; a visitor is `null`, not an error. */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: CURRENT_USER_STALE_MS,
  });
}

/**
 * Puts a user (from login or verification) in the cache. A read of /me still under way started
 * before this session and is dropped, so its answer cannot overwrite the new user.
 */
export async function setCurrentUser(queryClient: QueryClient, user: User | null): Promise<void> {
  await queryClient.cancelQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  queryClient.setQueryData<User | null>(CURRENT_USER_QUERY_KEY, user);
}

/**
 * Forgets everything the signed-in user loaded and marks the visitor as signed out. Used by
 * logout and when the session cannot be renewed (the API clears the cookies in both cases).
 */
export async function clearSession(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0],
  });
  await setCurrentUser(queryClient, null);
}

/** Authentication state (spec section 4): the user, loading, and the calls that change them. */
export function useAuth() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data, isPending, refetch } = useCurrentUser();
  const user = data ?? null;

  const login = useCallback(
    async (body: LoginBody) => {
      const signedIn = await loginUser(body);
      await setCurrentUser(queryClient, signedIn);
      return signedIn;
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      await logoutUser();
    } catch {
      // The session is forgotten here whatever the server says; an expired one is already gone.
    }
    await clearSession(queryClient);
    await navigate('/login', { replace: true });
  }, [navigate, queryClient]);

  const updateUser = useCallback(
    (fields: Partial<User>) => {
      queryClient.setQueryData<User | null>(CURRENT_USER_QUERY_KEY, (current) =>
        current ? { ...current, ...fields } : current,
      );
    },
    [queryClient],
  );

  /** Re-reads the user when one is signed in; a failure keeps the current one. */
  const refreshUser = useCallback(async () => {
    if (!queryClient.getQueryData(CURRENT_USER_QUERY_KEY)) return;
    await refetch();
  }, [queryClient, refetch]);

  return {
    user,
    isLoading: isPending,
    isAuthenticated: user !== null,
    login,
    logout,
    updateUser,
    refreshUser,
  };
}
