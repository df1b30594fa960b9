import { mkdtempSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  asOwnerId,
  closeOwnerVersions,
  createTokenCipher,
  initDataModels,
  insertScheduledPost,
  loadScheduledPostForPublish,
  openOwnerVersions,
  OneTimeClaimModel,
  findPublishAttempt,
  PublishAttemptModel,
  publishAttemptId,
  saveConnectedAccount,
  type ScheduledPostRecord,
} from '@postcraft/data';
import { SCHEDULING_MESSAGES, SCHEDULING_MESSAGES_FR } from '@postcraft/contracts';
import { LocalDiskStorage } from '@postcraft/media';
import { createPlatformRegistry } from '@postcraft/platforms';
import { startStandIn, type StandInServer } from '@postcraft/platforms/test-support';
import { withDatabaseName } from '@postcraft/runtime-config';
import mongoose, { Types } from 'mongoose';
import { publishPost, publishScheduledPost } from './publish-post.js';
import type { PublishServices } from './publish-services.js';
import { UNCONFIRMED_MESSAGE } from './publish-to-platform.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

describe('publishing a post to a platform stand-in', () => {
  let platform: StandInServer;
  let services: PublishServices;
  let delays: number[];
  /**
   * `hold`: the create is received but not answered until the test ends, the post made first
   * ('after-creating') or never ('before-creating').
   */
  let createReplies: Array<{
    status: number;
    headers?: Record<string, string>;
    hold?: 'after-creating' | 'before-creating';
  }>;
  const held: Array<() => void> = [];
  /** The stand-in's feed: every post it made, with the publisher's reference. */
  let feed: Array<{ id: string; url: string; reference: string | null }>;
  let lookupFails: boolean;
  /** Creates and lookups reach the stand-in's answer only once their gate is open. */
  let createGate: Promise<void>;
  let lookupGate: Promise<void>;
  const closedGate = () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    return { gate, open };
  };
  /** Waits until the stand-in has received what the test expects (no clock involved). */
  const received = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setImmediate(resolve));
  };
  const owner = asOwnerId(new Types.ObjectId().toString());
  const cipher = createTokenCipher('publishing-tests-key-of-enough-length');
  const storage = new LocalDiskStorage({ rootDir: mkdtempSync(join(tmpdir(), 'publish-')) });

  const postsCreated = () =>
    platform.requests.filter((r) => r.method === 'POST' && r.path === '/api/posts');
  const lookups = () =>
    platform.requests.filter((r) => r.method === 'GET' && r.path === '/api/posts');

  beforeAll(async () => {
    await mongoose.connect(
      withDatabaseName(process.env.MONGODB_URI!, `test_${randomBytes(6).toString('hex')}`),
    );
    await openOwnerVersions(process.env.DATABASE_URL!);
    await initDataModels();
    let created = 0;
    const createPost = (reference: unknown) => {
      created += 1;
      const post = {
        id: `post-${created}`,
        url: `${platform.url}/p/${created}`,
        reference: typeof reference === 'string' ? reference : null,
      };
      feed.push(post);
      return post;
    };
    platform = await startStandIn({
      'POST /api/media': () => ({ status: 201, json: { id: 'media-1' } }),
      'POST /api/posts': async (request) => {
        await createGate;
        const reply = createReplies.shift() ?? { status: 201 };
        const { reference } = request.json as { reference?: unknown };
        if (reply.hold) {
          if (reply.hold === 'after-creating') createPost(reference);
          return new Promise((resolve) => held.push(() => resolve({ status: 201, json: {} })));
        }
        if (reply.status !== 201) {
          return {
            status: reply.status,
            headers: reply.headers,
            json: { error: 'refused', error_description: `stand-in answered ${reply.status}` },
          };
        }
        const { id, url } = createPost(reference);
        return { status: 201, json: { id, url } };
      },
      'GET /api/posts': async (request) => {
        await lookupGate;
        return lookupFails
          ? { status: 503, json: { error: 'unavailable', error_description: 'Feed is down' } }
          : {
              json: {
                posts: feed
                  .filter((post) => post.reference === request.query.get('reference'))
                  .map(({ id, url }) => ({ id, url })),
              },
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
    await closeOwnerVersions();
  });

  beforeEach(() => {
    platform.requests.length = 0;
    createReplies = [];
    feed = [];
    lookupFails = false;
    createGate = Promise.resolve();
    lookupGate = Promise.resolve();
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
    const attempt = await findPublishAttempt(post._id, 'sandbox');
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
    const { gate, open } = closedGate();
    createGate = gate;
    const first = publishPost(post, services);
    await received(() => postsCreated().length === 1);
    expect(await publishPost(post, services)).toMatchObject({ state: 'in_progress' });
    open();
    expect(await first).toMatchObject({ state: 'done', status: 'completed' });
    expect(postsCreated()).toHaveLength(1);
  });

  /** A claim left by a worker that died after `claimedAt`, with no outcome. */
  async function abandonedClaim(post: ScheduledPostRecord, leaseUntil = new Date(0)) {
    await PublishAttemptModel.create({
      _id: publishAttemptId(post._id.toString(), 'sandbox'),
      postId: post._id,
      ownerId: post.ownerId,
      platform: 'sandbox',
      claimedBy: 'dead-worker',
      claimedAt: new Date(Date.now() - 20 * 60_000),
      leaseUntil,
    });
  }

  const attemptOf = (post: ScheduledPostRecord) => findPublishAttempt(post._id, 'sandbox');

  it('when a claimer died before its create reached the platform, then a re-run waits during the lease, then looks the post up, finds nothing and marks the platform unconfirmed without creating it', async () => {
    const post = await newPost();
    await abandonedClaim(post, new Date(Date.now() + 60_000));
    expect(await publishPost(post, services)).toMatchObject({ state: 'in_progress' });
    expect(lookups()).toHaveLength(0);

    await PublishAttemptModel.updateOne(
      { _id: publishAttemptId(post._id.toString(), 'sandbox') },
      { $set: { leaseUntil: new Date(0) } },
    );
    const outcome = await publishPost(post, services);
    expect(outcome).toMatchObject({ state: 'done', status: 'failed' });
    expect(postsCreated()).toHaveLength(0);
    expect(lookups()).toHaveLength(1);
    expect(lookups()[0]?.query.get('reference')).toBe(`${post._id.toString()}:sandbox`);
    const stored = await loadScheduledPostForPublish(post._id.toString());
    expect(stored?.platformResults[0]).toMatchObject({
      outcome: 'unconfirmed',
      message: SCHEDULING_MESSAGES.notFoundByLookup('Sandbox'),
    });
    expect(await attemptOf(post)).toMatchObject({
      outcome: 'unconfirmed',
      errorKind: 'unconfirmed',
    });
  });

  it('when a claimer died after the platform created the post, then a re-run finds it by its reference and settles it published without a second create', async () => {
    const post = await newPost();
    await abandonedClaim(post);
    feed.push({ id: 'post-made', url: `${platform.url}/p/made`, reference: `${post._id}:sandbox` });

    const outcome = await publishPost(post, services);
    expect(outcome).toMatchObject({
      state: 'done',
      status: 'completed',
      notifications: [expect.objectContaining({ type: 'post_published' })],
    });
    expect(postsCreated()).toHaveLength(0);
    const stored = await loadScheduledPostForPublish(post._id.toString());
    expect(stored?.platformResults[0]).toMatchObject({
      outcome: 'published',
      externalId: 'post-made',
      url: `${platform.url}/p/made`,
      message: SCHEDULING_MESSAGES.confirmedByLookup('Sandbox'),
    });
    expect(await attemptOf(post)).toMatchObject({ outcome: 'published', externalId: 'post-made' });
  });

  it('when two re-runs find the same abandoned claim, then one takes it over and looks the post up, the other waits, and nothing is created', async () => {
    const post = await newPost();
    await abandonedClaim(post);
    feed.push({ id: 'post-made', url: `${platform.url}/p/made`, reference: `${post._id}:sandbox` });

    const { gate, open } = closedGate();
    lookupGate = gate;
    const first = publishPost(post, services);
    await received(() => lookups().length === 1);
    expect(await publishPost(post, services)).toMatchObject({ state: 'in_progress' });
    open();
    expect(await first).toMatchObject({ state: 'done', status: 'completed' });
    expect(lookups()).toHaveLength(1);
    // The one that waited runs again and reuses the outcome the other wrote.
    expect(await publishPost(post, services)).toMatchObject({ state: 'done', notifications: [] });
    expect(lookups()).toHaveLength(1);
    expect(postsCreated()).toHaveLength(0);
  });

  it('when the lookup itself fails, then the platform is unconfirmed, saying it could not be checked, and nothing is created', async () => {
    const post = await newPost();
    await abandonedClaim(post);
    lookupFails = true;

    expect(await publishPost(post, services)).toMatchObject({ state: 'done', status: 'failed' });
    expect(lookups()).toHaveLength(1);
    expect(postsCreated()).toHaveLength(0);
    const stored = await loadScheduledPostForPublish(post._id.toString());
    expect(stored?.platformResults[0]).toMatchObject({
      outcome: 'unconfirmed',
      message: SCHEDULING_MESSAGES.lookupInconclusive('Sandbox'),
    });
  });

  it('when the run that took over an abandoned claim died too, then after its lease the platform is unconfirmed without another lookup', async () => {
    const post = await newPost();
    await abandonedClaim(post);
    await OneTimeClaimModel.create({
      _id: `publish-takeover:${publishAttemptId(post._id.toString(), 'sandbox')}`,
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(await publishPost(post, services)).toMatchObject({ state: 'in_progress' });

    await OneTimeClaimModel.updateOne(
      { _id: `publish-takeover:${publishAttemptId(post._id.toString(), 'sandbox')}` },
      { $set: { expiresAt: new Date(0) } },
    );
    expect(await publishPost(post, services)).toMatchObject({ state: 'done', status: 'failed' });
    expect(lookups()).toHaveLength(0);
    expect(postsCreated()).toHaveLength(0);
    const stored = await loadScheduledPostForPublish(post._id.toString());
    expect(stored?.platformResults[0]).toMatchObject({
      outcome: 'unconfirmed',
      message: UNCONFIRMED_MESSAGE,
    });
  });

  it('when the platform answers 503 in reschedule mode, then the run gives the claim back and asks to run again; the next run publishes once', async () => {
    createReplies = [{ status: 503 }];
    const post = await newPost();
    const rescheduling = { ...services, retryMode: 'reschedule' as const };
    const first = await publishPost(post, rescheduling);
    expect(first).toMatchObject({ state: 'retry_later', retryInMs: 1000 });
    expect(delays).toEqual([]);
    expect(await findPublishAttempt(post._id, 'sandbox')).toBeNull();

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

  it('when the owner reads French, then the failure notification gives the reason Postcraft wrote in French', async () => {
    const post = await newPost('x'.repeat(5001));
    const outcome = await publishPost(post, { ...services, languageOf: async () => 'fr' });
    if (outcome.state !== 'done') throw new Error(`unexpected ${outcome.state}`);
    expect(outcome.notifications.map((notification) => notification.message)).toEqual([
      expect.stringContaining(SCHEDULING_MESSAGES_FR.captionTooLongFor('Sandbox', '5000')),
    ]);
  });

  it('when the platform makes the post but does not answer in time, then the post is looked up and settled published, and the create is never sent again', async () => {
    createReplies = [{ status: 201, hold: 'after-creating' }];
    const post = await newPost();
    const impatient = { ...services, platforms: sandboxAt(platform.url, 1000) };
    const outcome = await publishPost(post, impatient);
    expect(outcome).toMatchObject({ state: 'done', status: 'completed' });
    expect(postsCreated()).toHaveLength(1);
    expect(lookups()).toHaveLength(1);
    expect(delays).toEqual([]);
    const stored = await loadScheduledPostForPublish(post._id.toString());
    expect(stored?.platformResults[0]).toMatchObject({
      outcome: 'published',
      externalId: feed[0]?.id,
      url: feed[0]?.url,
      message: SCHEDULING_MESSAGES.confirmedByLookup('Sandbox'),
    });
    expect(await attemptOf(post)).toMatchObject({ outcome: 'published', calls: 1 });
  });

  it('when the platform receives the create but does not answer in time and has no such post, then the platform is unconfirmed and the create is never sent again', async () => {
    createReplies = [{ status: 201, hold: 'before-creating' }];
    const post = await newPost();
    const impatient = { ...services, platforms: sandboxAt(platform.url, 1000) };
    const outcome = await publishPost(post, impatient);
    expect(outcome).toMatchObject({ state: 'done', status: 'failed' });
    expect(postsCreated()).toHaveLength(1);
    expect(delays).toEqual([]);
    const stored = await loadScheduledPostForPublish(post._id.toString());
    expect(stored?.platformResults[0]).toMatchObject({
      outcome: 'unconfirmed',
      message: SCHEDULING_MESSAGES.notFoundByLookup('Sandbox'),
    });
    expect(await attemptOf(post)).toMatchObject({
      outcome: 'unconfirmed',
      errorKind: 'unconfirmed',
      calls: 1,
    });

    // A re-run, even in reschedule mode, finds the platform settled and sends nothing.
    expect(await publishPost(post, { ...impatient, retryMode: 'reschedule' })).toMatchObject({
      state: 'done',
      notifications: [],
    });
    expect(postsCreated()).toHaveLength(1);
    expect(lookups()).toHaveLength(1);
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
    const attempt = await findPublishAttempt(post._id, 'sandbox');
    expect(attempt).toMatchObject({ outcome: 'failed', errorKind: 'provider_error', calls: 4 });
    expect(attempt?.message).toMatch(/ECONNREFUSED/);
  });
});
