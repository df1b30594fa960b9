import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import {
  assertValidMediaPrefix,
  contentTypeOfKey,
  InvalidMediaKeyError,
  isValidMediaKey,
  MEDIA_KEY_MAX_DEPTH,
  type MediaEntry,
  type MediaObject,
  type MediaStorage,
  type StoredMedia,
} from './media-storage.js';

export interface LocalDiskStorageOptions {
  /** Folder holding the files (the API uses DATA_DIR/media). Created on first write. */
  rootDir: string;
  /** URL path the files are served under; default '/media'. */
  publicPath?: string;
}

/** Media as files under one folder on the local disk: the embedded default storage. */
export class LocalDiskStorage implements MediaStorage {
  readonly rootDir: string;
  private readonly publicPath: string;

  constructor({ rootDir, publicPath = '/media' }: LocalDiskStorageOptions) {
    this.rootDir = resolve(rootDir);
    this.publicPath = publicPath.replace(/\/+$/, '');
  }

  /**
   * The file of a key, checked to stay inside the root folder; throws InvalidMediaKeyError for a
   * key that is malformed or could escape it. Independent of any web framework.
   */
  resolveLocalPath(key: string): string {
    contentTypeOfKey(key);
    const path = resolve(this.rootDir, key);
    if (!path.startsWith(this.rootDir + sep)) throw new InvalidMediaKeyError(key, 'outside root');
    return path;
  }

  urlOf(key: string): string {
    contentTypeOfKey(key);
    return `${this.publicPath}/${key}`;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredMedia> {
    const expected = contentTypeOfKey(key);
    if (contentType !== expected) {
      throw new InvalidMediaKeyError(key, `holds ${expected}, not ${contentType}`);
    }
    const path = this.resolveLocalPath(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file. The temporary name has no
    // known extension, so it can never be served.
    const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { key, url: this.urlOf(key) };
  }

  async putFile(key: string, sourcePath: string, contentType: string): Promise<StoredMedia> {
    try {
      const expected = contentTypeOfKey(key);
      if (contentType !== expected) {
        throw new InvalidMediaKeyError(key, `holds ${expected}, not ${contentType}`);
      }
      const path = this.resolveLocalPath(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        await rename(sourcePath, path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // Another file system: copied beside the target, then renamed, as `put` does.
        const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
        try {
          await copyFile(sourcePath, temporary);
          await rename(temporary, path);
        } catch (copyError) {
          await rm(temporary, { force: true });
          throw copyError;
        }
      }
      return { key, url: this.urlOf(key) };
    } finally {
      await rm(sourcePath, { force: true });
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolveLocalPath(key), { force: true });
  }

  async read(key: string): Promise<MediaObject | null> {
    let path: string;
    let contentType: string;
    try {
      contentType = contentTypeOfKey(key);
      path = this.resolveLocalPath(key);
    } catch (error) {
      if (error instanceof InvalidMediaKeyError) return null;
      throw error;
    }
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { body: createReadStream(path), contentType, size: info.size };
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (code === 'ENOENT' || code === 'ENOTDIR') return null;
      throw error;
    }
  }

  async *list(prefix: string): AsyncIterable<MediaEntry> {
    assertValidMediaPrefix(prefix);
    const folderKey = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    const folder = resolve(this.rootDir, folderKey);
    if (folder !== this.rootDir && !folder.startsWith(this.rootDir + sep)) {
      throw new InvalidMediaKeyError(prefix, 'outside root');
    }
    yield* this.walk(folder, folderKey, prefix);
  }

  /** Files under `folder` (whose keys start with `keyPrefix`) that match `prefix`. */
  private async *walk(
    folder: string,
    keyPrefix: string,
    prefix: string,
  ): AsyncIterable<MediaEntry> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (code === 'ENOENT' || code === 'ENOTDIR') return;
      throw error;
    }
    for (const entry of entries) {
      const key = `${keyPrefix}${entry.name}`;
      // Symbolic links are neither: nothing outside the folder is listed.
      if (entry.isDirectory()) {
        const folderOfKey = `${key}/`;
        const isUnderPrefix = folderOfKey.startsWith(prefix) || prefix.startsWith(folderOfKey);
        if (isUnderPrefix && folderOfKey.split('/').length <= MEDIA_KEY_MAX_DEPTH) {
          yield* this.walk(join(folder, entry.name), folderOfKey, prefix);
        }
        continue;
      }
      // Files being written (`.part`) and anything else without a valid key are left out.
      if (!entry.isFile() || !key.startsWith(prefix) || !isValidMediaKey(key)) continue;
      try {
        const info = await stat(join(folder, entry.name));
        yield { key, size: info.size, modifiedAt: info.mtime };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
}
