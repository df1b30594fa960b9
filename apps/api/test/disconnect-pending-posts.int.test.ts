import {
  ApiErrorSchema,
  CONNECTION_MESSAGES,
  CreateScheduledPostResponseSchema,
  DisconnectResponseSchema,
  NOTIFICATION_TEXTS,
  PendingPostsResponseSchema,
  PostNowResponseSchema,
  SCHEDULING_MESSAGES as M,
  SCHEDULING_MESSAGES_FR as M_FR,
  retryScheduledPostPath,
  type ConnectablePlatformId,
} from '@postcraft/contracts';
import {
  AccountDisconnectionModel,
  ConnectedAccountModel,
  createTokenCipher,
  insertScheduledPost,
  listNotifications,
  SandboxPostModel,
  ScheduledPostModel,
  UserModel,
} from '@postcraft/data';
import {
  createJobPool,
  newJobId,
  openJobQueue,
  POST_PUBLISH_JOB,
  type JobQueue,
} from '@postcraft/jobs';
import { LocalDiskStorage } from '@postcraft/media';
import { createPlatformRegistry } from '@postcraft/platforms';
import { publicMediaUrl, publishScheduledPost, type PublishServices } from '@postcraft/publishing';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import type pg from 'pg';
import request from 'supertest';
import { startAccountTestBed, type AccountTestBed } from './helpers/account-test-bed.js';
import { pngOf } from './helpers/images.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';
import { connectSandboxAccount } from './helpers/sandbox-connection.js';
import { signUpOwner, type TestUser } from './helpers/test-owner.js';

const HOUR = 60 * 60 * 1000;

