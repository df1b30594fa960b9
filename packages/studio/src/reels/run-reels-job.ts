import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  REELS_MESSAGES,
  type ConnectablePlatformId,
  type GeneratorId,
  type MailLanguage,
  type ReelsJob,
  type ReelsStage,
} from '@postcraft/contracts';
import {
  deleteGeneration,
  findReelClips,
  findReelsJob,
  generationFileKeys,
  insertReelClips,
  newGenerationId,
  type GenerationAssetRecord,
  type NewReelClip,
  type OwnerId,
  type ReelsJobRecord,
  type ReelsJobState,
} from '@postcraft/data';
import { splitBrandKeywords } from '@postcraft/generation';
import { copyStoredFile, type MediaStorage } from '@postcraft/media';
import {
  DownloadFailedError,
  makeReels,
  MediaToolError,
  MediaToolTimeoutError,
  ReelRefusal,
  WATERMARK_TEXT,
  type RankMoments,
  type Reel,
  type ReelStage,
  type TranscribeSpeech,
  type YoutubeDownloader,
} from '@postcraft/video';
import { loadGenerationContext } from '../brand-context.js';
import { storeGeneratedFile } from '../generated-media.js';
import { clipCaptionsOf } from './clip-captions.js';
import { reelRefusalMessage } from './reel-refusal-message.js';
import { reelsJobOf } from './reels-job-view.js';
import { ReelsCancelled, reelsStateWriter } from './reels-state-writer.js';

export interface RunReelsDeps {
  storage: MediaStorage;
  /** A folder where each run makes (and removes) its own working folder. */
  workRoot: string;
  /** Runs one job may start (a worker killed mid-job leaves one behind). */
  maxAttempts: number;
  /** Fetches YouTube links; null: links cannot be made into reels here. */
  downloader: YoutubeDownloader | null;
  /** The provider's transcription and ranking, when configured. */
  transcribe?: TranscribeSpeech;
  rank?: RankMoments;
  /** The server's bounds on a source (the plan's length, decided at the request, may be lower). */
  limits: { maxBytes: number; maxSeconds: number };
  generatorId: GeneratorId;
  /** The owner's language: the job's state as their browsers show it. */
  language: MailLanguage;
  /** Called with every state written (the job tells the owner's browsers). */
  onState: (job: ReelsJob) => Promise<void> | void;
  logger: { warn(details: object, message: string): void };
  progressEveryMs?: number;
}

export type ReelsOutcome = 'done' | 'failed' | 'cancelled' | 'skipped';

/** This worker has no downloader, though the API that took the link had one. */
class DownloaderMissingError extends Error {
  constructor() {
    super('No YouTube downloader on this worker');
    this.name = 'DownloaderMissingError';
  }
}

/** Platforms a clip is offered for when the user has connected none. */
const VERTICAL_PLATFORMS: ConnectablePlatformId[] = ['tiktok', 'instagram', 'youtube'];
/** Where the stages end in the job's progress: a link's download first, the saving last. */
const DOWNLOAD_END = 15;
const MAKE_END = 92;

const STAGE_OF: Record<ReelStage, ReelsStage> = {
  probing: 'probing',
  transcribing: 'transcribing',
  finding: 'finding',
  scoring: 'scoring',
  rendering: 'rendering',
  done: 'saving',
};

/** Why a run failed, as the English message of REELS_MESSAGES. */
function failureOf(error: unknown, job: ReelsJobRecord, deps: RunReelsDeps): string {
  if (error instanceof ReelRefusal) {
    return reelRefusalMessage(error.detail, {
      planMaxSeconds: job.options.maxSourceSeconds,
      serverMaxSeconds: deps.limits.maxSeconds,
    });
  }
  if (error instanceof DownloaderMissingError) return REELS_MESSAGES.noDownloader;
  if (error instanceof DownloadFailedError) return REELS_MESSAGES.downloadFailed;
  if (error instanceof MediaToolTimeoutError) return REELS_MESSAGES.timedOut;
  if (error instanceof MediaToolError && /not installed/u.test(error.message))
    return REELS_MESSAGES.toolsMissing;
  return REELS_MESSAGES.failed;
}

/**
 * Makes one reels job (queued by the API's POST /api/content/reels): the source is read from
 * the media storage (or fetched by the downloader), cut into clips by makeReels, and each clip
 * stored in the owner's media as a generation that opens in the studio. Every state is written
 * to the job and pushed as it changes; a deleted record (cancel) stops the run and keeps nothing.
 * A run that finds the clips of an earlier run (killed between storing them and saying so)
 * finishes with them instead of cutting again.
 */
