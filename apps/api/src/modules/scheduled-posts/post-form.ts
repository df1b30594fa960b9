import {
  API_ERROR_MESSAGES,
  POST_MEDIA_FIELD,
  SCHEDULING_MESSAGES as M,
  type ConnectablePlatformId,
  type PostType,
} from '@postcraft/contracts';
import { detectPostMedia, type DetectedPostMedia } from '@postcraft/media';
import type { Request, RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { ZodError, type z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { refuseDeclaredOversize } from '../../lib/uploads/declared-size.js';
import {
  tempFileStorage,
  tempUploadOf,
  type TempUpload,
} from '../../lib/uploads/temp-file-storage.js';
import { parseOptionsFor, validate } from '../../lib/validate.js';

const TOO_LARGE = API_ERROR_MESSAGES.bodyTooLarge;

/** A post's uploaded file: a temporary file whose first bytes showed an image or video we publish. */
export type UploadedPostMedia = TempUpload<DetectedPostMedia>;

/** The fields every post form has, as far as they are checked before its file is accepted. */
interface EarlyPostFields {
  platforms?: ConnectablePlatformId[];
  type?: PostType;
}

export interface PostFormOptions<S extends z.ZodObject> {
  /** The form's contract: the fields sent before the file are checked with it at once. */
  schema: S;
  /** Where files are received (config.uploadTempDir). */
  tempDir: string;
  /** The largest file accepted (config.postMediaMaxBytes). */
  maxBytes: number;
  /** More checks of the fields sent before the file (the platforms are connected, say). */
  checkFields?: (req: Request, fields: EarlyPostFields) => Promise<void>;
}

const mediaTooLarge = (maxBytes: number) =>
  M.mediaTooLarge(Math.round((maxBytes / (1024 * 1024)) * 10) / 10);

function toAppError(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new AppError('payload_too_large', mediaTooLarge(maxBytes));
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
  // A contract's refusal of a field sent before the file.
  if (error instanceof ZodError) return error;
  // busboy: a malformed or cut-off multipart body.
  return new AppError('malformed_body', M.unreadableForm);
}

/**
 * Reads a multipart post (other bodies pass untouched): text fields (`platforms[0]`,
 * `platforms[1]` read as an array) and one file in `media`. A declared Content-Length over the
 * limit is refused before the body is read. The fields sent before the file are checked when
 * the file starts (so clients send them first), and the file's first bytes must be an image or
 * video we publish before any of it is written; it then streams to a temporary file, cut at
 * `maxBytes`, and is deleted when the answer is sent unless the handler moved it into storage.
 */
export function parsePostForm<S extends z.ZodObject>({
  schema,
  tempDir,
  maxBytes,
  checkFields,
}: PostFormOptions<S>): RequestHandler {
  const earlySchema = schema.partial();
  const upload = multer({
    storage: tempFileStorage({
      dir: tempDir,
      inspectHead: async (head, req) => {
        const detected = await detectPostMedia(head);
        if (!detected) throw new AppError('invalid_media', M.mediaTypeUnsupported);
        const declared = (req.body as EarlyPostFields).type;
        if (declared && declared !== detected.kind) {
          throw new AppError('invalid_media', M.mediaTypeMismatch(declared));
        }
        return detected;
      },
    }),
    limits: { fileSize: maxBytes, files: 1, fields: 40, fieldSize: 64 * 1024, parts: 42 },
    fileFilter: (req, _file, accept) => {
      void (async () => {
        const fields = earlySchema.parse(req.body, parseOptionsFor(req)) as EarlyPostFields;
        await checkFields?.(req, fields);
      })().then(
        () => accept(null, true),
        (error: unknown) => accept(error as Error),
      );
    },
  }).single(POST_MEDIA_FIELD);
  const declaredSize = refuseDeclaredOversize(maxBytes, mediaTooLarge(maxBytes));
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    declaredSize(req, res, (refused?: unknown) => {
      if (refused) return next(refused);
      upload(req, res, (error?: unknown) => next(error ? toAppError(error, maxBytes) : undefined));
    });
  };
}

/** The fields of a JSON or multipart post, checked with `schema`, and the file if one was sent. */
export function readPostRequest<S extends z.ZodType>(
  req: Request,
  schema: S,
): { body: z.infer<S>; file: UploadedPostMedia | null } {
  const { body } = validate(req, { body: schema });
  return { body, file: req.file ? tempUploadOf<DetectedPostMedia>(req.file) : null };
}
