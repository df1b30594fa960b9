import { GENERATION_MESSAGES as M } from '@postcraft/contracts';
import { deleteGeneration, findKeysUsedByPosts, type OwnerId } from '@postcraft/data';
import type { MediaStorage } from '@postcraft/media';
import { AppError } from '../../lib/app-error.js';

/**
 * The user discarded a draft: its record goes, and its files unless a post already carries them
 * (a post scheduled from the draft keeps its image). Another user's id answers 404.
 */
export async function discardGeneration(
  storage: MediaStorage,
  ownerId: OwnerId,
  generationId: string,
): Promise<void> {
  const generation = await deleteGeneration(ownerId, generationId);
  if (!generation) throw new AppError('not_found', M.notFound);
  const keys = [
    ...new Set(
      generation.assets.flatMap((asset) => [
        asset.key,
        ...(asset.slides ?? []).map((slide) => slide.key),
      ]),
    ),
  ];
  const used = await findKeysUsedByPosts(keys);
  await Promise.all(keys.filter((key) => !used.has(key)).map((key) => storage.delete(key)));
}
