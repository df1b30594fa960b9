import { randomBytes } from 'node:crypto';
import { SCHEDULING_MESSAGES as M, type PostType } from '@postcraft/contracts';
import { postMediaKeyPrefixOf, type OwnerId } from '@postcraft/data';
import {
  isValidMediaKey,
  postMediaOfExtension,
  putFileInto,
  type MediaStorage,
} from '@postcraft/media';
import { AppError } from '../../lib/app-error.js';
import type { UploadedPostMedia } from './post-form.js';

/** A post's media as the post stores it. */
export interface ResolvedPostMedia {
  key: string;
  url: string;
  mimeType: string;
  sizeBytes: number;
  type: PostType;
}

function checkType(media: ResolvedPostMedia, declared: PostType | undefined): ResolvedPostMedia {
  if (declared && declared !== media.type) {
    throw new AppError('invalid_media', M.mediaTypeMismatch(declared));
  }
  return media;
}

/**
 * Moves an uploaded file (its type read from its first bytes by the form: only images and videos
 * we publish) into the storage, under a new random name in the owner's folder. Answers what the
 * post keeps.
 */
export async function storeUploadedMedia(
  storage: MediaStorage,
  ownerId: OwnerId,
  file: UploadedPostMedia,
): Promise<ResolvedPostMedia> {
  const detected = file.inspected;
  // `posts/<ownerId>/<random>.<ext>`; the worker's sweep deletes those no post refers to.
  const key = `${postMediaKeyPrefixOf(ownerId)}${randomBytes(16).toString('hex')}.${detected.extension}`;
  const stored = await putFileInto(storage, key, file.path, detected.mimeType);
  return {
    key,
    url: stored.url,
    mimeType: detected.mimeType,
    sizeBytes: file.size,
    type: detected.kind,
  };
}

/** The storage's address prefix of keys (`/media/` for the local disk, a bucket URL on S3). */
function keyPrefixOf(storage: MediaStorage): string {
  const probe = 'probe.png';
  return storage.urlOf(probe).slice(0, -probe.length);
}

/**
 * The storage key a `mediaUrl` names, or null when it is not an address of Postcraft's own media:
 * the storage's own URL form (relative `/media/<key>`, or absolute on the storage's host), or the
 * same path on the API's public origin. Nothing is ever fetched.
 */
export function mediaKeyOfUrl(
  storage: MediaStorage,
  publicUrl: string,
  mediaUrl: string,
): string | null {
  const prefix = keyPrefixOf(storage);
  let rest: string | null = null;
  if (mediaUrl.startsWith(prefix)) {
    rest = mediaUrl.slice(prefix.length);
  } else if (prefix.startsWith('/')) {
    let parsed: URL;
    try {
      parsed = new URL(mediaUrl);
    } catch {
      return null;
    }
    if (parsed.origin !== new URL(publicUrl).origin || parsed.search || parsed.hash) return null;
    if (parsed.pathname.startsWith(prefix)) rest = parsed.pathname.slice(prefix.length);
  }
  return rest !== null && isValidMediaKey(rest) ? rest : null;
}

/**
 * Resolves a `mediaUrl` to a stored file of the owner: the address must be of Postcraft's own
 * media, in a folder of this owner (`<kind>/<ownerId>/...`), and the file must exist.
 */
export async function resolveOwnMediaUrl(
  storage: MediaStorage,
  publicUrl: string,
  ownerId: OwnerId,
  mediaUrl: string,
  declared: PostType | undefined,
): Promise<ResolvedPostMedia> {
  const key = mediaKeyOfUrl(storage, publicUrl, mediaUrl);
  if (!key || key.split('/')[1] !== ownerId) {
    throw new AppError('invalid_media', M.mediaUrlNotOwn);
  }
  const format = postMediaOfExtension(key.slice(key.lastIndexOf('.') + 1));
  if (!format) throw new AppError('invalid_media', M.mediaTypeUnsupported);
  const stored = await storage.read(key);
  if (!stored) throw new AppError('invalid_media', M.mediaMissing);
  stored.body.destroy();
  return checkType(
    {
      key,
      url: storage.urlOf(key),
      mimeType: format.mimeType,
      sizeBytes: stored.size,
      type: format.kind,
    },
    declared,
  );
}
