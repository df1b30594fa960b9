import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Wordmark } from '../components/brand/wordmark';
import { HeaderControls } from '../components/header-controls';

const LEFT_LINKS = [
  { href: '#home', key: 'home' },
  { href: '#features', key: 'features' },
  { href: '#prices', key: 'prices' },
  { href: '#faq', key: 'faq' },
] as const;

const RIGHT_LINKS = [
  { href: '#demo', key: 'demo' },
  { href: '#contact', key: 'contact' },
] as const;

const LINK_CLASS =
  'rounded-md px-3 py-2 text-xs font-semibold tracking-[0.08em] text-muted-foreground uppercase transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** Marketing pages for visitors: top navigation with in-page anchors, then the page. */
export function PublicLayout() {
  const { t } = useTranslation();

  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-6">
          <Wordmark to="/" />
          <nav aria-label={t('landing.nav.primaryLabel')} className="hidden md:block">
            <ul className="flex items-center gap-1">
              {LEFT_LINKS.map(({ href, key }) => (
                <li key={key}>
                  <a href={href} className={LINK_CLASS}>
                    {t(`landing.nav.${key}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <nav aria-label={t('landing.nav.secondaryLabel')} className="hidden lg:block">
              <ul className="flex items-center gap-1">
                {RIGHT_LINKS.map(({ href, key }) => (
                  <li key={key}>
                    <a href={href} className={LINK_CLASS}>
                      {t(`landing.nav.${key}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <HeaderControls />
          </div>
        </div>
      </header>
      <div className="flex-1">
        <Outlet />
      </div>
      <footer className="border-t border-border/60">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-6 py-8 text-sm text-muted-foreground sm:flex-row">
          <Wordmark />
          <p>{t('landing.footer.tagline')}</p>
          <Link to="/privacy-policy" className="hover:text-foreground">
            {t('landing.footer.privacy')}
          </Link>
        </div>
      </footer>
    </div>
  );
}
