import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import type { AutosaveStatus } from './use-autosave';

/** The small 'Saving... / Saved / Couldn't save' line of a field that saves itself. */
export function SaveStatus({
  status,
  error,
  className,
}: {
  status: AutosaveStatus;
  error?: unknown;
  className?: string;
}) {
  const { t } = useTranslation();
  if (status === 'idle') return <span aria-live="polite" className={className} />;

  const content =
    status === 'saving' ? (
      <>
        <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
        {t('settings.saveStatus.saving')}
      </>
    ) : status === 'saved' ? (
      <>
        <CircleCheck className="size-3.5" aria-hidden="true" />
        {t('settings.saveStatus.saved')}
      </>
    ) : (
      <>
        <CircleAlert className="size-3.5" aria-hidden="true" />
        {t('settings.saveStatus.failed', { message: getErrorMessage(error, t) })}
      </>
    );

  return (
    <span
      aria-live="polite"
      className={cn(
        'inline-flex items-center gap-1.5 text-xs font-medium',
        status === 'saved' && 'text-success',
        status === 'saving' && 'text-muted-foreground',
        status === 'error' && 'text-danger',
        className,
      )}
    >
      {content}
    </span>
  );
}
