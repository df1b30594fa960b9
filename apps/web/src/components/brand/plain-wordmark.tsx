import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { LogoMark } from './logo-mark';

export type WordmarkSize = 'md' | 'lg';

export const WORDMARK_LINK_CLASS =
  'rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** The logo and the product's name. */
export function WordmarkContent({ size = 'md' }: { size?: WordmarkSize }) {
  const { t } = useTranslation();
  return (
    <>
      <LogoMark className={size === 'lg' ? 'size-10' : 'size-8'} />
      <span
        className={cn(
          'font-semibold tracking-tight text-foreground',
          size === 'lg' ? 'text-2xl' : 'text-lg',
        )}
      >
        {t('common.appName')}
      </span>
    </>
  );
}

export interface PlainWordmarkProps {
  /** A link that loads its page (the public pages need no router); omit for a plain wordmark. */
  href?: string;
  size?: WordmarkSize;
  className?: string;
}

/** The wordmark without the app's router: plain, or a link to the landing page. */
export function PlainWordmark({ href, size = 'md', className }: PlainWordmarkProps) {
  const { t } = useTranslation();
  const classes = cn('inline-flex items-center gap-2.5', className);

  if (!href) {
    return (
      <span className={classes}>
        <WordmarkContent size={size} />
      </span>
    );
  }
  return (
    <a href={href} className={cn(classes, WORDMARK_LINK_CLASS)} aria-label={t('nav.homeLink')}>
      <WordmarkContent size={size} />
    </a>
  );
}
