import { REELS_MESSAGES as M, REELS_VIDEO_FIELD } from '@postcraft/contracts';
import { detectVideoSource, type DetectedVideoSource } from '@postcraft/media';
import type { Request, RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { AppError } from '../../lib/app-error.js';
import { refuseDeclaredOversize } from '../../lib/uploads/declared-size.js';
import {
  tempFileStorage,
  tempUploadOf,
  type TempUpload,
} from '../../lib/uploads/temp-file-storage.js';

function toAppError(error: unknown, tooLarge: string): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new AppError('payload_too_large', tooLarge);
    if (error.code === 'LIMIT_UNEXPECTED_FILE')
      return new AppError('validation_failed', M.sourceRequired);
    return new AppError('validation_failed', M.sourceRequired);
  }
  return error instanceof Error && error.name === 'ZodError'
    ? error
    : new AppError('malformed_body', M.sourceRequired);
}

/**
 * Reads a multipart reels request (other bodies pass untouched): the option fields, checked by
 * `checkFields` as soon as the file starts (so a refused request never uploads gigabytes), and
 * one file in `video` whose first bytes must be a video container; it streams to a temporary
 * file, cut at `maxBytes`, and is deleted when the answer is sent unless moved into storage.
 */
export function parseReelsForm({
  tempDir,
  maxBytes,
  checkFields,
}: {
  tempDir: string;
  maxBytes: number;
  checkFields: (req: Request) => Promise<void>;
}): RequestHandler {
  const tooLarge = M.tooLarge(Math.round((maxBytes / 1024 ** 3) * 10) / 10);
  const upload = multer({
    storage: tempFileStorage({
      dir: tempDir,
      inspectHead: async (head) => {
        const detected = await detectVideoSource(head);
        if (!detected) throw new AppError('invalid_media', M.notVideo);
        return detected;
      },
    }),
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 4096, parts: 6 },
    fileFilter: (req, _file, accept) => {
      checkFields(req).then(
        () => accept(null, true),
        (error: unknown) => accept(error as Error),
      );
    },
  }).single(REELS_VIDEO_FIELD);
  const declaredSize = refuseDeclaredOversize(maxBytes, tooLarge);
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    declaredSize(req, res, (refused?: unknown) => {
      if (refused) return next(refused);
      upload(req, res, (error?: unknown) => next(error ? toAppError(error, tooLarge) : undefined));
    });
  };
}

/** The uploaded source of a multipart request, if one came. */
export const uploadedSourceOf = (req: Request): TempUpload<DetectedVideoSource> | null =>
  req.file ? tempUploadOf<DetectedVideoSource>(req.file) : null;
