import { ENDPOINT_LIST, ENDPOINTS } from '@postcraft/contracts';
import { Validator } from '@seriousme/openapi-schema-validator';
import request from 'supertest';
import { createTestApp } from './helpers/test-app.js';

/** The `src` of each script and the `href` of each stylesheet or icon of a page. */
function assetsOf(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src!);
  const links = [...html.matchAll(/<link\b[^>]*\bhref="([^"]+)"/g)].map(([, href]) => href!);
  return [...scripts, ...links];
}

describe('the API reference', () => {
  const { app } = createTestApp();

  it('when /api/openapi.json is read, then it is a valid OpenAPI 3.1 document with every endpoint of the table', async () => {
    const response = await request(app).get('/api/openapi.json').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = ENDPOINTS.getOpenApiDocument.answer.schema.parse(response.body);
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const paths = document.paths as Record<string, Record<string, { operationId?: string }>>;
    const missing = ENDPOINT_LIST.filter(
      (endpoint) => paths[endpoint.path]?.[endpoint.method]?.operationId !== endpoint.id,
    ).map((endpoint) => endpoint.id);
    expect(missing).toEqual([]);
  });

  it('when /api/openapi.json is read twice, then the same document answers (built once)', async () => {
    const first = await request(app).get('/api/openapi.json').expect(200);
    const second = await request(createTestApp().app).get('/api/openapi.json').expect(200);
    expect(second.text).toBe(first.text);
  });

  it('when /api/docs is opened, then it is an HTML page whose scripts and styles are all served by the API', async () => {
    const response = await request(app).get('/api/docs').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const assets = assetsOf(response.text);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    // No inline script: every <script> has a src.
    expect(response.text.match(/<script\b/g)?.length).toBe(
      response.text.match(/<script\b[^>]*\bsrc=/g)?.length,
    );
    for (const asset of assets) {
      // Same origin: a path on this API, never another host.
      expect(asset).toMatch(/^\/api\/docs\/[\w.-]+$/);
      const file = await request(app).get(asset).expect(200);
      expect(file.headers['content-type']).toMatch(/^(text\/javascript|text\/css|image\/png)/);
      expect(Number(file.headers['content-length'] ?? file.body?.length ?? 0)).toBeGreaterThan(0);
    }
  });

  it('when /api/docs is opened, then the Content-Security-Policy allows only its own scripts', async () => {
    const response = await request(app).get('/api/docs').expect(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-eval'/);
  });

  it('when a file the page does not have is asked for, then 404 not_found', async () => {
    for (const path of [
      '/api/docs/nope.js',
      '/api/docs/..%2Fpackage.json',
      '/api/docs/index.html',
    ]) {
      const response = await request(app).get(path).expect(404);
      expect(response.body.code).toBe('not_found');
    }
  });
});
