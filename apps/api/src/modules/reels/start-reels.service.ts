import {
  MAKE_REELS_JOB,
  REELS_LIMITS,
  REELS_MESSAGES as M,
  type MailLanguage,
  type ReelsJob,
  type ReelsOptions,
} from '@postcraft/contracts';
import {
  countUnfinishedReelsJobs,
  deleteReelsJob,
  insertReelsJob,
  newReelsJobId,
  reelSourceKeyPrefixOf,
  type OwnerId,
  type ReelsSourceRecord,
} from '@postcraft/data';
import { contentTypeOfKey, newMediaName, putFileInto, type MediaStorage } from '@postcraft/media';
import { newJobId } from '@postcraft/jobs';
import type { ReelsConfig } from '@postcraft/runtime-config';
import {
  ownerPlanOf,
  reelRefusalMessage,
  reelsJobOf,
  reelsRefusal,
  throwIfRefused,
  type RenderQueue,
} from '@postcraft/studio';
import { probeSource, ReelRefusal, type YoutubeDownloader } from '@postcraft/video';
import { AppError } from '../../lib/app-error.js';

export interface ReelsDeps {
  storage: MediaStorage;
  /** Where reels jobs are queued for the worker; null: reels are not available. */
  jobQueue: RenderQueue | null;
  reels: Readonly<ReelsConfig>;
  /** Fetches YouTube links; null: links are refused (422). */
  downloader: YoutubeDownloader | null;
  /** False with BILLING=off: no plan limit. */
  billingEnabled: boolean;
}

/** What a request was allowed, decided before its source is read. */
export interface CheckedReelsRequest {
  count: number;
  targetSeconds: number | null;
  maxSourceSeconds: number;
  maxClipSeconds: number;
  watermark: boolean;
}

/** Free clips without a length asked: about 24 s, so none runs past the plan's 30. */
const FREE_DEFAULT_TARGET_SECONDS = 24;

/**
 * The checks a request passes before its source is read: the queue runs, the owner has room for
 * another job, and the plan allows the clips asked. Answers the job's settings.
 */
export async function checkReelsRequest(
  ownerId: OwnerId,
  options: ReelsOptions,
  deps: Pick<ReelsDeps, 'jobQueue' | 'reels' | 'billingEnabled'>,
): Promise<CheckedReelsRequest> {
  if (!deps.jobQueue) throw new AppError('video_not_available', M.queueUnavailable);
  if ((await countUnfinishedReelsJobs(ownerId)) >= REELS_LIMITS.maxUnfinished) {
    throw new AppError('too_many_at_once', M.tooManyAtOnce);
  }
  const plan = await ownerPlanOf(ownerId, deps);
  throwIfRefused(reelsRefusal(plan, options));
  const { maxReelClips, maxReelClipSeconds, maxReelSourceSeconds, watermark } = plan.allowance;
  return {
    count: options.count ?? Math.min(REELS_LIMITS.defaultCount, maxReelClips),
    targetSeconds:
      options.targetSeconds ??
      (maxReelClipSeconds < REELS_LIMITS.maxTargetSeconds ? FREE_DEFAULT_TARGET_SECONDS : null),
    maxSourceSeconds: Math.min(maxReelSourceSeconds, deps.reels.maxSeconds),
    maxClipSeconds: maxReelClipSeconds,
    watermark,
  };
}

export type ReelsSourceRequest =
  | { kind: 'upload'; path: string; name: string; bytes: number; extension: 'mp4' | 'webm' }
  | { kind: 'youtube'; link: string; videoId: string };

/** A source the probe refuses, as the answer says it: 413 for sizes, 403 for the plan's length. */
function refusalError(error: ReelRefusal, checked: CheckedReelsRequest, config: ReelsConfig) {
  const message = reelRefusalMessage(error.detail, {
    planMaxSeconds: checked.maxSourceSeconds,
    serverMaxSeconds: config.maxSeconds,
  });
  if (error.code === 'too_large') return new AppError('payload_too_large', message);
  if (error.code === 'too_long') {
    return new AppError(
      checked.maxSourceSeconds < config.maxSeconds ? 'plan_limit' : 'payload_too_large',
      message,
    );
  }
  return new AppError('invalid_media', message);
}

/** The source as the job reads it: an upload probed and moved into storage, or a link. */
async function sourceOf(
  ownerId: OwnerId,
  request: ReelsSourceRequest,
  checked: CheckedReelsRequest,
  deps: ReelsDeps,
): Promise<ReelsSourceRecord> {
  if (request.kind === 'youtube') {
    if (!deps.downloader || !(await deps.downloader.isAvailable())) {
      throw new AppError('downloader_missing', M.noDownloader);
    }
    return {
      kind: 'youtube',
      name: request.link,
      key: null,
      videoId: request.videoId,
      bytes: null,
      durationSeconds: null,
    };
  }
  const probed = await probeSource(request.path, {
    maxBytes: deps.reels.maxBytes,
    maxSeconds: checked.maxSourceSeconds,
  }).catch((error: unknown) => {
    throw error instanceof ReelRefusal ? refusalError(error, checked, deps.reels) : error;
  });
  const key = `${reelSourceKeyPrefixOf(ownerId)}${newMediaName()}.${request.extension}`;
  await putFileInto(deps.storage, key, request.path, contentTypeOfKey(key));
  return {
    kind: 'upload',
    name: request.name.slice(0, 200),
    key,
    videoId: null,
    bytes: request.bytes,
    durationSeconds: Math.round(probed.durationSec * 10) / 10,
  };
}

/**
 * Records a reels job as queued and schedules the worker's job. Nothing is cut here: an upload
 * is probed (a damaged, cut-off, too long or too large file is refused at once) and kept in the
 * media storage for the worker; a job that cannot be scheduled takes its record and file away.
 */
export async function startReelsJob(
  ownerId: OwnerId,
  request: ReelsSourceRequest,
  checked: CheckedReelsRequest,
  deps: ReelsDeps,
  language: MailLanguage,
): Promise<ReelsJob> {
  const queue = deps.jobQueue;
  if (!queue) throw new AppError('video_not_available', M.queueUnavailable);
  const source = await sourceOf(ownerId, request, checked, deps);
  const reelsId = newReelsJobId();
  const jobId = newJobId();
  const record = await insertReelsJob(ownerId, {
    _id: reelsId,
    source,
    options: {
      count: checked.count,
      targetSeconds: checked.targetSeconds,
      maxSourceSeconds: checked.maxSourceSeconds,
      maxClipSeconds: checked.maxClipSeconds,
      watermark: checked.watermark,
      language,
    },
    status: 'queued',
    stage: 'queued',
    progress: 0,
    jobId,
  }).catch(async (error: unknown) => {
    if (source.key) await deps.storage.delete(source.key).catch(() => undefined);
    throw error;
  });
  try {
    await queue.schedule(
      MAKE_REELS_JOB,
      new Date(),
      { reelsId: reelsId.toString(), ownerId },
      jobId,
    );
  } catch (error) {
    await deleteReelsJob(ownerId, reelsId.toString());
    if (source.key) await deps.storage.delete(source.key).catch(() => undefined);
    throw new AppError('video_not_available', M.queueUnavailable, { cause: error });
  }
  const position = await queue.positionOf(jobId).catch(() => null);
  return reelsJobOf(record, [], language, position);
}
