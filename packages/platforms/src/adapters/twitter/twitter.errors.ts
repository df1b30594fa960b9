import { describeOAuthError, isRecord, nonEmptyText as text } from '../../error-body.js';
import type { ErrorDescriber } from '../../http.js';
import type { FetchFunction } from '../../platform-adapter.js';

/**
 * X answers errors in three shapes: the OAuth endpoints send `{ error, error_description }`; the v2
 * API sends an RFC 7807 problem `{ title, detail, type, status }`, or `{ errors: [{ message | detail,
 * code | title }] }`. The status decides the kind (401 reauth, 429 rate limited, 4xx rejected).
 */
export const describeTwitterError: ErrorDescriber = (body, status) => {
  if (!isRecord(body)) return undefined;

  const oauthError = describeOAuthError(body, status);
  if (oauthError) return oauthError;

  const problem = text(body.detail) ?? text(body.title);
  if (problem) return { message: problem, code: text(body.title) ?? text(body.type) };

  if (Array.isArray(body.errors) && body.errors.length > 0) {
    const errors = body.errors.filter(isRecord);
    const messages = errors
      .map((error) => text(error.message) ?? text(error.detail))
      .filter(Boolean);
    const first = errors[0];
    const code = first?.code ?? first?.title;
    return {
      message: messages.length > 0 ? messages.join('; ') : undefined,
      code: code === undefined ? undefined : String(code),
    };
  }
  return undefined;
};

/**
 * X says when a rate window reopens in `x-rate-limit-reset` (epoch seconds), not in Retry-After.
 * This fetch adds the equivalent Retry-After to a 429 so the error carries the delay.
 */
export function withRateLimitReset(fetchFn: FetchFunction, now: () => Date): FetchFunction {
  return async (input, init) => {
    const response = await fetchFn(input, init);
    if (response.status !== 429 || response.headers.has('retry-after')) return response;
    const reset = Number(response.headers.get('x-rate-limit-reset'));
    if (!Number.isFinite(reset) || reset <= 0) return response;
    const headers = new Headers(response.headers);
    const seconds = Math.max(1, Math.ceil(reset - now().getTime() / 1000));
    headers.set('retry-after', String(seconds));
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
