import type {
  GenerateContentRequestInput,
  GenerateContentResponse,
  GeneratedContentType,
  GenerationProgress,
} from '@postcraft/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useMatch, useNavigate } from 'react-router-dom';
import { applyGeneration } from './apply-generation';
import {
  getDraft,
  updateDraft,
  type DraftGeneration,
  type DraftState,
  type VideoOptions,
} from './draft-store';
import type { GenerationInput, PendingGeneration } from './generation-input';
import { generateContent, newSeed } from './generation.api';
import {
  CANCEL_REASON,
  followGeneration,
  GenerationFailedError,
  GenerationGoneError,
  generateVideo,
} from './video-generation';

export type { GenerationInput } from './generation-input';

type Content = GenerateContentResponse['content'];

/** What the generating screen waits for: a new generation, or a render already asked for. */
type GenerationJob =
  | { kind: 'start'; request: GenerateContentRequestInput; input: GenerationInput }
  | { kind: 'follow'; generationId: string };

/** Only a post that asked for video alone is a video; otherwise a static post. */
export function draftContentType(draft: Pick<DraftState, 'selectedTypes'>): GeneratedContentType {
  return draft.selectedTypes.includes('video') && !draft.selectedTypes.includes('image')
    ? 'video'
    : 'image';
}

/** A video generation's length and voice as asked, for Regenerate; nothing for an image. */
export function videoOptionsOf(generation: DraftGeneration): { video?: VideoOptions } {
  if (generation.contentType !== 'video') return {};
  const { durationSeconds, voice } = generation;
  if (durationSeconds === undefined || voice === undefined) return {};
  return { video: { durationSeconds, voice } };
}

/** Leaving the page stops waiting for a video; the render itself goes on. */
const LEAVE_REASON = 'left';

/** What the draft's generation keeps of what was asked (Regenerate, Save Style). */
function askedOf(input: GenerationInput) {
  return {
    description: input.description,
    source: input.source,
    ...(input.contentType ? { contentType: input.contentType } : {}),
    ...(input.styleId ? { styleId: input.styleId } : {}),
    ...(input.usePhotos ? { usePhotos: true } : {}),
    ...(input.carousel ? { carousel: true } : {}),
    ...(input.video
      ? { durationSeconds: input.video.durationSeconds, voice: input.video.voice }
      : {}),
    ...(input.voiceNoteId ? { voiceNoteId: input.voiceNoteId } : {}),
  };
}

/** The request for `input`, its content type and video options already resolved. */
function requestOf(
  input: GenerationInput,
  contentType: GeneratedContentType,
  platforms: DraftState['selectedPlatforms'],
): GenerateContentRequestInput {
  const seed = input.seed ?? (input.styleId ? undefined : newSeed());
  return {
    description: input.description,
    contentType,
    ...(seed !== undefined ? { seed } : {}),
    source: input.source,
    ...(platforms.length > 0 ? { platforms } : {}),
    ...(input.instructions ? { instructions: input.instructions } : {}),
    ...(input.styleId ? { styleId: input.styleId } : {}),
    ...(input.usePhotos ? { usePhotos: true } : {}),
    ...(input.carousel ? { carousel: true } : {}),
    ...(input.video
      ? { durationSeconds: input.video.durationSeconds, voice: input.video.voice }
      : {}),
    ...(input.script ? { script: input.script } : {}),
    ...(input.voiceNoteId && contentType === 'video' ? { voiceNoteId: input.voiceNoteId } : {}),
  };
}

/**
 * Starts a generation for the draft's platforms and post type; on success the draft holds the
 * assets and the user goes to /result. The mutation's own state drives the generating screen: an
 * image is one request; a video is accepted at once, then `progress` follows its render until it
 * is done, and `cancel` stops (and deletes) it.
 *
 * A video being rendered is kept in the draft (`pendingGeneration`): a screen using this hook
 * that opens while one renders (a reload, or coming back to the studio) follows it again. A
 * render that is gone (404: cancelled) puts the screen back as it was.
 */
export function useRunGeneration() {
  const navigate = useNavigate();
  const isOnResult = useMatch('/result') !== null;
  const [progress, setProgress] = useState<GenerationProgress | null>(null);
  const videoWait = useRef<AbortController | null>(null);
  const lastRun = useRef<(() => void) | null>(null);
  const mutation = useMutation({
    mutationFn: (job: GenerationJob): Promise<Content> => {
      if (job.kind === 'start' && job.request.contentType !== 'video') {
        return generateContent(job.request);
      }
      // Each wait has its own controller: a wait left behind (a remount) stops on its own.
      videoWait.current?.abort(LEAVE_REASON);
      const controller = new AbortController();
      videoWait.current = controller;
      const options = { signal: controller.signal, onProgress: setProgress };
      if (job.kind === 'follow') return followGeneration(job.generationId, options);
      return generateVideo(job.request, {
        ...options,
        onAccepted: (id) => updateDraft({ pendingGeneration: { id, input: job.input } }),
      });
    },
  });

  const forgetPending = () => updateDraft({ pendingGeneration: null });

  /** What happens once the generation of `input` ends. */
  const settleWith = (input: GenerationInput, goToResult: boolean) => ({
    onSuccess: (content: Content) => {
      updateDraft({
        ...applyGeneration(content, askedOf(input), input.keptCaptions),
        pendingGeneration: null,
      });
      if (goToResult) void navigate('/result');
    },
    onError: (error: Error) => {
      if (error instanceof GenerationGoneError) {
        // Cancelled (here, in another tab, or by a discard): nothing to show, nothing to follow.
        forgetPending();
        setProgress(null);
        mutation.reset();
      } else if (error instanceof GenerationFailedError) {
        forgetPending();
      }
      // Anything else (the server unreachable, the page left) may still be rendering: kept.
    },
  });

  const run = (input: GenerationInput, options: { goToResult?: boolean } = {}) => {
    lastRun.current = () => run(input, options);
    setProgress(null);
    const draft = getDraft();
    const contentType = input.contentType ?? draftContentType(draft);
    const video = contentType === 'video' ? (input.video ?? draft.videoOptions) : undefined;
    const resolved: GenerationInput = { ...input, contentType, ...(video ? { video } : {}) };
    mutation.mutate(
      {
        kind: 'start',
        request: requestOf(resolved, contentType, draft.selectedPlatforms),
        input: resolved,
      },
      settleWith(resolved, options.goToResult !== false),
    );
  };

  /** Follows a render asked for before (a reload): the same panel, the same end. */
  const follow = (pending: PendingGeneration) => {
    const goToResult = !isOnResult;
    lastRun.current = () => run(pending.input, { goToResult });
    setProgress(null);
    mutation.mutate(
      { kind: 'follow', generationId: pending.id },
      settleWith(pending.input, goToResult),
    );
  };

  const followPending = useEffectEvent(() => {
    const pending = getDraft().pendingGeneration;
    if (pending) follow(pending);
  });
  useEffect(() => {
    followPending();
    return () => videoWait.current?.abort(LEAVE_REASON);
  }, []);

  /** Stops the video being made (the server deletes it) and goes back to the form. */
  const cancel = () => {
    videoWait.current?.abort(CANCEL_REASON);
    videoWait.current = null;
    forgetPending();
    setProgress(null);
    mutation.reset();
  };

  /**
   * After an error: a render still kept (the server was unreachable) is followed again; otherwise
   * the last generation is asked again (after it failed).
   */
  const retry = () => {
    const pending = getDraft().pendingGeneration;
    if (pending) follow(pending);
    else lastRun.current?.();
  };

  return { run, mutation, progress, cancel, retry };
}
