import type { ConnectablePlatformId } from '@postcraft/contracts';
import {
  asOwnerId,
  closeOwnerVersions,
  ConnectedAccountModel,
  createTokenCipher,
  insertScheduledPost,
  markReconnectNeeded,
  openOwnerVersions,
  PostEngagementModel,
  recordPublishOutcome,
  saveConnectedAccount,
  ScheduledPostModel,
  type OwnerId,
  type PlatformResultRecord,
} from '@postcraft/data';
import { createLogger } from '@postcraft/logger';
import { createPlatformRegistry, readPlatformsConfig } from '@postcraft/platforms';
import { startStandIn, type StandInServer } from '@postcraft/platforms/test-support';
import mongoose, { Types } from 'mongoose';
import { refreshEngagementJob } from '../src/jobs/refresh-engagement/refresh-engagement.job.js';
import { useIsolatedDatabase } from './helpers/isolated-database.js';

const DAY = 24 * 60 * 60_000;
const cipher = createTokenCipher('a-test-encryption-key-of-enough-length');

describe('refreshing the engagement of published posts', () => {
  const database = useIsolatedDatabase('refresh-engagement');
  let sandbox: StandInServer;
  /** Likes the stand-in reports for every post: raised between runs to see a refresh. */
  let likes = 10;

  beforeAll(async () => {
    await mongoose.connect(database.uri);
    await openOwnerVersions(process.env.DATABASE_URL!);
    await Promise.all([
      ConnectedAccountModel.init(),
      ScheduledPostModel.init(),
      PostEngagementModel.init(),
    ]);
    sandbox = await startStandIn();
  });
  afterAll(async () => {
    await sandbox.close();
    await mongoose.disconnect();
    await closeOwnerVersions();
  });
  beforeEach(async () => {
    await Promise.all([
      ConnectedAccountModel.deleteMany({}),
      ScheduledPostModel.deleteMany({}),
      PostEngagementModel.deleteMany({}),
    ]);
    sandbox.requests.length = 0;
    likes = 10;
    sandbox.route('GET /api/posts/metrics', (request) => ({
      json: {
        data: request.query
          .get('ids')!
          .split(',')
          .filter((id) => !id.startsWith('gone'))
          .map((id) => ({ id, likes, comments: 2, shares: 1, views: 500 })),
      },
    }));
  });

  const run = () =>
    refreshEngagementJob.handle({ lookbackDays: 30, staleAfterMinutes: 360, batchSize: 200 }, {
      db: database.db(),
      logger: createLogger('silent', 'test'),
      jobId: 'test',
      services: {
        platforms: createPlatformRegistry(
          readPlatformsConfig(
            {
              SANDBOX_PLATFORM: 'true',
              SANDBOX_URL_BASE: sandbox.url,
              SANDBOX_CLIENT_SECRET: 'secret',
            },
            { publicUrl: 'http://unused.test', isProduction: false, fallbackSandboxSecret: 'x' },
          ),
        ),
        tokenCipher: cipher,
      },
    } as never);

  async function connectSandbox(owner: OwnerId, username: string) {
    return saveConnectedAccount(
      {
        userId: owner,
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
          accessToken: `access-${username}`,
          refreshToken: null,
          expiresAt: null,
          refreshExpiresAt: null,
          scopes: ['profile', 'publish'],
        },
      },
      cipher,
    );
  }

  /** A post of `owner` that finished publishing `daysAgo` days ago with these results. */
  async function publishedPost(
    owner: OwnerId,
    daysAgo: number,
    results: Array<Partial<PlatformResultRecord> & { platform: ConnectablePlatformId }>,
  ) {
    const at = new Date(Date.now() - daysAgo * DAY);
    const post = await insertScheduledPost(owner, {
      scheduledTime: at,
      caption: 'c',
      mediaUrl: null,
      mediaKey: null,
      mediaMimeType: null,
      mediaSizeBytes: null,
      platforms: results.map((result) => result.platform),
      type: 'image',
      origin: 'schedule',
    });
    await recordPublishOutcome(post, {
      status: 'completed',
      at,
      platformResults: results.map((result) => ({
        outcome: 'published',
        externalId: null,
        url: null,
        message: null,
        publishedAt: at,
        deletedAt: null,
        ...result,
      })),
    });
    return post._id;
  }

  const stored = () => PostEngagementModel.find({}).sort({ externalId: 1 }).lean();

  it('when posts were published lately, then each account’s figures are fetched in one call and stored per post and platform', async () => {
    const alice = asOwnerId(new Types.ObjectId().toString());
    const bob = asOwnerId(new Types.ObjectId().toString());
    await connectSandbox(alice, 'alice');
    await connectSandbox(bob, 'bob');
    const first = await publishedPost(alice, 1, [{ platform: 'sandbox', externalId: 'a1' }]);
    await publishedPost(alice, 2, [{ platform: 'sandbox', externalId: 'a2' }]);
    await publishedPost(bob, 3, [{ platform: 'sandbox', externalId: 'b1' }]);
    // Not fetched: too old, failed there, deleted there.
    await publishedPost(alice, 45, [{ platform: 'sandbox', externalId: 'old' }]);
    await publishedPost(alice, 1, [{ platform: 'sandbox', externalId: null, outcome: 'failed' }]);
    await publishedPost(alice, 1, [
      { platform: 'sandbox', externalId: 'removed', deletedAt: new Date() },
    ]);

    await run();

    const calls = sandbox.requests.map((request) => ({
      token: request.headers.authorization,
      ids: request.query.get('ids')!.split(',').sort(),
    }));
    expect(calls).toEqual(
      expect.arrayContaining([
        { token: 'Bearer access-alice', ids: ['a1', 'a2'] },
        { token: 'Bearer access-bob', ids: ['b1'] },
      ]),
    );
    expect(calls).toHaveLength(2);
    const figures = await stored();
    expect(figures.map((record) => [record.externalId, record.ownerId.toString()])).toEqual([
      ['a1', alice],
      ['a2', alice],
      ['b1', bob],
    ]);
    const a1 = figures[0]!;
    expect(a1).toMatchObject({
      postId: first,
      platform: 'sandbox',
      likes: 10,
      comments: 2,
      shares: 1,
      views: 500,
    });
    expect(a1.publishedAt.getTime()).toBeLessThan(a1.fetchedAt.getTime());
  });

  it('when the figures are fresh, then nothing is fetched; once stale, they are fetched again and replaced', async () => {
    const owner = asOwnerId(new Types.ObjectId().toString());
    await connectSandbox(owner, 'carol');
    await publishedPost(owner, 1, [{ platform: 'sandbox', externalId: 'c1' }]);
    await run();
    expect(sandbox.requests).toHaveLength(1);

    await run();
    expect(sandbox.requests).toHaveLength(1);

    likes = 42;
    await PostEngagementModel.updateMany({}, { $set: { fetchedAt: new Date(Date.now() - DAY) } });
    await run();
    expect(sandbox.requests).toHaveLength(2);
    const [record] = await stored();
    expect(record?.likes).toBe(42);
    expect(await PostEngagementModel.countDocuments()).toBe(1);
  });

  it('when an account must be reconnected or a post is gone from the platform, then nothing is stored for it and the rest go on', async () => {
    const dave = asOwnerId(new Types.ObjectId().toString());
    const erin = asOwnerId(new Types.ObjectId().toString());
    const account = await connectSandbox(dave, 'dave');
    await markReconnectNeeded(account, 'revoked');
    await connectSandbox(erin, 'erin');
    await publishedPost(dave, 1, [{ platform: 'sandbox', externalId: 'd1' }]);
    await publishedPost(erin, 1, [{ platform: 'sandbox', externalId: 'gone-1' }]);
    await publishedPost(erin, 1, [{ platform: 'sandbox', externalId: 'e1' }]);

    await run();

    expect(sandbox.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer access-erin',
    ]);
    expect((await stored()).map((record) => record.externalId)).toEqual(['e1']);
  });

  it('when the platform throttles, then its other accounts wait for the next run', async () => {
    sandbox.route('GET /api/posts/metrics', () => ({
      status: 429,
      json: { error: 'rate_limited', error_description: 'Slow down' },
    }));
    for (const name of ['fay', 'gus', 'hal']) {
      const owner = asOwnerId(new Types.ObjectId().toString());
      await connectSandbox(owner, name);
      await publishedPost(owner, 1, [{ platform: 'sandbox', externalId: `${name}-1` }]);
    }

    await run();

    expect(sandbox.requests).toHaveLength(1);
    expect(await PostEngagementModel.countDocuments()).toBe(0);
  });
});
