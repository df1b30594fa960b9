/**
 * The one way the web app talks to the API: same-origin paths (`/api/...`), cookies sent with
 * every call, JSON in and out, and failures turned into an `ApiError` that keeps the server's
 * `message` for display.
 *
 * The session lives in httpOnly cookies set by the API; page scripts never see a token. Every
 * state-changing call carries the `X-Requested-With` header the API's CSRF guard asks for. When a
 * call answers 401, the client renews the session once (POST to the refresh path) and retries the
 * call once; when renewal fails, session-expiry listeners are told (the auth state signs out).
 */

import { ENDPOINTS } from '@postcraft/contracts';
import { currentLanguage } from '../i18n/languages';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData is sent as multipart as is. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface SessionRenewalOptions {
  /** POSTed once when a call answers 401; a success means the call can be retried. */
  refreshPath: string;
  /** Calls whose 401 is an answer, not an expired session (login, the refresh itself). */
  skipPaths: readonly string[];
  /** Calls that start a new session when they succeed (login, verification). */
  startPaths: readonly string[];
}

export interface ApiClientOptions {
  /** Prefix for every path; empty means the page's own origin. A function is read per call. */
  baseUrl?: string | (() => string);
  fetchImpl?: typeof fetch;
  /** Renew an expired session and retry; without it a 401 is thrown as is. */
  session?: SessionRenewalOptions;
  /** The interface language, sent as `Accept-Language` on every call (mails follow it). */
  language?: () => string;
}

/** The header (and value) the API's CSRF guard requires on state-changing cookie requests. */
export const CSRF_HEADER = { name: 'X-Requested-With', value: 'postcraft' } as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The server's `message` field, when it sent one. */
  readonly serverMessage: string | undefined;
  /** The server's machine-readable `code` field, when it sent one. */
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(status: number, body: unknown, fallbackMessage?: string) {
    const serverMessage = readStringField(body, 'message');
    super(serverMessage ?? fallbackMessage ?? `Request failed with status ${status}`);
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = readStringField(body, 'code');
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

function readStringField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (!isJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient({
  baseUrl = '',
  fetchImpl,
  session,
  language,
}: ApiClientOptions = {}) {
  const sessionExpiredListeners = new Set<() => void>();
  /** One renewal at a time: calls failing together wait for the same refresh. */
  let pendingRenewal: Promise<boolean> | null = null;
  /**
   * Bumped whenever a session starts or is renewed. A 401 or a failed renewal only speaks for
   * the session its call started under: after a login in the meantime, the call is just retried
   * and nobody is signed out.
   */
  let sessionGeneration = 0;

  async function send<T>(path: string, options: ApiRequestOptions): Promise<T> {
    const { method = 'GET', body, query, headers = {}, signal } = options;
    const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
    const init: RequestInit = {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(language ? { 'Accept-Language': language() } : {}),
        ...(body !== undefined && !isFormData ? { 'Content-Type': 'application/json' } : {}),
        ...(method !== 'GET' ? { [CSRF_HEADER.name]: CSRF_HEADER.value } : {}),
        ...headers,
      },
      signal: signal ?? null,
    };
    if (body !== undefined) init.body = isFormData ? body : JSON.stringify(body);

    const doFetch = fetchImpl ?? globalThis.fetch.bind(globalThis);
    const prefix = typeof baseUrl === 'function' ? baseUrl() : baseUrl;
    let response: Response;
    try {
      response = await doFetch(buildUrl(prefix, path, query), init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, undefined, error instanceof Error ? error.message : undefined);
    }

    const payload = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, payload);
    return payload as T;
  }

  function renewSession(refreshPath: string): Promise<boolean> {
    pendingRenewal ??= send(refreshPath, { method: 'POST', body: {} })
      .then(
        () => {
          sessionGeneration += 1;
          return true;
        },
        () => false,
      )
      .finally(() => {
        pendingRenewal = null;
      });
    return pendingRenewal;
  }

  async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    const generationAtStart = sessionGeneration;
    try {
      const answer = await send<T>(path, options);
      if (session?.startPaths.includes(path)) sessionGeneration += 1;
      return answer;
    } catch (error) {
      const canRenew =
        session !== undefined &&
        error instanceof ApiError &&
        error.status === 401 &&
        path !== session.refreshPath &&
        !session.skipPaths.includes(path);
      if (!canRenew) throw error;

      const isSessionNewer = sessionGeneration !== generationAtStart;
      if (!isSessionNewer && !(await renewSession(session.refreshPath))) {
        if (sessionGeneration === generationAtStart) {
          for (const listener of [...sessionExpiredListeners]) listener();
        }
        throw error;
      }
      return send<T>(path, options);
    }
  }

  return {
    request,
    /** Called when a 401 could not be cured by renewing the session. Returns an unsubscribe. */
    onSessionExpired(listener: () => void): () => void {
      sessionExpiredListeners.add(listener);
      return () => {
        sessionExpiredListeners.delete(listener);
      };
    },
    get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    patch: <T>(
      path: string,
      body?: unknown,
      options?: Omit<ApiRequestOptions, 'method' | 'body'>,
    ) => request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let sharedBaseUrl = '';

/**
 * Points the shared client at another origin. Only tests use it (to reach a stand-in API server);
 * the app always talks to its own origin.
 */
export function setApiBaseUrl(baseUrl: string): void {
  sharedBaseUrl = baseUrl;
}

/** The shared client for the running app. */
export const apiClient: ApiClient = createApiClient({
  baseUrl: () => sharedBaseUrl,
  language: currentLanguage,
  session: {
    refreshPath: ENDPOINTS.refreshSession.path,
    skipPaths: [ENDPOINTS.login.path, ENDPOINTS.refreshSession.path],
    startPaths: [ENDPOINTS.login.path, ENDPOINTS.verifyUser.path],
  },
});

type Translate = (key: 'errors.unexpected' | 'errors.network') => string;

/**
 * The message to show for a failed call: the server's `message`, else the error's own message,
 * else the screen's `fallback` or a translated "An unexpected error occurred". A bare status line
 * ("Request failed with status 500") is never shown; an unreachable server gets a translated
 * network message.
 */
export function getErrorMessage(error: unknown, t: Translate, fallback?: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    return error.isNetworkError ? t('errors.network') : (fallback ?? t('errors.unexpected'));
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback ?? t('errors.unexpected');
}
