import { PlayCircle } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainWordmark } from '../components/brand/plain-wordmark';
import { HeaderControls } from '../components/header-controls';
import { Button } from '../components/ui/button';
import { DemoTourProvider, useDemoTour } from '../features/landing/demo-tour/demo-tour-context';
import {
  LANDING_PATHS,
  scrollToSection,
  type LandingSectionId,
} from '../features/landing/scroll-to-section';
import { useSiteInfo } from '../features/support/site-info.api';
import { cn } from '../lib/cn';

const SECTION_LINKS = [
  { id: 'home', key: 'home' },
  { id: 'features', key: 'features' },
  { id: 'prices', key: 'prices' },
  { id: 'faq', key: 'faq' },
] as const;

const LINK_CLASS =
  'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg px-2.5 text-xs font-semibold tracking-[0.06em] whitespace-nowrap text-muted-foreground uppercase transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * A link to a landing section: on the landing page it scrolls there smoothly; elsewhere it opens
 * the landing page at that section (a page load: the landing page is its own bundle).
 */
function SectionLink({
  id,
  className,
  children,
  onArrive,
}: {
  id: LandingSectionId;
  className?: string;
  children: ReactNode;
  /** Runs once the section is on screen, e.g. to focus the contact form. */
  onArrive?: () => void;
}) {
  // Rendered ahead at build time (no window), it is the landing page's own header.
  const isOnLandingPage =
    typeof window === 'undefined' || LANDING_PATHS.includes(window.location.pathname);
  if (!isOnLandingPage) {
    return (
      <a href={`/#${id}`} className={className}>
        {children}
      </a>
    );
  }

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (scrollToSection(id)) onArrive?.();
  }

  return (
    <a href={`#${id}`} onClick={handleClick} className={className}>
      {children}
    </a>
  );
}

/** Longest wait for the contact form's code (it loads as its section comes near). */
const CONTACT_FORM_WAIT_MS = 10_000;

/** TALK TO US lands on the form's first field, ready to type, once the form is there. */
function focusContactForm() {
  const focusFirstField = () => {
    const field = document.querySelector<HTMLInputElement>('#contact form input');
    field?.focus({ preventScroll: true });
    return field !== null;
  };
  const section = document.getElementById('contact');
  if (focusFirstField() || !section) return;
  const observer = new MutationObserver(() => {
    if (focusFirstField()) observer.disconnect();
  });
  observer.observe(section, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), CONTACT_FORM_WAIT_MS);
}

function PublicHeader() {
  const { t } = useTranslation();
  const { openTour } = useDemoTour();

  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-5 px-6">
        <PlainWordmark href="/" />
        <nav aria-label={t('landing.nav.primaryLabel')} className="hidden md:block">
          <ul className="flex items-center gap-0.5">
            {SECTION_LINKS.map(({ id, key }) => (
              <li key={id}>
                <SectionLink id={id} className={LINK_CLASS}>
                  {t(`landing.nav.${key}`)}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <nav aria-label={t('landing.nav.secondaryLabel')} className="hidden lg:block">
            <ul className="flex items-center gap-0.5">
              <li>
                <button type="button" onClick={openTour} className={LINK_CLASS}>
                  <PlayCircle className="size-4 text-primary" aria-hidden="true" />
                  {t('landing.nav.demo')}
                </button>
              </li>
              <li>
                <SectionLink id="contact" className={LINK_CLASS} onArrive={focusContactForm}>
                  {t('landing.nav.contact')}
                </SectionLink>
              </li>
            </ul>
          </nav>
          <HeaderControls />
          <Button asChild size="sm" variant="outline" className="ml-1 hidden sm:inline-flex">
            <a href="/login">{t('landing.nav.login')}</a>
          </Button>
        </div>
      </div>
    </header>
  );
}

const FOOTER_LINK_CLASS = 'text-sm text-muted-foreground transition-colors hover:text-foreground';

function PublicFooter() {
  const { t } = useTranslation();
  const { openTour } = useDemoTour();
  const site = useSiteInfo();
  const company = site.data?.companyName || t('common.appName');

  return (
    <footer className="border-t border-border/60 bg-card/50">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1fr_1fr]">
        <div className="flex flex-col items-start gap-3">
          <PlainWordmark />
          <p className="max-w-xs text-sm text-muted-foreground">{t('landing.footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-product" className="flex flex-col gap-3">
          <h2 id="footer-product" className="text-sm font-semibold text-foreground">
            {t('landing.footer.product')}
          </h2>
          <SectionLink id="features" className={FOOTER_LINK_CLASS}>
            {t('landing.nav.features')}
          </SectionLink>
          <SectionLink id="prices" className={FOOTER_LINK_CLASS}>
            {t('landing.nav.prices')}
          </SectionLink>
          <SectionLink id="faq" className={FOOTER_LINK_CLASS}>
            {t('landing.nav.faq')}
          </SectionLink>
          <button
            type="button"
            onClick={openTour}
            className={cn(FOOTER_LINK_CLASS, 'cursor-pointer text-left')}
          >
            {t('landing.nav.demo')}
          </button>
        </nav>
        <nav aria-labelledby="footer-support" className="flex flex-col gap-3">
          <h2 id="footer-support" className="text-sm font-semibold text-foreground">
            {t('landing.footer.support')}
          </h2>
          <a href="/helpcenter" className={FOOTER_LINK_CLASS}>
            {t('landing.footer.help')}
          </a>
          <a href="/contact" className={FOOTER_LINK_CLASS}>
            {t('landing.footer.contact')}
          </a>
          <a href="/privacy-policy" className={FOOTER_LINK_CLASS}>
            {t('landing.footer.privacy')}
          </a>
        </nav>
        {site.data ? (
          <div className="flex flex-col gap-3">
            <h2 className="text-sm font-semibold text-foreground">{t('landing.footer.email')}</h2>
            <a
              href={`mailto:${site.data.contactEmail}`}
              className={cn(FOOTER_LINK_CLASS, 'break-all')}
            >
              {site.data.contactEmail}
            </a>
          </div>
        ) : null}
      </div>
      <div className="border-t border-border/60">
        <p className="mx-auto max-w-6xl px-6 py-5 text-xs text-muted-foreground">
          {t('landing.footer.rights', { year: new Date().getFullYear(), company })}
        </p>
      </div>
    </footer>
  );
}

export interface PublicShellProps {
  /** Pages that are not full-bleed (help centre, contact) get the page's width and padding. */
  contained?: boolean;
  children: ReactNode;
}

/**
 * Marketing pages for visitors: top navigation, the page, and the footer. It needs no router:
 * the landing page's own bundle uses it too, and its links load their pages.
 */
export function PublicShell({ contained = false, children }: PublicShellProps) {
  return (
    <DemoTourProvider>
      <div className="flex min-h-screen flex-col">
        <PublicHeader />
        <main className={cn('flex-1', contained && 'mx-auto w-full max-w-6xl px-6 py-14')}>
          {children}
        </main>
        <PublicFooter />
      </div>
    </DemoTourProvider>
  );
}
