import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  closeOwnerVersions,
  ConnectedAccountModel,
  createTokenCipher,
  openOwnerVersions,
  openTokens,
  saveConnectedAccount,
} from '@postcraft/data';
import { startStandIn, type StandInServer } from '@postcraft/platforms/test-support';
import mongoose, { Types } from 'mongoose';
import { useIsolatedDatabase } from './helpers/isolated-database.js';
import { waitFor } from './helpers/wait-for.js';

const require = createRequire(import.meta.url);
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const ENCRYPTION_KEY = 'the-worker-main-test-encryption-key';

/**
 * The worker as `pnpm start` runs it (src/main.ts): its configuration, services and job registry
 * together, seen through what a user would notice.
 */
describe('the worker process', () => {
  const database = useIsolatedDatabase('worker-main');
  let sandbox: StandInServer;
  let worker: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    await mongoose.connect(database.uri);
    // The test writes connected accounts, which change their owner's users version.
    await openOwnerVersions(process.env.DATABASE_URL!);
    sandbox = await startStandIn();
  });
  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      const exited = new Promise((resolve) => worker!.once('exit', resolve));
      worker.kill('SIGTERM');
      await exited;
    }
    await sandbox.close();
    await closeOwnerVersions();
    await mongoose.disconnect();
  });

  it('when it starts, then a connected account whose token expires soon gets fresh tokens from its platform', async () => {
    sandbox.route('POST /oauth/token', () => ({
      json: { access_token: 'fresh-access', expires_in: 3600 },
    }));
    const cipher = createTokenCipher(ENCRYPTION_KEY);
    const account = await saveConnectedAccount(
      {
        userId: new Types.ObjectId(),
        platform: 'sandbox',
        profile: {
          id: 'bakery',
          username: 'bakery',
          displayName: 'Bakery',
          avatarUrl: null,
          followers: 1,
          profileUrl: null,
          metadata: {},
        },
        tokens: {
          accessToken: 'stale-access',
          refreshToken: 'kept-refresh',
          expiresAt: new Date(Date.now() + 5 * 60_000),
          refreshExpiresAt: null,
          scopes: ['profile', 'publish'],
        },
      },
      cipher,
    );

    worker = spawn(process.execPath, ['--import', require.resolve('tsx'), MAIN], {
      env: {
        PATH: process.env.PATH,
        MONGODB_URI: database.uri,
        DATABASE_URL: process.env.DATABASE_URL,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'postcraft-worker-main-')),
        ENCRYPTION_KEY,
        JWT_ACCESS_SECRET: 'unused',
        JWT_REFRESH_SECRET: 'unused',
        COOKIE_SECRET: 'unused',
        SANDBOX_URL_BASE: sandbox.url,
        SANDBOX_CLIENT_SECRET: 'sandbox-secret',
        WORKER_POLL_INTERVAL_MS: '200',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    worker.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

    await waitFor(
      async () =>
        (await ConnectedAccountModel.findById(account._id).orFail()).tokenVersion >
        account.tokenVersion,
      30_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\nworker output:\n${output}`);
    });

    const refreshed = await ConnectedAccountModel.findById(account._id).orFail();
    expect(openTokens(refreshed, cipher)).toMatchObject({
      accessToken: 'fresh-access',
      refreshToken: 'kept-refresh',
    });
    const request = sandbox.requests.find((r) => r.path === '/oauth/token')!;
    expect(request.form!.get('refresh_token')).toBe('kept-refresh');
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from('postcraft-sandbox:sandbox-secret').toString('base64')}`,
    );
  }, 45_000);
});
