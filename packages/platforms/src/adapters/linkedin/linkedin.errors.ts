import type { ErrorDescriber } from '../../http.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown) =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/**
 * LinkedIn answers errors in two shapes: the OAuth endpoints send RFC 6749's
 * `{ error, error_description }`; the API sends `{ status, serviceErrorCode, code, message }`.
 * The HTTP status decides the kind (401 reauth, 429 rate limited, 4xx rejected) except where
 * the body says more.
 */
export const describeLinkedInError: ErrorDescriber = (body) => {
  if (!isRecord(body)) return undefined;

  const oauthError = text(body.error);
  if (oauthError) {
    return {
      code: oauthError,
      message: text(body.error_description) ?? oauthError,
      kind: oauthError === 'invalid_grant' ? 'reauth_required' : undefined,
    };
  }

  const message = text(body.message);
  const serviceCode = body.serviceErrorCode ?? body.code;
  if (!message && serviceCode === undefined) return undefined;
  return {
    message,
    code: serviceCode === undefined ? undefined : String(serviceCode),
  };
};
