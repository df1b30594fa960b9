import {
  closeOwnerVersions,
  ConnectedAccountModel,
  createTokenCipher,
  openOwnerVersions,
  openTokens,
  saveConnectedAccount,
} from '@postcraft/data';
import { createLogger } from '@postcraft/logger';
import { createPlatformRegistry, readPlatformsConfig } from '@postcraft/platforms';
import { startStandIn, type StandInServer } from '@postcraft/platforms/test-support';
import mongoose, { Types } from 'mongoose';
import { refreshExpiringTokensJob } from '../src/jobs/refresh-expiring-tokens/refresh-expiring-tokens.job.js';
import { useIsolatedDatabase } from './helpers/isolated-database.js';

const MINUTE = 60_000;
const cipher = createTokenCipher('a-test-encryption-key-of-enough-length');

describe('refreshing connected accounts’ tokens before they expire', () => {
  const database = useIsolatedDatabase('refresh-tokens');
  let sandbox: StandInServer;
  let issued = 0;

  beforeAll(async () => {
    await mongoose.connect(database.uri);
    // Writes of connected accounts change their owner's users version, as the worker's do.
    await openOwnerVersions(process.env.DATABASE_URL!);
    await ConnectedAccountModel.init();
    sandbox = await startStandIn();
  });
  afterAll(async () => {
    await sandbox.close();
    await closeOwnerVersions();
    await mongoose.disconnect();
  });
  beforeEach(async () => {
    await ConnectedAccountModel.deleteMany({});
    sandbox.requests.length = 0;
  });

  const services = () => {
    const config = readPlatformsConfig(
      { SANDBOX_PLATFORM: 'true', SANDBOX_URL_BASE: sandbox.url, SANDBOX_CLIENT_SECRET: 'secret' },
      { publicUrl: 'http://unused.test', isProduction: false, fallbackSandboxSecret: 'x' },
    );
    return { platforms: createPlatformRegistry(config), tokenCipher: cipher };
  };
  const run = () =>
    refreshExpiringTokensJob.handle({ windowMinutes: 60, batchSize: 100 }, {
      db: database.db(),
      logger: createLogger('silent', 'test'),
      jobId: 'test',
      services: services(),
    } as never);

  async function connectAccount(username: string, expiresInMinutes: number) {
    return saveConnectedAccount(
      {
        userId: new Types.ObjectId(),
        platform: 'sandbox',
        profile: {
          id: username,
          username,
          displayName: username,
          avatarUrl: null,
          followers: 1,
          profileUrl: null,
          metadata: {},
        },
        tokens: {
          accessToken: `old-access-${username}`,
          refreshToken: `old-refresh-${username}`,
          expiresAt: new Date(Date.now() + expiresInMinutes * MINUTE),
          refreshExpiresAt: null,
          scopes: ['profile', 'publish'],
        },
      },
      cipher,
    );
  }

  it('refreshes tokens expiring within the window, keeps the refresh token when none comes back, leaves the others', async () => {
    sandbox.route('POST /oauth/token', () => ({
      json: { access_token: `new-access-${(issued += 1)}`, expires_in: 3600 },
    }));
    const soon = await connectAccount('soon', 20);
    const later = await connectAccount('later', 600);

    await run();

    expect(sandbox.requests).toHaveLength(1);
    const form = sandbox.requests[0]!.form!;
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe('old-refresh-soon');
    const refreshed = await ConnectedAccountModel.findById(soon._id).orFail();
    const tokens = openTokens(refreshed, cipher);
    expect(tokens.accessToken).toMatch(/^new-access-/);
    expect(tokens.refreshToken).toBe('old-refresh-soon');
    expect(refreshed.tokenVersion).toBe(soon.tokenVersion + 1);
    expect(refreshed.accessExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * MINUTE);
    expect(
      openTokens(await ConnectedAccountModel.findById(later._id).orFail(), cipher).accessToken,
    ).toBe('old-access-later');
  });

  it('marks the account reconnect-needed with the platform’s reason when the refresh is refused', async () => {
    sandbox.route('POST /oauth/token', () => ({
      status: 400,
      json: { error: 'invalid_grant', error_description: 'The refresh token was revoked' },
    }));
    const account = await connectAccount('revoked', 5);

    await run();

    const after = await ConnectedAccountModel.findById(account._id).orFail();
    expect(after.status).toBe('reconnect_needed');
    expect(after.statusReason).toBe('The refresh token was revoked');
    expect(openTokens(after, cipher).refreshToken).toBe('old-refresh-revoked');
  });

  it('keeps the account connected after a transient failure, and two runs at once refresh only once', async () => {
    sandbox.route('POST /oauth/token', () => ({ status: 503, text: 'busy' }));
    const account = await connectAccount('flaky', 5);
    await run();
    expect((await ConnectedAccountModel.findById(account._id).orFail()).status).toBe('connected');

    await ConnectedAccountModel.deleteMany({});
    sandbox.requests.length = 0;
    sandbox.route('POST /oauth/token', async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return {
        json: { access_token: 'rotated', refresh_token: 'rotated-refresh', expires_in: 3600 },
      };
    });
    await connectAccount('racing', 5);
    await Promise.all([run(), run()]);
    expect(sandbox.requests).toHaveLength(1);
  });
});
