import type { GenerationProgress } from '@postcraft/contracts';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../lib/api-client';
import { Button } from '../../components/ui/button';
import { isPlanRefusal, UpgradeNotice } from '../../components/upgrade-notice';

export type GenerationPhase = 'idle' | 'pending' | 'success' | 'error';

export interface GeneratingPanelProps {
  phase: GenerationPhase;
  error?: unknown;
  onRetry?: () => void;
  /** A video's render as the server reports it; absent for an image (one request). */
  progress?: GenerationProgress | null;
  /** Stops the video being made. */
  onCancel?: () => void;
}

/**
 * 'Generating...' tied to the request itself: an indeterminate bar while the server works, then
 * done or the server's reason. No timer pretends to know how far along it is; a video's render
 * says its stage and percent itself.
 */
export function GeneratingPanel({
  phase,
  error,
  onRetry,
  progress,
  onCancel,
}: GeneratingPanelProps) {
  const { t } = useTranslation();
  if (phase === 'idle') return null;
  if (phase === 'error' && isPlanRefusal(error)) {
    // A limit of the plan: retrying would be refused again; the way on is to lift it.
    return <UpgradeNotice error={error} className="mt-6" />;
  }
  if (phase === 'error') {
    return (
      <div role="alert" className="mt-6 rounded-2xl border border-danger/30 bg-danger/10 p-4">
        <p className="flex items-center gap-2 text-sm font-medium text-foreground">
          <CircleAlert className="size-4 text-danger" aria-hidden="true" />
          {t('studio.generating.failed')}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{getErrorMessage(error, t)}</p>
        {onRetry ? (
          <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
            {t('studio.generating.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  const isDone = phase === 'success';
  // One live region from the request to the result, so each change of stage is announced.
  return (
    <div
      role="status"
      aria-live="polite"
      data-phase={phase}
      className="mt-6 rounded-2xl border border-primary/25 bg-primary-soft/40 p-4"
    >
      {progress && !isDone ? (
        <RenderProgress progress={progress} onCancel={onCancel} />
      ) : (
        <>
          <p className="flex items-center gap-2 text-sm font-medium text-foreground">
            {isDone ? (
              <CircleCheck className="size-4 text-success" aria-hidden="true" />
            ) : (
              <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />
            )}
            {isDone ? t('studio.generating.done') : t('studio.generating.title')}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">
            {isDone ? t('studio.generating.opening') : t('studio.generating.pending')}
          </p>
          <div
            className="mt-3 h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={t('studio.generating.title')}
            {...(isDone ? { 'aria-valuenow': 100, 'aria-valuemin': 0, 'aria-valuemax': 100 } : {})}
          >
            <div
              className={
                isDone
                  ? 'h-full w-full rounded-full bg-success'
                  : 'h-full w-1/3 animate-[studio-indeterminate_1.4s_ease-in-out_infinite] rounded-full bg-primary motion-reduce:w-full motion-reduce:animate-pulse'
              }
            />
          </div>
        </>
      )}
    </div>
  );
}

/** A video's render: the stage it is at (or its place in the queue), the percent, Cancel. */
function RenderProgress({
  progress,
  onCancel,
}: {
  progress: GenerationProgress;
  onCancel: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const stage =
    progress.stage !== 'queued'
      ? t(`studio.generating.stage.${progress.stage}`)
      : progress.position === null
        ? t('studio.generating.stage.queued')
        : progress.position === 0
          ? t('studio.generating.stage.queuedNext')
          : t('studio.generating.stage.queuedBehind', { count: progress.position });
  return (
    <div data-stage={progress.stage}>
      <p className="flex items-center gap-2 text-sm font-medium text-foreground">
        <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />
        {t('studio.generating.videoTitle')}
      </p>
      <p className="mt-1 flex justify-between gap-3 text-xs text-muted-foreground">
        <span data-testid="render-stage">{stage}</span>
        <span data-testid="render-percent">
          {t('studio.generating.percent', { percent: progress.progress })}
        </span>
      </p>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={t('studio.generating.videoTitle')}
        aria-valuenow={progress.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={stage}
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${progress.progress}%` }}
        />
      </div>
      {onCancel ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={onCancel}>
          {t('studio.generating.cancel')}
        </Button>
      ) : null}
    </div>
  );
}
