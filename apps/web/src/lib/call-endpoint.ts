import { endpointPath, type EndpointSpec } from '@postcraft/contracts';
import type { z } from 'zod';
import { apiClient, type ApiClient, type QueryValue } from './api-client';

/**
 * An answer that does not match its contract. Its message is empty on purpose: screens then show
 * their own translated fallback (getErrorMessage) rather than a parser's report.
 */
export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError';
  constructor() {
    super('');
  }
}

/** The answer, checked against its contract. */
export function parseAnswer<Schema extends z.ZodType>(
  schema: Schema,
  answer: unknown,
): z.infer<Schema> {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new UnexpectedAnswerError();
  return parsed.data;
}

type PartOf<E, K extends 'params' | 'query' | 'body'> = E extends {
  [P in K]: infer Schema extends z.ZodType;
}
  ? z.input<Schema>
  : never;

/** The JSON a multipart endpoint takes instead of its form, when it takes one. */
type JsonBodyOf<E> = E extends { jsonBody: infer Schema extends z.ZodType }
  ? z.input<Schema>
  : never;

/** A multipart endpoint takes the form itself (its files with its text fields), or its JSON body. */
type BodyOf<E> = E extends { bodyType: 'multipart' } ? FormData | JsonBodyOf<E> : PartOf<E, 'body'>;

/** What a call sends: each part its endpoint declares, typed by the endpoint's schemas. */
export type EndpointRequest<E extends EndpointSpec> = ([PartOf<E, 'params'>] extends [never]
  ? unknown
  : { params: PartOf<E, 'params'> }) &
  ([PartOf<E, 'query'>] extends [never] ? unknown : { query?: PartOf<E, 'query'> }) &
  ([BodyOf<E>] extends [never] ? unknown : { body: BodyOf<E> }) & {
    signal?: AbortSignal;
    /** Extra request headers, e.g. `Prefer: respond-async` on an endpoint that can answer later. */
    headers?: Record<string, string>;
  };

/** What a call answers: a JSON answer as its schema gives it (checked), else the raw body. */
export type EndpointAnswerOf<E extends EndpointSpec> = E['answer'] extends {
  kind: 'json';
  schema: infer Schema extends z.ZodType;
}
  ? z.output<Schema>
  : unknown;

/**
 * Calls an endpoint of the table (ENDPOINTS in @postcraft/contracts): its method and path come
 * from the table, its parameters fill the path, and a JSON answer is checked against the
 * endpoint's schema (UnexpectedAnswerError when it does not match). Feature code never writes a
 * path or casts an answer.
 */
export async function callEndpoint<E extends EndpointSpec>(
  endpoint: E,
  request: EndpointRequest<E>,
  client: ApiClient = apiClient,
): Promise<EndpointAnswerOf<E>> {
  const { params, query, body, signal, headers } = request as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };
  const answer = await client.request<unknown>(endpointPath(endpoint.path, params), {
    method: endpoint.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    query,
    body,
    signal,
    headers,
  });
  return (
    endpoint.answer.kind === 'json' ? parseAnswer(endpoint.answer.schema, answer) : answer
  ) as EndpointAnswerOf<E>;
}
