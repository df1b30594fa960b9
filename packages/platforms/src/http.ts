import type { ConnectablePlatformId } from '@postcraft/contracts';
import type { FetchFunction } from './platform-adapter.js';
import { PlatformError, type PlatformErrorKind } from './platform-error.js';

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string | undefined>;
  /** Sent as is (bytes of an upload, multipart FormData). */
  body?: RequestInit['body'];
  /** How to read the answer; 'json' unless said. */
  responseType?: 'json' | 'text' | 'none';
}

export interface HttpResult<T> {
  status: number;
  headers: Headers;
  data: T;
}

/** Reads a platform's own error text and code from a failed answer's body (JSON or text). */
export type ErrorDescriber = (
  body: unknown,
  status: number,
) => { message?: string; code?: string; kind?: PlatformErrorKind } | undefined;

/** How long one platform HTTP call may take before it fails (see fetchFailure for what follows). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/**
 * A fetch that gives up after `timeoutMs` (a caller's own signal still applies). Every adapter's
 * calls go through one, so a platform that never answers cannot hold a publish forever.
 */
export function withRequestTimeout(fetchFn: FetchFunction, timeoutMs: number): FetchFunction {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetchFn(input, { ...init, signal });
  };
}

export interface HttpClient {
  request<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResult<T>>;
}

/**
 * HTTP for one platform: builds the request, and turns every failure (network, status, unreadable
 * body) into a PlatformError carrying the platform's own reason.
 */
export function createHttpClient(
  platform: ConnectablePlatformId,
  fetchFn: FetchFunction,
  describeError: ErrorDescriber,
): HttpClient {
  return {
    async request<T>(url: string, options: RequestOptions = {}): Promise<HttpResult<T>> {
      const target = withQuery(url, options.query);
      const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
      let body: RequestInit['body'] = options.body;
      // A caller's own Content-Type wins (TikTok asks for `application/json; charset=UTF-8`).
      const hasContentType = Object.keys(headers).some((name) => /^content-type$/i.test(name));
      if (options.json !== undefined) {
        if (!hasContentType) headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.json);
      } else if (options.form) {
        if (!hasContentType) headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = formBody(options.form);
      }

      const method = options.method ?? 'GET';
      let response: Response;
      try {
        response = await fetchFn(target, { method, headers, body });
      } catch (error) {
        throw fetchFailure(platform, target, method, error);
      }

      const text = await response.text();
      const parsed = parseBody(text);
      if (!response.ok) throw toPlatformError(platform, response, parsed, describeError);

      const responseType = options.responseType ?? 'json';
      if (responseType === 'none')
        return { status: response.status, headers: response.headers, data: undefined as T };
      if (responseType === 'text')
        return { status: response.status, headers: response.headers, data: text as T };
      if (text.length > 0 && parsed === text) {
        throw new PlatformError(
          platform,
          'provider_error',
          'The platform answered something that is not JSON',
          {
            status: response.status,
          },
        );
      }
      return { status: response.status, headers: response.headers, data: (parsed ?? {}) as T };
    },
  };
}

/**
 * Failures that happen before a request leaves this server (no address, nothing listening, no
 * route, connection never opened): the platform never saw the request.
 */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** Reads (GET, HEAD) change nothing on the platform, so repeating one is always safe. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Turns a fetch that got no HTTP answer into a temporary PlatformError. When the request may have
 * reached the platform (our timeout fired, the connection was cut, or the cause is unknown) and it
 * could change something there, the error says `outcomeUnknown`: the caller must not send it again.
 */
export function fetchFailure(
  platform: ConnectablePlatformId,
  target: string,
  method: string,
  error: unknown,
): PlatformError {
  const host = new URL(target).host;
  const sent = !neverSent(error);
  const outcomeUnknown = sent && !SAFE_METHODS.has(method.toUpperCase());
  const reason = isTimeout(error)
    ? `${host} did not answer in time`
    : `Could not reach ${host}: ${causeText(error)}`;
  return new PlatformError(platform, 'provider_error', reason, { outcomeUnknown });
}

function neverSent(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (hasNotSentCode(cause)) return true;
  // A host with several addresses fails with one error per address tried.
  const attempts = (cause as { errors?: unknown } | null)?.errors;
  return Array.isArray(attempts) && attempts.length > 0 && attempts.every(hasNotSentCode);
}

function hasNotSentCode(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && NOT_SENT_CODES.has(code);
}

// Read by shape, not `instanceof`: fetch's errors may come from another realm.
function isTimeout(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'TimeoutError';
}

function causeText(error: unknown): string {
  const text = (error as { message?: unknown } | null)?.message;
  const message = typeof text === 'string' ? text : String(error);
  const cause = (error as { cause?: unknown } | null)?.cause;
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? `${message} (${code})` : message;
}

export function withQuery(url: string, query?: RequestOptions['query']): string {
  if (!query) return url;
  const target = new URL(url);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) target.searchParams.set(key, String(value));
  }
  return target.toString();
}

export function formBody(fields: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) params.set(key, value);
  return params.toString();
}

function parseBody(text: string): unknown {
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toPlatformError(
  platform: ConnectablePlatformId,
  response: Response,
  body: unknown,
  describeError: ErrorDescriber,
): PlatformError {
  const described = describeError(body, response.status) ?? {};
  const retryAfter = Number(response.headers.get('retry-after'));
  const kind = described.kind ?? kindForStatus(response.status);
  const message =
    described.message ??
    (typeof body === 'string' && body.length > 0 && body.length < 300 ? body : undefined) ??
    `${response.status} ${response.statusText || 'error'}`;
  return new PlatformError(platform, kind, message, {
    status: response.status,
    providerCode: described.code,
    retryAfterSec: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  });
}

export function kindForStatus(status: number): PlatformErrorKind {
  if (status === 401) return 'reauth_required';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'provider_error';
  return 'rejected';
}
