import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderApiMarkdown } from './api-markdown.js';
import { ENDPOINT_LIST } from './endpoints.js';

const docs = (name: string) => fileURLToPath(new URL(`../../../../docs/${name}`, import.meta.url));

describe('docs/api.md', () => {
  it('when the endpoint table or docs/api.intro.md changes, then docs/api.md is rendered again', () => {
    const rendered = renderApiMarkdown(ENDPOINT_LIST, readFileSync(docs('api.intro.md'), 'utf8'));
    const written = readFileSync(docs('api.md'), 'utf8');
    if (written !== rendered)
      throw new Error(
        'docs/api.md is not what the endpoint table and docs/api.intro.md render: run `pnpm docs:api` and commit docs/api.md.',
      );
  });
});
