import { buildOpenApiDocument, ENDPOINTS as E, type OpenApiDocument } from '@postcraft/contracts';
import type { Router } from 'express';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { apiNotFound } from '../../lib/error-handler.js';
import { createEndpointRouter } from '../../lib/endpoint-router.js';

/** Where Swagger UI's files are (the `swagger-ui-dist` package). */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/index.js'));

export const OPENAPI_DOCUMENT_PATH = E.getOpenApiDocument.path;
export const API_DOCS_PATH = E.getApiDocsPage.path;
/** The page's files (the table's list of them). */
type ApiDocsAsset = (typeof E.getApiDocsAsset.params.shape.file.options)[number];
const asset = (file: ApiDocsAsset) => `${API_DOCS_PATH}/${file}`;

/**
 * The page: Swagger UI's own files, all from this origin, and no inline script or style, so the
 * app's Content-Security-Policy ('self' scripts) allows it as it is.
 */
const PAGE = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Postcraft API reference</title>
    <link rel="stylesheet" href="${asset('swagger-ui.css')}">
    <link rel="stylesheet" href="${asset('index.css')}">
    <link rel="icon" type="image/png" href="${asset('favicon-32x32.png')}" sizes="32x32">
    <link rel="icon" type="image/png" href="${asset('favicon-16x16.png')}" sizes="16x16">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${asset('swagger-ui-bundle.js')}"></script>
    <script src="${asset('swagger-ui-standalone-preset.js')}"></script>
    <script src="${asset('swagger-initializer.js')}"></script>
  </body>
</html>
`;

/**
 * Starts Swagger UI on this API's document (in place of the package's own initializer, which
 * points at the petstore). No validator badge: it would send the document to an outside host.
 */
const INITIALIZER = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_DOCUMENT_PATH)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
  });
});
`;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
};

/** The document, built from the table on first use and kept for the process's life. */
let document: OpenApiDocument | undefined;
const openApiDocument = (): OpenApiDocument => (document ??= buildOpenApiDocument());

/** Its files are the same for everyone and change only with the package: an hour in caches. */
const PUBLIC_FOR_AN_HOUR = 'public, max-age=3600';

/**
 * The API's own reference, under /api: the OpenAPI document built from the endpoint table, and
 * a Swagger UI page on it whose files the API serves itself.
 */
export function createApiDocsRouter(): Router {
  const { router, mount } = createEndpointRouter('/api');

  mount(E.getOpenApiDocument, (_req, res) => {
    res.json(openApiDocument());
  });

  mount(E.getApiDocsPage, (_req, res) => {
    res.type('html').send(PAGE);
  });

  mount(E.getApiDocsAsset, (req, res, next) => {
    // Any other name is a route that does not exist, not a malformed request.
    const parsed = E.getApiDocsAsset.params.safeParse(req.params);
    if (!parsed.success) return apiNotFound(req, res, next);
    const { file } = parsed.data;
    res.set('Cache-Control', PUBLIC_FOR_AN_HOUR);
    if (file === 'swagger-initializer.js') {
      res.type(CONTENT_TYPES['.js']!).send(INITIALIZER);
      return;
    }
    const extension = file.slice(file.lastIndexOf('.'));
    res.type(CONTENT_TYPES[extension] ?? 'application/octet-stream');
    // From its package's folder as root: only the file's own name is checked for dot-names, not
    // the folder's (pnpm's store lives under node_modules/.pnpm).
    res.sendFile(file, { root: SWAGGER_UI_DIR, cacheControl: false }, (error) => {
      if (error) next(error);
    });
  });

  return router;
}
