import type { ErrorDescriber } from '../../http.js';
import type { PlatformErrorKind } from '../../platform-error.js';

/**
 * Google answers `{ error: { code, message, errors: [{ reason }], status } }` from its APIs and
 * `{ error, error_description }` (RFC 6749) from the token endpoint.
 */
interface GoogleErrorBody {
  error?:
    | string
    | { code?: number; message?: string; status?: string; errors?: Array<{ reason?: string }> };
  error_description?: string;
}

const REASON_KINDS: Record<string, PlatformErrorKind> = {
  // Project quota (uploads have a daily bucket of their own) or per-user limits: wait, do not
  // reconnect.
  quotaExceeded: 'rate_limited',
  dailyLimitExceeded: 'rate_limited',
  rateLimitExceeded: 'rate_limited',
  userRateLimitExceeded: 'rate_limited',
  uploadLimitExceeded: 'rate_limited',
  authError: 'reauth_required',
  invalidCredentials: 'reauth_required',
  // The user did not grant a scope the call needs (e.g. youtube for deletion).
  insufficientPermissions: 'reauth_required',
  youtubeSignupRequired: 'rejected',
};

const TOKEN_KINDS: Record<string, PlatformErrorKind> = {
  invalid_grant: 'reauth_required',
  // The server's client id or secret is wrong: reconnecting would not help.
  invalid_client: 'provider_error',
  unauthorized_client: 'provider_error',
};

export const describeGoogleError: ErrorDescriber = (body) => {
  if (!body || typeof body !== 'object') return undefined;
  const { error, error_description: description } = body as GoogleErrorBody;
  if (typeof error === 'string') {
    return { code: error, kind: TOKEN_KINDS[error], message: description || error };
  }
  if (!error) return undefined;
  const reason = error.errors?.[0]?.reason;
  const message =
    reason === 'youtubeSignupRequired'
      ? 'This Google account has no YouTube channel yet; create one on YouTube first'
      : error.message;
  return { code: reason ?? error.status, kind: reason ? REASON_KINDS[reason] : undefined, message };
};
