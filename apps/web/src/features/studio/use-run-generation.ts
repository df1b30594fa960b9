import type { GenerationSource } from '@postcraft/contracts';
import { useNavigate } from 'react-router-dom';
import { applyGeneration, type EditedCaptions } from './apply-generation';
import { getDraft, updateDraft } from './draft-store';
import { newSeed, useGenerateContent } from './generation.api';

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
}

/**
 * Starts a generation for the draft's platforms and post type; on success the draft holds the
 * assets and the user goes to /result. The mutation's own state drives the generating screen.
 */
export function useRunGeneration() {
  const navigate = useNavigate();
  const mutation = useGenerateContent();

  const run = (input: GenerationInput, options: { goToResult?: boolean } = {}) => {
    const draft = getDraft();
    // Only a post that asked for video alone is a video; otherwise a static post.
    const contentType =
      draft.selectedTypes.includes('video') && !draft.selectedTypes.includes('image')
        ? 'video'
        : 'image';
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
            },
            input.keptCaptions,
          ),
        );
        if (options.goToResult !== false) void navigate('/result');
      },
    });
  };

  return { run, mutation };
}
