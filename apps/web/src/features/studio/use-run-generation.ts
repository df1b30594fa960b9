import type {
  GenerateContentRequestInput,
  GeneratedContentType,
  GenerationProgress,
  GenerationSource,
} from '@postcraft/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { applyGeneration, type EditedCaptions } from './apply-generation';
import {
  getDraft,
  updateDraft,
  type DraftGeneration,
  type DraftState,
  type VideoOptions,
} from './draft-store';
import { generateContent, newSeed } from './generation.api';
import { CANCEL_REASON, generateVideo } from './video-generation';

export interface GenerationInput {
  description: string;
  source: GenerationSource;
  instructions?: string;
  /** A saved style: the server reuses its seed and colours (the same look), so no seed is sent. */
  styleId?: string;
  /** The images carry the user's own photos (their library's and their posts'). */
  usePhotos?: boolean;
  /** Instagram, LinkedIn and Facebook get a carousel of slides. */
  carousel?: boolean;
  /** Captions edited by hand that the new generation must not replace. */
  keptCaptions?: EditedCaptions;
  /** What to make; absent, the draft's post types decide (Regenerate gives the last one). */
  contentType?: GeneratedContentType;
  /** A video's length and voice; absent, the draft's choice (Regenerate gives the last ones). */
  video?: VideoOptions;
}

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

/**
 * Starts a generation for the draft's platforms and post type; on success the draft holds the
 * assets and the user goes to /result. The mutation's own state drives the generating screen: an
 * image is one request; a video is accepted at once, then `progress` follows its render until it
 * is done, and `cancel` stops (and deletes) it.
 */
export function useRunGeneration() {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<GenerationProgress | null>(null);
  const videoWait = useRef<AbortController | null>(null);
  const lastRun = useRef<(() => void) | null>(null);
  const mutation = useMutation({
    mutationFn: (request: GenerateContentRequestInput) => {
      if (request.contentType !== 'video') return generateContent(request);
      const controller = new AbortController();
      videoWait.current = controller;
      return generateVideo(request, { signal: controller.signal, onProgress: setProgress });
    },
  });
  useEffect(() => () => videoWait.current?.abort(LEAVE_REASON), []);

  const run = (input: GenerationInput, options: { goToResult?: boolean } = {}) => {
    lastRun.current = () => run(input, options);
    setProgress(null);
    const draft = getDraft();
    const contentType = input.contentType ?? draftContentType(draft);
    const video = contentType === 'video' ? (input.video ?? draft.videoOptions) : undefined;
    const request = {
      description: input.description,
      contentType,
      ...(input.styleId ? {} : { seed: newSeed() }),
      source: input.source,
      ...(draft.selectedPlatforms.length > 0 ? { platforms: draft.selectedPlatforms } : {}),
      ...(input.instructions ? { instructions: input.instructions } : {}),
      ...(input.styleId ? { styleId: input.styleId } : {}),
      ...(input.usePhotos ? { usePhotos: true } : {}),
      ...(input.carousel ? { carousel: true } : {}),
      ...(video ? { durationSeconds: video.durationSeconds, voice: video.voice } : {}),
    } as const;
    mutation.mutate(request, {
      onSuccess: (content) => {
        updateDraft(
          applyGeneration(
            content,
            {
              description: input.description,
              source: input.source,
              contentType,
              ...(input.styleId ? { styleId: input.styleId } : {}),
              ...(input.usePhotos ? { usePhotos: true } : {}),
              ...(input.carousel ? { carousel: true } : {}),
              ...(video ? { durationSeconds: video.durationSeconds, voice: video.voice } : {}),
            },
            input.keptCaptions,
          ),
        );
        if (options.goToResult !== false) void navigate('/result');
      },
    });
  };

  /** Stops the video being made (the server deletes it) and goes back to the form. */
  const cancel = () => {
    videoWait.current?.abort(CANCEL_REASON);
    videoWait.current = null;
    setProgress(null);
    mutation.reset();
  };

  /** Runs the last generation again (after it failed). */
  const retry = () => lastRun.current?.();

  return { run, mutation, progress, cancel, retry };
}
