import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { Notice } from '../../components/ui/notice';
import { useCurrentUser } from '../auth/use-auth';
import { LandingSections } from './landing-sections';
import { scrollToSection } from './scroll-to-section';

/** Set by the account page after it deleted the account (its session ends right after). */
const isAfterAccountDeletion = (state: unknown) =>
  typeof state === 'object' && state !== null && 'accountDeleted' in state;

/**
 * The landing page inside the app (/ and /home). Visitors get the landing page's own bundle
 * (landing-main.tsx) from the server; the app shows this one to a browser holding the session
 * hint, and after an account deletion. A signed-in user belongs on the dashboard. The page shows
 * at once while the session is read, so a visitor never waits for it.
 */
export function LandingPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { hash, state } = useLocation();
  const accountDeleted = isAfterAccountDeletion(state);

  // Arriving from another page with an anchor (/#prices): go to that section.
  useEffect(() => {
    if (hash) scrollToSection(decodeURIComponent(hash.slice(1)), 'auto');
  }, [hash]);

  if (user && !accountDeleted) return <Navigate to="/create-prompt" replace />;

  return (
    <>
      {accountDeleted ? (
        <div className="mx-auto max-w-6xl px-6 pt-6">
          <Notice tone="success">{t('account.delete.done')}</Notice>
        </div>
      ) : null}
      <LandingSections />
    </>
  );
}
