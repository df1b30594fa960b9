import { UI_TIMINGS, type ReelsJob } from '@postcraft/contracts';
import { ArrowLeft, Clapperboard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Toast, useToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { isPlanRefusal, UpgradeNotice } from '../../components/upgrade-notice';
import { ApiError, getErrorMessage } from '../../lib/api-client';
import { usePlanEntitlements } from '../studio/use-plan-entitlements';
import { ClipList } from './clip-list';
import { JobFailedPanel, JobProgressPanel, UploadProgressPanel } from './job-progress';
import type { StartReelsRequest } from './reels.api';
import { ReelsOptions } from './reels-options';
import { RecentReels } from './recent-reels';
import { SourceFields } from './source-fields';
import { isUnfinished, useDeleteReelsJob, useReelsJob, useReelsJobs } from './use-reels-jobs';
import { useReelsSourceForm } from './use-reels-source-form';
import { uploadPercent, useStartReels } from './use-start-reels';

const JOB_PARAM = 'job';

/**
 * Spec 001 §2 screen 13 and §4, "Video-to-reels": a YouTube link OR a video file, how many clips
 * and how long, then the job followed live to its clips. The job's id is in the address, so a
 * reload (or a job still running from before) is followed again.
 */
export function ReelsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const jobId = params.get(JOB_PARAM);
  const { toast, showToast } = useToast();
  const plan = usePlanEntitlements().data;
  const limits = plan?.billingEnabled ? plan.allowance : null;
  const isFree = Boolean(plan?.billingEnabled && plan.plan === 'free');

  // The address follows the job without new history entries: Back still leaves the screen.
  const follow = (id: string | null) => setParams(id ? { [JOB_PARAM]: id } : {}, { replace: true });
  const jobs = useReelsJobs();
  const job = useReelsJob(jobId);
  const remove = useDeleteReelsJob();
  const lastRequest = useRef<StartReelsRequest | null>(null);
  const start = useStartReels((started: ReelsJob) => follow(started.id));
  const source = useReelsSourceForm(limits);
  const [refusal, setRefusal] = useState<string | null>(null);

  // Back on the page with a job still being made (a reload, another tab): follow it again.
  const hasResumed = useRef(false);
  useEffect(() => {
    if (hasResumed.current || !jobs.data) return;
    hasResumed.current = true;
    const running = jobs.data.find(isUnfinished);
    if (!jobId && running) follow(running.id);
  });

  const goBack = () => {
    // The first page of the visit has no previous page: the generation options are.
    if (location.key === 'default') void navigate('/generation-opt');
    else void navigate(-1);
  };

  const submit = source.form.handleSubmit(({ youtubeUrl, file, count, targetSeconds }) => {
    if (source.durationError) return;
    const request: StartReelsRequest = {
      source: file ? { kind: 'file', file } : { kind: 'link', youtubeUrl },
      count,
      ...(targetSeconds ? { targetSeconds } : {}),
    };
    lastRequest.current = request;
    start.mutation.mutate(request);
  });

  const cancelOrDelete = (id: string, isDelete: boolean) =>
    remove.mutate(id, {
      onSuccess: (answer) => {
        follow(null);
        showToast('success', answer.message, UI_TIMINGS.noticeMs);
      },
      onError: (error) => {
        // Already gone (cancelled elsewhere, or finished and swept): nothing left to follow.
        if (error instanceof ApiError && error.status === 404) follow(null);
        else if (!isDelete) showToast('error', getErrorMessage(error, t), UI_TIMINGS.toastLongMs);
      },
    });

  /** The same source and options again: the file still in the page, or the job's YouTube link. */
  const retryRequest = (failed: ReelsJob): StartReelsRequest | null =>
    lastRequest.current ??
    (failed.source.kind === 'youtube'
      ? {
          source: { kind: 'link', youtubeUrl: failed.source.name },
          count: failed.count,
          ...(failed.targetSeconds ? { targetSeconds: failed.targetSeconds } : {}),
        }
      : null);
  const retry = (request: StartReelsRequest) => {
    lastRequest.current = request;
    follow(null);
    start.mutation.mutate(request);
  };

  const current = jobId ? job.data : undefined;
  const isUploading = start.mutation.isPending;
  const startError = start.isCancelled ? null : start.mutation.error;

  let body;
  if (jobId && job.error) {
    body = (
      <div className="flex flex-col gap-3">
        <Notice tone="error">{getErrorMessage(job.error, t)}</Notice>
        <div>
          <Button variant="outline" onClick={() => follow(null)}>
            {t('reels.failed.newSource')}
          </Button>
        </div>
      </div>
    );
  } else if (jobId && !current) {
    body = (
      <p role="status" className="text-sm text-muted-foreground">
        {t('reels.loading')}
      </p>
    );
  } else if (current && isUnfinished(current)) {
    body = (
      <JobProgressPanel
        job={current}
        isCancelling={remove.isPending}
        onCancel={() => cancelOrDelete(current.id, false)}
      />
    );
  } else if (current?.status === 'failed' || current?.status === 'cancelled') {
    const again = retryRequest(current);
    body = (
      <JobFailedPanel
        message={current.message ?? t('reels.failed.unknown')}
        onRetry={again ? () => retry(again) : undefined}
        onNewSource={() => follow(null)}
      />
    );
  } else if (current?.status === 'done') {
    body = (
      <div className="flex flex-col gap-6">
        <ClipList
          job={current}
          isDeleting={remove.isPending}
          deleteError={remove.error}
          onDeleteAll={() => cancelOrDelete(current.id, true)}
        />
        <div>
          <Button variant="outline" onClick={() => follow(null)}>
            <Clapperboard className="size-4" aria-hidden="true" />
            {t('reels.clips.newReels')}
          </Button>
        </div>
      </div>
    );
  } else {
    const { form } = source;
    const errors = form.formState.errors;
    body = (
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6">
        <SourceFields
          youtubeUrl={source.youtubeUrl}
          onYoutubeUrlChange={(link) =>
            form.setValue('youtubeUrl', link, { shouldValidate: form.formState.isSubmitted })
          }
          file={source.file}
          fileSeconds={source.fileSeconds}
          onFileChange={(file) => {
            setRefusal(null);
            form.setValue('file', file, { shouldValidate: form.formState.isSubmitted });
          }}
          onRefused={() => setRefusal(t('reels.errors.notVideo'))}
          isLinkValid={source.isLinkValid}
          linkError={errors.youtubeUrl?.message}
          fileError={refusal ?? errors.file?.message ?? source.durationError}
          disabled={isUploading}
        />
        <ReelsOptions
          count={form.watch('count')}
          onCountChange={(count) => form.setValue('count', count)}
          targetSeconds={form.watch('targetSeconds')}
          onTargetSecondsChange={(seconds) => form.setValue('targetSeconds', seconds)}
          limits={limits}
          isFree={isFree}
          disabled={isUploading}
        />
        {source.durationError && isFree ? (
          <UpgradeNotice
            error={new ApiError(403, { message: source.durationError, code: 'plan_limit' })}
          />
        ) : null}
        {isUploading && source.file ? (
          <UploadProgressPanel
            name={source.file.name}
            percent={uploadPercent(start.upload)}
            onCancel={start.cancelUpload}
          />
        ) : null}
        {startError && isPlanRefusal(startError) ? <UpgradeNotice error={startError} /> : null}
        {startError && !isPlanRefusal(startError) ? (
          <Notice tone="error">{getErrorMessage(startError, t)}</Notice>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={isUploading || Boolean(source.durationError)}>
            <Clapperboard className="size-4" aria-hidden="true" />
            {isUploading ? t('reels.submitting') : t('reels.submit')}
          </Button>
        </div>
      </form>
    );
  }

  const others = (jobs.data ?? []).filter((item) => item.id !== jobId);
  return (
    <Card className="mx-auto my-6 w-full max-w-5xl px-5 py-8 sm:px-10" data-testid="studio-step">
      <button
        type="button"
        onClick={goBack}
        className="mb-4 inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('studio.back')}
      </button>
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">{t('reels.title')}</h1>
      <p className="mt-1.5 text-sm text-muted-foreground">{t('reels.description')}</p>
      <div className="mt-6">{body}</div>
      {!isUploading ? <RecentReels jobs={others} onShow={(id) => follow(id)} /> : null}
      <Toast toast={toast} />
    </Card>
  );
}
