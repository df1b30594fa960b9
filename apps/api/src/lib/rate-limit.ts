import { API_ERROR_MESSAGES } from '@postcraft/contracts';
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Request } from 'express';
import { z } from 'zod';
import type { RateLimitRule, RateLimits } from '../config/rate-limits.js';
import { AppError } from './app-error.js';

export const RATE_LIMITED_MESSAGE = API_ERROR_MESSAGES.rateLimited;

const emailInBodySchema = z.object({ email: z.string().trim().toLowerCase().min(1).max(254) });

/** The client's address, IPv6 folded to its /56 network as express-rate-limit recommends. */
const ipKey = (req: Request) => `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`;

/** The signed-in user (behind requireAuth), else the client's address. */
const userKey = (req: Request) => (req.auth ? `user:${req.auth.userId}` : ipKey(req));

/** The body's email, normalised like the contracts do, else the client's address. */
const emailKey = (req: Request) => {
  const parsed = emailInBodySchema.safeParse(req.body);
  return parsed.success ? `email:${parsed.data.email}` : ipKey(req);
};

function limiter(
  rule: RateLimitRule,
  keyGenerator: (req: Request) => string,
  { countFailures = true, message = RATE_LIMITED_MESSAGE as string } = {},
): RequestHandler {
  return rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    keyGenerator,
    // Off for the contact form: a visitor fixing a typo after a 400 is not held back by it.
    skipFailedRequests: !countFailures,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // express-rate-limit sets Retry-After (seconds until the window ends) before this runs.
    handler: (_req, _res, next) => next(new AppError('rate_limited', message)),
  });
}

export type RateLimiters = Record<keyof RateLimits, RequestHandler>;

/**
 * One limiter per rule, each with its own memory store, created per app (so every test app
 * starts from zero). With several API processes behind a balancer the counts are per process;
 * a shared store (Redis) would make them global.
 */
export function createRateLimiters(rules: Readonly<RateLimits>): RateLimiters {
  return {
    loginPerEmail: limiter(rules.loginPerEmail, emailKey),
    loginPerIp: limiter(rules.loginPerIp, ipKey),
    registerPerIp: limiter(rules.registerPerIp, ipKey),
    codeCheckPerEmail: limiter(rules.codeCheckPerEmail, emailKey),
    codeCheckPerIp: limiter(rules.codeCheckPerIp, ipKey),
    forgotPasswordPerEmail: limiter(rules.forgotPasswordPerEmail, emailKey),
    forgotPasswordPerIp: limiter(rules.forgotPasswordPerIp, ipKey),
    contactPerEmail: limiter(rules.contactPerEmail, emailKey, { countFailures: false }),
    contactPerIp: limiter(rules.contactPerIp, ipKey, { countFailures: false }),
    deleteAccountPerUser: limiter(rules.deleteAccountPerUser, userKey),
    deleteAccountPerIp: limiter(rules.deleteAccountPerIp, ipKey),
    // Called by the media router on a miss only (see media.router.ts), so hits never count.
    mediaMissesPerIp: limiter(rules.mediaMissesPerIp, ipKey, {
      message: API_ERROR_MESSAGES.tooManyMediaMisses,
    }),
  };
}
