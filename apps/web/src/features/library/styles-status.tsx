import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';

/** Placeholder cards while the styles load; announced once to screen readers. */
export function StylesLoading({ layout = 'row' }: { layout?: 'row' | 'grid' }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={cn(
        'gap-4',
        layout === 'row' ? 'flex overflow-hidden' : 'grid sm:grid-cols-2 lg:grid-cols-4',
      )}
    >
      <span className="sr-only">{t('library.states.loading')}</span>
      {[0, 1, 2, 3].map((index) => (
        <div
          key={index}
          aria-hidden="true"
          className={cn(
            'flex animate-pulse flex-col overflow-hidden rounded-2xl border border-border bg-card',
            layout === 'row' && 'w-60 shrink-0',
          )}
        >
          <div className="h-28 bg-muted" />
          <div className="flex flex-col gap-2 p-4">
            <div className="h-3.5 w-3/4 rounded bg-muted" />
            <div className="h-3 w-1/2 rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A section of the library could not be read (its styles, by default): the reason and a retry. */
export function StylesError({
  error,
  onRetry,
  what = 'styles',
}: {
  error: unknown;
  onRetry: () => void;
  what?: 'styles' | 'generations' | 'photos';
}) {
  const { t } = useTranslation();
  const failed = {
    styles: t('library.states.error'),
    generations: t('library.states.generationsError'),
    photos: t('library.states.photosError'),
  }[what];
  return (
    <div className="flex flex-col items-start gap-3">
      <Notice tone="error">
        {failed} {getErrorMessage(error, t)}
      </Notice>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCcw className="size-3.5" aria-hidden="true" />
        {t('library.states.retry')}
      </Button>
    </div>
  );
}
