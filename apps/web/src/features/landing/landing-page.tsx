import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../auth/use-auth';
import { ContactSection } from './contact-section';
import { DemoSection } from './demo-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { PricesSection } from './prices-section';
import { scrollToSection } from './scroll-to-section';

/**
 * The visitors' landing page (/ and /home). A signed-in user belongs on the dashboard. The page
 * shows at once while the session is read, so a visitor never waits for it.
 */
export function LandingPage() {
  const { data: user } = useCurrentUser();
  const { hash } = useLocation();

  // Arriving from another page with an anchor (/#prices): go to that section.
  useEffect(() => {
    if (hash) scrollToSection(decodeURIComponent(hash.slice(1)), 'auto');
  }, [hash]);

  if (user) return <Navigate to="/create-prompt" replace />;

  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <PricesSection />
      <FaqSection />
      <DemoSection />
      <ContactSection />
    </>
  );
}
