import { useMutation } from '@tanstack/react-query';
import { applyGeneration, type EditedCaptions } from '../studio/apply-generation';
import { getDraft, updateDraft, type DraftGeneration } from '../studio/draft-store';
import { rewriteClipCaption } from './reels.api';

/** What applyGeneration is asked with: the generation as it was, without what the answer brings. */
function requestOf({
  id: _id,
  seed: _seed,
  generator: _generator,
  colors: _colors,
  script: _script,
  ...request
}: DraftGeneration) {
  return request;
}

/**
 * Regenerate for a clip cut from a long video: a new caption and hashtags per platform, written
 * from what is said in it; the clip's video stays as it is. Captions the user edited and chose to
 * keep stay; the platform shown stays shown.
 */
export function useRewriteClipCaption() {
  return useMutation({
    mutationFn: async (keptCaptions: EditedCaptions) => {
      const generation = getDraft().generation;
      if (!generation?.reel) throw new Error('Not a clip');
      const content = await rewriteClipCaption(generation.id);
      return { content, keptCaptions, generation };
    },
    onSuccess: ({ content, keptCaptions, generation }) => {
      const shown = getDraft().currentPlatform;
      const applied = applyGeneration(
        content,
        { ...requestOf(generation), reel: true },
        keptCaptions,
      );
      const asset = shown ? applied.generatedAssets?.[shown] : undefined;
      updateDraft({
        ...applied,
        ...(shown && asset ? { currentPlatform: shown, caption: asset.caption ?? '' } : {}),
      });
    },
  });
}
