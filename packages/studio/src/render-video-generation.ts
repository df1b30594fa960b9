import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { VIDEO_FRAMES, videoFrameOf, type VideoRenderStage } from '@postcraft/contracts';
import {
  completeGenerationRender,
  findGeneration,
  findSavedStyle,
  updateGenerationRender,
  type GenerationAssetRecord,
  type GenerationRecord,
  type GenerationRenderRecord,
  type OwnerId,
} from '@postcraft/data';
import type { ContentGenerator, GenerationInput } from '@postcraft/generation';
import type { MediaStorage } from '@postcraft/media';
import {
  makeVideo,
  MediaToolError,
  MediaToolTimeoutError,
  AudioProviderError,
  type AudioProvider,
  type MadeVideo,
  type VideoStage,
} from '@postcraft/video';
import { loadGenerationContext } from './brand-context.js';
import { storeGeneratedFile } from './generated-media.js';
import { readBrandClips } from './stored-clips.js';
import { readBrandPhoto } from './stored-image.js';
import { readVoiceNote, VoiceNoteGoneError } from './stored-voice-note.js';

export interface RenderVideoDeps {
  storage: MediaStorage;
  generator: ContentGenerator;
  /** The provider's voices (AI_TTS_MODEL); null: the local ones. */
  speech: AudioProvider | null;
  /** A folder where each run makes (and removes) its own working folder. */
  workRoot: string;
  /** Called with every state written (the job tells the owner's browsers, renews its lock). */
  onState: (render: GenerationRenderRecord) => Promise<void> | void;
  /** Runs one generation may start (a worker killed mid-render leaves one behind). */
  maxAttempts: number;
  /** The least time between two progress writes (each stage change is written at once). */
  progressEveryMs?: number;
  logger: { warn(details: object, message: string): void };
}

export type RenderOutcome = 'done' | 'failed' | 'cancelled' | 'skipped';

/** The user cancelled (the generation was deleted): the render stops and keeps nothing. */
class RenderCancelled extends Error {
  constructor() {
    super('The generation was cancelled');
    this.name = 'RenderCancelled';
  }
}

const STAGE_OF: Record<VideoStage, VideoRenderStage> = {
  writing: 'writing',
  voicing: 'voicing',
  drawing: 'drawing',
  rendering: 'rendering',
  checking: 'checking',
};

/** Why a render failed, as a key of VIDEO_GENERATION_MESSAGES. */
function failureOf(error: unknown): string {
  if (error instanceof VoiceNoteGoneError) return 'voiceNoteGone';
  if (error instanceof MediaToolTimeoutError) return 'renderTimedOut';
  if (error instanceof AudioProviderError) return error.timedOut ? 'voiceTimedOut' : 'voiceFailed';
  if (error instanceof MediaToolError && /not installed/u.test(error.message))
    return 'toolsMissing';
  return 'renderFailed';
}

/**
 * Writes render states in order, each only after the previous one; a write that finds the
 * generation gone means the user cancelled it.
 */
function stateWriter(
  ownerId: OwnerId,
  generationId: string,
  deps: RenderVideoDeps,
  controller: AbortController,
) {
  let chain: Promise<void> = Promise.resolve();
  let lastWrite = 0;
  let lastStage: VideoRenderStage | null = null;
  const write = (render: GenerationRenderRecord) => {
    chain = chain.then(async () => {
      if (controller.signal.aborted) return;
      if (!(await updateGenerationRender(ownerId, generationId, render))) {
        controller.abort(new RenderCancelled());
        return;
      }
      await deps.onState(render);
    });
    return chain;
  };
  return {
    write,
    /** A progress write, skipped when the last one was moments ago within the same stage. */
    progress(render: GenerationRenderRecord) {
      const now = Date.now();
      if (render.stage === lastStage && now - lastWrite < (deps.progressEveryMs ?? 1_000)) return;
      lastStage = render.stage;
      lastWrite = now;
      void write(render);
    },
    settled: () => chain,
  };
}

