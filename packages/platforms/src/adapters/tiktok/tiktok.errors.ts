import type { ErrorDescriber } from '../../http.js';
import type { PlatformErrorKind } from '../../platform-error.js';

/**
 * TikTok answers errors in two shapes, both carrying a log id its support asks for:
 * - API v2: `{ data, error: { code, message, log_id } }`, with `code: 'ok'` on success, even on 200;
 * - OAuth: `{ error, error_description, log_id }`.
 */
export interface TikTokErrorBody {
  error?: { code?: string; message?: string; log_id?: string } | string;
  error_description?: string;
  log_id?: string;
}

const API_KINDS: Record<string, PlatformErrorKind> = {
  access_token_invalid: 'reauth_required',
  scope_not_authorized: 'reauth_required',
  rate_limit_exceeded: 'rate_limited',
  spam_risk_too_many_posts: 'rate_limited',
  spam_risk_too_many_pending_share: 'rate_limited',
  reached_active_user_cap: 'rate_limited',
  internal_error: 'provider_error',
};

const OAUTH_KINDS: Record<string, PlatformErrorKind> = {
  invalid_grant: 'reauth_required',
  access_denied: 'reauth_required',
  // The app's own key or secret is wrong: reconnecting would not help.
  invalid_client: 'provider_error',
  unauthorized_client: 'provider_error',
};

/** The platform's reason and code, or undefined when the body reports no failure. */
export const describeTikTokError: ErrorDescriber = (body) => {
  if (!body || typeof body !== 'object') return undefined;
  const { error, error_description: description, log_id: logId } = body as TikTokErrorBody;
  if (typeof error === 'string' && error.length > 0) {
    return {
      code: error,
      kind: OAUTH_KINDS[error],
      message: withLogId(description || error, logId),
    };
  }
  if (error && typeof error === 'object' && error.code && error.code !== 'ok') {
    return {
      code: error.code,
      kind: API_KINDS[error.code],
      message: withLogId(error.message || error.code, error.log_id),
    };
  }
  return undefined;
};

function withLogId(message: string, logId: string | undefined): string {
  return logId ? `${message} (TikTok log id ${logId})` : message;
}
