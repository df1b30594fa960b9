import type { ConnectablePlatformId, GenerateContentResponse } from '@postcraft/contracts';
import type { DraftAsset, DraftGeneration, DraftState } from './draft-store';

type Content = GenerateContentResponse['content'];

/**
 * The draft after a generation: one asset (and caption) per platform, the first platform shown,
 * its caption in the editor, and what Regenerate, Discard and Save Style need.
 */
export function applyGeneration(
  content: Content,
  request: Omit<DraftGeneration, 'id' | 'seed' | 'generator' | 'colors' | 'script'>,
  keptCaptions: EditedCaptions = {},
): Partial<DraftState> {
  const generatedAssets: Partial<Record<ConnectablePlatformId, DraftAsset>> = {};
  for (const [platform, asset] of Object.entries(content.assets)) {
    if (!asset) continue;
    const generated = withHashtags(asset.caption, asset.hashtags);
    const kept = keptCaptions[platform as ConnectablePlatformId];
    generatedAssets[platform as ConnectablePlatformId] = {
      url: asset.url,
      type: asset.type,
      width: asset.width,
      height: asset.height,
      caption: kept ?? generated,
      hashtags: asset.hashtags,
      // A kept caption stays an edited one, so the next Regenerate asks again.
      generatedCaption: generated,
      ...(asset.slides ? { slides: asset.slides } : {}),
      ...(asset.posterUrl ? { posterUrl: asset.posterUrl } : {}),
      ...(asset.captionsUrl ? { captionsUrl: asset.captionsUrl } : {}),
      ...(asset.durationSeconds ? { durationSeconds: asset.durationSeconds } : {}),
    };
  }
  const platforms = Object.keys(generatedAssets) as ConnectablePlatformId[];
  const currentPlatform = platforms[0] ?? null;
  return {
    generatedAssets,
    currentPlatform,
    caption: currentPlatform ? (generatedAssets[currentPlatform]?.caption ?? '') : '',
    postType: content.assets[currentPlatform ?? 'linkedin']?.type ?? 'image',
    videoUrl: null,
    mediaFile: null,
    // The dashboard idea has served; the next flow starts without it.
    prompt: '',
    generation: {
      ...request,
      id: content.generationId,
      seed: content.seed,
      generator: content.generator,
      colors: content.colors,
      ...(content.script ? { script: content.script } : {}),
    },
  };
}

/** Captions the user changed by hand, by platform. */
export type EditedCaptions = Partial<Record<ConnectablePlatformId, string>>;

/** The generated captions the user edited since the generation (asked about before Regenerate). */
export function editedCaptions(
  assets: Partial<Record<ConnectablePlatformId, DraftAsset>>,
): EditedCaptions {
  const edited: EditedCaptions = {};
  for (const [platform, asset] of Object.entries(assets)) {
    if (asset?.caption !== undefined && asset.generatedCaption !== undefined) {
      if (asset.caption !== asset.generatedCaption) {
        edited[platform as ConnectablePlatformId] = asset.caption;
      }
    }
  }
  return edited;
}

/** The caption as posted: the text, then its hashtags on a line of their own. */
export function withHashtags(caption: string, hashtags: readonly string[]): string {
  if (hashtags.length === 0) return caption;
  const tags = hashtags.map((tag) => `#${tag}`).join(' ');
  return caption.includes(tags) ? caption : `${caption}\n\n${tags}`;
}
