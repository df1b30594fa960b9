import {
  API_ERROR_MESSAGES,
  formatByteSize,
  LOGO_FILE_FIELDS,
  LOGO_MESSAGES,
  PROFILE_FORM_JSON_FIELDS,
  UpdateProfileBodySchema,
  type UpdateProfileBody,
} from '@postcraft/contracts';
import { readFile } from 'node:fs/promises';
import { detectImageType } from '@postcraft/media';
import type { Request, RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { ZodError } from 'zod';
import type { ApiConfig } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';
import { refuseDeclaredOversize } from '../../lib/uploads/declared-size.js';
import { tempFileStorage, tempUploadOf } from '../../lib/uploads/temp-file-storage.js';
import { parseOptionsFor, validate } from '../../lib/validate.js';

/** What a profile update carries: the checked fields, and the logo's bytes when one was sent. */
export interface ProfileUpdateRequest {
  body: UpdateProfileBody;
  logo?: Buffer;
}

const JSON_FIELDS = new Set<string>(PROFILE_FORM_JSON_FIELDS);
const FILE_FIELDS = new Set<string>(LOGO_FILE_FIELDS);

/** More files than this in one form is not a slip of the user's picker but a broken client. */
const MAX_FILES = 10;
const TOO_LARGE = API_ERROR_MESSAGES.bodyTooLarge;

function toAppError(error: unknown, logoMaxBytes: number): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new AppError(
          'payload_too_large',
          LOGO_MESSAGES.tooLarge(formatByteSize(logoMaxBytes)),
        );
      case 'LIMIT_FILE_COUNT':
        return new AppError('validation_failed', LOGO_MESSAGES.tooManyFiles);
      case 'LIMIT_FIELD_VALUE':
      case 'LIMIT_FIELD_COUNT':
      case 'LIMIT_FIELD_KEY':
      case 'LIMIT_PART_COUNT':
        return new AppError('payload_too_large', TOO_LARGE);
      default:
        return new AppError('validation_failed', LOGO_MESSAGES.unreadableForm);
    }
  }
  // A contract's refusal of a field sent before the logo.
  if (error instanceof ZodError) return error;
  // busboy: a malformed or cut-off multipart body.
  return new AppError('malformed_body', LOGO_MESSAGES.unreadableForm);
}

/**
 * Reads a multipart/form-data profile update (other bodies pass untouched). A declared
 * Content-Length over the logo limit is refused before the body is read. Only the first file of
 * the `brandLogo` (or `logo`) field is kept, further ones are read past without being stored; a
 * file in any other field is refused. The fields sent before the logo are checked when it
 * starts, and its first bytes must be an image we take before any of it is written; it then
 * streams to a temporary file (cut at the logo limit), deleted once the answer is sent. Field
 * names are flat (no `a[b]` nesting).
 */
export function parseProfileForm(
  config: Pick<Readonly<ApiConfig>, 'logoMaxBytes' | 'uploadTempDir'>,
): RequestHandler {
  const withLogo = new WeakSet<Request>();
  const earlySchema = UpdateProfileBodySchema.partial();
  const upload = multer({
    storage: tempFileStorage({
      dir: config.uploadTempDir,
      inspectHead: async (head) => {
        if (!(await detectImageType(head))) {
          throw new AppError('validation_failed', LOGO_MESSAGES.unsupportedType);
        }
      },
    }),
    limits: {
      fileSize: config.logoMaxBytes,
      files: MAX_FILES,
      fields: 40,
      fieldSize: 64 * 1024,
      parts: 60,
      // Typed by multer 2.5 but not yet by @types/multer.
      ...({ fieldNestingDepth: 0 } as object),
    },
    fileFilter: (req, file, accept) => {
      if (!FILE_FIELDS.has(file.fieldname)) {
        accept(new AppError('validation_failed', LOGO_MESSAGES.unexpectedFileField));
        return;
      }
      if (withLogo.has(req)) {
        accept(null, false);
        return;
      }
      withLogo.add(req);
      try {
        earlySchema.parse(
          fieldsOfForm((req.body ?? {}) as Record<string, unknown>),
          parseOptionsFor(req),
        );
      } catch (error) {
        accept(error as Error);
        return;
      }
      accept(null, true);
    },
  }).any();
  const declaredSize = refuseDeclaredOversize(
    config.logoMaxBytes,
    LOGO_MESSAGES.tooLarge(formatByteSize(config.logoMaxBytes)),
  );

  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    declaredSize(req, res, (refused?: unknown) => {
      if (refused) return next(refused);
      upload(req, res, (error?: unknown) =>
        next(error ? toAppError(error, config.logoMaxBytes) : undefined),
      );
    });
  };
}

/** The form's fields as the JSON body would have them: JSON-carrying fields parsed. */
function fieldsOfForm(form: Record<string, unknown>): Record<string, unknown> {
  // fromEntries makes own properties, so a `__proto__` field is just an unknown key.
  return Object.fromEntries(
    Object.entries(form).map(([name, value]) => {
      if (!JSON_FIELDS.has(name)) return [name, value];
      if (typeof value !== 'string') {
        throw new AppError('validation_failed', LOGO_MESSAGES.notJson(name));
      }
      try {
        return [name, JSON.parse(value) as unknown];
      } catch {
        throw new AppError('validation_failed', LOGO_MESSAGES.notJson(name));
      }
    }),
  );
}

/**
 * The update a request asks for, JSON or form alike, checked with the same contract; a form's
 * logo comes back as bytes (read from its temporary file), still to be checked by processLogo.
 */
export async function readProfileUpdate(req: Request): Promise<ProfileUpdateRequest> {
  if (!req.is('multipart/form-data')) {
    return { body: validate(req, { body: UpdateProfileBodySchema }).body };
  }
  const body = UpdateProfileBodySchema.parse(
    fieldsOfForm((req.body ?? {}) as Record<string, unknown>),
    parseOptionsFor(req),
  );
  const files = Array.isArray(req.files) ? req.files : [];
  const received = files[0] ? tempUploadOf<void>(files[0]) : undefined;
  if (received && body.brandLogo === null) {
    throw new AppError('validation_failed', LOGO_MESSAGES.logoAndRemoval);
  }
  return received ? { body, logo: await readFile(received.path) } : { body };
}
