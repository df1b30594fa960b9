import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import {
  PlainWordmark,
  WORDMARK_LINK_CLASS,
  WordmarkContent,
  type WordmarkSize,
} from './plain-wordmark';

export interface WordmarkProps {
  /** Where the wordmark links to in the app; omit for a plain, non-interactive wordmark. */
  to?: string;
  size?: WordmarkSize;
  className?: string;
}

/** The wordmark inside the app's router (the public pages use PlainWordmark). */
export function Wordmark({ to, size = 'md', className }: WordmarkProps) {
  const { t } = useTranslation();

  if (!to) return <PlainWordmark size={size} className={className} />;
  return (
    <Link
      to={to}
      className={cn('inline-flex items-center gap-2.5', WORDMARK_LINK_CLASS, className)}
      aria-label={t('nav.homeLink')}
    >
      <WordmarkContent size={size} />
    </Link>
  );
}
