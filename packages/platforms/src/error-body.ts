import type { ErrorDescriber } from './http.js';
import type { PlatformErrorKind } from './platform-error.js';

/** Helpers for reading the error bodies platforms send, whatever their shape. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const nonEmptyText = (value: unknown) =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

const OAUTH_KINDS: Record<string, PlatformErrorKind> = {
  // The grant (code or refresh token) expired or was revoked: only a new consent helps.
  invalid_grant: 'reauth_required',
  // The server's own client id or secret is wrong: reconnecting would not help.
  invalid_client: 'provider_error',
  unauthorized_client: 'provider_error',
};

/**
 * The token endpoint's error answer, RFC 6749 §5.2: `{ error, error_description }`. Undefined when
 * the body is not one.
 */
export const describeOAuthError: ErrorDescriber = (body) => {
  if (!isRecord(body)) return undefined;
  const code = nonEmptyText(body.error);
  if (!code) return undefined;
  return {
    code,
    message: nonEmptyText(body.error_description) ?? code,
    kind: OAUTH_KINDS[code],
  };
};
