import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { loadApiConfig } from '../src/config/env.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'postcraft-config-'));

describe('API configuration', () => {
  it('when nothing is set, then the embedded defaults apply', () => {
    const config = loadApiConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(4000);
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.corsOrigins).toEqual(['http://localhost:4000', 'http://localhost:5173']);
    expect(config.secrets.JWT_ACCESS_SECRET.length).toBeGreaterThan(30);
  });

  it('when nothing is set, then the account rate limits and the bcrypt cost are the documented ones', () => {
    const config = loadApiConfig({ DATA_DIR: dataDir() });
    expect(config.passwordHashCost).toBe(12);
    expect(config.rateLimits).toEqual({
      loginFailuresPerAccountAndIp: { limit: 10, windowMs: 15 * 60_000 },
      loginFailuresPerIp: { limit: 50, windowMs: 15 * 60_000 },
      registerPerIp: { limit: 5, windowMs: 60 * 60_000 },
      codeCheckPerEmail: { limit: 10, windowMs: 15 * 60_000 },
      codeCheckPerIp: { limit: 50, windowMs: 15 * 60_000 },
      forgotPasswordPerEmail: { limit: 5, windowMs: 60 * 60_000 },
      forgotPasswordPerIp: { limit: 20, windowMs: 60 * 60_000 },
      contactPerEmail: { limit: 3, windowMs: 60 * 60_000 },
      contactPerIp: { limit: 5, windowMs: 60 * 60_000 },
      deleteAccountPerUser: { limit: 10, windowMs: 15 * 60_000 },
      deleteAccountPerIp: { limit: 50, windowMs: 15 * 60_000 },
      mediaMissesPerIp: { limit: 60, windowMs: 60_000 },
      apiKeyRequests: { limit: 120, windowMs: 60_000 },
    });
  });

  it('when nothing is set, then logos may be 50 MB, go to DATA_DIR/media, and the site details are the defaults', () => {
    const dir = dataDir();
    const config = loadApiConfig({ DATA_DIR: dir });
    expect(config.logoMaxBytes).toBe(50 * 1024 * 1024);
    expect(config.mediaDir).toBe(join(dir, 'media'));
    expect(config.site).toEqual({
      contactEmail: 'team@postcraft.local',
      privacyEmail: 'team@postcraft.local',
      companyName: 'Postcraft',
      companyAddress: '',
      contactRetentionDays: 365,
    });
  });

  it('when CONTACT_RETENTION_DAYS is set, then the site details carry it; a wrong value names the key', () => {
    expect(
      loadApiConfig({ DATA_DIR: dataDir(), CONTACT_RETENTION_DAYS: '90' }).site
        .contactRetentionDays,
    ).toBe(90);
    expect(() => loadApiConfig({ DATA_DIR: dataDir(), CONTACT_RETENTION_DAYS: '0' })).toThrow(
      /CONTACT_RETENTION_DAYS/,
    );
  });

  it('when nothing is set, then a user may make 30 generations a minute and 2 at once, 20 uploads a minute and 2 at once, rendered on cores - 1 threads', () => {
    const config = loadApiConfig({ DATA_DIR: dataDir() });
    expect(config.usageLimits).toEqual({
      generationsPerUser: { limit: 30, windowMs: 60_000 },
      generationsAtOnce: 2,
      uploadsPerUser: { limit: 20, windowMs: 60_000 },
      uploadsAtOnce: 2,
    });
    expect(config.render).toEqual({
      threads: Math.max(1, availableParallelism() - 1),
      maxQueue: 16,
    });
  });

  it('when the generation, upload and render settings are set, then they apply; a wrong value names its key', () => {
    const config = loadApiConfig({
      DATA_DIR: dataDir(),
      GENERATION_LIMIT_PER_MINUTE: '60',
      GENERATION_CONCURRENCY_PER_USER: '3',
      UPLOAD_LIMIT_PER_MINUTE: '40',
      UPLOAD_CONCURRENCY_PER_USER: '4',
      RENDER_THREADS: '6',
      RENDER_QUEUE_SIZE: '32',
    });
    expect(config.usageLimits).toEqual({
      generationsPerUser: { limit: 60, windowMs: 60_000 },
      generationsAtOnce: 3,
      uploadsPerUser: { limit: 40, windowMs: 60_000 },
      uploadsAtOnce: 4,
    });
    expect(config.render).toEqual({ threads: 6, maxQueue: 32 });
    for (const [key, value] of [
      ['GENERATION_LIMIT_PER_MINUTE', '0'],
      ['GENERATION_CONCURRENCY_PER_USER', 'two'],
      ['UPLOAD_LIMIT_PER_MINUTE', '-1'],
      ['UPLOAD_CONCURRENCY_PER_USER', '1.5'],
      ['RENDER_THREADS', '0'],
      ['RENDER_QUEUE_SIZE', 'many'],
    ]) {
      expect(() => loadApiConfig({ DATA_DIR: dataDir(), [key!]: value })).toThrow(new RegExp(key!));
    }
  });

  it('when SIGNUP_LIMIT_PER_HOUR is set, then only the sign-up limit per address follows it', () => {
    const config = loadApiConfig({ DATA_DIR: dataDir(), SIGNUP_LIMIT_PER_HOUR: '40' });
    expect(config.rateLimits.registerPerIp).toEqual({ limit: 40, windowMs: 60 * 60_000 });
    expect(config.rateLimits.loginFailuresPerIp).toEqual(
      loadApiConfig({ DATA_DIR: dataDir() }).rateLimits.loginFailuresPerIp,
    );
    expect(() => loadApiConfig({ DATA_DIR: dataDir(), SIGNUP_LIMIT_PER_HOUR: '0' })).toThrow(
      /SIGNUP_LIMIT_PER_HOUR/,
    );
  });

  it('when LOGO_MAX_SIZE is set, then the logo limit follows it', () => {
    expect(loadApiConfig({ DATA_DIR: dataDir(), LOGO_MAX_SIZE: '512kb' }).logoMaxBytes).toBe(
      512 * 1024,
    );
    expect(() => loadApiConfig({ DATA_DIR: dataDir(), LOGO_MAX_SIZE: '50 MB' })).toThrow(
      /LOGO_MAX_SIZE/,
    );
  });

  it('when the media miss and logo render variables are set, then their limits follow them', () => {
    const defaults = loadApiConfig({ DATA_DIR: dataDir() });
    expect([defaults.logoRenderTimeoutMs, defaults.logoRenderConcurrency]).toEqual([5000, 2]);
    const config = loadApiConfig({
      DATA_DIR: dataDir(),
      MEDIA_MISS_LIMIT_PER_MINUTE: '300',
      LOGO_RENDER_TIMEOUT_MS: '2500',
      LOGO_RENDER_CONCURRENCY: '4',
    });
    expect(config.rateLimits.mediaMissesPerIp).toEqual({ limit: 300, windowMs: 60_000 });
    expect([config.logoRenderTimeoutMs, config.logoRenderConcurrency]).toEqual([2500, 4]);
    for (const [key, value] of [
      ['MEDIA_MISS_LIMIT_PER_MINUTE', '0'],
      ['LOGO_RENDER_TIMEOUT_MS', '10'],
      ['LOGO_RENDER_CONCURRENCY', '0'],
    ] as const) {
      expect(() => loadApiConfig({ DATA_DIR: dataDir(), [key]: value })).toThrow(key);
    }
  });

  it('when CONTACT_EMAIL is not an address, then the message names the key', () => {
    expect(() => loadApiConfig({ DATA_DIR: dataDir(), CONTACT_EMAIL: 'team' })).toThrow(
      /CONTACT_EMAIL/,
    );
  });

  it('when production lacks its secrets, then it refuses to start', () => {
    expect(() => loadApiConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /JWT_ACCESS_SECRET/,
    );
  });

  it('when a value is malformed, then the message names the key', () => {
    expect(() => loadApiConfig({ PORT: 'abc', DATA_DIR: dataDir() })).toThrow(
      /api: invalid configuration[\s\S]*PORT/,
    );
  });

  it('when no AI_* variable is set, then the local generator is used; all three set the provider', () => {
    expect(loadApiConfig({ DATA_DIR: dataDir() }).ai).toBeNull();
    const ai = {
      AI_BASE_URL: 'https://ai.example/v1',
      AI_API_KEY: 'sk-1',
      AI_TEXT_MODEL: 'text-model',
    };
    expect(loadApiConfig({ DATA_DIR: dataDir(), ...ai }).ai).toEqual({
      baseUrl: 'https://ai.example/v1',
      apiKey: 'sk-1',
      textModel: 'text-model',
      imageModel: null,
      speechModel: null,
      transcriptionModel: null,
      timeoutMs: 60_000,
    });
    expect(
      loadApiConfig({ DATA_DIR: dataDir(), ...ai, AI_IMAGE_MODEL: 'img', AI_TIMEOUT_MS: '5000' })
        .ai,
    ).toMatchObject({ imageModel: 'img', timeoutMs: 5000 });
  });

  it('when only some AI_* variables are set, then it refuses to start and names them', () => {
    expect(() => loadApiConfig({ DATA_DIR: dataDir(), AI_API_KEY: 'sk-1' })).toThrow(
      /AI_BASE_URL, AI_API_KEY and AI_TEXT_MODEL/,
    );
    expect(() =>
      loadApiConfig({
        DATA_DIR: dataDir(),
        AI_BASE_URL: 'not a url',
        AI_API_KEY: 'k',
        AI_TEXT_MODEL: 'm',
      }),
    ).toThrow(/AI_BASE_URL/);
  });

  describe('TRUST_PROXY', () => {
    const trustProxyOf = (value?: string, env: NodeJS.ProcessEnv = {}) =>
      loadApiConfig({ DATA_DIR: dataDir(), ...env, TRUST_PROXY: value }).trustProxy;

    it('when it is unset, false or 0, then no proxy is trusted', () => {
      expect(trustProxyOf(undefined)).toBe(false);
      expect(trustProxyOf('false')).toBe(false);
      expect(trustProxyOf('0')).toBe(false);
    });

    it('when it is a hop count, then that many proxies are trusted; a count over 10 is refused', () => {
      expect(trustProxyOf('1')).toBe(1);
      expect(trustProxyOf(' 2 ')).toBe(2);
      expect(() => trustProxyOf('11')).toThrow(/TRUST_PROXY: a hop count from 1 to 10/);
    });

    it('when it lists addresses, ranges and named ranges, then exactly those proxies are trusted', () => {
      expect(trustProxyOf('10.0.0.0/8')).toEqual(['10.0.0.0/8']);
      expect(trustProxyOf('loopback, 172.16.0.0/12,fd00::/8 ,192.0.2.7')).toEqual([
        'loopback',
        '172.16.0.0/12',
        'fd00::/8',
        '192.0.2.7',
      ]);
      expect(trustProxyOf('linklocal,uniquelocal')).toEqual(['linklocal', 'uniquelocal']);
    });

    it('when an entry is not an address, a range or a named range, then it refuses to start and names it', () => {
      expect(() => trustProxyOf('10.0.0.0/33')).toThrow(/TRUST_PROXY: .*10\.0\.0\.0\/33/);
      expect(() => trustProxyOf('proxy.internal')).toThrow(/TRUST_PROXY: .*proxy\.internal/);
      expect(() => trustProxyOf('yes')).toThrow(/TRUST_PROXY/);
    });

    it('when it is true, then it refuses to start in production and elsewhere, saying what to write instead', () => {
      const secrets = {
        JWT_ACCESS_SECRET: 'a'.repeat(32),
        JWT_REFRESH_SECRET: 'b'.repeat(32),
        COOKIE_SECRET: 'c'.repeat(32),
        ENCRYPTION_KEY: 'd'.repeat(32),
      };
      expect(() => trustProxyOf('true', { NODE_ENV: 'production', ...secrets })).toThrow(
        /TRUST_PROXY: true would trust every hop[\s\S]*TRUST_PROXY=1/,
      );
      expect(() => trustProxyOf('true')).toThrow(/TRUST_PROXY: true would trust every hop/);
      expect(() => trustProxyOf('TRUE', { NODE_ENV: 'test' })).toThrow(/TRUST_PROXY/);
    });
  });
});
