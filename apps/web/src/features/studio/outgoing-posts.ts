import { DEFAULT_POST_CAPTION, type ConnectablePlatformId } from '@postcraft/contracts';
import type { DraftState } from './draft-store';
import type { OutgoingPost } from './studio.api';

/**
 * What Post Now or Schedule sends for the draft. An uploaded file goes once to every selected
 * platform; generated content goes as one post per platform, each with its own asset (in that
 * platform's aspect) and its own caption.
 */
export function buildOutgoingPosts(draft: DraftState): OutgoingPost[] {
  const caption = (text: string | undefined) => (text?.trim() ? text : DEFAULT_POST_CAPTION);
  if (draft.mediaFile) {
    return [
      {
        platforms: draft.selectedPlatforms,
        type: draft.postType,
        caption: caption(draft.caption),
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
      },
    ];
  });
}

/** The platforms Post Now or Schedule would send the draft to, each once (none: nothing goes). */
export function outgoingPlatforms(draft: DraftState): ConnectablePlatformId[] {
  return [...new Set(buildOutgoingPosts(draft).flatMap((post) => post.platforms))];
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
