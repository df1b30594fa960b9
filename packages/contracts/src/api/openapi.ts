import { z } from 'zod';
import { ApiErrorSchema } from '../errors/api-error.schemas.js';
import type { Endpoint, EndpointSpec } from './endpoint.js';
import { ENDPOINT_LIST } from './endpoints.js';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as zod writes it. */
export type JsonSchema = Record<string, unknown>;

/**
 * Which side of a schema to describe: what a request sends (`input`: before transforms, defaults
 * optional) or what an answer carries (`output`).
 */
export type SchemaSide = 'input' | 'output';

/** The schemas' shared definitions, collected while converting (`#/components/schemas/...`). */
type Definitions = Map<string, JsonSchema>;

const COMPONENTS_SCHEMAS = '#/components/schemas/';

/** Rewrites each `$ref` of a converted schema (objects and arrays, in place). */
function rewriteRefs(node: unknown, rewrite: (ref: string) => string): void {
  if (Array.isArray(node)) {
    for (const item of node) rewriteRefs(item, rewrite);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (key === '$ref' && typeof value === 'string') record[key] = rewrite(value);
    else rewriteRefs(value, rewrite);
  }
}

function hasSelfRef(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasSelfRef);
  if (node === null || typeof node !== 'object') return false;
  return Object.entries(node).some(([key, value]) =>
    key === '$ref' ? value === '#' : hasSelfRef(value),
  );
}

/**
 * One zod schema as JSON Schema, with zod 4's own converter: the input side for what a request
 * sends, the output side for answers; what JSON Schema cannot say (a transform's result, a
 * custom check) is left open (`{}`). Definitions it names (`$defs`, a recursive schema) move to
 * `definitions` under names prefixed by `context`, and their `$ref`s follow them there.
 */
export function toJsonSchema(
  schema: z.ZodType,
  io: SchemaSide,
  definitions: Definitions = new Map(),
  context = 'Schema',
): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  delete converted.$schema;
  const defs = (converted.$defs ?? {}) as Record<string, JsonSchema>;
  delete converted.$defs;
  // Ids of the global registry name their definition; zod's own names (`__schema0`) are
  // prefixed by the context, and a recursive root takes the context's name.
  const names = new Map<string, string>();
  for (const name of Object.keys(defs))
    names.set(name, name.startsWith('__') ? `${context}_${name.replace(/^_+/, '')}` : name);
  const selfRef = hasSelfRef(converted);
  const rewrite = (ref: string) => {
    if (ref === '#') return `${COMPONENTS_SCHEMAS}${context}`;
    const match = /^#\/\$defs\/(.+)$/.exec(ref);
    return match ? `${COMPONENTS_SCHEMAS}${names.get(match[1]!) ?? match[1]}` : ref;
  };
  for (const [name, def] of Object.entries(defs)) {
    rewriteRefs(def, rewrite);
    definitions.set(names.get(name)!, def);
  }
  rewriteRefs(converted, rewrite);
  if (!selfRef) return converted;
  definitions.set(context, converted);
  return { $ref: `${COMPONENTS_SCHEMAS}${context}` };
}

/** An object schema's fields (properties and which are required), as parameters and forms need. */
export interface ObjectFields {
  properties: Record<string, JsonSchema>;
  required: string[];
}

/**
 * The fields of a params, query or form schema: its properties, or those of every branch of an
 * intersection or union (a field is required when every branch requires it). A schema whose
 * input side is open (a preprocess) is read on its output side.
 */
