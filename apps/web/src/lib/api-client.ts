/**
 * The one way the web app talks to the API: same-origin paths (`/api/...`), cookies sent with
 * every call, JSON in and out, and failures turned into an `ApiError` that keeps the server's
 * `message` for display.
 */

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData is sent as multipart as is. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Prefix for every path; empty means the page's own origin. */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
}

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

export function createApiClient({ baseUrl = '', fetchImpl }: ApiClientOptions = {}) {
  async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    const { method = 'GET', body, query, headers = {}, signal } = options;
    const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
    const init: RequestInit = {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !isFormData ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      signal: signal ?? null,
    };
    if (body !== undefined) init.body = isFormData ? body : JSON.stringify(body);

    const doFetch = fetchImpl ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await doFetch(buildUrl(baseUrl, path, query), init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, undefined, error instanceof Error ? error.message : undefined);
    }

    const payload = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, payload);
    return payload as T;
  }

  return {
    request,
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

/** The shared client for the running app. */
export const apiClient: ApiClient = createApiClient();

type Translate = (key: 'errors.unexpected' | 'errors.network') => string;

/**
 * The message to show for a failed call: the server's `message`, else the error's own message,
 * else a translated "An unexpected error occurred". A bare status line ("Request failed with
 * status 500") is never shown; an unreachable server gets a translated network message.
 */
export function getErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    return error.isNetworkError ? t('errors.network') : t('errors.unexpected');
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return t('errors.unexpected');
}
