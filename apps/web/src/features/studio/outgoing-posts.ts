import {
  DEFAULT_POST_CAPTION,
  ownCaptionsOf,
  type ConnectablePlatformId,
} from '@postcraft/contracts';
import type { DraftState } from './draft-store';
import type { OutgoingPost } from './studio.api';

/**
 * What Post Now or Schedule sends for the draft. An uploaded file goes once to every selected
 * platform; generated content goes as one post per platform, each with its own asset (in that
 * platform's aspect, with its carousel's slides) and its own caption. An upload's platforms customised by the user carry
 * their own caption in `captions`.
 */
export function buildOutgoingPosts(draft: DraftState): OutgoingPost[] {
  const caption = (text: string | undefined) => (text?.trim() ? text : DEFAULT_POST_CAPTION);
  if (draft.mediaFile) {
    return [
      {
        platforms: draft.selectedPlatforms,
        type: draft.postType,
        caption: caption(draft.caption),
        captions: ownCaptionsOf(draft.selectedPlatforms, caption(draft.caption), draft.captions),
        mediaFile: draft.mediaFile,
      },
    ];
  }
  const platforms = Object.keys(draft.generatedAssets) as ConnectablePlatformId[];
  return platforms.flatMap((platform) => {
    const asset = draft.generatedAssets[platform];
    if (!asset) return [];
    return [
      {
        platforms: [platform],
        type: asset.type,
        caption: caption(asset.caption),
        mediaUrl: asset.url,
        ...(asset.slides && asset.slides.length > 1
          ? { carouselUrls: asset.slides.slice(1).map((slide) => slide.url) }
          : {}),
      },
    ];
  });
}

/** The platforms Post Now or Schedule would send the draft to, each once (none: nothing goes). */
export function outgoingPlatforms(draft: DraftState): ConnectablePlatformId[] {
  return [...new Set(buildOutgoingPosts(draft).flatMap((post) => post.platforms))];
}

/**
 * An upload's caption edit on the shown platform: its own caption when the user customised it,
 * else the caption every platform shares.
 */
export function withUploadCaption(draft: DraftState, caption: string): Partial<DraftState> {
  const platform = draft.currentPlatform;
  if (platform && draft.captions[platform] !== undefined) {
    return { captions: { ...draft.captions, [platform]: caption } };
  }
  return { caption };
}

/** 'Customise for <platform>' on (starting from the shared caption) or off (back to it). */
export function withCustomCaption(
  draft: DraftState,
  platform: ConnectablePlatformId,
  isCustom: boolean,
): Partial<DraftState> {
  const { [platform]: _dropped, ...others } = draft.captions;
  return { captions: isCustom ? { ...others, [platform]: draft.caption } : others };
}

/** Caption edits go to the shown platform's asset and to the draft's caption. */
export function withCaption(draft: DraftState, caption: string): Partial<DraftState> {
  const platform = draft.currentPlatform;
  const asset = platform ? draft.generatedAssets[platform] : undefined;
  if (!platform || !asset) return { caption };
  return {
    caption,
    generatedAssets: { ...draft.generatedAssets, [platform]: { ...asset, caption } },
  };
}
