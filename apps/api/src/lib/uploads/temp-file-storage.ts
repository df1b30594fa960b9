import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';

/** How much of a file's start is read before a byte of it is written: enough to tell its type. */
export const UPLOAD_HEAD_BYTES = 64 * 1024;

/** The extension of files being received: no media key has it, so one can never be served. */
export const UPLOAD_TEMP_EXTENSION = '.upload';

/** A file received to a temporary file: where it is, its size, what its first bytes showed. */
export interface TempUpload<T> {
  path: string;
  size: number;
  inspected: T;
}

export interface TempFileStorageOptions<T> {
  /** Folder of the temporary files (created when needed). */
  dir: string;
  /**
   * Checks the file's first bytes (up to UPLOAD_HEAD_BYTES, fewer for a shorter file) and the
   * fields received before it; throws to refuse the file before any of it is written.
   */
  inspectHead: (head: Buffer, req: Request) => Promise<T>;
}

const trackedPaths = new WeakMap<Request, Set<string>>();

/**
 * Deletes the request's temporary files once its answer is sent or its connection closed: a
 * file moved into the storage is no longer there, every other one (a refusal, an error, a
 * client that went away) is removed.
 */
function deleteWhenDone(req: Request, path: string): void {
  let paths = trackedPaths.get(req);
  if (!paths) {
    const tracked = new Set<string>();
    trackedPaths.set(req, tracked);
    req.res?.once('close', () => {
      for (const file of tracked) void rm(file, { force: true }).catch(() => {});
    });
    paths = tracked;
  }
  paths.add(path);
}

/** True once the request's answer is done or its connection gone: its files are not wanted. */
const isOver = (req: Request) => req.res?.closed === true;

/**
 * A multer storage engine that streams each accepted file to a temporary file, never holding
 * it in memory: its first bytes are inspected before anything is written, and the size limit
 * (multer's `fileSize`) cuts the stream, which deletes the partial file. The handler moves the
 * file into the media storage (putFileInto) or leaves it, and it is deleted when the answer is
 * done.
 */
export function tempFileStorage<T>({ dir, inspectHead }: TempFileStorageOptions<T>): StorageEngine {
  return {
    _handleFile(req, file, callback) {
      const path = join(dir, `${randomBytes(16).toString('hex')}${UPLOAD_TEMP_EXTENSION}`);
      deleteWhenDone(req, path);
      const stream = file.stream;
      const chunks: Buffer[] = [];
      let size = 0;
      let isHeadRead = false;
      let settled = false;
      const finish = (error: unknown, info?: Partial<Express.Multer.File>) => {
        if (settled) return;
        settled = true;
        if (!error) return callback(null, info);
        // Whatever is left of a refused file is read past, never kept.
        stream.resume();
        void rm(path, { force: true })
          .catch(() => {})
          .then(() => callback(error as Error));
      };

      const onHeadRead = (hasEnded: boolean) => {
        if (isHeadRead) return;
        isHeadRead = true;
        stream.off('data', onData);
        stream.off('end', onEnd);
        stream.pause();
        const head = Buffer.concat(chunks);
        chunks.length = 0;
        void (async () => {
          const inspected = await inspectHead(head.subarray(0, UPLOAD_HEAD_BYTES), req);
          await mkdir(dir, { recursive: true });
          const body = async function* () {
            yield head;
            if (hasEnded) return;
            for await (const chunk of stream as AsyncIterable<Buffer>) {
              size += chunk.length;
              yield chunk;
            }
          };
          await pipeline(body, createWriteStream(path, { flags: 'wx' }));
          if (isOver(req)) throw new Error('The request ended while its file was received');
          const upload: TempUpload<T> = { path, size, inspected };
          finish(null, { path, size, ...({ upload } as object) });
        })().catch(finish);
      };
      const onData = (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= UPLOAD_HEAD_BYTES) onHeadRead(false);
      };
      const onEnd = () => onHeadRead(true);
      stream.on('data', onData);
      stream.once('end', onEnd);
      stream.once('error', (error) => finish(error));
    },
    _removeFile(_req, file, callback) {
      rm(file.path, { force: true }).then(
        () => callback(null),
        (error: Error) => callback(error),
      );
    },
  };
}

/** The temporary upload multer received for this file (tempFileStorage). */
export function tempUploadOf<T>(file: Express.Multer.File): TempUpload<T> {
  return (file as unknown as { upload: TempUpload<T> }).upload;
}
