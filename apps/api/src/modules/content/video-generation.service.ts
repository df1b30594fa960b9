import {
  GENERATION_MESSAGES,
  RENDER_VIDEO_JOB,
  VIDEO_DURATION,
  VIDEO_GENERATION_MESSAGES as M,
  type ConnectablePlatformId,
  type GenerateContentRequest,
  type GenerateContentResponse,
  type GenerationProgress,
  type GenerationStateResponse,
  type MailLanguage,
} from '@postcraft/contracts';
import {
  countUnfinishedRenders,
  deleteGeneration,
  findGeneration,
  insertGeneration,
  newGenerationId,
  type GenerationRecord,
  type GenerationRenderRecord,
  type OwnerId,
  type VoiceNoteRecord,
} from '@postcraft/data';
import type { GeneratorId } from '@postcraft/contracts';
import { newJobId, type JobQueue } from '@postcraft/jobs';
import type { MediaStorage } from '@postcraft/media';
import {
  contextOf,
  endVideoCharge,
  findKeptVoiceNote,
  generationContentOf,
  generationProgressOf,
  loadBrandPhoto,
  newSeed,
  ownerPlanOf,
  ownPhotos,
  renderFailureMessage,
  styleOf,
} from '@postcraft/studio';
import { AppError } from '../../lib/app-error.js';
import { pickBrandClips } from './brand-photos.service.js';
import { chargeVideo, refuseVideoBeyondPlan } from './video-plan.service.js';

export type RenderQueue = Pick<JobQueue, 'schedule' | 'cancel' | 'positionOf'>;

export interface VideoGenerationDeps {
  storage: MediaStorage;
  jobQueue: RenderQueue | null;
  generatorId: GeneratorId;
  /** False with BILLING=off: no plan limit, no credit spent. */
  billingEnabled: boolean;
}

/** Videos one user may have waiting for or in a render at once. */
export const MAX_UNFINISHED_RENDERS = 3;

function requireQueue(deps: VideoGenerationDeps): RenderQueue {
  if (!deps.jobQueue) throw new AppError('video_not_available', M.queueUnavailable);
  return deps.jobQueue;
}

/**
 * Records a video generation as queued and schedules its render job (the worker renders it).
 * Nothing is rendered here; every check runs before anything is stored, and a job that cannot be
 * scheduled takes its record away with it.
 */
export async function startVideoGeneration(
  ownerId: OwnerId,
  request: GenerateContentRequest,
  deps: VideoGenerationDeps,
  language: MailLanguage,
): Promise<GenerationProgress> {
  const queue = requireQueue(deps);
  if ((await countUnfinishedRenders(ownerId)) >= MAX_UNFINISHED_RENDERS) {
    throw new AppError('too_many_at_once', GENERATION_MESSAGES.tooManyAtOnce);
  }
  const [context, style] = await Promise.all([
    contextOf(deps.storage, ownerId),
    styleOf(ownerId, request.styleId),
  ]);
  const settings = style?.generation ?? null;
  const seed = request.seed ?? settings?.seed ?? newSeed();
  // Without platforms named or connected, the vertical video TikTok, Reels and Shorts take.
  const fallback: ConnectablePlatformId[] =
    context.connectedPlatforms.length > 0 ? context.connectedPlatforms : ['tiktok'];
  const platforms = [...new Set(request.platforms ?? fallback)];
  // "Use my photos": the photo and clips are chosen now (a user with neither gets 422 at once),
  // read by the render.
  const own = request.usePhotos ? await ownPhotos(ownerId) : [];
  const clipKeys = pickBrandClips(own, seed);
  const photo = request.usePhotos
    ? await loadBrandPhoto(deps.storage, ownerId, seed, own).catch((error: unknown) => {
        if (clipKeys.length > 0 && error instanceof AppError && error.code === 'no_photos') {
          return null;
        }
        throw error;
      })
    : null;
  const note = request.voiceNoteId
    ? await usableVoiceNote(deps.storage, ownerId, request.voiceNoteId)
    : null;
  // A voice note's own length; else a saved style's voice and length, unless the request names
  // its own.
  const durationSeconds = note
    ? voiceNoteSeconds(note.durationSec)
    : (request.durationSeconds ?? settings?.durationSeconds ?? VIDEO_DURATION.defaultSeconds);
  const voice = request.voice ?? settings?.voice ?? 'auto';
  const plan = await ownerPlanOf(ownerId, deps);
  refuseVideoBeyondPlan(plan, {
    seconds: durationSeconds,
    voice,
    texts: [request.description, ...(request.script ?? [])],
    language,
    noteSeconds: note ? note.durationSec : null,
  });
  const generationId = newGenerationId();
  const render: GenerationRenderRecord = {
    status: 'queued',
    stage: 'queued',
    progress: 0,
    jobId: newJobId(),
    attempts: 0,
    failure: null,
    script: [],
    durationSeconds: null,
  };
  // The trial's slot or the video's credits, taken before anything is stored (402 when short).
  const charge = await chargeVideo(ownerId, plan, durationSeconds);
  const generation = await insertGeneration(ownerId, {
    _id: generationId,
    input: {
      description: request.description,
      contentType: 'video',
      platforms,
      styleId: request.styleId ?? null,
      instructions: request.instructions ?? '',
      source: request.source ?? 'text',
      language,
      durationSeconds,
      voice,
      ...(request.script ? { script: request.script } : {}),
      ...(photo ? { photoKey: photo.key } : {}),
      ...(clipKeys.length > 0 ? { clipKeys } : {}),
      ...(note ? { voiceNoteId: note._id.toString() } : {}),
      ...(plan.allowance.watermark ? { watermark: true } : {}),
      themes: plan.allowance.themes,
      ...(charge.trialSlot ? { trialSlot: charge.trialSlot } : {}),
    },
    seed,
    generator: deps.generatorId,
    assets: [],
    render,
    colors: [...(settings?.colors?.length ? settings.colors : context.brand.colors)],
  });
  try {
    // Credits held (or the trial's slot kept) for the recorded video; short: it goes (402).
    await charge.commit(generationId.toString());
  } catch (error) {
    await deleteGeneration(ownerId, generationId.toString());
    throw error;
  }
  try {
    await queue.schedule(
      RENDER_VIDEO_JOB,
      new Date(),
      { generationId: generationId.toString(), ownerId },
      render.jobId,
    );
  } catch (error) {
    await deleteGeneration(ownerId, generationId.toString());
    await endVideoCharge(ownerId, generation, { cancelled: true });
    throw new AppError('video_not_available', M.queueUnavailable, { cause: error });
  }
  const position = await queue.positionOf(render.jobId).catch(() => null);
  return generationProgressOf(generationId.toString(), render, language, position);
}

