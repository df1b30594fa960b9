import { API_ERROR_MESSAGES, GENERATION_MESSAGES } from '@postcraft/contracts';
import type { RequestHandler } from 'express';
import { RETRY_SOON_SECONDS } from '@postcraft/studio';
import { rateLimit } from 'express-rate-limit';
import type { RateLimitRule } from '../config/rate-limits.js';
import type { UsageLimits } from '../config/usage-limits.js';
import { AppError } from './app-error.js';
import { authOf } from './auth.js';
import { PostgresRateLimitStore } from './postgres-rate-limit-store.js';
import { createSlotLimiter, type SlotLimiter } from './slot-limiter.js';

export { RETRY_SOON_SECONDS };

/** What the routes that spend the server's CPU and memory check first, per signed-in user. */
export interface UsageLimiters {
  /** Before POST /api/content/generate (after auth): the user's generations per minute. */
  generationRate: RequestHandler;
  /** Held by the generate handler for as long as its work runs, even after the client left. */
  generationSlots: SlotLimiter;
  /**
   * Before multer on the upload routes (logo, post media): the user's uploads per minute and in
   * progress. Only multipart requests count: a JSON profile update uploads nothing.
   */
  uploads: RequestHandler[];
}

/**
 * 429 with Retry-After from express-rate-limit, keyed by the user's id and counted in PostgreSQL
 * (`rate_limit_hits`, as failed logins are), so the rate holds across every API process. A count
 * PostgreSQL does not take fails the request (500), as for failed logins: never let through
 * uncounted, never counted by the process alone.
 */
function perUserRate(name: string, rule: RateLimitRule, message: string): RequestHandler {
  return rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    store: new PostgresRateLimitStore(`usage:${name}:`),
    keyGenerator: (req) => authOf(req).userId,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new AppError('rate_limited', message)),
  });
}

export const tooManyAtOnce = (message: string) =>
  new AppError('too_many_at_once', message, { retryAfterSeconds: RETRY_SOON_SECONDS });

/** Holds one of the user's slots until the answer is sent or the client is gone. */
function slotUntilAnswered(slots: SlotLimiter, message: string): RequestHandler {
  return (req, res, next) => {
    const release = slots.acquire(authOf(req).userId);
    if (!release) return next(tooManyAtOnce(message));
    res.on('close', release);
    next();
  };
}

const multipartOnly =
  (handler: RequestHandler): RequestHandler =>
  (req, res, next) =>
    req.is('multipart/form-data') ? handler(req, res, next) : next();

/** The app's per-user limits; each app has its own slots, the rates count in PostgreSQL. */
export function createUsageLimiters(limits: Readonly<UsageLimits>): UsageLimiters {
  const uploadSlots = createSlotLimiter(limits.uploadsAtOnce);
  return {
    generationRate: perUserRate(
      'generations',
      limits.generationsPerUser,
      GENERATION_MESSAGES.rateLimited,
    ),
    generationSlots: createSlotLimiter(limits.generationsAtOnce),
    uploads: [
      multipartOnly(
        perUserRate('uploads', limits.uploadsPerUser, API_ERROR_MESSAGES.uploadsRateLimited),
      ),
      multipartOnly(slotUntilAnswered(uploadSlots, API_ERROR_MESSAGES.uploadsAtOnce)),
    ],
  };
}
