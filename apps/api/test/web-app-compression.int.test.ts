import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp } from './helpers/test-app.js';

/** The web app's own post-build step, run on the test's build. */
const PRECOMPRESS = resolve(import.meta.dirname, '../../web/scripts/precompress.js');
const LONG_CACHE = 'public, max-age=31536000, immutable';

/** Text that compresses, well over the 1 KB under which nothing is precompressed. */
const filler = (name: string) =>
  Array.from({ length: 200 }, (_, i) => `export const ${name}${i} = "${name} line ${i}";`).join(
    '\n',
  );

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, still encoded. */
  body: Buffer;
}

/** A GET whose body is kept as sent (fetch and supertest decode it). */
function getRaw(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<RawAnswer>((done, fail) => {
    get(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', fail);
    }).on('error', fail);
  });
}

const decoded = ({ headers, body }: RawAnswer) =>
  headers['content-encoding'] === 'br'
    ? brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(body)
      : body;

describe('the web app served precompressed', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'postcraft-web-'));
  mkdirSync(join(distDir, 'assets'));
  const files = {
    '/index.html': `<!doctype html><head></head><div id="root">Postcraft</div><!-- ${filler('app')} -->`,
    '/landing.html': `<!doctype html><head></head><div id="root">Landing</div><!-- ${filler('landing')} -->`,
    '/assets/app-abc123.js': filler('app'),
    '/assets/app-abc123.css': `:root{${Array.from({ length: 200 }, (_, i) => `--c${i}:#${i}`).join(';')}}`,
    '/assets/tiny-abc123.js': 'console.log(1)',
  };
  for (const [path, text] of Object.entries(files)) writeFileSync(join(distDir, path), text);
  execFileSync(process.execPath, [PRECOMPRESS, distDir]);

  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer(createTestApp({ WEB_DIST_DIR: distDir }).app);
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  it('when the build is precompressed, then each text file has a smaller brotli and gzip copy beside it', () => {
    for (const path of ['/index.html', '/assets/app-abc123.js', '/assets/app-abc123.css']) {
      const raw = readFileSync(join(distDir, path));
      const br = readFileSync(join(distDir, `${path}.br`));
      const gz = readFileSync(join(distDir, `${path}.gz`));
      expect(br.length).toBeLessThan(raw.length);
      expect(gz.length).toBeLessThan(raw.length);
      expect(brotliDecompressSync(br)).toEqual(raw);
      expect(gunzipSync(gz)).toEqual(raw);
    }
  });

  it('when a browser accepts brotli, then a hashed asset comes brotli-encoded with its type and a year-long immutable cache', async () => {
    for (const [path, type] of [
      ['/assets/app-abc123.js', 'text/javascript; charset=utf-8'],
      ['/assets/app-abc123.css', 'text/css; charset=utf-8'],
    ] as const) {
      // Browsers list gzip first: brotli is still chosen.
      const answer = await getRaw(base, path, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']?.toLowerCase()).toBe(type);
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe(LONG_CACHE);
      expect(decoded(answer).toString()).toBe(files[path]);
    }
  });

  it('when a client accepts gzip only, then the gzip copy answers', async () => {
    const answer = await getRaw(base, '/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe(LONG_CACHE);
    expect(decoded(answer).toString()).toBe(files['/assets/app-abc123.js']);
  });

  it('when a client accepts no encoding, then the file itself answers, still varying by Accept-Encoding', async () => {
    const answer = await getRaw(base, '/assets/app-abc123.js', { 'Accept-Encoding': 'identity' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toContain('Accept-Encoding');
    expect(answer.body.toString()).toBe(files['/assets/app-abc123.js']);
  });

  it('when a file is too small to gain from it, then it is sent as it is', async () => {
    const answer = await getRaw(base, '/assets/tiny-abc123.js', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(files['/assets/tiny-abc123.js']);
  });

  it('when a page is opened, then its HTML comes compressed and is revalidated on every visit', async () => {
    const app = await getRaw(base, '/calendar', { 'Accept-Encoding': 'gzip, br' });
    expect(app.headers['content-encoding']).toBe('br');
    expect(app.headers['content-type']?.toLowerCase()).toBe('text/html; charset=utf-8');
    expect(app.headers['cache-control']).toBe('no-cache');
    expect(decoded(app).toString()).toBe(files['/index.html']);

    const landing = await getRaw(base, '/', { 'Accept-Encoding': 'gzip' });
    expect(landing.headers['content-encoding']).toBe('gzip');
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.headers.vary).toMatch(/Accept-Encoding.*Cookie|Cookie.*Accept-Encoding/);
    expect(decoded(landing).toString()).toBe(files['/landing.html']);
  });
});