/** The generator's input for a stored generation: the brand as it is now, the request as made. */
async function inputOf(
  storage: MediaStorage,
  ownerId: OwnerId,
  generation: GenerationRecord,
): Promise<GenerationInput | null> {
  const context = await loadGenerationContext(storage, ownerId);
  if (!context) return null;
  const style = generation.input.styleId
    ? await findSavedStyle(ownerId, generation.input.styleId)
    : null;
  const colors = style?.generation?.colors;
  // "Use my photos": the photo chosen at the request (gone since: the brand's own cover).
  const photo = await readBrandPhoto(storage, generation.input.photoKey);
  return {
    description: generation.input.description,
    instructions: generation.input.instructions,
    platforms: generation.input.platforms,
    seed: generation.seed,
    language: generation.input.language ?? 'en',
    brand: {
      ...context.brand,
      ...(colors?.length ? { colors } : {}),
      photos: photo ? [photo] : [],
    },
    styleHint: style ? [style.name, style.description].filter(Boolean).join(': ') || null : null,
    // The themes decided at the request (the plan then), not the plan at the render.
    ...(generation.input.themes ? { themes: generation.input.themes } : {}),
  };
}

/** Stores the rendered files in the owner's folder and answers each platform's asset. */
async function storeVideos(
  deps: RenderVideoDeps,
  ownerId: OwnerId,
  generation: GenerationRecord,
  made: MadeVideo,
  texts: Awaited<ReturnType<ContentGenerator['generate']>>['content'],
  stored: string[],
): Promise<GenerationAssetRecord[]> {
  const keep = async (path: string, extension: 'mp4' | 'jpg' | 'vtt' | 'srt') => {
    const file = await storeGeneratedFile(deps.storage, ownerId, path, extension);
    stored.push(file.key);
    return file;
  };
  const captions = await keep(made.vttPath, 'vtt');
  const srt = await keep(made.srtPath, 'srt');
  const byFrame = new Map<
    string,
    { video: { key: string; url: string }; poster: { key: string; url: string } }
  >();
  for (const video of made.videos) {
    byFrame.set(`${video.width}x${video.height}`, {
      video: await keep(video.videoPath, 'mp4'),
      poster: await keep(video.posterPath, 'jpg'),
    });
  }
  return generation.input.platforms.map((platform) => {
    const frame = VIDEO_FRAMES[videoFrameOf(platform)];
    const files = byFrame.get(`${frame.width}x${frame.height}`)!;
    const text = texts[platform];
    return {
      platform,
      type: 'video',
      key: files.video.key,
      url: files.video.url,
      width: frame.width,
      height: frame.height,
      caption: text?.caption ?? '',
      hashtags: text?.hashtags ?? [],
      posterKey: files.poster.key,
      posterUrl: files.poster.url,
      captionsKey: captions.key,
      captionsUrl: captions.url,
      srtKey: srt.key,
      durationSeconds: Math.round(made.durationSec * 10) / 10,
    };
  });
}

/**
 * Renders a queued video generation: its captions and hashtags per platform (the same generator
 * as the studio's images), the narration, the scenes and one video per frame size its
 * platforms need, then stores the files and marks it done. Every state is written to the
 * generation; a generation deleted meanwhile (cancelled) stops the render and keeps nothing. A
 * run that finds the generation already finished does nothing, so a job run twice renders once.
 */
