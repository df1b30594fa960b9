/** The landing page's sections, in page order; the top menu links to them. */
export const LANDING_SECTION_IDS = [
  'home',
  'features',
  'prices',
  'faq',
  'demo',
  'contact',
] as const;
export type LandingSectionId = (typeof LANDING_SECTION_IDS)[number];

/** The paths that show the landing page to visitors. */
export const LANDING_PATHS: readonly string[] = ['/', '/home'];

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Scrolls a landing section into view (smoothly unless the visitor asked for reduced motion)
 * and puts its anchor in the address bar, keeping the router's history entry. False when the
 * section is not on the page.
 */
export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  // jsdom has no scrollIntoView; browsers all do.
  if (typeof section.scrollIntoView === 'function') {
    section.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : behavior,
      block: 'start',
    });
  }
  if (window.location.hash !== `#${id}`) {
    window.history.replaceState(window.history.state, '', `#${id}`);
  }
  return true;
}
