import { randomUUID } from 'node:crypto';
import { API_ERROR_MESSAGES, type ApiError } from '@postcraft/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import mongoose from 'mongoose';
import { ZodError } from 'zod';
import { AppError } from './app-error.js';
import { isDuplicateKeyError } from './mongo-errors.js';
import { answerRequestReadError } from './request-read-errors.js';
import { localize } from './request-language.js';

const M = API_ERROR_MESSAGES;

/** Unknown `/api` routes answer JSON, never the web app. */
export const apiNotFound: RequestHandler = (req, res) => {
  const body: ApiError = {
    message: localize(req, M.noRoute(req.method, req.originalUrl)),
    code: 'not_found',
  };
  res.status(404).json(body);
};

/**
 * The one place that turns an error into an HTTP answer. Errors carry the English text of a
 * message catalogue; the answer is written in the request's language (`localize`).
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const send = (status: number, body: ApiError) =>
    res.status(status).json({ ...body, message: localize(req, body.message) });

  if (error instanceof ZodError) {
    return send(400, {
      message: error.issues[0]?.message ?? M.invalidRequest,
      code: 'validation_failed',
      issues: error.issues.map((issue) => ({
        path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
        message: localize(req, issue.message),
      })),
    });
  }
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined && !res.headersSent) {
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
    }
    return send(error.status, { message: error.message, code: error.code });
  }
  if (isDuplicateKeyError(error)) return send(409, { message: M.alreadyExists, code: 'conflict' });
  if (error instanceof mongoose.Error.CastError) {
    return send(400, { message: M.invalidValue(error.path), code: 'validation_failed' });
  }
  const readError = answerRequestReadError(error);
  if (readError) return send(readError.status, readError.body);

  const errorId = randomUUID();
  req.log.error({ err: error, errorId }, 'unhandled error');
  return send(500, { message: M.unexpected, code: 'internal_error', errorId });
};
