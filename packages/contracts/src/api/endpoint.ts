import type { z } from 'zod';
import type { ApiKeyResource } from '../developers/api-keys.schemas.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * What a successful call answers: JSON checked against its schema (with the statuses it may
 * have), a file, an HTML page (the OAuth popup's), a redirect, or nothing.
 */
export type EndpointAnswer =
  | { kind: 'json'; schema: z.ZodType; statuses?: readonly [number, ...number[]] }
  | { kind: 'file'; contentTypes: readonly string[] }
  | { kind: 'html' }
  | { kind: 'redirect' }
  | { kind: 'empty'; status: number };

/** A multipart form's file field: what it takes, and whether the form needs it. */
export interface EndpointFile {
  description: string;
  required: boolean;
}

/**
 * One HTTP route of the API: the API mounts it from here (its path, method and who may call),
 * its handlers parse with its schemas, the OpenAPI document and docs/api.md are generated from
 * it, and the web client's calls are typed by it.
 */
export interface EndpointSpec {
  method: HttpMethod;
  /** The full path, parameters in braces: `/api/user/schedule/{id}`. */
  path: `/${string}`;
  /** The last parameter takes the rest of the path, slashes included (a media file's key). */
  pathRest?: true;
  /** Groups endpoints in the reference (an OpenAPI tag). */
  tag: string;
  summary: string;
  description?: string;
  /**
   * `none`: anyone (rate-limited where it matters); `user`: the signed-in session (cookie or
   * Bearer access token), and an API key too when `apiKey` names the resource its scope opens.
   */
  auth: 'none' | 'user';
  apiKey?: ApiKeyResource;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body, or a form's text fields (see bodyType). */
  body?: z.ZodType;
  bodyType?: 'json' | 'multipart' | 'form';
  /** A multipart endpoint that also takes a JSON body instead of the form (a link, not a file). */
  jsonBody?: z.ZodType;
  /** A multipart form's file fields, by name. */
  files?: Readonly<Record<string, EndpointFile>>;
  answer: EndpointAnswer;
  /** The error statuses it may answer (each an ApiError body), beyond 500. */
  errors: readonly number[];
}

/** An endpoint with its name in the table. */
export type Endpoint<
  Id extends string = string,
  Spec extends EndpointSpec = EndpointSpec,
> = Spec & {
  readonly id: Id;
};

/** Names each endpoint of a group by its key (names are unique across the table). */
export function defineEndpoints<const T extends Record<string, EndpointSpec>>(
  specs: T,
): { readonly [K in keyof T & string]: Endpoint<K, T[K]> } {
  return Object.fromEntries(Object.entries(specs).map(([id, spec]) => [id, { ...spec, id }])) as {
    readonly [K in keyof T & string]: Endpoint<K, T[K]>;
  };
}

/** `/api/user/schedule/{id}` with `{ id: 'x' }` → `/api/user/schedule/x` (each value encoded). */
export function endpointPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
