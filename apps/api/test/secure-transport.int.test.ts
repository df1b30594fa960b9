import { ACCESS_COOKIE, REFRESH_COOKIE } from '../src/lib/auth.js';
import { SESSION_HINT_COOKIE } from '@postcraft/contracts';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { createTestApp } from './helpers/test-app.js';

const SESSION_COOKIES = [ACCESS_COOKIE, REFRESH_COOKIE, SESSION_HINT_COOKIE];

/** The Set-Cookie lines of an answer, by cookie name. */
function setCookies(headers: Record<string, unknown>): Map<string, string> {
  const lines = (headers['set-cookie'] ?? []) as string[];
  return new Map(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

const isSecure = (line: string | undefined) => /;\s*Secure(;|$)/i.test(line ?? '');

describe('https behind a proxy: Secure cookies and HSTS', () => {
  let bed: AccountTestBed;
  let user: { email: string; password: string };
  beforeAll(async () => {
    bed = await startAccountTestBed();
    user = await createVerifiedUser(bed);
  });
  afterAll(() => bed.stop());

  const login = (app: AccountTestBed['app'], forwardedProto?: string) => {
    const call = request(app).post('/api/user/login');
    if (forwardedProto) call.set('X-Forwarded-Proto', forwardedProto);
    return call.send({ email: user.email, password: user.password }).expect(200);
  };

  it('when a trusted proxy says the request came over https, then every session cookie is Secure', async () => {
    const app = bed.newApp({ env: { TRUST_PROXY: '1' } });
    const cookies = setCookies((await login(app, 'https')).headers);
    for (const name of SESSION_COOKIES) expect(isSecure(cookies.get(name))).toBe(true);
  });

  it('when a trusted proxy says http, then the cookies are not Secure (PUBLIC_URL is http)', async () => {
    const app = bed.newApp({ env: { TRUST_PROXY: '1' } });
    const cookies = setCookies((await login(app, 'http')).headers);
    for (const name of SESSION_COOKIES) {
      expect(cookies.get(name)).toBeDefined();
      expect(isSecure(cookies.get(name))).toBe(false);
    }
  });

  it('when no proxy is trusted, then X-Forwarded-Proto: https over plain http does not make cookies Secure', async () => {
    const cookies = setCookies((await login(bed.newApp(), 'https')).headers);
    for (const name of SESSION_COOKIES) {
      expect(cookies.get(name)).toBeDefined();
      expect(isSecure(cookies.get(name))).toBe(false);
    }
  });

  it('when PUBLIC_URL is https, then the cookies are Secure even over a plain http hop', async () => {
    const app = bed.newApp({ env: { PUBLIC_URL: 'https://postcraft.example' } });
    const cookies = setCookies((await login(app)).headers);
    for (const name of SESSION_COOKIES) expect(isSecure(cookies.get(name))).toBe(true);
  });

  it('when the request came over https through a trusted proxy, then HSTS is sent', async () => {
    const app = bed.newApp({ env: { TRUST_PROXY: '1' } });
    const answer = await request(app).get('/healthz').set('X-Forwarded-Proto', 'https');
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });

  it('when the request came over plain http, then no HSTS, whatever X-Forwarded-Proto an untrusted client sends', async () => {
    const trusting = bed.newApp({ env: { TRUST_PROXY: '1' } });
    const plain = await request(trusting).get('/healthz').set('X-Forwarded-Proto', 'http');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const direct = await request(bed.newApp()).get('/healthz');
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    const forged = await request(bed.newApp()).get('/healthz').set('X-Forwarded-Proto', 'https');
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const httpsPublicUrl = bed.newApp({ env: { PUBLIC_URL: 'https://postcraft.example' } });
    const overHttp = await request(httpsPublicUrl).get('/healthz');
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Content-Security-Policy connect-src', () => {
  const connectSrc = async (env: NodeJS.ProcessEnv) => {
    const { app } = createTestApp(env);
    const policy = (await request(app).get('/healthz')).headers['content-security-policy'] ?? '';
    return /(?:^|;)connect-src ([^;]*)/.exec(policy)?.[1];
  };

  it('when PUBLIC_URL is http, then connect-src is self and its ws origin only', async () => {
    expect(await connectSrc({ PUBLIC_URL: 'http://localhost:4000' })).toBe(
      "'self' ws://localhost:4000",
    );
  });

  it('when PUBLIC_URL is https, then connect-src is self and its wss origin, not every ws: or wss: host', async () => {
    const sources = await connectSrc({
      PUBLIC_URL: 'https://app.postcraft.example:8443/',
      CORS_ORIGINS: 'https://a.example',
    });
    expect(sources).toBe("'self' wss://app.postcraft.example:8443");
    expect(sources?.split(' ')).not.toEqual(expect.arrayContaining(['ws:']));
    expect(sources?.split(' ')).not.toEqual(expect.arrayContaining(['wss:']));
  });
});
