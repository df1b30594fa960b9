import { randomUUID } from 'node:crypto';
import {
  GENERATION_MESSAGES,
  RENDER_VIDEO_JOB,
  VIDEO_DURATION,
  VIDEO_GENERATION_MESSAGES as M,
  type ConnectablePlatformId,
  type GenerateContentRequest,
  type GenerationProgress,
  type GeneratorId,
  type MailLanguage,
} from '@postcraft/contracts';
import {
  countUnfinishedRenders,
  deleteGeneration,
  insertGeneration,
  newGenerationId,
  type GenerationRenderRecord,
  type OwnerId,
  type VoiceNoteRecord,
} from '@postcraft/data';
import type { MediaStorage } from '@postcraft/media';
import { AppError } from '../app-error.js';
import { ownerPlanOf } from '../entitlements/plan-allowance.js';
import { endVideoCharge } from '../entitlements/video-charge.js';
import { chargeVideo, refuseVideoBeyondPlan } from '../entitlements/video-plan.js';
import { generationProgressOf } from '../generation-progress.js';
import { findKeptVoiceNote } from '../stored-voice-note.js';
import { loadBrandPhoto } from './brand-photo.js';
import { contextOf, newSeed, styleOf } from './generate-image-post.js';
import { ownPhotos, pickBrandClips } from './own-photos.js';

/** The job queue as a video's start uses it (the API's queue; the planner's own in the worker). */
export interface RenderQueue {
  schedule(
    name: string,
    runAt: Date,
    data: Record<string, unknown>,
    jobId?: string,
  ): Promise<string>;
  cancel(jobId: string): Promise<boolean>;
  positionOf(jobId: string): Promise<number | null>;
}

export interface VideoGenerationDeps {
  storage: MediaStorage;
  jobQueue: RenderQueue | null;
  generatorId: GeneratorId;
  /** False with BILLING=off: no plan limit, no credit spent. */
  billingEnabled: boolean;
}

/**
 * How the autopilot starts a planned video: under ids its slot gives (a re-run finds them), and
 * outside the per-user cap on videos at once (the weekly frequency bounds its renders).
 */
export interface PlannedVideoIds {
  generationId: ReturnType<typeof newGenerationId>;
  jobId: string;
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
  planned: PlannedVideoIds | null = null,
): Promise<GenerationProgress> {
  const queue = requireQueue(deps);
  if (!planned && (await countUnfinishedRenders(ownerId)) >= MAX_UNFINISHED_RENDERS) {
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
  const generationId = planned?.generationId ?? newGenerationId();
  const render: GenerationRenderRecord = {
    status: 'queued',
    stage: 'queued',
    progress: 0,
    jobId: planned?.jobId ?? randomUUID(),
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
