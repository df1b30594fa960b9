import { sandboxSecretFromKey } from '@postcraft/platforms';
import { mkdtempSync, readFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadWorkerConfig } from '../src/config/env.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'postcraft-worker-config-'));

describe('worker configuration', () => {
  it('when nothing is set, then mail, contact and media settings are the ones the API uses', () => {
    const dir = dataDir();
    expect(loadWorkerConfig({ DATA_DIR: dir })).toMatchObject({
      mailFrom: 'Postcraft <no-reply@postcraft.local>',
      contactEmail: 'team@postcraft.local',
      contactRetentionDays: 365,
      mediaDir: join(dir, 'media'),
    });
  });

  it('when the mail and retention keys are set, then they are read; a wrong one is named', () => {
    const config = loadWorkerConfig({
      DATA_DIR: dataDir(),
      SMTP_URL: 'smtp://127.0.0.1:2525',
      CONTACT_EMAIL: 'ops@example.org',
      CONTACT_RETENTION_DAYS: '30',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtp://127.0.0.1:2525',
      contactEmail: 'ops@example.org',
      contactRetentionDays: 30,
    });
    expect(() => loadWorkerConfig({ DATA_DIR: dataDir(), SMTP_URL: 'http://mail' })).toThrow(
      /worker: invalid configuration[\s\S]*SMTP_URL/,
    );
    expect(() =>
      loadWorkerConfig({ DATA_DIR: dataDir(), CONTACT_RETENTION_DAYS: 'a year' }),
    ).toThrow(/CONTACT_RETENTION_DAYS/);
  });

  it('when the API runs on its defaults, then the worker reaches the same sandbox with the same client secret', () => {
    const dir = dataDir();
    const config = loadWorkerConfig({ DATA_DIR: dir, PORT: '4100' });
    const secrets = JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'));
    expect(config.encryptionKey).toBe(secrets.ENCRYPTION_KEY);
    expect(config.platforms.sandbox).toEqual({
      enabled: true,
      baseUrl: 'http://localhost:4100/sandbox',
      clientId: 'postcraft-sandbox',
      clientSecret: `sandbox-${sandboxSecretFromKey(secrets.ENCRYPTION_KEY)}`,
    });
    expect(
      loadWorkerConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://app.example.org/' }).platforms.sandbox
        .baseUrl,
    ).toBe('https://app.example.org/sandbox');
  });

  it('when a platform has half of its credentials, then the worker refuses to start and says which', () => {
    expect(() => loadWorkerConfig({ DATA_DIR: dataDir(), LINKEDIN_CLIENT_ID: 'id' })).toThrow(
      /LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET/,
    );
  });

  it('when RENDER_CONCURRENCY is set, then renders get that many slots of their own; 0 is refused', () => {
    const config = loadWorkerConfig({ DATA_DIR: dataDir(), RENDER_CONCURRENCY: '2' });
    expect(config.render).toMatchObject({ concurrency: 2, maxAttempts: 3 });
    // Renders and reels jobs (REELS_CONCURRENCY, 1 by default) each have their own slots.
    expect(config.maxConcurrency).toBe(
      config.concurrency + config.publish.concurrency + 2 + config.reels.concurrency,
    );
    expect(
      loadWorkerConfig({ DATA_DIR: dataDir(), REELS_CONCURRENCY: '3' }).reels.concurrency,
    ).toBe(3);
    expect(() => loadWorkerConfig({ DATA_DIR: dataDir(), RENDER_CONCURRENCY: '0' })).toThrow(
      /RENDER_CONCURRENCY/u,
    );
  });

  it('when AUTOPILOT_PLAN_CONCURRENCY is set, then a worker plans that many users at once (4 unless said); 0 is refused', () => {
    expect(loadWorkerConfig({ DATA_DIR: dataDir() }).autopilot.concurrency).toBe(4);
    expect(
      loadWorkerConfig({ DATA_DIR: dataDir(), AUTOPILOT_PLAN_CONCURRENCY: '1' }).autopilot
        .concurrency,
    ).toBe(1);
    expect(() =>
      loadWorkerConfig({ DATA_DIR: dataDir(), AUTOPILOT_PLAN_CONCURRENCY: '0' }),
    ).toThrow(/AUTOPILOT_PLAN_CONCURRENCY/u);
  });

  it('when publish caps are set per platform, then they are read; a wrong one is named', () => {
    const config = loadWorkerConfig({
      DATA_DIR: dataDir(),
      PUBLISH_CONCURRENCY: '40',
      PUBLISH_PLATFORM_CONCURRENCY: '8',
      PUBLISH_PLATFORM_CONCURRENCY_TWITTER: '2',
    });
    expect(config.publish).toMatchObject({
      concurrency: 40,
      defaultPlatformConcurrency: 8,
      platformConcurrency: { twitter: 2 },
    });
    // Renders and reels jobs have their own slots (1 each by default) on top.
    expect(config.maxConcurrency).toBe(config.concurrency + 40 + 1 + 1);
    expect(() =>
      loadWorkerConfig({ DATA_DIR: dataDir(), PUBLISH_PLATFORM_CONCURRENCY_LINKEDIN: '0' }),
    ).toThrow('PUBLISH_PLATFORM_CONCURRENCY_LINKEDIN must be a whole number from 1 to 500');
  });

  it('when no WORKER_NAME is set, then each load names the worker hostname-pid-random, never twice the same; WORKER_NAME overrides it', () => {
    const dir = dataDir();
    const names = Array.from({ length: 20 }, () => loadWorkerConfig({ DATA_DIR: dir }).name);
    const prefix = `${hostname()}-${process.pid}-`;
    expect(names.every((name) => name.startsWith(prefix) && name.length > prefix.length)).toBe(
      true,
    );
    expect(new Set(names).size).toBe(names.length);
    expect(loadWorkerConfig({ DATA_DIR: dir, WORKER_NAME: 'replica-a' }).name).toBe('replica-a');
  });

  it('when DATABASE_URL is not a PostgreSQL URL, then the worker refuses to start and says so', () => {
    expect(
      loadWorkerConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u:p@db:5432/postcraft' })
        .databaseUrl,
    ).toBe('postgres://u:p@db:5432/postcraft');
    expect(() => loadWorkerConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://db' })).toThrow(
      /DATABASE_URL/,
    );
  });
});
