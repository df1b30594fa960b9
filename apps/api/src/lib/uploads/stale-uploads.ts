import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_TEMP_EXTENSION } from './temp-file-storage.js';

/** A temporary upload untouched for this long belongs to no live request (a crash left it). */
export const STALE_UPLOAD_AFTER_MS = 60 * 60 * 1000;

/**
 * Deletes temporary uploads that a stopped or crashed process left behind: files of the upload
 * folder not written to for STALE_UPLOAD_AFTER_MS (another process's upload in progress is
 * written to all along). Answers how many were deleted.
 */
export async function sweepStaleUploads(
  dir: string,
  now: Date = new Date(),
  staleAfterMs: number = STALE_UPLOAD_AFTER_MS,
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names) {
    if (!name.endsWith(UPLOAD_TEMP_EXTENSION)) continue;
    const path = join(dir, name);
    try {
      const info = await stat(path);
      if (!info.isFile() || now.getTime() - info.mtimeMs < staleAfterMs) continue;
      await rm(path, { force: true });
      deleted += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return deleted;
}
