import { Navigate, Outlet } from 'react-router-dom';
import { useCurrentUser } from './use-auth';
import { useSaveBrowserTimeZone } from './use-save-browser-time-zone';

export interface RequireAuthProps {
  /** App pages: a user who has not finished onboarding (firstTimeLogged) is sent there first. */
  requireOnboarded?: boolean;
}

/**
 * The login guard of signed-in route groups: nothing while the session is being read, /login for
 * a visitor, else the group's pages (and, on first use, the browser's time zone is stored).
 */
export function RequireAuth({ requireOnboarded = false }: RequireAuthProps) {
  const { data: user, isPending } = useCurrentUser();
  useSaveBrowserTimeZone(user);

  if (isPending) return null;
  if (!user) return <Navigate to="/login" replace />;
  if (requireOnboarded && user.firstTimeLogged) return <Navigate to="/experience/niche" replace />;
  return <Outlet />;
}
