import type { ReelsJob } from '@postcraft/contracts';
import { CircleAlert, LoaderCircle, UploadCloud } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

function ProgressBar({
  percent,
  label,
  valueText,
}: {
  percent: number | null;
  label: string;
  valueText?: string;
}) {
  return (
    <div
      className="mt-3 h-2 overflow-hidden rounded-full bg-muted"
      role="progressbar"
      aria-label={label}
      {...(percent !== null
        ? { 'aria-valuenow': percent, 'aria-valuemin': 0, 'aria-valuemax': 100 }
        : {})}
      {...(valueText ? { 'aria-valuetext': valueText } : {})}
    >
      <div
        className={
          percent === null
            ? 'h-full w-1/3 animate-[studio-indeterminate_1.4s_ease-in-out_infinite] rounded-full bg-primary motion-reduce:w-full motion-reduce:animate-pulse'
            : 'h-full rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none'
        }
        style={percent === null ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}

/** The file going up: its name, the percent sent (when the browser can tell), Cancel. */
export function UploadProgressPanel({
  name,
  percent,
  onCancel,
}: {
  name: string;
  percent: number | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="rounded-2xl border border-primary/25 bg-primary-soft/40 p-4"
      data-testid="upload-progress"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-foreground">
        <UploadCloud className="size-4 text-primary" aria-hidden="true" />
        <span className="truncate">{t('reels.upload.title', { name })}</span>
      </p>
      <p className="mt-1 flex justify-between gap-3 text-xs text-muted-foreground">
        <span>{percent === null ? t('reels.upload.sending') : t('reels.upload.sent')}</span>
        {percent !== null ? (
          <span data-testid="upload-percent">{t('reels.percent', { percent })}</span>
        ) : null}
      </p>
      <ProgressBar percent={percent} label={t('reels.upload.title', { name })} />
      <Button variant="outline" size="sm" className="mt-3" onClick={onCancel}>
        {t('reels.upload.cancel')}
      </Button>
    </div>
  );
}

/** The stage in words: its place in the queue while it waits. */
export function useStageText() {
  const { t } = useTranslation();
  return (job: Pick<ReelsJob, 'stage' | 'position'>) =>
    job.stage !== 'queued'
      ? t(`reels.stage.${job.stage}`)
      : job.position === null
        ? t('reels.stage.queued')
        : job.position === 0
          ? t('reels.stage.queuedNext')
          : t('reels.stage.queuedBehind', { count: job.position });
}

/** A job being made: its stage, percent and place in the queue, and Cancel. */
export function JobProgressPanel({
  job,
  onCancel,
  isCancelling,
}: {
  job: ReelsJob;
  onCancel: () => void;
  isCancelling: boolean;
}) {
  const { t } = useTranslation();
  const stage = useStageText()(job);
  return (
    <div
      role="status"
      aria-live="polite"
      className="rounded-2xl border border-primary/25 bg-primary-soft/40 p-4"
      data-testid="reels-progress"
      data-stage={job.stage}
    >
      <p className="flex items-center gap-2 text-sm font-medium text-foreground">
        <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />
        {t('reels.progress.title')}
      </p>
      <p className="mt-1 truncate text-xs text-muted-foreground">
        {t('reels.progress.source', { name: job.source.name })}
      </p>
      <p className="mt-2 flex justify-between gap-3 text-xs text-muted-foreground">
        <span data-testid="reels-stage">{stage}</span>
        <span data-testid="reels-percent">{t('reels.percent', { percent: job.progress })}</span>
      </p>
      <ProgressBar percent={job.progress} label={t('reels.progress.title')} valueText={stage} />
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        onClick={onCancel}
        disabled={isCancelling}
      >
        {isCancelling ? t('reels.progress.cancelling') : t('reels.progress.cancel')}
      </Button>
    </div>
  );
}

/** A job that failed, with the server's reason and the way on. */
export function JobFailedPanel({
  message,
  onRetry,
  onNewSource,
}: {
  message: string;
  onRetry?: (() => void) | undefined;
  onNewSource: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="rounded-2xl border border-danger/30 bg-danger/10 p-4"
      data-testid="reels-failed"
    >
      <p className="flex items-center gap-2 text-sm font-medium text-foreground">
        <CircleAlert className="size-4 text-danger" aria-hidden="true" />
        {t('reels.failed.title')}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">{message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {onRetry ? (
          <Button size="sm" onClick={onRetry}>
            {t('reels.failed.retry')}
          </Button>
        ) : null}
        <Button variant="outline" size="sm" onClick={onNewSource}>
          {t('reels.failed.newSource')}
        </Button>
      </div>
    </div>
  );
}
