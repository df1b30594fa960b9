import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MediaStorage } from '@postcraft/media';

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
    const stored = await storage.read(key);
    if (!stored) continue;
    const path = join(workDir, `clip-${index}.${key.split('.').pop()}`);
    await pipeline(stored.body, createWriteStream(path));
    paths.push(path);
  }
  return paths;
}