export async function renderVideoGeneration(
  ownerId: OwnerId,
  generationId: string,
  deps: RenderVideoDeps,
): Promise<RenderOutcome> {
  const generation = await findGeneration(ownerId, generationId);
  if (!generation?.render) return 'cancelled';
  if (generation.render.status === 'done' || generation.render.status === 'failed')
    return 'skipped';

  const controller = new AbortController();
  const writer = stateWriter(ownerId, generationId, deps, controller);
  let render: GenerationRenderRecord = {
    ...generation.render,
    status: 'running',
    stage: 'writing',
    progress: 0,
    failure: null,
    attempts: generation.render.attempts + 1,
  };
  if (render.attempts > deps.maxAttempts) {
    await writer.write({ ...render, status: 'failed', failure: 'renderAbandoned' });
    return controller.signal.aborted ? 'cancelled' : 'failed';
  }
  await writer.write(render);
  if (controller.signal.aborted) return 'cancelled';

  // A run killed with its worker left its folder behind: this run replaces it.
  const prefix = `render-${generationId}-`;
  for (const left of await readdir(deps.workRoot).catch(() => [])) {
    if (left.startsWith(prefix))
      await rm(join(deps.workRoot, left), { recursive: true, force: true });
  }
  const workDir = await mkdtemp(join(deps.workRoot, prefix));
  const stored: string[] = [];
  try {
    const asked = await inputOf(deps.storage, ownerId, generation);
    if (!asked) throw new RenderCancelled();
    const noteId = generation.input.voiceNoteId;
    // The voice note first (before any provider call), its words as the user corrected them in
    // the prompt (an edited script wins in makeVideo).
    const recorded = noteId
      ? {
          ...(await readVoiceNote(deps.storage, ownerId, noteId, workDir)),
          text: generation.input.description,
        }
      : undefined;
    const texts = await deps.generator.generate(asked);
    // The provider's picture (AI_IMAGE_MODEL) is the cover's photo, unless the user gave theirs.
    const input: GenerationInput =
      texts.picture && asked.brand.photos.length === 0
        ? { ...asked, brand: { ...asked.brand, photos: [texts.picture] } }
        : asked;
    controller.signal.throwIfAborted();
    const frames = [
      ...new Map(
        input.platforms.map((platform) => {
          const frame = VIDEO_FRAMES[videoFrameOf(platform)];
          return [`${frame.width}x${frame.height}`, frame];
        }),
      ).values(),
    ];
    const clips = await readBrandClips(deps.storage, generation.input.clipKeys ?? [], workDir);
    // The provider's chat model writes the narration (AI_TEXT_MODEL), unless the user wrote one.
    const writeNarration = deps.generator.writeNarration?.bind(deps.generator);
    const made = await makeVideo({
      input,
      ...(clips.length > 0 ? { clips } : {}),
      ...(writeNarration
        ? { writeSentences: (words, language) => writeNarration(input, words, language) }
        : {}),
      ...(recorded ? { recorded } : {}),
      durationSec: generation.input.durationSeconds ?? 15,
      voice: generation.input.voice ?? 'auto',
      speech: deps.speech,
      ...(generation.input.script?.length ? { sentences: generation.input.script } : {}),
      workDir,
      frames: frames.length > 0 ? frames : [VIDEO_FRAMES.vertical],
      // A Free plan's video carries the product's mark (decided at the request).
      watermark: generation.input.watermark === true,
      signal: controller.signal,
      onProgress: (stage, fraction) => {
        render = { ...render, stage: STAGE_OF[stage], progress: Math.floor(fraction * 95) };
        writer.progress(render);
      },
    });
    render = { ...render, stage: 'saving', progress: 96, script: made.script };
    await writer.write(render);
    controller.signal.throwIfAborted();
    const assets = await storeVideos(deps, ownerId, generation, made, texts.content, stored);
    await writer.settled();
    const done: GenerationRenderRecord = {
      ...render,
      status: 'done',
      stage: 'done',
      progress: 100,
      durationSeconds: Math.round(made.durationSec * 10) / 10,
    };
    if (
      controller.signal.aborted ||
      !(await completeGenerationRender(ownerId, generationId, {
        generator: texts.generator,
        assets,
        render: done,
      }))
    ) {
      throw new RenderCancelled();
    }
    await deps.onState(done);
    return 'done';
  } catch (error) {
    await writer.settled();
    await Promise.allSettled(stored.map((key) => deps.storage.delete(key)));
    const cancelled =
      error instanceof RenderCancelled || controller.signal.reason instanceof RenderCancelled;
    if (cancelled) return 'cancelled';
    deps.logger.warn({ err: error, generationId }, 'video render failed');
    await writer.write({ ...render, status: 'failed', failure: failureOf(error) });
    return controller.signal.aborted ? 'cancelled' : 'failed';
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
