import { useEffect } from 'react';
import { MobileGate } from '../../components/mobile-gate';
import { PublicShell } from '../../layouts/public-shell';
import { LandingSections } from './landing-sections';
import { scrollToSection } from './scroll-to-section';

/**
 * The landing page as its own small bundle (landing.html), which the server sends visitors for
 * / and /home: no router, no react-query and no app code. Its links load the app's pages.
 */
export function LandingApp() {
  // Opened with an anchor (/#prices): go to that section.
  useEffect(() => {
    const { hash } = window.location;
    if (hash) scrollToSection(decodeURIComponent(hash.slice(1)), 'auto');
  }, []);

  return (
    <MobileGate>
      <PublicShell>
        <LandingSections />
      </PublicShell>
    </MobileGate>
  );
}
