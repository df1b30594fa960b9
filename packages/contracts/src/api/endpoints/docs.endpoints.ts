import { z } from 'zod';
import { defineEndpoints } from '../endpoint.js';

const tag = 'API reference';

/** An OpenAPI document, loosely: its version, info and paths (the rest passes as it is). */
export const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string().startsWith('3.1'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
});

/**
 * The reference page's files, served by the API itself under /api/docs/ (Swagger UI's bundle
 * from the `swagger-ui-dist` package, and the script that starts it on /api/openapi.json).
 */
export const API_DOCS_ASSETS = [
  'swagger-ui.css',
  'index.css',
  'swagger-ui-bundle.js',
  'swagger-ui-standalone-preset.js',
  'swagger-initializer.js',
  'favicon-32x32.png',
  'favicon-16x16.png',
] as const;
export type ApiDocsAsset = (typeof API_DOCS_ASSETS)[number];

export const ApiDocsAssetParamsSchema = z.object({
  file: z.enum(API_DOCS_ASSETS).describe('One of the page’s files.'),
});

/** The API's own reference: the OpenAPI document and its page. */
export const DOCS_ENDPOINTS = defineEndpoints({
  getOpenApiDocument: {
    method: 'get',
    path: '/api/openapi.json',
    tag,
    summary: 'Read the OpenAPI 3.1 document of this API',
    description:
      'Built from the endpoint table once per process: every endpoint with its parameters, ' +
      'body, answers and errors (each an `ApiError`), tag and who may call it.',
    auth: 'none',
    answer: { kind: 'json', schema: OpenApiDocumentSchema },
    errors: [],
  },
  getApiDocsPage: {
    method: 'get',
    path: '/api/docs',
    tag,
    summary: 'The API reference page',
    description:
      'Swagger UI on /api/openapi.json, its scripts and styles served from /api/docs/ (no ' +
      'outside host, no inline script).',
    auth: 'none',
    answer: { kind: 'html' },
    errors: [],
  },
  getApiDocsAsset: {
    method: 'get',
    path: '/api/docs/{file}',
    tag,
    summary: 'A file of the API reference page',
    description: 'Its scripts, styles and icons; anything else is a 404. Cached for an hour.',
    auth: 'none',
    params: ApiDocsAssetParamsSchema,
    answer: {
      kind: 'file',
      contentTypes: ['text/javascript', 'text/css', 'image/png'],
    },
    errors: [404],
  },
});