/** A note's length as a video's asked length: whole seconds within VIDEO_DURATION. */
const voiceNoteSeconds = (seconds: number) =>
  Math.min(VIDEO_DURATION.maxSeconds, Math.max(VIDEO_DURATION.minSeconds, Math.round(seconds)));

/**
 * The owner's voice note that is to narrate a video: one of theirs (another user's id is a 404
 * like a missing one), still kept (the drafts' sweep removes notes a day old), with words heard.
 */
async function usableVoiceNote(
  storage: MediaStorage,
  ownerId: OwnerId,
  noteId: string,
): Promise<VoiceNoteRecord> {
  const note = await findKeptVoiceNote(storage, ownerId, noteId);
  if (!note) throw new AppError('not_found', M.voiceNoteGone);
  if (note.words.length === 0) throw new AppError('invalid_media', M.voiceNoteSilent);
  return note;
}

/** A generation as its GET answers it: progress, and the content once done. */
export async function generationStateOf(
  ownerId: OwnerId,
  generationId: string,
  deps: Pick<VideoGenerationDeps, 'jobQueue'>,
  language: MailLanguage,
): Promise<GenerationStateResponse['generation']> {
  const record = await findGeneration(ownerId, generationId);
  if (!record) throw new AppError('not_found', GENERATION_MESSAGES.notFound);
  return stateOf(record, deps, language);
}

async function stateOf(
  record: GenerationRecord,
  deps: Pick<VideoGenerationDeps, 'jobQueue'>,
  language: MailLanguage,
): Promise<GenerationStateResponse['generation']> {
  const id = record._id.toString();
  // An image is made within its request: it is done as soon as it exists.
  const render: GenerationRenderRecord = record.render ?? {
    status: 'done',
    stage: 'done',
    progress: 100,
    jobId: '',
    attempts: 1,
    failure: null,
    script: [],
    durationSeconds: null,
  };
  const position =
    render.status === 'queued' && deps.jobQueue
      ? await deps.jobQueue.positionOf(render.jobId).catch(() => null)
      : null;
  return {
    ...generationProgressOf(id, render, language, position),
    content: render.status === 'done' ? generationContentOf(record) : null,
  };
}

/** How often a request that waits for its video looks at the render, and for how long. */
const WAIT_POLL_MS = 500;
export const RENDER_WAIT_MS = 5 * 60_000;

/**
 * Waits for a video's render to end (the synchronous form of the call, as spec clients expect
 * `content.outputUrl` in the answer). A failed render is a 422 with its reason; one still
 * running after `waitMs` a 504 (it goes on: its id is in the message's generation).
 */
export async function waitForVideo(
  ownerId: OwnerId,
  generationId: string,
  { waitMs = RENDER_WAIT_MS, signal }: { waitMs?: number; signal?: AbortSignal } = {},
): Promise<GenerateContentResponse> {
  const until = Date.now() + waitMs;
  for (;;) {
    const record = await findGeneration(ownerId, generationId);
    if (!record?.render) throw new AppError('not_found', GENERATION_MESSAGES.notFound);
    if (record.render.status === 'done') {
      return { success: true, content: generationContentOf(record) };
    }
    if (record.render.status === 'failed') {
      throw new AppError(
        'render_failed',
        renderFailureMessage(record.render.failure, 'en') ?? M.renderFailed,
      );
    }
    if (Date.now() > until || signal?.aborted) throw new AppError('render_pending', M.waitTimedOut);
    await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
  }
}
