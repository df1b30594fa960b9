import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiErrorSchema, SESSION_HINT_COOKIE } from '@postcraft/contracts';
import request from 'supertest';
import { createTestApp } from './helpers/test-app.js';

describe('HTTP basics', () => {
  const { app } = createTestApp();

  it('when an /api route does not exist, then the answer is a 404 JSON error', async () => {
    const response = await request(app).get('/api/nope').expect(404).expect('content-type', /json/);
    expect(ApiErrorSchema.parse(response.body)).toMatchObject({ code: 'not_found' });
    expect(response.body.message).toContain('/api/nope');
  });

  it('when the body is not JSON, then the answer is a 400 saying so', async () => {
    const response = await request(app)
      .post('/api/anything')
      .set('content-type', 'application/json')
      .send('{"broken": ')
      .expect(400);
    expect(response.body).toEqual({
      message: 'The request body is not valid JSON.',
      code: 'malformed_body',
    });
  });

  it('when a JSON body is in UTF-16, then the answer is the documented 415, in the request language', async () => {
    const utf16 = Buffer.from('\uFEFF{"email":"a@example.com","password":"x"}', 'utf16le');
    const send = (language: string) =>
      request(app)
        .post('/api/user/login')
        .set('Content-Type', 'application/json; charset=utf-16')
        .set('Accept-Language', language)
        .send(utf16)
        .expect(415);
    expect((await send('en')).body).toEqual({
      message: 'This charset is not supported: send the body in UTF-8.',
      code: 'unsupported_media_type',
    });
    expect((await send('fr')).body).toEqual({
      message: "Ce jeu de caractères n'est pas pris en charge : envoyez le corps en UTF-8.",
      code: 'unsupported_media_type',
    });
    const utf16be = await request(app)
      .post('/api/contact')
      .set('Content-Type', 'application/json; charset="UTF-16BE"')
      .send(Buffer.from('{}', 'utf16le').swap16())
      .expect(415);
    expect(utf16be.body.code).toBe('unsupported_media_type');
  });

  it('when a JSON body says charset=utf-8 in any case, then it is read', async () => {
    const response = await request(app)
      .post('/api/anything')
      .set('Content-Type', 'application/json; charset=UTF-8')
      .send('{"a":1}')
      .expect(404);
    expect(response.body.code).toBe('not_found');
  });

  it('when the body is larger than the limit, then the answer is 413', async () => {
    const { app: small } = createTestApp({ BODY_LIMIT: '1kb' });
    const response = await request(small)
      .post('/api/anything')
      .send({ text: 'x'.repeat(2_000) })
      .expect(413);
    expect(response.body.code).toBe('payload_too_large');
  });

  it('when no web app is served, then script-src is only self: no inline script runs', async () => {
    const policy = (await request(app).get('/healthz')).headers['content-security-policy'];
    expect(policy).toMatch(/(^|;)script-src 'self'(;|$)/);
  });

  it('when a page plays a video preview from a picked file, then media-src allows blob: and its own origin only', async () => {
    const policy = (await request(app).get('/healthz')).headers['content-security-policy'];
    expect(policy).toMatch(/(^|;)media-src 'self' blob:(;|$)/);
  });

  it('when the Docker web image serves the app, then its nginx policy has the same media-src', () => {
    const conf = readFileSync(join(import.meta.dirname, '../../../docker/nginx.conf'), 'utf8');
    expect(conf).toContain("media-src 'self' blob:;");
  });

  it('when a request arrives, then the answer carries a request id and security headers', async () => {
    const response = await request(app).get('/healthz').set('x-request-id', 'abc-123');
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect((await request(app).get('/healthz')).headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('when the web origin calls the API, then CORS allows it with credentials; other origins are not allowed', async () => {
    const allowed = await request(app).options('/api/nope').set('Origin', 'http://localhost:5173');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const denied = await request(app).options('/api/nope').set('Origin', 'https://evil.example');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});

const THEME_SCRIPT = `
      if (localStorage.getItem('postcraft.theme') === 'dark') document.documentElement.classList.add('dark');
    `;

describe('serving the web app', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'postcraft-web-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    `<!doctype html><head><script>${THEME_SCRIPT}</script></head><div id="root">Postcraft</div><script type="module" crossorigin src="/assets/app-abc.js"></script>`,
  );
  writeFileSync(
    join(distDir, 'landing.html'),
    `<!doctype html><head><script>${THEME_SCRIPT}</script></head><div id="root">Landing</div><script type="module" crossorigin src="/assets/landing-abc.js"></script>`,
  );
  writeFileSync(join(distDir, 'assets', 'app-abc.js'), 'console.log(1)');
  const { app } = createTestApp({ WEB_DIST_DIR: distDir });

  it('when a page path is asked for, then index.html answers so the client router can show it', async () => {
    for (const path of ['/login', '/experience/niche', '/anything/unknown', '/privacy-policy']) {
      const response = await request(app).get(path).expect(200).expect('content-type', /html/);
      expect(response.text).toContain('Postcraft');
    }
  });

  it('when a visitor opens / or /home, then the landing page answers, not the app', async () => {
    for (const path of ['/', '/home']) {
      const response = await request(app).get(path).expect(200).expect('content-type', /html/);
      expect(response.text).toContain('Landing');
      expect(response.headers.vary).toContain('Cookie');
    }
  });

  it('when a browser holding the session hint opens / or /home, then the app answers (it sends a signed-in user on)', async () => {
    for (const path of ['/', '/home']) {
      const response = await request(app)
        .get(path)
        .set('Cookie', `${SESSION_HINT_COOKIE}=1`)
        .expect(200);
      expect(response.text).toContain('Postcraft');
      expect(response.text).not.toContain('Landing');
    }
  });

  it('when a page is served, then its CSP allows the inline theme script by its hash and no other inline script', async () => {
    const policy = (await request(app).get('/login').expect(200)).headers[
      'content-security-policy'
    ] as string;
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1];
    const expected = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(scriptSrc).toBe(`'self' 'sha256-${expected}'`);
    expect(policy).toContain("script-src-attr 'none'");
  });

  it('when a hashed asset is asked for, then it is served with a long cache', async () => {
    const response = await request(app).get('/assets/app-abc.js').expect(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('when an unknown /api path is asked for, then it is still a JSON 404, not the web app', async () => {
    await request(app).get('/api/nope').expect(404).expect('content-type', /json/);
  });

  it('when a missing /media file is asked for, then it is a 404, not the web app', async () => {
    await request(app).get('/media/logos/nope.png').expect(404).expect('content-type', /json/);
  });
});