export function objectFields(json: JsonSchema): ObjectFields {
  if (json.properties && typeof json.properties === 'object')
    return {
      properties: json.properties as Record<string, JsonSchema>,
      required: Array.isArray(json.required) ? (json.required as string[]) : [],
    };
  const all = json.allOf as JsonSchema[] | undefined;
  if (all) {
    const parts = all.map(objectFields);
    return {
      properties: Object.assign({}, ...parts.map((part) => part.properties)) as Record<
        string,
        JsonSchema
      >,
      required: [...new Set(parts.flatMap((part) => part.required))],
    };
  }
  const any = (json.anyOf ?? json.oneOf) as JsonSchema[] | undefined;
  if (any) {
    const parts = any.map(objectFields);
    return {
      properties: Object.assign({}, ...parts.map((part) => part.properties)) as Record<
        string,
        JsonSchema
      >,
      required: parts.length
        ? parts[0]!.required.filter((name) => parts.every((part) => part.required.includes(name)))
        : [],
    };
  }
  return { properties: {}, required: [] };
}

/** The fields of a params, query or form schema, read on its input side (else its output). */
export function schemaFields(
  schema: z.ZodType,
  definitions: Definitions = new Map(),
  context = 'Schema',
): ObjectFields {
  const input = objectFields(toJsonSchema(schema, 'input', definitions, context));
  if (Object.keys(input.properties).length > 0) return input;
  return objectFields(toJsonSchema(schema, 'output', definitions, context));
}

/** `posts:read` for a GET opened to keys, `posts:write` otherwise; null when no key opens it. */
export function apiKeyScopeOf(endpoint: Pick<EndpointSpec, 'method' | 'apiKey'>): string | null {
  if (!endpoint.apiKey) return null;
  return `${endpoint.apiKey}:${endpoint.method === 'get' ? 'read' : 'write'}`;
}

/** Who may call an endpoint, in a sentence (the OpenAPI description and docs/api.md say it). */
export function whoMayCall(endpoint: Pick<EndpointSpec, 'auth' | 'method' | 'apiKey'>): string {
  if (endpoint.auth === 'none') return 'Anyone: no authentication.';
  const scope = apiKeyScopeOf(endpoint);
  const session =
    'The signed-in user: the session cookie `pc_access` or `Authorization: Bearer <access token>`';
  return scope
    ? `${session}, or an API key (\`Authorization: Bearer pcft_…\`) with the scope \`${scope}\`.`
    : `${session}. API keys cannot call it.`;
}

/** The usual reason phrase of a status (descriptions of answers). */
export const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  302: 'Found',
  303: 'See Other',
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const statusText = (status: number) => STATUS_TEXT[status] ?? `Status ${status}`;

const ERROR_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'The request does not match its contract (`validation_failed`, with `issues`), or another refusal its `code` names.',
  401: 'Not signed in, a session that ended, or an API key that is not valid (`unauthorized`).',
  402: 'Not enough credits (`credits_required`) or a payment that did not succeed.',
  403: 'Not allowed (`forbidden`, `csrf_rejected`, `plan_limit`, an API key without the scope...).',
  404: 'No such record for this user, or no such route (`not_found`).',
  409: 'A conflict with the current state (`conflict`, `post_not_pending`...).',
  413: 'The body or upload is over its limit (`payload_too_large`).',
  415: 'A body type the endpoint does not take (`unsupported_media_type`).',
  429: 'Too many requests (`rate_limited`, `too_many_attempts`, `too_many_at_once`), with `Retry-After`.',
  500: 'Anything else (`internal_error`); `errorId` matches the server log line.',
  503: 'A service this call needs is not available (`mail_unavailable`, `scheduling_unavailable`, `server_busy`...).',
};

export const errorDescription = (status: number) =>
  `${statusText(status)}. ${ERROR_DESCRIPTIONS[status] ?? 'The error its `code` names.'}`;

export interface OpenApiOptions {
  /** The API's origin (`https://postcraft.example`); without it, paths are on the page's own. */
  serverUrl?: string;
  /** The document's `info.version`. */
  version?: string;
}

