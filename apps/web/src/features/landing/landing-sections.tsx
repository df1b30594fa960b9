import { ContactSection } from './contact-section';
import { DemoSection } from './demo-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { PricesSection } from './prices-section';

/** The landing page's sections, in order; they need no router, so both bundles use them. */
export function LandingSections() {
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
