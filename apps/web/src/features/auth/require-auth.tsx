import { Navigate, Outlet } from 'react-router-dom';
import { useCurrentUser } from './use-auth';

export interface RequireAuthProps {
  /** App pages: a user who has not finished onboarding (firstTimeLogged) is sent there first. */
  requireOnboarded?: boolean;
}

/**
 * The login guard of signed-in route groups: nothing while the session is being read, /login for
 * a visitor, else the group's pages.
 */
export function RequireAuth({ requireOnboarded = false }: RequireAuthProps) {
  const { data: user, isPending } = useCurrentUser();

  if (isPending) return null;
  if (!user) return <Navigate to="/login" replace />;
  if (requireOnboarded && user.firstTimeLogged) return <Navigate to="/experience/niche" replace />;
  return <Outlet />;
}
