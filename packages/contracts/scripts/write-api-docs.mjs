// Writes docs/api.md: docs/api.intro.md (the general rules, by hand) followed by each endpoint's
// reference, rendered from the built endpoint table (dist; `pnpm docs:api` builds it first).
// `--out <file>` writes elsewhere (to look at the result without touching docs/api.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENDPOINT_LIST } from '../dist/api/endpoints.js';
import { renderApiMarkdown } from '../dist/api/api-markdown.js';

const docs = new URL('../../../docs/', import.meta.url);
const outAt = process.argv.indexOf('--out');
const out = outAt > 0 ? process.argv[outAt + 1] : fileURLToPath(new URL('api.md', docs));
if (!out) throw new Error('--out needs a file');

const intro = readFileSync(new URL('api.intro.md', docs), 'utf8');
writeFileSync(out, renderApiMarkdown(ENDPOINT_LIST, intro));
process.stdout.write(`Wrote ${out} (${ENDPOINT_LIST.length} endpoints).\n`);
