import { AppLayout } from '../../layouts/app/app-layout';
import { PublicLayout } from '../../layouts/public-layout';
import { useCurrentUser } from '../auth/use-auth';

/**
 * The help centre and the contact page are for everyone: a signed-in user reads them inside the
 * app, a visitor (from the landing page's footer) inside the public pages.
 */
export function SupportLayout() {
  const { data: user, isPending } = useCurrentUser();

  if (isPending) return null;
  return user ? <AppLayout /> : <PublicLayout contained />;
}
