import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { LogoMark } from './logo-mark';

export interface WordmarkProps {
  /** Where the wordmark links to; omit for a plain, non-interactive wordmark. */
  to?: string;
  size?: 'md' | 'lg';
  className?: string;
}

export function Wordmark({ to, size = 'md', className }: WordmarkProps) {
  const { t } = useTranslation();
  const content = (
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
  const classes = cn('inline-flex items-center gap-2.5', className);

  if (!to) return <span className={classes}>{content}</span>;
  return (
    <Link
      to={to}
      className={cn(
        classes,
        'rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
      )}
      aria-label={t('nav.homeLink')}
    >
      {content}
    </Link>
  );
}
