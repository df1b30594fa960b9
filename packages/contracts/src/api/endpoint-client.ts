import type { z } from 'zod';
import { endpointPath, type EndpointSpec } from './endpoint.js';

type PartOf<E, K extends 'params' | 'query' | 'body'> = E extends {
  [P in K]: infer Schema extends z.ZodType;
}
  ? z.input<Schema>
  : never;

/** The JSON a multipart endpoint takes instead of its form, when it takes one. */
type JsonBodyOf<E> = E extends { jsonBody: infer Schema extends z.ZodType }
  ? z.input<Schema>
  : never;

/** What a call sends: each part its endpoint declares, typed by its schemas. */
export type EndpointCall<E extends EndpointSpec> = ([PartOf<E, 'params'>] extends [never]
  ? unknown
  : { params: PartOf<E, 'params'> }) &
  ([PartOf<E, 'query'>] extends [never] ? unknown : { query?: PartOf<E, 'query'> }) &
  ([BodyOf<E>] extends [never] ? unknown : { body: BodyOf<E> });

/** A multipart endpoint takes its form (files and text fields), or its JSON body when it has one. */
type BodyOf<E> = E extends { bodyType: 'multipart' }
  ? MultipartForm | JsonBodyOf<E>
  : PartOf<E, 'body'>;

/** What a JSON endpoint answers, as its schema gives it; anything else: the body's text. */
export type EndpointResult<E extends EndpointSpec> = E['answer'] extends {
  kind: 'json';
  schema: infer Schema extends z.ZodType;
}
  ? z.output<Schema>
  : string;

/** A form as the platform's FormData makes it (sent as multipart, as it is). */
export interface MultipartForm {
  append(name: string, value: unknown, fileName?: string): void;
}

interface FetchAnswer {
  status: number;
  ok: boolean;
  text(): Promise<string>;
}

/**
 * The platform's fetch (Node 18+, browsers). Its `init` is typed `never` here because this
 * package builds without the DOM's types: any fetch fits, and the client passes a standard
 * `{ method, headers, body }`.
 */
export type FetchLike = (url: string, init: never) => Promise<FetchAnswer>;

/** A refused call: its status and the API's error body (`message`, `code`) when it sent one. */
export class EndpointCallError extends Error {
  override readonly name = 'EndpointCallError';
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const message = (body as { message?: unknown } | null)?.message;
    super(typeof message === 'string' ? message : `The API answered ${status}`);
  }
}

const isForm = (body: unknown): body is MultipartForm =>
  typeof body === 'object' && body !== null && typeof (body as MultipartForm).append === 'function';

function queryString(query: Record<string, unknown> | undefined): string {
  const pairs = Object.entries(query ?? {}).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  if (pairs.length === 0) return '';
  return `?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`).join('&')}`;
}

/**
 * A client for scripts, typed by the endpoint table: `call(ENDPOINTS.x, { params, query, body })`
 * takes the table's method and path, sends JSON (or a form as multipart) with the given headers
 * (an API key: `{ Authorization: 'Bearer pcft_…' }`), and answers the JSON answer checked
 * against the endpoint's schema. A non-2xx answer throws an EndpointCallError.
 */
export function createEndpointClient({
  baseUrl,
  headers = {},
  fetch,
}: {
  baseUrl: string;
  headers?: Readonly<Record<string, string>>;
  fetch: FetchLike;
}) {
  return async function call<E extends EndpointSpec>(
    endpoint: E,
    request: EndpointCall<E>,
  ): Promise<EndpointResult<E>> {
    const { params, query, body } = request as {
      params?: Record<string, string>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const form = isForm(body);
    const init = {
      method: endpoint.method.toUpperCase(),
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !form ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
    };
    const url = `${baseUrl}${endpointPath(endpoint.path, params)}${queryString(query)}`;
    const response = await fetch(url, init as never);
    const text = await response.text();
    const parsed: unknown = text && endpoint.answer.kind === 'json' ? JSON.parse(text) : text;
    if (!response.ok) {
      let error: unknown = text;
      try {
        error = JSON.parse(text);
      } catch {
        // Not JSON: the text is the reason.
      }
      throw new EndpointCallError(response.status, error);
    }
    return (
      endpoint.answer.kind === 'json' ? endpoint.answer.schema.parse(parsed) : parsed
    ) as EndpointResult<E>;
  };
}
