import { GENERATION_MESSAGES, type GenerateContentResponse } from '@postcraft/contracts';
import { findGeneration, updateGenerationAssets, type OwnerId } from '@postcraft/data';
import type { MediaStorage } from '@postcraft/media';
import { clipCaptionsOf, generationContentOf, loadGenerationContext } from '@postcraft/studio';
import { AppError } from '../../lib/app-error.js';

/**
 * Writes a clip's next caption for each of its platforms (Regenerate on the result screen), from
 * what is said in it: the clip itself is not made again. A generation that is not a clip, or
 * another user's, answers 404.
 */
export async function regenerateClipCaption(
  storage: MediaStorage,
  ownerId: OwnerId,
  clipId: string,
): Promise<GenerateContentResponse['content']> {
  const clip = await findGeneration(ownerId, clipId);
  const context = clip?.reel ? await loadGenerationContext(storage, ownerId) : null;
  if (!clip?.reel || !context) throw new AppError('not_found', GENERATION_MESSAGES.notFound);
  const seed = clip.seed + 1;
  const captions = clipCaptionsOf({
    title: clip.reel.title,
    transcript: clip.reel.transcript,
    brand: {
      name: context.brand.name,
      keywords: context.brand.keywords,
      niche: context.brand.niche,
    },
    platforms: clip.assets.map((asset) => asset.platform),
    language: clip.input.language ?? 'en',
    variant: seed,
  });
  const assets = clip.assets.map((asset) => ({
    ...asset,
    caption: captions[asset.platform]?.caption ?? asset.caption,
    hashtags: captions[asset.platform]?.hashtags ?? asset.hashtags,
  }));
  if (!(await updateGenerationAssets(ownerId, clipId, { assets, seed }))) {
    throw new AppError('not_found', GENERATION_MESSAGES.notFound);
  }
  return generationContentOf({ ...clip, assets, seed });
}