/** An OpenAPI 3.1 document (as JSON). */
export type OpenApiDocument = Record<string, unknown> & {
  openapi: '3.1.0';
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'pc_access',
    description:
      'The browser session: the httpOnly access-token cookie that login sets (15 minutes, renewed by POST /api/user/refresh). State-changing calls with a cookie also send `X-Requested-With: postcraft`.',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An access token from login or refresh: `Authorization: Bearer <token>`.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'pcft_…',
    description:
      'An API key made in Settings → Developers: `Authorization: Bearer pcft_…`. Each key opens the resources its scopes name: `<resource>:read` their GETs, `<resource>:write` everything else; an operation names the scope it needs.',
  },
} as const;

const binaryFile = (description: string): JsonSchema => ({
  type: 'string',
  format: 'binary',
  contentMediaType: 'application/octet-stream',
  description,
});

const BODY_MEDIA_TYPES = {
  json: 'application/json',
  multipart: 'multipart/form-data',
  form: 'application/x-www-form-urlencoded',
} as const;

/** A request part that may be left out (an optional body). */
const acceptsNothing = (schema: z.ZodType) => schema.safeParse(undefined).success;

function parametersOf(endpoint: Endpoint, definitions: Definitions): Record<string, unknown>[] {
  const parameters: Record<string, unknown>[] = [];
  const pathNames = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
  const params = endpoint.params
    ? schemaFields(endpoint.params, definitions, `${endpoint.id}Params`)
    : { properties: {}, required: [] };
  pathNames.forEach((name, index) => {
    const schema = { ...(params.properties[name] ?? { type: 'string' }) };
    const rest =
      endpoint.pathRest && index === pathNames.length - 1
        ? 'Takes the rest of the path, slashes included.'
        : undefined;
    const description = [schema.description, rest].filter(Boolean).join(' ');
    delete schema.description;
    parameters.push({
      name,
      in: 'path',
      required: true,
      ...(description ? { description } : {}),
      schema,
    });
  });
  if (endpoint.query) {
    const query = schemaFields(endpoint.query, definitions, `${endpoint.id}Query`);
    for (const [name, property] of Object.entries(query.properties)) {
      const schema = { ...property };
      const description = schema.description;
      delete schema.description;
      parameters.push({
        name,
        in: 'query',
        required: query.required.includes(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema,
      });
    }
  }
  return parameters;
}

function requestBodyOf(
  endpoint: Endpoint,
  definitions: Definitions,
): Record<string, unknown> | undefined {
  const bodyType = endpoint.bodyType ?? (endpoint.files ? 'multipart' : 'json');
  if (!endpoint.body && !endpoint.files) return undefined;
  const context = `${endpoint.id}Body`;
  let schema: JsonSchema = endpoint.body
    ? toJsonSchema(endpoint.body, 'input', definitions, context)
    : { type: 'object', properties: {} };
  if (bodyType !== 'json') {
    const fields = endpoint.body
      ? schemaFields(endpoint.body, definitions, context)
      : { properties: {}, required: [] };
    const files = Object.entries(endpoint.files ?? {});
    schema = {
      type: 'object',
      properties: {
        ...fields.properties,
        ...Object.fromEntries(files.map(([name, file]) => [name, binaryFile(file.description)])),
      },
      required: [
        ...fields.required,
        ...files.filter(([, file]) => file.required).map(([name]) => name),
      ],
    };
    if ((schema.required as string[]).length === 0) delete schema.required;
  }
  const required = endpoint.body
    ? !acceptsNothing(endpoint.body)
    : Object.values(endpoint.files ?? {}).some((file) => file.required);
  const content: Record<string, { schema: JsonSchema }> = {
    [BODY_MEDIA_TYPES[bodyType]]: { schema },
  };
  if (endpoint.jsonBody) {
    content[BODY_MEDIA_TYPES.json] = {
      schema: toJsonSchema(endpoint.jsonBody, 'input', definitions, `${endpoint.id}JsonBody`),
    };
  }
  return { required, content };
}

function answersOf(endpoint: Endpoint, definitions: Definitions): Record<string, unknown> {
  const { answer } = endpoint;
  const responses: Record<string, unknown> = {};
  switch (answer.kind) {
    case 'json': {
      const schema = toJsonSchema(answer.schema, 'output', definitions, `${endpoint.id}Answer`);
      for (const status of answer.statuses ?? [200])
        responses[String(status)] = {
          description: statusText(status),
          content: { 'application/json': { schema } },
        };
      break;
    }
    case 'file':
      responses['200'] = {
        description: 'The file.',
        content: Object.fromEntries(
          answer.contentTypes.map((type) => [
            type,
            { schema: { type: 'string', format: 'binary', contentMediaType: type } },
          ]),
        ),
      };
      break;
    case 'html':
      responses['200'] = {
        description: 'An HTML page.',
        content: { 'text/html': { schema: { type: 'string' } } },
      };
      break;
    case 'redirect':
      for (const status of [302, 303])
        responses[String(status)] = {
          description: `${statusText(status)}: a redirect to the address in \`Location\`.`,
          headers: {
            Location: { description: 'Where the browser goes next.', schema: { type: 'string' } },
          },
        };
      break;
    case 'empty':
      responses[String(answer.status)] = { description: statusText(answer.status) };
      break;
  }
  for (const status of [...endpoint.errors, 500])
    responses[String(status)] ??= { $ref: `#/components/responses/Error${status}` };
  return responses;
}

function operationOf(endpoint: Endpoint, definitions: Definitions): Record<string, unknown> {
  const scope = apiKeyScopeOf(endpoint);
  const security =
    endpoint.auth === 'none'
      ? []
      : [
          { sessionCookie: [] },
          { bearerAuth: [] },
          // OpenAPI 3.1 lets a non-OAuth requirement name roles: the key's scope.
          ...(scope ? [{ apiKey: [scope] }] : []),
        ];
  const parameters = parametersOf(endpoint, definitions);
  const requestBody = requestBodyOf(endpoint, definitions);
  return {
    operationId: endpoint.id,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: [endpoint.description, `**Who may call:** ${whoMayCall(endpoint)}`]
      .filter(Boolean)
      .join('\n\n'),
    security,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: answersOf(endpoint, definitions),
  };
}

/**
 * The OpenAPI 3.1 document of the API, built from the endpoint table: each endpoint's path,
 * method, parameters, body, answers and errors (every error an ApiError), who may call it, and
 * its tag, in the table's order.
 */
export function buildOpenApiDocument(
  endpoints: readonly Endpoint[] = ENDPOINT_LIST,
  { serverUrl, version = '1.0.0' }: OpenApiOptions = {},
): OpenApiDocument {
  const definitions: Definitions = new Map();
  const apiError = toJsonSchema(ApiErrorSchema, 'output', definitions, 'ApiError');
  definitions.set('ApiError', apiError);
  const paths: OpenApiDocument['paths'] = {};
  const tags: string[] = [];
  for (const endpoint of endpoints) {
    if (!tags.includes(endpoint.tag)) tags.push(endpoint.tag);
    (paths[endpoint.path] ??= {})[endpoint.method] = operationOf(endpoint, definitions);
  }
  const errorStatuses = [...new Set([...endpoints.flatMap((e) => e.errors), 500])].sort(
    (a, b) => a - b,
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Postcraft API',
      version,
      description:
        'The HTTP API of Postcraft, generated from its endpoint table (`packages/contracts`). ' +
        'Every error answers an `ApiError` body: `message` for people, `code` for programs. ' +
        'The general rules (sessions, CSRF, rate limits, API keys) are in docs/api.md.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(definitions),
      responses: Object.fromEntries(
        errorStatuses.map((status) => [
          `Error${status}`,
          {
            description: errorDescription(status),
            content: { 'application/json': { schema: { $ref: `${COMPONENTS_SCHEMAS}ApiError` } } },
          },
        ]),
      ),
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
