import { useEffect } from 'react';
import { PublicShell } from '../../layouts/public-shell';
import { LandingSections } from './landing-sections';
import { scrollToSection } from './scroll-to-section';

/** The landing page's header, sections and footer (the landing bundle loads it lazily). */
export function LandingContent() {
  // Opened with an anchor (/#prices): go to that section.
  useEffect(() => {
    const { hash } = window.location;
    if (hash) scrollToSection(decodeURIComponent(hash.slice(1)), 'auto');
  }, []);

  return (
    <PublicShell>
      <LandingSections />
    </PublicShell>
  );
}
