import {
  POST_MEDIA_FIELD,
  POST_MEDIA_MAX_BYTES,
  SCHEDULING_MESSAGES as M,
} from '@postcraft/contracts';
import type { Request, RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { validate } from '../../lib/validate.js';

const TOO_LARGE = 'The request body is too large.';

function toAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new AppError(
          'payload_too_large',
          M.mediaTooLarge(POST_MEDIA_MAX_BYTES / (1024 * 1024)),
        );
      case 'LIMIT_FILE_COUNT':
      case 'LIMIT_UNEXPECTED_FILE':
        return new AppError('validation_failed', M.tooManyFiles);
      case 'LIMIT_FIELD_VALUE':
      case 'LIMIT_FIELD_COUNT':
      case 'LIMIT_FIELD_KEY':
      case 'LIMIT_PART_COUNT':
        return new AppError('payload_too_large', TOO_LARGE);
      default:
        return new AppError('validation_failed', M.unreadableForm);
    }
  }
  // busboy: a malformed or cut-off multipart body.
  return new AppError('malformed_body', M.unreadableForm);
}

/**
 * Reads a multipart post (other bodies pass untouched): one file in `media`, kept in memory up to
 * POST_MEDIA_MAX_BYTES, and text fields (`platforms[0]`, `platforms[1]` read as an array).
 */
export function parsePostForm(): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: POST_MEDIA_MAX_BYTES,
      files: 1,
      fields: 40,
      fieldSize: 64 * 1024,
      parts: 42,
    },
  }).single(POST_MEDIA_FIELD);
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    upload(req, res, (error?: unknown) => next(error ? toAppError(error) : undefined));
  };
}

/** The fields of a JSON or multipart post, checked with `schema`, and the file if one was sent. */
export function readPostRequest<S extends z.ZodType>(
  req: Request,
  schema: S,
): { body: z.infer<S>; file: Buffer | null } {
  const { body } = validate(req, { body: schema });
  return { body, file: req.file?.buffer ?? null };
}
