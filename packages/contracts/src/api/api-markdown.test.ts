import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { API_MARKDOWN_NOTICE, renderApiMarkdown, typeOf } from './api-markdown.js';
import { defineEndpoints, type Endpoint } from './endpoint.js';
import { ENDPOINT_LIST } from './endpoints.js';

const INTRO = '# HTTP API\n\nThe general rules.\n';

const SAMPLE = Object.values(
  defineEndpoints({
    sampleSchedule: {
      method: 'post',
      path: '/api/sample/{id}/schedule',
      tag: 'Samples',
      summary: 'Schedule a sample',
      description: 'Schedules it.',
      auth: 'user',
      apiKey: 'posts',
      params: z.object({ id: z.string().describe('The sample’s id.') }),
      query: z.object({ dryRun: z.enum(['yes', 'no']).optional() }),
      body: z.object({
        caption: z.string().max(2200).describe('What the post says.'),
        platforms: z.array(z.string()).min(1).meta({ description: 'Where it goes.' }),
      }),
      bodyType: 'multipart',
      files: { media: { description: 'The image or video.', required: false } },
      answer: {
        kind: 'json',
        schema: z.object({ success: z.literal(true), data: z.object({ id: z.string() }) }),
        statuses: [201],
      },
      errors: [400, 401, 403],
    },
    samplePage: {
      method: 'get',
      path: '/api/sample/page',
      tag: 'Other samples',
      summary: 'A page',
      auth: 'none',
      answer: { kind: 'html' },
      errors: [],
    },
  }),
) as readonly Endpoint[];

describe('the API reference in Markdown', () => {
  it('when the table is rendered into a file, then it holds the intro and every endpoint under its tag', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'api-markdown-')), 'api.md');
    writeFileSync(file, renderApiMarkdown(ENDPOINT_LIST, INTRO));
    const markdown = readFileSync(file, 'utf8');
    expect(
      markdown.startsWith(`${API_MARKDOWN_NOTICE}\n\n# HTTP API\n\nThe general rules.\n`),
    ).toBe(true);
    for (const endpoint of ENDPOINT_LIST) {
      expect(markdown).toContain(`#### ${endpoint.method.toUpperCase()} \`${endpoint.path}\``);
      expect(markdown).toContain(`### ${endpoint.tag}\n`);
    }
    expect(markdown.endsWith('\n')).toBe(true);
    expect(markdown).not.toMatch(/\n\n\n/);
  });

  it('when an endpoint is rendered, then it says who may call it, each field with its type, whether required and description, its answers and errors', () => {
    const markdown = renderApiMarkdown(SAMPLE, INTRO);
    expect(markdown).toContain(
      '#### POST `/api/sample/{id}/schedule`\n\n**Schedule a sample** (`sampleSchedule`)\n\nSchedules it.',
    );
    expect(markdown).toContain(
      'an API key (`Authorization: Bearer pcft_…`) with the scope `posts:write`',
    );
    expect(markdown).toContain('| `id` | `string` | yes | The sample’s id. |');
    expect(markdown).toContain('| `dryRun` | `"yes" \\| "no"` | no |  |');
    expect(markdown).toContain('**Multipart form (`multipart/form-data`)**');
    expect(markdown).toContain(
      '| `caption` | `string` | yes | What the post says. — at most 2200 characters |',
    );
    expect(markdown).toContain(
      '| `platforms` | `string[]` | yes | Where it goes. — at least 1 items |',
    );
    expect(markdown).toContain('| `media` | `file` | no | The image or video. |');
    expect(markdown).toContain('- `201` Created: JSON `{ success, data: { id } }`');
    expect(markdown).toContain('- `403` Forbidden.');
    expect(markdown).toContain('- `500` Internal Server Error.');
    expect(markdown).toContain('### Other samples\n\n#### GET `/api/sample/page`');
    expect(markdown).toContain('**Who may call:** Anyone: no authentication.');
    expect(markdown).toContain('- `200` OK: an HTML page');
  });

  it('when schemas are typed, then unions, arrays, nullables and formats read as short types', () => {
    expect(typeOf({ type: ['string', 'null'] })).toBe('string | null');
    expect(
      typeOf({ type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'number' }] } }),
    ).toBe('(string | number)[]');
    expect(typeOf({ type: 'string', format: 'date-time' })).toBe('string (date-time)');
    expect(typeOf({ $ref: '#/components/schemas/ApiError' })).toBe('ApiError');
    expect(typeOf({})).toBe('any');
  });
});
