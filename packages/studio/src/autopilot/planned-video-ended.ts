import type { MailLanguage } from '@postcraft/contracts';
import {
  attachPlannedMedia,
  findPostAwaitingVideo,
  markGenerationUsed,
  type GenerationRecord,
  type OwnerId,
} from '@postcraft/data';
import type { MediaStorage } from '@postcraft/media';
import { makeContent, type AutopilotPlanDeps } from './plan-horizon.js';

export type PlannedVideoEnd = 'attached' | 'replaced' | 'none';

const captionWithTags = (caption: string, hashtags: readonly string[]) => {
  const tags = hashtags.map((tag) => `#${tag}`).join(' ');
  return tags ? `${caption}\n\n${tags}` : caption;
};

async function sizeOf(storage: MediaStorage, key: string): Promise<number> {
  const stored = await storage.read(key);
  stored?.body.destroy();
  return stored?.size ?? 0;
}

/**
 * When a video's render ends, the planned post that waits for it (if any, still to come) gets
 * what it publishes: the video and its caption for the post's platform; or, when the render
 * failed, an image post on the same topic made by the studio's generator, so the slot still
 * holds a post. A post the user cancelled meanwhile, or one that has its media already (a second
 * call), is left as it is.
 */
export async function endPlannedVideo(
  deps: Pick<AutopilotPlanDeps, 'storage' | 'generator'>,
  ownerId: OwnerId,
  generation: Pick<GenerationRecord, '_id' | 'input' | 'assets' | 'render'>,
  language: MailLanguage,
): Promise<PlannedVideoEnd> {
  const status = generation.render?.status;
  if (status !== 'done' && status !== 'failed') return 'none';
  const generationId = generation._id.toString();
  const post = await findPostAwaitingVideo(ownerId, generationId);
  if (!post?.autopilot || post.mediaKey) return 'none';
  const platform = post.autopilot.platform;

  if (status === 'done') {
    const asset =
      generation.assets.find((each) => each.platform === platform) ?? generation.assets[0];
    if (!asset) return 'none';
    await markGenerationUsed(ownerId, asset.key);
    const attached = await attachPlannedMedia(ownerId, post._id, generationId, {
      type: 'video',
      caption: captionWithTags(asset.caption, asset.hashtags),
      mediaUrl: asset.url,
      mediaKey: asset.key,
      mediaMimeType: 'video/mp4',
      mediaSizeBytes: await sizeOf(deps.storage, asset.key),
    });
    return attached ? 'attached' : 'none';
  }

  const made = await makeContent(
    deps,
    ownerId,
    language,
    { platform },
    { description: generation.input.description, contentKind: 'image' },
  );
  const replaced = await attachPlannedMedia(ownerId, post._id, generationId, {
    type: 'image',
    caption: made.caption,
    mediaUrl: made.url,
    mediaKey: made.key,
    mediaMimeType: made.mimeType,
    mediaSizeBytes: made.sizeBytes,
    generationId: made.generationId,
  });
  return replaced ? 'replaced' : 'none';
}
