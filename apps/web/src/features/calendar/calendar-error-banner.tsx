import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';

/** The list's error (spec 001 §8), with a close button; a newer error shows again. */
export function CalendarErrorBanner({
  error,
  errorUpdatedAt,
}: {
  error: unknown;
  errorUpdatedAt: number;
}) {
  const { t } = useTranslation();
  const [closedAt, setClosedAt] = useState<number | null>(null);
  if (!error || closedAt === errorUpdatedAt) return null;
  return (
    <div className="relative">
      <Notice tone="error" className="pr-12">
        {getErrorMessage(error, t, t('calendar.errors.load'))}
      </Notice>
      <button
        type="button"
        onClick={() => setClosedAt(errorUpdatedAt)}
        aria-label={t('calendar.errors.close')}
        className="absolute top-2.5 right-2.5 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
