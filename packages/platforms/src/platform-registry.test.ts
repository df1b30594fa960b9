import { createPlatformRegistry } from './platform-registry.js';
import { readPlatformsConfig } from './platforms-config.js';

const context = {
  publicUrl: 'https://app.example.com/',
  isProduction: false,
  fallbackSandboxSecret: 'derived',
};

describe('platform configuration and registry', () => {
  it('offers a platform only when both credentials are set, and says why the others are not offered', () => {
    const config = readPlatformsConfig(
      { LINKEDIN_CLIENT_ID: 'id', LINKEDIN_CLIENT_SECRET: 'secret', TELEGRAM_BOT_TOKEN: '123:abc' },
      context,
    );
    const registry = createPlatformRegistry(config);
    const byId = Object.fromEntries(registry.list().map((entry) => [entry.platform, entry]));

    expect(byId.linkedin).toMatchObject({
      status: 'available',
      connection: 'oauth2',
      reason: null,
    });
    expect(byId.telegram).toMatchObject({ status: 'available', connection: 'bot-channel' });
    expect(byId.twitter).toMatchObject({
      status: 'unconfigured',
      reason: 'Set TWITTER_CLIENT_ID and TWITTER_CLIENT_SECRET to enable.',
    });
    expect(byId.whatsapp?.status).toBe('unavailable');
    expect(byId.snapchat?.status).toBe('unavailable');
    expect(byId.sandbox).toMatchObject({ status: 'available', name: 'Sandbox' });
    expect(registry.find('linkedin')?.id).toBe('linkedin');
    expect(registry.find('twitter')).toBeNull();
  });

  it('refuses half a credential pair and a malformed sandbox flag', () => {
    expect(() => readPlatformsConfig({ TIKTOK_CLIENT_ID: 'id' }, context)).toThrow(
      'TIKTOK_CLIENT_ID and TIKTOK_CLIENT_SECRET must be set together',
    );
    expect(() => readPlatformsConfig({ SANDBOX_PLATFORM: 'yes' }, context)).toThrow(
      'SANDBOX_PLATFORM must be true or false',
    );
  });

  it('puts the sandbox under the public URL, off in production unless asked, and reads URL overrides', () => {
    const config = readPlatformsConfig(
      { LINKEDIN_URL_API: 'http://127.0.0.1:9/', PINTEREST_URL_OAUTH_TOKEN: 'http://x' },
      context,
    );
    expect(config.sandbox).toMatchObject({
      enabled: true,
      baseUrl: 'https://app.example.com/sandbox',
      clientSecret: 'sandbox-derived',
    });
    expect(config.urlOverrides).toEqual({
      linkedin: { api: 'http://127.0.0.1:9' },
      pinterest: { oauthToken: 'http://x' },
    });

    const production = readPlatformsConfig({}, { ...context, isProduction: true });
    expect(production.sandbox.enabled).toBe(false);
    expect(
      createPlatformRegistry(production)
        .list()
        .some((entry) => entry.platform === 'sandbox'),
    ).toBe(false);
    expect(
      readPlatformsConfig({ SANDBOX_PLATFORM: 'true' }, { ...context, isProduction: true }).sandbox
        .enabled,
    ).toBe(true);
  });
});

describe('platform call timeout', () => {
  it('when a platform holds a publish past the timeout, then the call fails as a provider error whose outcome is unknown', async () => {
    const { startStandIn } = await import('./test-support/stand-in-server.js');
    const held: Array<() => void> = [];
    const platform = await startStandIn({
      'POST /api/posts': () =>
        new Promise((resolve) => held.push(() => resolve({ status: 201, json: { id: 'late' } }))),
    });
    try {
      const registry = createPlatformRegistry(
        {
          credentials: {},
          telegramBotToken: null,
          sandbox: { enabled: true, clientId: 'c', clientSecret: 's', baseUrl: platform.url },
          urlOverrides: {},
        },
        { requestTimeoutMs: 200 },
      );
      const publish = registry.find('sandbox')!.publish(
        {
          tokens: {
            accessToken: 'a',
            refreshToken: null,
            expiresAt: null,
            refreshExpiresAt: null,
            scopes: [],
          },
          profile: { id: '1', username: 'u', metadata: {} },
        },
        { text: 'hello', media: [] },
      );
      await expect(publish).rejects.toMatchObject({ kind: 'provider_error', outcomeUnknown: true });
      expect(platform.requests).toHaveLength(1);
    } finally {
      held.forEach((release) => release());
      await platform.close();
    }
  });
});
