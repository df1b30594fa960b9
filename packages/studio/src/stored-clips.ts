import { join } from 'node:path';
import { copyStoredFile, type MediaStorage } from '@postcraft/media';

/**
 * The user's clips a video is made of, copied into `workDir` for ffmpeg (in their order); a
 * clip deleted since it was chosen is left out.
 */
export async function readBrandClips(
  storage: MediaStorage,
  keys: readonly string[],
  workDir: string,
): Promise<string[]> {
  const paths: string[] = [];
  for (const [index, key] of keys.entries()) {
    const path = join(workDir, `clip-${index}.${key.split('.').pop()}`);
    if (await copyStoredFile(storage, key, path)) paths.push(path);
  }
  return paths;
}
