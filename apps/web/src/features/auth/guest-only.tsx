import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { getHomePath, useCurrentUser } from './use-auth';

/**
 * Pages for people without a session (sign-up, password recovery, the code screen): a user who
 * is already signed in when they open one is sent to their home. It is decided on arrival, so a
 * sign-up that signs the user in on the code screen still shows its own success and redirect.
 */
export function GuestOnly() {
  const { data: user, isPending } = useCurrentUser();
  const [wasSignedInOnArrival, setWasSignedInOnArrival] = useState<boolean | null>(null);

  if (isPending) return null;
  if (wasSignedInOnArrival === null) {
    setWasSignedInOnArrival(Boolean(user));
    return null;
  }
  if (wasSignedInOnArrival && user) return <Navigate to={getHomePath(user)} replace />;
  return <Outlet />;
}
