import { mkdtempSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  asOwnerId,
  createTokenCipher,
  initDataModels,
  insertScheduledPost,
  loadScheduledPostForPublish,
  PublishAttemptModel,
  publishAttemptId,
  saveConnectedAccount,
  type ScheduledPostRecord,
} from '@postcraft/data';
import { SCHEDULING_MESSAGES } from '@postcraft/contracts';
import { LocalDiskStorage } from '@postcraft/media';
import { createPlatformRegistry } from '@postcraft/platforms';
import { startStandIn, type StandInServer } from '@postcraft/platforms/test-support';
import { withDatabaseName } from '@postcraft/runtime-config';
import mongoose, { Types } from 'mongoose';
import { publishPost, publishScheduledPost } from './publish-post.js';
import type { PublishServices } from './publish-services.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

describe('publishing a post to a platform stand-in', () => {
  let platform: StandInServer;
  let services: PublishServices;
  let delays: number[];
  /** `hold`: the create is received but not answered until the test ends. */
  let createReplies: Array<{ status: number; headers?: Record<string, string>; hold?: boolean }>;
  const held: Array<() => void> = [];
  const owner = asOwnerId(new Types.ObjectId().toString());
  const cipher = createTokenCipher('publishing-tests-key-of-enough-length');
  const storage = new LocalDiskStorage({ rootDir: mkdtempSync(join(tmpdir(), 'publish-')) });

  const postsCreated = () =>
    platform.requests.filter((r) => r.method === 'POST' && r.path === '/api/posts');

  beforeAll(async () => {
    await mongoose.connect(
      withDatabaseName(process.env.MONGODB_URI!, `test_${randomBytes(6).toString('hex')}`),
    );
    await initDataModels();
    let created = 0;
    platform = await startStandIn({
      'POST /api/media': () => ({ status: 201, json: { id: 'media-1' } }),
      'POST /api/posts': () => {
        const reply = createReplies.shift() ?? { status: 201 };
        if (reply.hold) {
          return new Promise((resolve) => held.push(() => resolve({ status: 201, json: {} })));
        }
        if (reply.status !== 201) {
          return {
            status: reply.status,
            headers: reply.headers,
            json: { error: 'refused', error_description: `stand-in answered ${reply.status}` },
          };
        }
        created += 1;
        return {
          status: 201,
          json: { id: `post-${created}`, url: `${platform.url}/p/${created}` },
        };
      },
      'POST /oauth/token': () => ({
        status: 200,
        json: { access_token: 'sba_new', refresh_token: 'sbr_new', expires_in: 3600 },
      }),
    });
    await saveConnectedAccount(
      {
        userId: owner,
        platform: 'sandbox',
        profile: {
          id: 'acct-1',
          username: 'stand_in',
          displayName: 'Stand-in',
          avatarUrl: null,
          followers: 0,
          profileUrl: null,
          metadata: {},
        },
        tokens: {
          accessToken: 'sba_ok',
          refreshToken: 'sbr_ok',
          expiresAt: new Date(Date.now() + 3600_000),
          refreshExpiresAt: null,
          scopes: ['publish'],
        },
      },
      cipher,
    );
  });
  afterEach(() => {
    held.splice(0).forEach((release) => release());
  });
  afterAll(async () => {
    await platform.close();
    await mongoose.connection.db?.dropDatabase();
    await mongoose.disconnect();
  });

  beforeEach(() => {
    platform.requests.length = 0;
    createReplies = [];
    delays = [];
    services = {
      platforms: sandboxAt(platform.url),
      tokenCipher: cipher,
      mediaStorage: storage,
      claimedBy: 'test-worker',
      sleep: async (ms) => {
        delays.push(ms);
      },
    };
  });

  const sandboxAt = (baseUrl: string, requestTimeoutMs?: number) =>
    createPlatformRegistry(
      {
        credentials: {},
        telegramBotToken: null,
        sandbox: { enabled: true, clientId: 'c', clientSecret: 's', baseUrl },
        urlOverrides: {},
      },
      { requestTimeoutMs },
    );

  async function newPost(caption = 'Stand-in post'): Promise<ScheduledPostRecord> {
    const key = `posts/${owner}/${randomBytes(8).toString('hex')}.png`;
    await storage.put(key, PNG, 'image/png');
    return insertScheduledPost(owner, {
      scheduledTime: new Date(),
      caption,
      mediaUrl: storage.urlOf(key),
      mediaKey: key,
      mediaMimeType: 'image/png',
      mediaSizeBytes: PNG.length,
      platforms: ['sandbox'],
      type: 'image',
      origin: 'schedule',
    });
  }

  it('when the platform answers 503 twice, then it is retried with doubling waits and published once', async () => {
    createReplies = [{ status: 503 }, { status: 503 }];
    const post = await newPost();
    const outcome = await publishPost(post, services);
    expect(outcome).toMatchObject({
      state: 'done',
      status: 'completed',
      notifications: [
        expect.objectContaining({ type: 'post_published', postId: post._id.toString() }),
      ],
    });
    expect(postsCreated()).toHaveLength(3);
    // A re-run that read the post before it was settled finds every platform settled: nothing
    // is sent or notified again; a run that reads it now skips it.
    expect(await publishPost(post, services)).toMatchObject({ state: 'done', notifications: [] });
    expect(await publishScheduledPost(post._id.toString(), services)).toEqual({
      state: 'skipped',
      reason: 'not_pending',
    });
    expect(postsCreated()).toHaveLength(3);
    expect(delays).toEqual([1000, 2000]);
    const stored = await loadScheduledPostForPublish(post._id.toString());
    expect(stored?.platformResults).toEqual([
      expect.objectContaining({ platform: 'sandbox', outcome: 'published', externalId: 'post-1' }),
    ]);
  });

  it('when the platform answers 429 with Retry-After, then the wait follows it', async () => {
    createReplies = [{ status: 429, headers: { 'Retry-After': '7' } }];
    const outcome = await publishPost(await newPost(), services);
    expect(outcome).toMatchObject({ state: 'done', status: 'completed' });
    expect(delays).toEqual([7000]);
  });

  it('when the platform keeps failing, then it stops after 3 retries and the post fails with its reason', async () => {
    createReplies = [{ status: 500 }, { status: 502 }, { status: 503 }, { status: 504 }];
    const post = await newPost();
    const outcome = await publishPost(post, services);
    expect(outcome).toMatchObject({ state: 'done', status: 'failed' });
    expect(postsCreated()).toHaveLength(4);
    const attempt = await PublishAttemptModel.findById(
      publishAttemptId(post._id.toString(), 'sandbox'),
    ).lean();
    expect(attempt).toMatchObject({ outcome: 'failed', errorKind: 'provider_error', calls: 4 });
  });

  it('when the platform refuses the content (422), then it is not retried', async () => {
    createReplies = [{ status: 422 }];
    const post = await newPost();
    const outcome = await publishPost(post, services);
    expect(outcome).toMatchObject({ state: 'done', status: 'failed' });
    expect(postsCreated()).toHaveLength(1);
    expect(delays).toEqual([]);
    const stored = await loadScheduledPostForPublish(post._id.toString());
    expect(stored?.platformResults[0]?.message).toBe('stand-in answered 422');
  });

  it('when two runs publish the same post at once, then the platform gets one create', async () => {
    const post = await newPost();
    const outcomes = await Promise.all([publishPost(post, services), publishPost(post, services)]);
    expect(postsCreated()).toHaveLength(1);
    expect(outcomes.map((o) => o.state).sort()).toEqual(['done', 'in_progress']);
  });

  it('when a claimer died without an outcome, then a re-run waits during the lease and after it marks the platform unconfirmed without calling it', async () => {
    const post = await newPost();
    const claim = {
      _id: publishAttemptId(post._id.toString(), 'sandbox'),
      postId: post._id,
      ownerId: post.ownerId,
      platform: 'sandbox' as const,
      claimedBy: 'dead-worker',
      claimedAt: new Date(),
    };
    await PublishAttemptModel.create({ ...claim, leaseUntil: new Date(Date.now() + 60_000) });
    expect(await publishPost(post, services)).toMatchObject({ state: 'in_progress' });

    await PublishAttemptModel.updateOne({ _id: claim._id }, { $set: { leaseUntil: new Date(0) } });
    const outcome = await publishPost(post, services);
    expect(outcome).toMatchObject({ state: 'done', status: 'failed' });
    expect(postsCreated()).toHaveLength(0);
    const stored = await loadScheduledPostForPublish(post._id.toString());
    expect(stored?.platformResults[0]).toMatchObject({ outcome: 'unconfirmed' });
  });

  it('when the platform answers 503 in reschedule mode, then the run gives the claim back and asks to run again; the next run publishes once', async () => {
    createReplies = [{ status: 503 }];
    const post = await newPost();
    const rescheduling = { ...services, retryMode: 'reschedule' as const };
    const first = await publishPost(post, rescheduling);
    expect(first).toMatchObject({ state: 'retry_later', retryInMs: 1000 });
    expect(delays).toEqual([]);
    expect(
      await PublishAttemptModel.findById(publishAttemptId(post._id.toString(), 'sandbox')).lean(),
    ).toBeNull();

    const second = await publishPost(post, { ...rescheduling, retriesSoFar: 1 });
    expect(second).toMatchObject({ state: 'done', status: 'completed' });
    expect(postsCreated()).toHaveLength(2);
  });

  it('when the retries are used up in reschedule mode, then a temporary failure fails the platform', async () => {
    createReplies = [{ status: 502 }];
    const post = await newPost();
    const outcome = await publishPost(post, {
      ...services,
      retryMode: 'reschedule',
      retriesSoFar: 3,
    });
    expect(outcome).toMatchObject({ state: 'done', status: 'failed' });
    expect(postsCreated()).toHaveLength(1);
  });

  it('when the caption is longer than the platform takes, then the platform is never called and the reason is kept', async () => {
    const post = await newPost('x'.repeat(5001));
    const outcome = await publishPost(post, services);
    expect(outcome).toMatchObject({ state: 'done', status: 'failed' });
    expect(platform.requests).toHaveLength(0);
    const stored = await loadScheduledPostForPublish(post._id.toString());
    expect(stored?.platformResults[0]?.message).toBe(
      'Sandbox takes captions of at most 5000 characters.',
    );
  });

  it('when the platform receives the create but does not answer in time, then the platform is unconfirmed and the create is never sent again', async () => {
    createReplies = [{ status: 201, hold: true }];
    const post = await newPost();
    const impatient = { ...services, platforms: sandboxAt(platform.url, 1000) };
    const outcome = await publishPost(post, impatient);
    expect(outcome).toMatchObject({ state: 'done', status: 'failed' });
    expect(postsCreated()).toHaveLength(1);
    expect(delays).toEqual([]);
    const stored = await loadScheduledPostForPublish(post._id.toString());
    expect(stored?.platformResults[0]).toMatchObject({
      outcome: 'unconfirmed',
      message: SCHEDULING_MESSAGES.noAnswerNotResent('Sandbox'),
    });
    const attempt = await PublishAttemptModel.findById(
      publishAttemptId(post._id.toString(), 'sandbox'),
    ).lean();
    expect(attempt).toMatchObject({ outcome: 'unconfirmed', errorKind: 'unconfirmed', calls: 1 });

    // A re-run, even in reschedule mode, finds the platform settled and sends nothing.
    expect(await publishPost(post, { ...impatient, retryMode: 'reschedule' })).toMatchObject({
      state: 'done',
      notifications: [],
    });
    expect(postsCreated()).toHaveLength(1);
  });

  it('when the connection to the platform is refused, then nothing was sent and the publish is retried as temporary', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const post = await newPost();
    const outcome = await publishPost(post, {
      ...services,
      platforms: sandboxAt(`http://127.0.0.1:${port}`),
    });
    expect(outcome).toMatchObject({ state: 'done', status: 'failed' });
    expect(delays).toEqual([1000, 2000, 4000]);
    const attempt = await PublishAttemptModel.findById(
      publishAttemptId(post._id.toString(), 'sandbox'),
    ).lean();
    expect(attempt).toMatchObject({ outcome: 'failed', errorKind: 'provider_error', calls: 4 });
    expect(attempt?.message).toMatch(/ECONNREFUSED/);
  });
});