export async function runReelsJob(
  ownerId: OwnerId,
  reelsId: string,
  deps: RunReelsDeps,
): Promise<ReelsOutcome> {
  const job = await findReelsJob(ownerId, reelsId);
  if (!job) return 'cancelled';
  if (job.status !== 'queued' && job.status !== 'running') return 'skipped';

  const controller = new AbortController();
  let current: ReelsJobRecord = job;
  let clips: ReadonlyArray<NewReelClip> = [];
  const writer = reelsStateWriter(
    ownerId,
    reelsId,
    controller,
    (state) => {
      current = { ...current, ...state };
      return deps.onState(reelsJobOf(current, clips, deps.language));
    },
    deps.progressEveryMs,
  );
  let state: ReelsJobState = {
    status: 'running',
    stage: job.source.kind === 'youtube' ? 'downloading' : 'probing',
    progress: 0,
    attempts: job.attempts + 1,
    failure: null,
    clipIds: [],
    source: job.source,
  };
  const earlier = await findReelClips(ownerId, reelsId);
  if (earlier.length > 0) {
    clips = earlier;
    await finish(ownerId, job, deps, writer, { ...state, clipIds: orderOf(earlier) });
    return controller.signal.aborted ? 'cancelled' : 'done';
  }
  if (state.attempts > deps.maxAttempts) {
    await writer.write({ ...state, status: 'failed', failure: REELS_MESSAGES.abandoned });
    await writer.settled();
    await dropSource(deps.storage, job);
    return controller.signal.aborted ? 'cancelled' : 'failed';
  }
  await writer.write(state);
  await writer.settled();
  if (controller.signal.aborted) return 'cancelled';

  // A run killed with its worker left its folder behind: this run replaces it.
  const prefix = `reels-${reelsId}-`;
  for (const left of await readdir(deps.workRoot).catch(() => [])) {
    if (left.startsWith(prefix))
      await rm(join(deps.workRoot, left), { recursive: true, force: true });
  }
  const workDir = await mkdtemp(join(deps.workRoot, prefix));
  const stored: string[] = [];
  try {
    const context = await loadGenerationContext(deps.storage, ownerId);
    if (!context) throw new ReelsCancelled();
    const sourcePath = await readSource(job, workDir, deps, controller.signal, (fraction) => {
      state = { ...state, progress: Math.floor(fraction * DOWNLOAD_END) };
      writer.progress(state);
    });
    const start = job.source.kind === 'youtube' ? DOWNLOAD_END : 0;
    const reels = await makeReels({
      sourcePath,
      workDir,
      count: job.options.count,
      ...targetOf(job.options),
      brand: {
        name: context.brand.name,
        colors: context.brand.colors,
        keywords: splitBrandKeywords(context.brand.keywords),
      },
      limits: { maxBytes: deps.limits.maxBytes, maxSeconds: job.options.maxSourceSeconds },
      // A Free plan's clips carry the product's mark (decided at the request).
      watermark: job.options.watermark ? WATERMARK_TEXT : null,
      ...(deps.transcribe ? { transcribe: deps.transcribe } : {}),
      ...(deps.rank ? { rank: deps.rank } : {}),
      signal: controller.signal,
      onNotice: (kind, error) =>
        deps.logger.warn({ err: error, reelsId, kind }, 'reels provider failed: offline instead'),
      onProgress: (stage, percent) => {
        state = {
          ...state,
          stage: STAGE_OF[stage],
          progress: Math.floor(start + ((MAKE_END - start) * percent) / 100),
        };
        writer.progress(state);
      },
    });
    controller.signal.throwIfAborted();
    state = { ...state, stage: 'saving', progress: MAKE_END };
    await writer.write(state);
    const platforms =
      context.connectedPlatforms.length > 0 ? context.connectedPlatforms : VERTICAL_PLATFORMS;
    const records: NewReelClip[] = [];
    for (const reel of reels) {
      controller.signal.throwIfAborted();
      records.push(await clipRecordOf(deps, ownerId, job, reel, platforms, context, stored));
    }
    controller.signal.throwIfAborted();
    await writer.settled();
    if (controller.signal.aborted) throw new ReelsCancelled();
    await insertReelClips(ownerId, records);
    clips = records;
    await finish(ownerId, job, deps, writer, { ...state, clipIds: orderOf(records) });
    if (controller.signal.aborted) throw new ReelsCancelled();
    return 'done';
  } catch (error) {
    await writer.settled();
    const cancelled =
      error instanceof ReelsCancelled || controller.signal.reason instanceof ReelsCancelled;
    if (cancelled) {
      await Promise.allSettled(stored.map((key) => deps.storage.delete(key)));
      await deleteClipsOf(ownerId, reelsId, deps.storage);
      return 'cancelled';
    }
    await Promise.allSettled(stored.map((key) => deps.storage.delete(key)));
    if (!(error instanceof ReelRefusal)) {
      deps.logger.warn({ err: error, reelsId }, 'reels job failed');
    }
    await writer.write({ ...state, status: 'failed', failure: failureOf(error, job, deps) });
    await writer.settled();
    await dropSource(deps.storage, job);
    return controller.signal.aborted ? 'cancelled' : 'failed';
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * The length makeReels aims at: the one asked, lowered on a plan with shorter clips so that
 * none runs past the plan's longest (a clip may last up to a quarter more than its target).
 */
function targetOf({ targetSeconds, maxClipSeconds }: ReelsJobRecord['options']) {
  if (maxClipSeconds >= 60) return targetSeconds ? { targetSeconds } : {};
  return { targetSeconds: Math.min(targetSeconds ?? 30, Math.floor(maxClipSeconds / 1.25)) };
}

/** Clips best first, as makeReels picked them. */
const orderOf = (clips: ReadonlyArray<NewReelClip>) =>
  [...clips]
    .sort((a, b) => (b.reel?.score ?? 0) - (a.reel?.score ?? 0))
    .map((clip) => clip._id.toString());

async function finish(
  ownerId: OwnerId,
  job: ReelsJobRecord,
  deps: RunReelsDeps,
  writer: ReturnType<typeof reelsStateWriter>,
  state: ReelsJobState,
): Promise<void> {
  await writer.write({
    ...state,
    status: 'done',
    stage: 'done',
    progress: 100,
    source: { ...state.source, key: null },
  });
  await writer.settled();
  await dropSource(deps.storage, job);
}

/** The uploaded source is not needed once the job has ended. */
async function dropSource(storage: MediaStorage, job: ReelsJobRecord): Promise<void> {
  if (job.source.key) await storage.delete(job.source.key).catch(() => undefined);
}

/** A cancelled job's clips, inserted before the cancel was seen, go with it. */
async function deleteClipsOf(ownerId: OwnerId, reelsId: string, storage: MediaStorage) {
  for (const clip of await findReelClips(ownerId, reelsId)) {
    await deleteGeneration(ownerId, clip._id.toString());
    await Promise.allSettled(generationFileKeys(clip).map((key) => storage.delete(key)));
  }
}

/** The source as a local file: copied from the media storage, or fetched by the downloader. */
async function readSource(
  job: ReelsJobRecord,
  workDir: string,
  deps: RunReelsDeps,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
): Promise<string> {
  if (job.source.kind === 'youtube') {
    if (!deps.downloader || !job.source.videoId || !(await deps.downloader.isAvailable())) {
      throw new DownloaderMissingError();
    }
    return deps.downloader.download(job.source.videoId, workDir, {
      maxBytes: deps.limits.maxBytes,
      maxSeconds: job.options.maxSourceSeconds,
      signal,
      onProgress,
    });
  }
  const key = job.source.key;
  const path = join(workDir, `source.${key?.split('.').pop() ?? 'mp4'}`);
  if (!key || !(await copyStoredFile(deps.storage, key, path))) {
    throw new ReelRefusal('not_a_video', REELS_MESSAGES.unreadable, { reason: 'unreadable' });
  }
  return path;
}

/** Stores one clip's files in the owner's media and answers its generation. */
async function clipRecordOf(
  deps: RunReelsDeps,
  ownerId: OwnerId,
  job: ReelsJobRecord,
  reel: Reel,
  platforms: readonly ConnectablePlatformId[],
  context: NonNullable<Awaited<ReturnType<typeof loadGenerationContext>>>,
  stored: string[],
): Promise<NewReelClip> {
  const keep = async (path: string, extension: 'mp4' | 'jpg' | 'vtt' | 'srt') => {
    const file = await storeGeneratedFile(deps.storage, ownerId, path, extension);
    stored.push(file.key);
    return file;
  };
  const video = await keep(reel.path, 'mp4');
  const poster = await keep(reel.posterPath, 'jpg');
  const vtt = await keep(reel.captionsVttPath, 'vtt');
  const srt = await keep(reel.captionsSrtPath, 'srt');
  const durationSeconds = Math.round(reel.durationSec * 10) / 10;
  const captions = clipCaptionsOf({
    title: reel.title,
    transcript: reel.transcript,
    brand: {
      name: context.brand.name,
      keywords: context.brand.keywords,
      niche: context.brand.niche,
    },
    platforms,
    language: job.options.language,
    variant: 0,
  });
  const assets: GenerationAssetRecord[] = platforms.map((platform) => ({
    platform,
    key: video.key,
    url: video.url,
    width: 1080,
    height: 1920,
    caption: captions[platform]?.caption ?? reel.caption,
    hashtags: captions[platform]?.hashtags ?? [],
    type: 'video',
    posterKey: poster.key,
    posterUrl: poster.url,
    captionsKey: vtt.key,
    captionsUrl: vtt.url,
    srtKey: srt.key,
    durationSeconds,
  }));
  return {
    _id: newGenerationId(),
    input: {
      description: reel.transcript || reel.title,
      contentType: 'video',
      platforms: [...platforms],
      styleId: null,
      instructions: '',
      source: 'reel',
      language: job.options.language,
      durationSeconds: Math.max(1, Math.round(reel.durationSec)),
    },
    seed: 0,
    generator: deps.generatorId,
    assets,
    render: {
      status: 'done',
      stage: 'done',
      progress: 100,
      jobId: job.jobId,
      attempts: 1,
      failure: null,
      script: reel.transcript ? [reel.transcript] : [],
      durationSeconds,
    },
    colors: [...context.brand.colors],
    reel: {
      reelsId: job._id.toString(),
      start: reel.start,
      end: reel.end,
      title: reel.title,
      score: reel.score,
      reason: reel.reason,
      transcript: reel.transcript,
    },
    usedAt: null,
    sweptAt: null,
  };
}