describe('disconnecting an account that has pending posts: counted, then kept or cancelled', () => {
  const tableName = testJobTableName('disconnect_pending');
  let queue: JobQueue;
  let pool: pg.Pool;
  let bed: AccountTestBed;
  let site: ListeningApp;
  let services: PublishServices;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    queue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
    pool = createJobPool(process.env.DATABASE_URL!);
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed, { jobQueue: queue });
    const { config } = site;
    const storage = new LocalDiskStorage({ rootDir: config.mediaDir, publicPath: '/media' });
    // What the worker's publish job runs, with the same parts.
    services = {
      platforms: createPlatformRegistry(config.platforms),
      tokenCipher: createTokenCipher(config.secrets.ENCRYPTION_KEY),
      mediaStorage: storage,
      claimedBy: 'test-worker',
      publicUrlOf: (key) => publicMediaUrl(storage, config.publicUrl, key),
    };
  });
  beforeEach(async () => {
    alice = await signUpOwner(bed, site.url);
    bob = await signUpOwner(bed, site.url);
    await connectSandboxAccount(site, alice, `alice_${Date.now()}`);
    await connectSandboxAccount(site, bob, `bob_${Date.now()}`);
  });
  afterAll(async () => {
    await site.close();
    await bed.stop();
    await queue.close();
    await pool.end();
    await dropJobTable(tableName);
  });

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  const jobExists = async (id: string) =>
    (await pool.query(`SELECT 1 FROM "${tableName}" WHERE id = $1`, [id])).rowCount === 1;
  const stored = (id: string) => ScheduledPostModel.findById(id).lean().orFail();
  const counts = (user: TestUser, platform = 'sandbox') =>
    request(site.url).get(`/api/connections/${platform}/pending-posts`).set(as(user));
  const disconnect = (user: TestUser, query = '') =>
    request(site.url).delete(`/api/user/disconnect/sandbox${query}`).set(as(user));

  /** A pending Sandbox post scheduled through the API, with its job. */
  async function schedule(user: TestUser, caption: string) {
    const response = await request(site.url)
      .post('/api/user/schedule')
      .set(as(user))
      .field('platforms[0]', 'sandbox')
      .field('type', 'image')
      .field('caption', caption)
      .field('scheduledTime', new Date(Date.now() + 2 * HOUR).toISOString())
      .attach('media', pngOf(6, 6), 'post.png')
      .expect(201);
    return CreateScheduledPostResponseSchema.parse(response.body);
  }

  /** A pending post (no media: never published here) for several platforms, with its job (written as the API stores one). */
  async function scheduleFor(user: TestUser, platforms: ConnectablePlatformId[]) {
    const scheduledTime = new Date(Date.now() + 3 * HOUR);
    const post = await insertScheduledPost(user.ownerId, {
      scheduledTime,
      caption: `For ${platforms.join(' and ')}`,
      mediaUrl: null,
      mediaKey: null,
      mediaMimeType: null,
      mediaSizeBytes: null,
      platforms,
      type: 'image',
      origin: 'schedule',
      jobId: newJobId(),
    });
    const jobId = await queue.schedule(
      POST_PUBLISH_JOB,
      scheduledTime,
      { postId: post._id.toString() },
      post.jobId!,
    );
    return { _id: post._id.toString(), jobId };
  }

  it("when the dialog asks, then the caller's own pending posts on the platform are counted, split by shared ones", async () => {
    await schedule(alice, 'Only sandbox 1');
    await schedule(alice, 'Only sandbox 2');
    await scheduleFor(alice, ['sandbox', 'linkedin']);
    await scheduleFor(alice, ['linkedin']);
    const cancelled = await schedule(alice, 'Cancelled already');
    await request(site.url)
      .delete(`/api/user/schedule/${cancelled._id}`)
      .set(as(alice))
      .expect(200);
    await schedule(bob, "Bob's");

    const answer = PendingPostsResponseSchema.parse((await counts(alice).expect(200)).body);
    expect(answer).toEqual({
      data: {
        platform: 'sandbox',
        pendingPosts: { total: 3, onlyThisPlatform: 2, withOtherPlatforms: 1 },
      },
    });
    const bobs = PendingPostsResponseSchema.parse((await counts(bob).expect(200)).body);
    expect(bobs.data.pendingPosts).toEqual({
      total: 1,
      onlyThisPlatform: 1,
      withOtherPlatforms: 0,
    });
    const linkedin = PendingPostsResponseSchema.parse(
      (await counts(alice, 'LinkedIn').expect(200)).body,
    );
    expect(linkedin.data.pendingPosts).toEqual({
      total: 2,
      onlyThisPlatform: 1,
      withOtherPlatforms: 1,
    });
  });

  it('when the input is bad, then 400 (or 401 signed out) and nothing changes', async () => {
    const post = await schedule(alice, 'Stays');
    const unknown = await counts(alice, 'myspace').expect(400);
    expect(ApiErrorSchema.parse(unknown.body).message).toBe(CONNECTION_MESSAGES.unknownPlatform);
    await request(site.url).get('/api/connections/sandbox/pending-posts').expect(401);

    for (const query of [
      '?pendingPosts=delete',
      '?pendingPosts=',
      '?pendingPosts=keep&pendingPosts=cancel',
    ]) {
      const refused = await disconnect(alice, query).expect(400);
      expect(ApiErrorSchema.parse(refused.body).code).toBe('validation_failed');
    }
    await request(site.url).delete('/api/user/disconnect/sandbox?pendingPosts=cancel').expect(401);

    const me = await request(site.url).get('/api/user/me').set(as(alice)).expect(200);
    expect(me.body.data.user.connectedAccounts).toHaveLength(1);
    expect((await stored(post._id)).status).toBe('pending');
    expect(await jobExists(post.jobId!)).toBe(true);
  });

  it('when the user chooses cancel, then posts for the platform alone are cancelled with their jobs, and shared ones lose it', async () => {
    const only = [await schedule(alice, 'Cancel me 1'), await schedule(alice, 'Cancel me 2')];
    const shared = await scheduleFor(alice, ['sandbox', 'linkedin']);
    const other = await scheduleFor(alice, ['linkedin']);
    const bobs = await schedule(bob, 'Not touched');

    const response = await disconnect(alice, '?pendingPosts=cancel').expect(200);

    const answer = DisconnectResponseSchema.parse(response.body);
    expect(answer.data.pendingPosts).toEqual({
      choice: 'cancel',
      cancelled: 2,
      platformRemoved: 1,
      kept: 0,
    });
    expect(answer.data.user.connectedAccounts).toEqual([]);
    for (const post of only) {
      expect((await stored(post._id)).status).toBe('cancelled');
      expect(await jobExists(post.jobId!)).toBe(false);
    }
    expect(await stored(shared._id)).toMatchObject({ status: 'pending', platforms: ['linkedin'] });
    expect(await jobExists(shared.jobId)).toBe(true);
    expect(await stored(other._id)).toMatchObject({ status: 'pending', platforms: ['linkedin'] });
    expect((await stored(bobs._id)).status).toBe('pending');
    expect(await jobExists(bobs.jobId!)).toBe(true);
    const after = PendingPostsResponseSchema.parse((await counts(alice).expect(200)).body);
    expect(after.data.pendingPosts.total).toBe(0);
  });

  it('when a cancel stopped half-way (job gone, post still pending), then the cancel and the disconnect finish it', async () => {
    const viaButton = await schedule(alice, 'Half cancelled by the button');
    const viaDisconnect = await schedule(alice, 'Half cancelled by a disconnect');
    // What a crash between the job's removal and the post's write leaves.
    expect(await queue.cancel(viaButton.jobId!)).toBe(true);
    expect(await queue.cancel(viaDisconnect.jobId!)).toBe(true);

    await request(site.url)
      .delete(`/api/user/schedule/${viaButton._id}`)
      .set(as(alice))
      .expect(200);
    const response = await disconnect(alice, '?pendingPosts=cancel').expect(200);

    expect(DisconnectResponseSchema.parse(response.body).data.pendingPosts).toMatchObject({
      cancelled: 1,
      kept: 0,
    });
    expect((await stored(viaButton._id)).status).toBe('cancelled');
    expect((await stored(viaDisconnect._id)).status).toBe('cancelled');
  });

  it('when a post is being published as the user cancels, then it is left to its publish and counted as kept', async () => {
    const held = await schedule(alice, 'Going out now');
    const heldShared = await scheduleFor(alice, ['sandbox', 'linkedin']);
    for (const jobId of [held.jobId!, heldShared.jobId]) {
      await pool.query(`UPDATE "${tableName}" SET locked_at = now() WHERE id = $1`, [jobId]);
    }

    const response = await disconnect(alice, '?pendingPosts=cancel').expect(200);

    expect(DisconnectResponseSchema.parse(response.body).data.pendingPosts).toEqual({
      choice: 'cancel',
      cancelled: 0,
      platformRemoved: 0,
      kept: 2,
    });
    expect((await stored(held._id)).status).toBe('pending');
    expect((await stored(heldShared._id)).platforms).toEqual(['sandbox', 'linkedin']);
  });

  it('when the user keeps the posts (the default), then one due while disconnected fails saying so, and Retry publishes it after a reconnect', async () => {
    const kept = await schedule(alice, 'Kept for later');
    await UserModel.updateOne({ _id: alice.ownerId }, { $set: { language: 'fr' } });

    const response = await disconnect(alice).expect(200);
    expect(DisconnectResponseSchema.parse(response.body).data.pendingPosts).toEqual({
      choice: 'keep',
      cancelled: 0,
      platformRemoved: 0,
      kept: 1,
    });
    expect((await stored(kept._id)).status).toBe('pending');
    expect(await jobExists(kept.jobId!)).toBe(true);

    // The worker's publish when it comes due.
    await publishScheduledPost(kept._id, services);

    const failed = await stored(kept._id);
    expect(failed.status).toBe('failed');
    expect(failed.platformResults).toEqual([
      expect.objectContaining({
        platform: 'sandbox',
        outcome: 'failed',
        message: M.accountDisconnected,
      }),
    ]);
    const notifications = await listNotifications(alice.ownerId, 10);
    expect(notifications.map((notification) => notification.type).sort()).toEqual([
      'account_disconnected',
      'post_failed',
    ]);
    const notice = notifications.find(
      (notification) => notification.type === 'account_disconnected',
    )!;
    expect(notice.message).toBe(NOTIFICATION_TEXTS.fr.disconnected('Sandbox'));
    const failure = notifications.find((notification) => notification.type === 'post_failed')!;
    expect(failure.message).toContain(M_FR.accountDisconnected);

    await connectSandboxAccount(site, alice, `alice_again_${Date.now()}`);
    expect(await AccountDisconnectionModel.countDocuments({ userId: alice.ownerId })).toBe(0);
    const retried = await request(site.url)
      .post(retryScheduledPostPath(kept._id))
      .set(as(alice))
      .expect(200);
    expect(PostNowResponseSchema.parse(retried.body).post.status).toBe('completed');
    expect(await SandboxPostModel.countDocuments({ text: 'Kept for later' })).toBe(1);
  });

  it('when the platform refused the account instead, then the notice keeps its reconnect wording', async () => {
    const post = await schedule(bob, 'Refused by the platform');
    // Gone without the user disconnecting it.
    await ConnectedAccountModel.deleteOne({ userId: bob.ownerId });

    await publishScheduledPost(post._id, services);

    const notifications = await listNotifications(bob.ownerId, 10);
    const notice = notifications.find((notification) => notification.type !== 'post_failed')!;
    expect(notice).toMatchObject({
      type: 'account_reconnect',
      message: NOTIFICATION_TEXTS.en.reconnect('Sandbox'),
    });
  });
});
