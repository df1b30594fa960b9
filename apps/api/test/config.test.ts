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
      loginPerEmail: { limit: 10, windowMs: 15 * 60_000 },
      loginPerIp: { limit: 50, windowMs: 15 * 60_000 },
      registerPerIp: { limit: 5, windowMs: 60 * 60_000 },
      codeCheckPerEmail: { limit: 10, windowMs: 15 * 60_000 },
      codeCheckPerIp: { limit: 50, windowMs: 15 * 60_000 },
      forgotPasswordPerEmail: { limit: 5, windowMs: 60 * 60_000 },
      forgotPasswordPerIp: { limit: 20, windowMs: 60 * 60_000 },
      contactPerEmail: { limit: 3, windowMs: 60 * 60_000 },
      contactPerIp: { limit: 5, windowMs: 60 * 60_000 },
      deleteAccountPerUser: { limit: 10, windowMs: 15 * 60_000 },
      deleteAccountPerIp: { limit: 50, windowMs: 15 * 60_000 },
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
    expect(config.rateLimits.loginPerIp).toEqual(
      loadApiConfig({ DATA_DIR: dataDir() }).rateLimits.loginPerIp,
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
});
