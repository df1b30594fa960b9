// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the built web app, so the
// servers send them as they are instead of compressing each answer: the API (express-static-gzip)
// and nginx (gzip_static). Run after `vite build`:  node scripts/precompress.js [dist folder]
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const DIST = resolve(process.argv[2] ?? join(import.meta.dirname, '../dist'));
/** What browsers download and compresses well; images and fonts are compressed already. */
const EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
/** Smaller files gain less than their headers cost (nginx's gzip_min_length too). */
const MIN_BYTES = 1024;
/** Vite's manifest folder is for build tools, never served. */
const SKIPPED_FOLDERS = new Set(['.vite']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* textFiles(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* textFiles(path);
    } else if (entry.isFile() && EXTENSIONS.has(extname(entry.name))) {
      yield path;
    }
  }
}

async function precompress(path) {
  const raw = await readFile(path);
  if (raw.length < MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the file is useless: the servers then send the file itself.
  if (br.length < raw.length) await writeFile(`${path}.br`, br);
  if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
  return { raw: raw.length, br: br.length, gz: gz.length };
}

if (!(await stat(DIST).catch(() => null))?.isDirectory()) {
  throw new Error(`No built web app at ${DIST}: run vite build first`);
}
const totals = { files: 0, raw: 0, br: 0, gz: 0 };
for await (const path of textFiles(DIST)) {
  const sizes = await precompress(path);
  if (!sizes) continue;
  totals.files += 1;
  totals.raw += sizes.raw;
  totals.br += sizes.br;
  totals.gz += sizes.gz;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
process.stdout.write(
  `precompressed ${totals.files} files in ${relative(process.cwd(), DIST) || '.'}: ` +
    `${kb(totals.raw)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gz)}\n`,
);
