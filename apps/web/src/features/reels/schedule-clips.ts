import {
  DEFAULT_POST_CAPTION,
  type ConnectablePlatformId,
  type GenerateContentResponse,
  type ReelClip,
} from '@postcraft/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withHashtags } from '../studio/apply-generation';
import { fetchGenerationState } from '../studio/generation.api';
import { SCHEDULED_POSTS_QUERY_KEY, schedulePost, type OutgoingPost } from '../studio/studio.api';
import type { ClipPlanEntry } from './plan-clip-schedule';

type Content = GenerateContentResponse['content'];

/** What became of one post of the plan. */
export type ClipScheduleResult =
  | { ok: true; clip: ReelClip; platform: ConnectablePlatformId; at: Date }
  | { ok: false; clip: ReelClip; platform: ConnectablePlatformId; at: Date; error: unknown };

/** A clip's post on one platform: that platform's own video and caption, else the clip's. */
export function clipPost(
  clip: ReelClip,
  platform: ConnectablePlatformId,
  content: Content | null,
): OutgoingPost {
  const asset = content?.assets[platform];
  const caption = asset
    ? withHashtags(asset.caption, asset.hashtags)
    : withHashtags(clip.caption, clip.hashtags);
  return {
    platforms: [platform],
    type: 'video',
    caption: caption.trim() ? caption : DEFAULT_POST_CAPTION,
    mediaUrl: asset?.url ?? clip.url,
  };
}

/**
 * Schedules the plan, one post per clip and platform, in turn; a post refused does not stop the
 * others, and each result says which clip and platform it was.
 */
export async function scheduleClips(
  entries: readonly ClipPlanEntry[],
): Promise<ClipScheduleResult[]> {
  const contents = new Map<string, Content | null>();
  for (const { clip } of entries) {
    if (contents.has(clip.id)) continue;
    // Each platform's own caption lives in the clip's generation; without it the clip's serves.
    const content = await fetchGenerationState(clip.id)
      .then((state) => state.content)
      .catch(() => null);
    contents.set(clip.id, content);
  }
  const results: ClipScheduleResult[] = [];
  for (const { clip, platforms, at } of entries) {
    for (const platform of platforms) {
      try {
        await schedulePost(clipPost(clip, platform, contents.get(clip.id) ?? null), at);
        results.push({ ok: true, clip, platform, at });
      } catch (error) {
        results.push({ ok: false, clip, platform, at, error });
      }
    }
  }
  return results;
}

export function useScheduleClips() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleClips,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SCHEDULED_POSTS_QUERY_KEY }),
  });
}
