import {
  ApiErrorSchema,
  CreateScheduledPostResponseSchema,
  PostNowResponseSchema,
  SCHEDULING_MESSAGES as M,
  SCHEDULING_MESSAGES_FR as M_FR,
  publishScheduledPostNowPath,
} from '@postcraft/contracts';
import {
  ConnectedAccountModel,
  createTokenCipher,
  openTokens,
  PublishAttemptModel,
  SandboxPostModel,
  ScheduledPostModel,
  sealTokens,
} from '@postcraft/data';
import { createJobPool, openJobQueue, type JobQueue } from '@postcraft/jobs';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import type pg from 'pg';
import request from 'supertest';
import { startAccountTestBed, type AccountTestBed } from './helpers/account-test-bed.js';
import { signUpOwner, type TestUser } from './helpers/test-owner.js';
import { pngOf } from './helpers/images.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';
import { connectSandboxAccount } from './helpers/sandbox-connection.js';

const HOUR = 60 * 60 * 1000;

describe('POST /api/user/schedule/{id}/publish-now: a pending post published at once', () => {
  const tableName = testJobTableName('publish_now');
  let queue: JobQueue;
  let pool: pg.Pool;
  let bed: AccountTestBed;
  let site: ListeningApp;
  let alice: TestUser;
  let bob: TestUser;

  const jobRow = async (id: string) =>
    (await pool.query(`SELECT id FROM "${tableName}" WHERE id = $1`, [id])).rows[0] as
      { id: string } | undefined;

  const signUp = () => signUpOwner(bed, site.url);

  beforeAll(async () => {
    queue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
    pool = createJobPool(process.env.DATABASE_URL!);
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed, { jobQueue: queue });
    alice = await signUp();
    bob = await signUp();
    await connectSandboxAccount(site, alice, 'alice_publish_now');
  });
  afterAll(async () => {
    await site.close();
    await bed.stop();
    await queue.close();
    await pool.end();
    await dropJobTable(tableName);
  });

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });

  async function schedule(caption: string, inMs = 2 * HOUR) {
    const response = await request(site.url)
      .post('/api/user/schedule')
      .set(as(alice))
      .field('platforms[0]', 'sandbox')
      .field('type', 'image')
      .field('caption', caption)
      .field('scheduledTime', new Date(Date.now() + inMs).toISOString())
      .attach('media', pngOf(6, 6), 'post.png')
      .expect(201);
    return CreateScheduledPostResponseSchema.parse(response.body);
  }

  const publishNow = (id: string, user: TestUser) =>
    request(site.url).post(publishScheduledPostNowPath(id)).set(as(user));

  it('when a pending post is published now, then it goes out once, its job is gone, and it is completed with its results', async () => {
    const post = await schedule('Out before its time');
    const before = Date.now();

    const response = await publishNow(post._id, alice).expect(200);

    const body = PostNowResponseSchema.parse(response.body);
    expect(body).toMatchObject({ success: true, failed: [], message: M.postedTo(1) });
    expect(body.successful).toEqual([
      {
        platform: 'sandbox',
        externalId: expect.any(String),
        url: expect.stringContaining('/sandbox/@alice_publish_now/posts/'),
      },
    ]);
    expect(body.post).toMatchObject({
      _id: post._id,
      jobId: post.jobId,
      status: 'completed',
      originalScheduledTime: post.originalScheduledTime,
      platformResults: [expect.objectContaining({ platform: 'sandbox', outcome: 'published' })],
    });
    expect(Date.parse(body.post.scheduledTime)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(body.post.scheduledTime)).toBeLessThan(Date.parse(post.scheduledTime));
    expect(await SandboxPostModel.countDocuments({ text: 'Out before its time' })).toBe(1);
    expect(await jobRow(post.jobId!)).toBeUndefined();

    // Published: a second call is refused and posts nothing more.
    const again = await publishNow(post._id, alice).expect(409);
    expect(ApiErrorSchema.parse(again.body)).toMatchObject({
      code: 'post_not_pending',
      message: M.notPendingPublishNow,
    });
    expect(await SandboxPostModel.countDocuments({ text: 'Out before its time' })).toBe(1);
  });

  it('when another user names the post, then it is a 404 and the post keeps waiting with its job', async () => {
    const post = await schedule('Not yours');

    const byId = await publishNow(post._id, bob).expect(404);
    expect(byId.body).toMatchObject({ code: 'not_found', message: M.notFound });
    await publishNow(post.jobId!, bob).expect(404);

    const stored = await ScheduledPostModel.findById(post._id).lean().orFail();
    expect(stored.status).toBe('pending');
    expect(stored.scheduledTime.toISOString()).toBe(post.scheduledTime);
    expect(await jobRow(post.jobId!)).toBeDefined();
    expect(await SandboxPostModel.countDocuments({ text: 'Not yours' })).toBe(0);
  });

  it('when the post was cancelled, then 409 and nothing is posted', async () => {
    const post = await schedule('Cancelled first');
    await request(site.url).delete(`/api/user/schedule/${post._id}`).set(as(alice)).expect(200);

    const response = await publishNow(post.jobId!, alice).set('Accept-Language', 'fr').expect(409);

    expect(response.body).toEqual({
      code: 'post_not_pending',
      message: M_FR.notPendingPublishNow,
    });
    expect((await ScheduledPostModel.findById(post._id).lean().orFail()).status).toBe('cancelled');
    expect(await SandboxPostModel.countDocuments({ text: 'Cancelled first' })).toBe(0);
  });

  it('when its scheduled publish has already started, then 409 and the post is left to it', async () => {
    const post = await schedule('Already running');
    await pool.query(`UPDATE "${tableName}" SET locked_at = now() WHERE id = $1`, [post.jobId]);

    const response = await publishNow(post._id, alice).expect(409);

    expect(response.body).toEqual({ code: 'post_not_pending', message: M.alreadyRunning });
    const stored = await ScheduledPostModel.findById(post._id).lean().orFail();
    expect(stored.status).toBe('pending');
    expect(stored.scheduledTime.toISOString()).toBe(post.scheduledTime);
    expect(await SandboxPostModel.countDocuments({ text: 'Already running' })).toBe(0);
  });

  it("when the id is missing, then 'jobId is required' and nothing changes", async () => {
    const response = await request(site.url)
      .post('/api/user/schedule/undefined/publish-now')
      .set(as(alice))
      .expect(400);
    expect(response.body.message).toBe(M.jobIdRequired);
  });

  it('when the platform refuses the post, then it is failed with the reason, in the answer and on the post', async () => {
    const post = await schedule('Refused now');
    const cipher = createTokenCipher(site.config.secrets.ENCRYPTION_KEY);
    const account = await ConnectedAccountModel.findOne({ userId: alice.ownerId }).orFail();
    account.tokensSealed = sealTokens(
      { ...openTokens(account, cipher), accessToken: 'sba_revoked', refreshToken: 'sbr_revoked' },
      cipher,
    );
    await account.save();

    const response = await publishNow(post._id, alice).expect(200);

    const body = PostNowResponseSchema.parse(response.body);
    expect(body.success).toBe(false);
    expect(body.failed).toEqual([
      { platform: 'sandbox', message: expect.any(String), skipped: false },
    ]);
    expect(body.post.status).toBe('failed');
    expect(body.post.platformResults).toEqual([
      expect.objectContaining({ platform: 'sandbox', success: false, outcome: 'failed' }),
    ]);
    expect(await PublishAttemptModel.countDocuments({ postId: post._id })).toBe(1);
    expect(await SandboxPostModel.countDocuments({ text: 'Refused now' })).toBe(0);
    expect(await jobRow(post.jobId!)).toBeUndefined();

    await connectSandboxAccount(site, alice, 'alice_publish_now');
  });
});
