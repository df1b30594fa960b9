import type { ConnectablePlatformId, GenerateContentResponse } from '@postcraft/contracts';
import type { DraftAsset, DraftGeneration, DraftState } from './draft-store';

type Content = GenerateContentResponse['content'];

/**
 * The draft after a generation: one asset (and caption) per platform, the first platform shown,
 * its caption in the editor, and what Regenerate, Discard and Save Style need.
 */
export function applyGeneration(
  content: Content,
  request: Omit<DraftGeneration, 'id' | 'seed' | 'generator' | 'colors'>,
): Partial<DraftState> {
  const generatedAssets: Partial<Record<ConnectablePlatformId, DraftAsset>> = {};
  for (const [platform, asset] of Object.entries(content.assets)) {
    if (!asset) continue;
    generatedAssets[platform as ConnectablePlatformId] = {
      url: asset.url,
      type: asset.type,
      width: asset.width,
      height: asset.height,
      caption: withHashtags(asset.caption, asset.hashtags),
      hashtags: asset.hashtags,
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
    },
  };
}

/** The caption as posted: the text, then its hashtags on a line of their own. */
export function withHashtags(caption: string, hashtags: readonly string[]): string {
  if (hashtags.length === 0) return caption;
  const tags = hashtags.map((tag) => `#${tag}`).join(' ');
  return caption.includes(tags) ? caption : `${caption}\n\n${tags}`;
}
