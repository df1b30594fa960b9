const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

/**
 * Limits of the account endpoints and the contact form, per client IP and per email address
 * (taken from the body).
 * Both apply: the per-email ones slow down guessing at one account from many addresses, the
 * per-IP ones one client trying many accounts. Code checks (verify-user and reset-password)
 * share their counters.
 *
 * Login is the exception: only failed logins count (a wrong password, an unknown address), per
 * client address and account, and per client address, in PostgreSQL so that every API process
 * shares the counts. Nothing counts per account alone: a guesser's failures would lock the owner
 * out from everywhere.
 */
export interface RateLimits {
  loginFailuresPerAccountAndIp: RateLimitRule;
  loginFailuresPerIp: RateLimitRule;
  registerPerIp: RateLimitRule;
  codeCheckPerEmail: RateLimitRule;
  codeCheckPerIp: RateLimitRule;
  forgotPasswordPerEmail: RateLimitRule;
  forgotPasswordPerIp: RateLimitRule;
  /** The public contact form; only accepted messages count (a 400 does not). */
  contactPerEmail: RateLimitRule;
  contactPerIp: RateLimitRule;
  /** Account deletion checks the password, so it is limited like login (per user, per client). */
  deleteAccountPerUser: RateLimitRule;
  deleteAccountPerIp: RateLimitRule;
  /**
   * Misses (404s) of GET /media per client address: stored names are random, so a client that
   * misses this often is guessing at other users' files. Files found are never counted nor held.
   */
  mediaMissesPerIp: RateLimitRule;
  /** Requests made with one API key (every API process counts together, in PostgreSQL). */
  apiKeyRequests: RateLimitRule;
}

export const DEFAULT_RATE_LIMITS: Readonly<RateLimits> = Object.freeze({
  loginFailuresPerAccountAndIp: { limit: 10, windowMs: 15 * MINUTE_MS },
  loginFailuresPerIp: { limit: 50, windowMs: 15 * MINUTE_MS },
  registerPerIp: { limit: 5, windowMs: HOUR_MS },
  codeCheckPerEmail: { limit: 10, windowMs: 15 * MINUTE_MS },
  codeCheckPerIp: { limit: 50, windowMs: 15 * MINUTE_MS },
  forgotPasswordPerEmail: { limit: 5, windowMs: HOUR_MS },
  forgotPasswordPerIp: { limit: 20, windowMs: HOUR_MS },
  contactPerEmail: { limit: 3, windowMs: HOUR_MS },
  contactPerIp: { limit: 5, windowMs: HOUR_MS },
  deleteAccountPerUser: { limit: 10, windowMs: 15 * MINUTE_MS },
  deleteAccountPerIp: { limit: 50, windowMs: 15 * MINUTE_MS },
  mediaMissesPerIp: { limit: 60, windowMs: MINUTE_MS },
  apiKeyRequests: { limit: 120, windowMs: MINUTE_MS },
});
