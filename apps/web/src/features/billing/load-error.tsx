import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Notice } from '../../components/ui/notice';
import { getErrorMessage } from '../../lib/api-client';

/** A read that failed on a billing screen: its message and a way to ask again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3">
      <Notice tone="error">{getErrorMessage(error, t)}</Notice>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('billing.credits.retry')}
      </Button>
    </div>
  );
}

/** A line saying something is loading, announced politely. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {label}
    </p>
  );
}
