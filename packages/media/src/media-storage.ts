import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/** Where a stored file is: its key in the storage and the URL that serves it back. */
export interface StoredMedia {
  key: string;
  url: string;
}

/** A stored file as a listing shows it. */
export interface MediaEntry {
  key: string;
  size: number;
  /** When the file was last written. */
  modifiedAt: Date;
}

/** A stored file opened for reading. */
export interface MediaObject {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploads and generated media live. Keys are relative paths such as
 * `logos/<userId>/<random>.png` (see isValidMediaKey); the extension fixes the content type.
 *
 * LocalDiskStorage (files under DATA_DIR/media, served by the API at /media/<key>) is the
 * embedded default. An S3-compatible implementation fits the same interface: `put` becomes a
 * PutObject with the content type, `delete` a DeleteObject, `url` the bucket's or CDN's public
 * address, `read` a GetObject for deployments that still serve through the API, and `list` a
 * paged ListObjectsV2 (Key, Size, LastModified).
 */
export interface MediaStorage {
  /** Stores the bytes under `key` (replacing what was there) and answers where they are. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredMedia>;
  /**
   * Moves a local file (an upload streamed to a temporary file) under `key` without holding it
   * in memory; the source file is gone afterwards, whether the move worked or not. Optional:
   * putFileInto falls back to reading the file and `put`.
   */
  putFile?(key: string, sourcePath: string, contentType: string): Promise<StoredMedia>;
  /** Deletes the file; deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Opens a stored file, or answers null when the key is malformed or nothing is stored. */
  read(key: string): Promise<MediaObject | null>;
  /** The public URL of a key. */
  urlOf(key: string): string;
  /**
   * Every stored file whose key starts with `prefix` (such as `logos/`), in no set order. Files
   * still being written are not listed. Throws InvalidMediaKeyError for a prefix that could
   * leave the storage.
   */
  list(prefix: string): AsyncIterable<MediaEntry>;
}

/** A key that could escape the storage or name a type the storage does not serve. */
export class InvalidMediaKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`Invalid media key ${JSON.stringify(key.slice(0, 200))}: ${reason}`);
    this.name = 'InvalidMediaKeyError';
  }
}

/** The only extensions stored and served, with their content type. Never SVG or HTML. */
export const MEDIA_CONTENT_TYPES: Readonly<Record<string, string>> = Object.freeze({
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  // A voice note kept to narrate a video.
  m4a: 'audio/mp4',
  // A generated video's captions: plain text formats, never run as a page.
  vtt: 'text/vtt; charset=utf-8',
  srt: 'application/x-subrip; charset=utf-8',
});

const MAX_KEY_LENGTH = 512;
const MAX_KEY_DEPTH = 8;
/** One path segment: letters, digits, `_` and `-`, optionally one extension. No dot segments. */
const SEGMENT = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)?$/;

/**
 * Checks a key and answers its content type, or throws InvalidMediaKeyError. A valid key is
 * relative, made of plain segments (so no `..`, `.`, empty segment, backslash, drive letter or
 * encoded character), and ends in a known extension.
 */
export function contentTypeOfKey(key: string): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new InvalidMediaKeyError(String(key), 'empty or too long');
  }
  const segments = key.split('/');
  if (segments.length > MAX_KEY_DEPTH) throw new InvalidMediaKeyError(key, 'too deep');
  if (!segments.every((segment) => SEGMENT.test(segment))) {
    throw new InvalidMediaKeyError(key, 'segments may only hold letters, digits, _ and -');
  }
  const last = segments[segments.length - 1] ?? '';
  const dot = last.lastIndexOf('.');
  const extension = dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
  const contentType = MEDIA_CONTENT_TYPES[extension];
  if (!contentType) throw new InvalidMediaKeyError(key, 'unknown extension');
  return contentType;
}

export function isValidMediaKey(key: string): boolean {
  try {
    contentTypeOfKey(key);
    return true;
  } catch {
    return false;
  }
}

/** The most segments a key can have; listings go no deeper. */
export const MEDIA_KEY_MAX_DEPTH = MAX_KEY_DEPTH;

/**
 * Checks the prefix of a listing: '' (everything), or folders made of plain segments, optionally
 * followed by the start of a name (`logos/`, `logos/abc`). Throws InvalidMediaKeyError.
 */
export function assertValidMediaPrefix(prefix: string): void {
  if (typeof prefix !== 'string' || prefix.length > MAX_KEY_LENGTH) {
    throw new InvalidMediaKeyError(String(prefix), 'not a prefix');
  }
  const segments = prefix.split('/');
  const partial = segments.pop() ?? '';
  if (segments.length >= MAX_KEY_DEPTH) throw new InvalidMediaKeyError(prefix, 'too deep');
  if (!segments.every((segment) => SEGMENT.test(segment)) || !/^[A-Za-z0-9_-]*$/.test(partial)) {
    throw new InvalidMediaKeyError(prefix, 'segments may only hold letters, digits, _ and -');
  }
}

/**
 * Moves a local file into the storage under `key`: the storage's own putFile (a rename on the
 * local disk, a streamed upload elsewhere), or a read and `put` for a storage without one. The
 * source file is deleted in every case.
 */
export async function putFileInto(
  storage: MediaStorage,
  key: string,
  sourcePath: string,
  contentType: string,
): Promise<StoredMedia> {
  if (storage.putFile) return storage.putFile(key, sourcePath, contentType);
  try {
    return await storage.put(key, await readFile(sourcePath), contentType);
  } finally {
    await rm(sourcePath, { force: true });
  }
}

/**
 * Copies a stored file to a local path (a render's working folder), streaming it; answers false,
 * writing nothing, when nothing is stored under `key`. The inverse of putFileInto.
 */
export async function copyStoredFile(
  storage: MediaStorage,
  key: string,
  targetPath: string,
): Promise<boolean> {
  const stored = await storage.read(key);
  if (!stored) return false;
  await pipeline(stored.body, createWriteStream(targetPath));
  return true;
}

/** Whether a file is stored under `key` (it is opened and closed again: storages have no stat). */
export async function isStored(storage: MediaStorage, key: string): Promise<boolean> {
  const stored = await storage.read(key);
  stored?.body.destroy();
  return stored !== null;
}
