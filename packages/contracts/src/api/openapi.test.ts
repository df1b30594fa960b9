import { Validator } from '@seriousme/openapi-schema-validator';
import { z } from 'zod';
import { defineEndpoints, type Endpoint } from './endpoint.js';
import { ENDPOINT_LIST } from './endpoints.js';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi.js';

type Operation = {
  operationId: string;
  description: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { required: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, Record<string, unknown>>;
};

const operationOf = (document: OpenApiDocument, path: string, method: string) =>
  document.paths[path]?.[method] as Operation | undefined;

async function expectValid(document: OpenApiDocument): Promise<void> {
  const result = await new Validator().validate(document);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
}

interface Tree {
  name: string;
  children: Tree[];
}
const TreeSchema: z.ZodType<Tree> = z.lazy(() =>
  z.object({ name: z.string(), children: z.array(TreeSchema) }),
);

/** One endpoint of each kind the table can hold, whether or not the table has one yet. */
const SAMPLE = Object.values(
  defineEndpoints({
    sampleUpload: {
      method: 'post',
      path: '/api/sample/{id}/upload',
      tag: 'Samples',
      summary: 'Upload',
      auth: 'user',
      apiKey: 'media',
      params: z.object({ id: z.string().describe('The sample’s id.') }),
      body: z.object({
        caption: z.string().max(10).optional(),
        count: z.coerce.number().int().min(1).max(5),
      }),
      bodyType: 'multipart',
      jsonBody: z.object({ link: z.url() }),
      files: { media: { description: 'The image.', required: true } },
      answer: { kind: 'json', schema: z.object({ ok: z.literal(true) }), statuses: [201] },
      errors: [400, 401, 403, 413],
    },
    sampleForm: {
      method: 'post',
      path: '/api/sample/form',
      tag: 'Samples',
      summary: 'Form',
      auth: 'none',
      body: z.object({ state: z.string(), channel: z.string().optional() }),
      bodyType: 'form',
      answer: { kind: 'redirect' },
      errors: [400],
    },
    sampleTransforms: {
      method: 'get',
      path: '/api/sample/list',
      tag: 'Samples',
      summary: 'List',
      auth: 'user',
      apiKey: 'posts',
      query: z.preprocess(
        (value) => value,
        z.object({
          page: z.coerce.number().int().min(1).default(1),
          at: z.string().transform((text) => new Date(text)),
        }),
      ),
      answer: {
        kind: 'json',
        schema: z.object({ tree: TreeSchema, when: z.date(), size: z.string().transform(Number) }),
      },
      errors: [400, 401],
    },
    sampleFile: {
      method: 'get',
      path: '/api/sample/files/{key}',
      pathRest: true,
      tag: 'Samples',
      summary: 'File',
      auth: 'none',
      params: z.object({ key: z.string() }),
      answer: { kind: 'file', contentTypes: ['image/png', 'video/mp4'] },
      errors: [404],
    },
    samplePage: {
      method: 'get',
      path: '/api/sample/page',
      tag: 'Samples',
      summary: 'Page',
      auth: 'none',
      answer: { kind: 'html' },
      errors: [],
    },
    sampleDelete: {
      method: 'delete',
      path: '/api/sample/{id}',
      tag: 'Other samples',
      summary: 'Delete',
      auth: 'user',
      params: z.object({ id: z.string() }),
      body: z.object({ reason: z.string() }).optional(),
      answer: { kind: 'empty', status: 204 },
      errors: [401, 404],
    },
  }),
) as readonly Endpoint[];

describe('the OpenAPI document', () => {
  it('when built from the endpoint table, then it is a valid OpenAPI 3.1 document', async () => {
    await expectValid(buildOpenApiDocument());
  });

  it('when built from the endpoint table, then every endpoint is there at its method and path, with its tag and errors', () => {
    const document = buildOpenApiDocument();
    const tags = (document.tags as { name: string }[]).map((tag) => tag.name);
    for (const endpoint of ENDPOINT_LIST) {
      const operation = operationOf(document, endpoint.path, endpoint.method);
      expect([endpoint.id, operation?.operationId]).toEqual([endpoint.id, endpoint.id]);
      expect(tags).toContain(endpoint.tag);
      for (const status of [...endpoint.errors, 500])
        expect([endpoint.id, status, Boolean(operation!.responses[String(status)])]).toEqual([
          endpoint.id,
          status,
          true,
        ]);
    }
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(operations).toHaveLength(ENDPOINT_LIST.length);
  });

  it('when built with a server URL, then the document names it', () => {
    const document = buildOpenApiDocument(SAMPLE, { serverUrl: 'https://api.example' });
    expect(document.servers).toEqual([{ url: 'https://api.example' }]);
    expect(buildOpenApiDocument(SAMPLE).servers).toBeUndefined();
  });

  it('when an endpoint of each kind is described, then the document is valid and says each part', async () => {
    const document = buildOpenApiDocument(SAMPLE);
    await expectValid(document);
    expect(document.tags).toEqual([{ name: 'Samples' }, { name: 'Other samples' }]);

    const upload = operationOf(document, '/api/sample/{id}/upload', 'post')!;
    expect(upload.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        description: 'The sample’s id.',
        schema: { type: 'string' },
      },
    ]);
    const form = upload.requestBody!.content['multipart/form-data']!.schema;
    expect(form.required).toEqual(['count', 'media']);
    expect((form.properties as Record<string, unknown>).media).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    // The JSON it also takes instead of the form (a link rather than a file).
    expect(upload.requestBody!.content['application/json']!.schema).toMatchObject({
      required: ['link'],
      properties: { link: { type: 'string' } },
    });
    expect(Object.keys(upload.responses)).toEqual(['201', '400', '401', '403', '413', '500']);
    expect(upload.responses['400']).toEqual({ $ref: '#/components/responses/Error400' });
    expect(upload.security).toEqual([
      { sessionCookie: [] },
      { bearerAuth: [] },
      { apiKey: ['media:write'] },
    ]);
    expect(upload.description).toContain('`media:write`');

    const formPost = operationOf(document, '/api/sample/form', 'post')!;
    expect(Object.keys(formPost.requestBody!.content)).toEqual([
      'application/x-www-form-urlencoded',
    ]);
    expect(formPost.security).toEqual([]);
    expect(Object.keys(formPost.responses)).toEqual(['302', '303', '400', '500']);

    const list = operationOf(document, '/api/sample/list', 'get')!;
    expect(list.description).toContain('`posts:read`');
    // The query's input side: `page` may be left out (its default), `at` is the string sent.
    expect(list.parameters).toEqual([
      expect.objectContaining({ name: 'page', in: 'query', required: false }),
      { name: 'at', in: 'query', required: true, schema: { type: 'string' } },
    ]);
    // The recursive answer is a shared component; what JSON cannot say is left open.
    const answer = list.responses['200']!.content as Record<string, { schema: JsonObject }>;
    const answerSchema = answer['application/json']!.schema;
    const answerProperties = answerSchema.properties as Record<string, JsonObject>;
    expect(answerProperties.when).toEqual({});
    expect(JSON.stringify(answerSchema)).toContain('#/components/schemas/');

    const file = operationOf(document, '/api/sample/files/{key}', 'get')!;
    expect(Object.keys(file.responses['200']!.content as object)).toEqual([
      'image/png',
      'video/mp4',
    ]);
    expect(file.parameters![0]).toMatchObject({ name: 'key', in: 'path', required: true });

    const page = operationOf(document, '/api/sample/page', 'get')!;
    expect(Object.keys(page.responses)).toEqual(['200', '500']);
    expect(page.responses['200']!.content).toHaveProperty(['text/html']);

    const remove = operationOf(document, '/api/sample/{id}', 'delete')!;
    expect(remove.responses['204']).toEqual({ description: 'No Content' });
    expect(remove.requestBody!.required).toBe(false);
    expect(remove.description).toContain('API keys cannot call it');

    const components = document.components as Record<string, Record<string, unknown>>;
    expect(components.schemas!.ApiError).toMatchObject({ type: 'object' });
    expect(Object.keys(components.securitySchemes!)).toEqual([
      'sessionCookie',
      'bearerAuth',
      'apiKey',
    ]);
  });
});

type JsonObject = Record<string, unknown>;
