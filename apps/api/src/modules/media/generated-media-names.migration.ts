import { buffer } from 'node:stream/consumers';
import {
  asOwnerId,
  forgetMediaKeyMove,
  GENERATED_KEY_PREFIX,
  generatedKeyPrefixOf,
  planMediaKeyMove,
  repointGeneratedMedia,
  type OwnerId,
} from '@postcraft/data';
import type { Logger } from '@postcraft/logger';
import { newMediaName, type MediaStorage } from '@postcraft/media';

/** Its name among the one-off data changes (runDataMigrationOnce). */
export const GENERATED_MEDIA_NAMES_MIGRATION = 'generated-media-random-names';

/**
 * The name generated images had until they were given random ones:
 * `generated/<ownerId>/<generationId>-<w>x<h>.png`, both ids ObjectIds (time, process, counter),
 * so another user's draft could be found from the names of one's own.
 */
const GUESSABLE_NAME = /^generated\/([0-9a-f]{24})\/[0-9a-f]{24}-\d+x\d+\.png$/;

/** The owner of a generated file named the old way, or null for any other key. */
function ownerOfGuessable(key: string): OwnerId | null {
  const match = GUESSABLE_NAME.exec(key);
  return match?.[1] ? asOwnerId(match[1]) : null;
}

/**
 * Moves one file: its new key is planned (recorded) first, then the file is copied there, the
 * records naming it are pointed at the copy, and only then is the old file deleted. Each step
 * can be repeated, so a run cut off anywhere and run again loses nothing and copies nothing
 * twice.
 */
async function moveToRandomName(storage: MediaStorage, ownerId: OwnerId, oldKey: string) {
  const newKey = await planMediaKeyMove(
    oldKey,
    `${generatedKeyPrefixOf(ownerId)}${newMediaName()}.png`,
  );
  const old = await storage.read(oldKey);
  if (old) {
    await storage.put(newKey, await buffer(old.body), 'image/png');
  } else {
    // Another process moved it meanwhile; without the copy either, there is nothing to point at.
    const copy = await storage.read(newKey);
    if (!copy) return forgetMediaKeyMove(oldKey);
    copy.body.destroy();
  }
  await repointGeneratedMedia(
    ownerId,
    { key: oldKey, url: storage.urlOf(oldKey) },
    { key: newKey, url: storage.urlOf(newKey) },
  );
  await storage.delete(oldKey);
  await forgetMediaKeyMove(oldKey);
}

/**
 * Gives every generated image still named after its generation a random name (see
 * newMediaName), and points its generation, the posts carrying it and their notifications at
 * the new address; the old address answers 404 from then on. Answers how many files moved.
 */
export async function renameGuessableGeneratedMedia(
  storage: MediaStorage,
  logger: Logger,
): Promise<number> {
  // Listed first, then moved: the listing never sees a folder while files are added to it.
  const guessable: Array<{ key: string; ownerId: OwnerId }> = [];
  for await (const entry of storage.list(GENERATED_KEY_PREFIX)) {
    const ownerId = ownerOfGuessable(entry.key);
    if (ownerId) guessable.push({ key: entry.key, ownerId });
  }
  for (const { key, ownerId } of guessable) await moveToRandomName(storage, ownerId, key);
  if (guessable.length > 0) {
    logger.info({ files: guessable.length }, 'generated media moved to random names');
  }
  return guessable.length;
}
