import { describeOAuthError, isRecord, nonEmptyText as text } from '../../error-body.js';
import type { ErrorDescriber } from '../../http.js';

/**
 * LinkedIn answers errors in two shapes: the OAuth endpoints send RFC 6749's
 * `{ error, error_description }`; the API sends `{ status, serviceErrorCode, code, message }`.
 * The HTTP status decides the kind (401 reauth, 429 rate limited, 4xx rejected) except where
 * the body says more.
 */
export const describeLinkedInError: ErrorDescriber = (body, status) => {
  if (!isRecord(body)) return undefined;

  const oauthError = describeOAuthError(body, status);
  if (oauthError) return oauthError;

  const message = text(body.message);
  const serviceCode = body.serviceErrorCode ?? body.code;
  if (!message && serviceCode === undefined) return undefined;
  return {
    message,
    code: serviceCode === undefined ? undefined : String(serviceCode),
  };
};
