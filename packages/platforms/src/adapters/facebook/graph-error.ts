import { describeOAuthError, isRecord, nonEmptyText as text } from '../../error-body.js';
import type { ErrorDescriber } from '../../http.js';
import type { FetchFunction } from '../../platform-adapter.js';
import type { PlatformErrorKind } from '../../platform-error.js';

// Shared by the Facebook and Instagram adapters: both speak Meta's Graph API error format.

/**
 * 190: the access token expired, was revoked or the user changed password; 102: session gone;
 * 10 and 200-299: a permission was not granted or was removed, which only a new consent restores.
 */
const REAUTH_CODES = new Set([10, 102, 190]);
const isPermissionCode = (code: number) => code >= 200 && code <= 299;
/**
 * App, user, page and custom throttles, the application limit (341), then the Page and Instagram
 * business use-case limits.
 */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 341, 613, 80001, 80002]);
/** Unknown error, temporary unavailability, and a temporary policy block (368): Meta says to wait and retry. */
const TRANSIENT_CODES = new Set([1, 2, 368]);
/** Instagram: the account reached its 24-hour publishing limit. */
const PUBLISHING_LIMIT_SUBCODE = 2207042;

function graphKind(
  code: number,
  subcode: number,
  transient: boolean,
): PlatformErrorKind | undefined {
  if (REAUTH_CODES.has(code) || isPermissionCode(code)) return 'reauth_required';
  if (RATE_LIMIT_CODES.has(code) || subcode === PUBLISHING_LIMIT_SUBCODE) return 'rate_limited';
  if (TRANSIENT_CODES.has(code) || transient) return 'provider_error';
  return undefined;
}

/**
 * Graph API errors are `{ error: { message, type, code, error_subcode, is_transient } }`, with
 * `code` deciding the kind whatever the HTTP status (throttling comes back as a 400). Instagram
 * Login's token endpoint answers `{ error_type, code, error_message }` instead.
 */
export const describeGraphError: ErrorDescriber = (body, status) => {
  if (!isRecord(body)) return undefined;

  if (isRecord(body.error)) {
    const { error } = body;
    const code = Number(error.code);
    return {
      message: text(error.message),
      code: Number.isFinite(code) ? String(code) : text(error.type),
      kind: graphKind(code, Number(error.error_subcode), error.is_transient === true),
    };
  }

  const instagramMessage = text(body.error_message);
  if (instagramMessage) {
    return {
      message: instagramMessage,
      code: text(body.error_type) ?? (body.code === undefined ? undefined : String(body.code)),
    };
  }

  return describeOAuthError(body, status);
};

/**
 * When Meta throttles a Page or Instagram account it says when access comes back in the
 * X-Business-Use-Case-Usage header (`estimated_time_to_regain_access`, in minutes), not in
 * Retry-After. This fetch adds the equivalent Retry-After to such a failure.
 */
export function withGraphRetryAfter(fetchFn: FetchFunction): FetchFunction {
  return async (input, init) => {
    const response = await fetchFn(input, init);
    if (response.ok || response.headers.has('retry-after')) return response;
    const minutes = regainAccessMinutes(response.headers.get('x-business-use-case-usage'));
    if (minutes <= 0) return response;
    const headers = new Headers(response.headers);
    headers.set('retry-after', String(minutes * 60));
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}

function regainAccessMinutes(header: string | null): number {
  if (!header) return 0;
  try {
    const usage = JSON.parse(header) as unknown;
    if (!isRecord(usage)) return 0;
    const minutes = Object.values(usage)
      .flatMap((entries) => (Array.isArray(entries) ? entries.filter(isRecord) : []))
      .map((entry) => Number(entry.estimated_time_to_regain_access))
      .filter((value) => Number.isFinite(value));
    return minutes.length > 0 ? Math.max(...minutes) : 0;
  } catch {
    return 0;
  }
}
