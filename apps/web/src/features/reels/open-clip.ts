import type {
  ConnectablePlatformId,
  GenerateContentResponse,
  ReelClip,
} from '@postcraft/contracts';
import { applyGeneration } from '../studio/apply-generation';
import { updateDraft } from '../studio/draft-store';
import { fetchGenerationState } from '../studio/generation.api';

type Content = GenerateContentResponse['content'];

/**
 * The draft for a clip: its video and caption per platform, marked as a reel so /result rewrites
 * its caption on Regenerate instead of making a new video.
 */
export function applyClip(content: Content, clip: Pick<ReelClip, 'title' | 'durationSeconds'>) {
  const platforms = Object.keys(content.assets) as ConnectablePlatformId[];
  return {
    ...applyGeneration(content, {
      description: clip.title,
      // A clip is not generated again from words: the flag below decides what Regenerate does.
      source: 'text',
      contentType: 'video',
      durationSeconds: Math.round(clip.durationSeconds),
      reel: true,
    }),
    selectedPlatforms: platforms,
    mediaFile: null,
    pendingGeneration: null,
  };
}

/** Reads the clip's generation (GET /api/content/generations/:id) and puts it in the draft. */
export async function openClip(clip: ReelClip): Promise<void> {
  const generation = await fetchGenerationState(clip.id);
  if (!generation.content) throw new Error(generation.message ?? '');
  updateDraft(applyClip(generation.content, clip));
}
