import { Suspense, lazy } from 'react';
import { MobileGate } from '../../components/mobile-gate';

// Phones get the desktop-only notice: the page itself (header, sections, footer) loads only
// where it is shown.
const LandingContent = lazy(async () => ({
  default: (await import('./landing-content')).LandingContent,
}));

/**
 * The landing page as its own small bundle (landing.html), which the server sends visitors for
 * / and /home: no router, no react-query and no app code. Its links load the app's pages. The
 * build renders it ahead into landing.html (scripts/prerender-landing.tsx) for `userAgent`.
 */
export function LandingApp({ userAgent }: { userAgent?: string }) {
  return (
    <MobileGate {...(userAgent === undefined ? {} : { userAgent })}>
      <Suspense fallback={null}>
        <LandingContent />
      </Suspense>
    </MobileGate>
  );
}
