import { DemoContactSection } from './demo-contact-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { PricesSection } from './prices-section';

/** The visitors' landing page (/ and /home). */
export function LandingPage() {
  return (
    <main>
      <HeroSection />
      <FeaturesSection />
      <PricesSection />
      <FaqSection />
      <DemoContactSection />
    </main>
  );
}
