import { API_ERROR_MESSAGES, isCleanText } from '@postcraft/contracts';
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Request } from 'express';
import { z } from 'zod';
import type { RateLimitRule, RateLimits } from '../config/rate-limits.js';
import { AppError } from './app-error.js';
import { PostgresRateLimitStore } from './postgres-rate-limit-store.js';

export const RATE_LIMITED_MESSAGE = API_ERROR_MESSAGES.rateLimited;

/** Only clean text becomes a key: PostgreSQL refuses NUL in the counted key. */
const emailInBodySchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(254)
    .refine((email) => isCleanText(email)),
});

/** The client's address, IPv6 folded to its /56 network as express-rate-limit recommends. */
const ipKey = (req: Request) => `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`;

/** The signed-in user (behind requireAuth), else the client's address. */
const userKey = (req: Request) => (req.auth ? `user:${req.auth.userId}` : ipKey(req));

/** The body's email, normalised like the contracts do, else the client's address. */
const emailKey = (req: Request) => {
  const parsed = emailInBodySchema.safeParse(req.body);
  return parsed.success ? `email:${parsed.data.email}` : ipKey(req);
};

/** One client address guessing at one account. */
const ipAndEmailKey = (req: Request) => `${ipKey(req)}|${emailKey(req)}`;

/** The answers of a failed login: a wrong password (401), an unknown address (404). */
const LOGIN_FAILURE_STATUSES = new Set([401, 404]);

const limitOptions = (
  rule: RateLimitRule,
  keyGenerator: (req: Request) => string,
  message: string = RATE_LIMITED_MESSAGE,
) => ({
  windowMs: rule.windowMs,
  limit: rule.limit,
  keyGenerator,
  // RateLimit and RateLimit-Policy on every answer, Retry-After on a 429 (set before the
  // handler runs).
  standardHeaders: 'draft-8' as const,
  legacyHeaders: false,
  handler: (_req: Request, _res: unknown, next: (error: AppError) => void) =>
    next(new AppError('rate_limited', message)),
});

function limiter(
  rule: RateLimitRule,
  keyGenerator: (req: Request) => string,
  { countFailures = true, message = RATE_LIMITED_MESSAGE as string } = {},
): RequestHandler {
  return rateLimit({
    ...limitOptions(rule, keyGenerator, message),
    // Off for the contact form: a visitor fixing a typo after a 400 is not held back by it.
    skipFailedRequests: !countFailures,
  });
}

/**
 * Counts failed logins only, in PostgreSQL (every API process shares the count). A request is
 * counted when it arrives, so parallel guesses cannot all pass, and taken back when it did not
 * fail (a right password, a 429, a 400).
 */
function loginFailureLimiter(
  rule: RateLimitRule,
  keyGenerator: (req: Request) => string,
  prefix: string,
): RequestHandler {
  return rateLimit({
    ...limitOptions(rule, keyGenerator),
    store: new PostgresRateLimitStore(prefix),
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => !LOGIN_FAILURE_STATUSES.has(res.statusCode),
  });
}

/**
 * Requests made with one API key (see api-key-auth.ts), in PostgreSQL: every API process counts
 * together, so a script spreading its calls over processes gets no more.
 */
function apiKeyLimiter(rule: RateLimitRule): RequestHandler {
  return rateLimit({
    ...limitOptions(rule, (req) => `api-key:${req.auth?.apiKeyId ?? 'none'}`),
    store: new PostgresRateLimitStore('api-key-requests:'),
  });
}

export type RateLimiters = Record<keyof RateLimits, RequestHandler>;

/**
 * One limiter per rule. Failed logins are counted in PostgreSQL, shared by every API process;
 * the other rules each have their own memory store, created per app (so every test app starts
 * from zero), and with several API processes behind a balancer their counts are per process.
 */
export function createRateLimiters(rules: Readonly<RateLimits>): RateLimiters {
  return {
    loginFailuresPerAccountAndIp: loginFailureLimiter(
      rules.loginFailuresPerAccountAndIp,
      ipAndEmailKey,
      'login-failures:',
    ),
    loginFailuresPerIp: loginFailureLimiter(rules.loginFailuresPerIp, ipKey, 'login-failures:'),
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
    apiKeyRequests: apiKeyLimiter(rules.apiKeyRequests),
  };
}
