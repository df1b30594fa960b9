import {
  ApiErrorSchema,
  CreateScheduledPostResponseSchema,
  PostNowResponseSchema,
  SCHEDULING_MESSAGES as M,
  SCHEDULING_MESSAGES_FR as M_FR,
  publishScheduledPostNowPath,
  retryScheduledPostPath,
} from '@postcraft/contracts';
import {
  ConnectedAccountModel,
  createTokenCipher,
  openTokens,
  PublishAttemptModel,
  PublishOutcomeModel,
  SandboxPostModel,
  ScheduledPostModel,
  sealTokens,
} from '@postcraft/data';
import { openJobQueue, type JobQueue } from '@postcraft/jobs';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import request from 'supertest';
import { startAccountTestBed, type AccountTestBed } from './helpers/account-test-bed.js';
import { signUpOwner, type TestUser } from './helpers/test-owner.js';
import { pngOf } from './helpers/images.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';
import { connectSandboxAccount } from './helpers/sandbox-connection.js';

const HOUR = 60 * 60 * 1000;

describe('POST /api/user/schedule/{id}/retry: the platforms that failed, published again', () => {
  const tableName = testJobTableName('retry_post');
  let queue: JobQueue;
  let bed: AccountTestBed;
  let site: ListeningApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    queue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed, { jobQueue: queue });
    alice = await signUpOwner(bed, site.url);
    bob = await signUpOwner(bed, site.url);
    await connectSandboxAccount(site, alice, 'alice_retry');
  });
  afterAll(async () => {
    await site.close();
    await bed.stop();
    await queue.close();
    await dropJobTable(tableName);
  });

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  const retry = (id: string, user: TestUser = alice) =>
    request(site.url).post(retryScheduledPostPath(id)).set(as(user));
  const postsOnSandbox = (text: string) => SandboxPostModel.countDocuments({ text });

  async function schedule(caption: string) {
    const response = await request(site.url)
      .post('/api/user/schedule')
      .set(as(alice))
      .field('platforms[0]', 'sandbox')
      .field('type', 'image')
      .field('caption', caption)
      .field('scheduledTime', new Date(Date.now() + 2 * HOUR).toISOString())
      .attach('media', pngOf(6, 6), 'post.png')
      .expect(201);
    return CreateScheduledPostResponseSchema.parse(response.body);
  }

  /** The Sandbox refuses the account's tokens (revoked), so a publish fails for certain. */
  async function revokeSandboxTokens() {
    const cipher = createTokenCipher(site.config.secrets.ENCRYPTION_KEY);
    const account = await ConnectedAccountModel.findOne({ userId: alice.ownerId }).orFail();
    account.tokensSealed = sealTokens(
      { ...openTokens(account, cipher), accessToken: 'sba_revoked', refreshToken: 'sbr_revoked' },
      cipher,
    );
    await account.save();
  }

  /** A post published now while the Sandbox refuses it, then the account connected again. */
  async function failedPost(caption: string) {
    const post = await schedule(caption);
    await revokeSandboxTokens();
    const failed = await request(site.url)
      .post(publishScheduledPostNowPath(post._id))
      .set(as(alice))
      .expect(200);
    expect(PostNowResponseSchema.parse(failed.body).post.status).toBe('failed');
    await connectSandboxAccount(site, alice, 'alice_retry');
    return post;
  }

  it('when a failed post is retried after the account is connected again, then it goes out once and is completed', async () => {
    const post = await failedPost('Second chance');

    const response = await retry(post._id).expect(200);

    const body = PostNowResponseSchema.parse(response.body);
    expect(body).toMatchObject({ success: true, failed: [], message: M.postedTo(1) });
    expect(body.post).toMatchObject({
      _id: post._id,
      status: 'completed',
      isPartial: false,
      platformResults: [
        expect.objectContaining({ platform: 'sandbox', outcome: 'published', success: true }),
      ],
    });
    expect(await postsOnSandbox('Second chance')).toBe(1);
    expect(await PublishAttemptModel.countDocuments({ postId: post._id })).toBe(2);

    // Nothing failed any more: a second retry is refused and sends nothing.
    const again = await retry(post._id).expect(409);
    expect(ApiErrorSchema.parse(again.body)).toMatchObject({
      code: 'nothing_to_retry',
      message: M.nothingToRetry,
    });
    expect(await postsOnSandbox('Second chance')).toBe(1);
  });

  it('when two retries of a failed post arrive together, then the platform is called once', async () => {
    const post = await failedPost('Only once please');

    const answers = await Promise.all([retry(post._id), retry(post._id), retry(post._id)]);

    expect(answers.map((answer) => answer.status)).toContain(200);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(await postsOnSandbox('Only once please')).toBe(1);
    const stored = await ScheduledPostModel.findById(post._id).lean().orFail();
    expect(stored.status).toBe('completed');
  });

  it('when the retry fails again, then the post stays failed with the new reason and can be retried later', async () => {
    const post = await failedPost('Still refused');
    await revokeSandboxTokens();

    const response = await retry(post._id).set('Accept-Language', 'fr').expect(200);

    const body = PostNowResponseSchema.parse(response.body);
    expect(body.success).toBe(false);
    expect(body.post.status).toBe('failed');
    expect(body.failed).toEqual([
      { platform: 'sandbox', message: expect.any(String), skipped: false },
    ]);
    await connectSandboxAccount(site, alice, 'alice_retry');

    await retry(post._id).expect(200);
    expect(await postsOnSandbox('Still refused')).toBe(1);
    expect(await PublishAttemptModel.countDocuments({ postId: post._id })).toBe(3);
  });

  it('when the platform may have the post (unconfirmed), then it is not retried and nothing is sent', async () => {
    const post = await failedPost('Maybe out already');
    await PublishOutcomeModel.updateOne(
      { _id: `${post._id}:sandbox` },
      { $set: { outcome: 'unconfirmed' } },
    );
    await ScheduledPostModel.updateOne(
      { _id: post._id },
      { $set: { 'platformResults.0.outcome': 'unconfirmed' } },
    );

    const response = await retry(post._id).expect(409);

    expect(response.body).toMatchObject({ code: 'nothing_to_retry', message: M.nothingToRetry });
    expect(await postsOnSandbox('Maybe out already')).toBe(0);
    expect(await PublishAttemptModel.countDocuments({ postId: post._id })).toBe(1);
  });

  it('when the post is pending or cancelled, then 409 in the request language and nothing is sent', async () => {
    const pending = await schedule('Not yet');
    const refused = await retry(pending._id).expect(409);
    expect(refused.body).toEqual({ code: 'post_not_retryable', message: M.notRetryable });

    await request(site.url).delete(`/api/user/schedule/${pending._id}`).set(as(alice)).expect(200);
    const cancelled = await retry(pending.jobId!).set('Accept-Language', 'fr').expect(409);
    expect(cancelled.body).toEqual({ code: 'post_not_retryable', message: M_FR.notRetryable });

    expect(await postsOnSandbox('Not yet')).toBe(0);
    expect(await PublishAttemptModel.countDocuments({ postId: pending._id })).toBe(0);
  });

  it('when another user names the failed post, then 404 and nothing is sent', async () => {
    const post = await failedPost('Not yours to retry');

    await retry(post._id, bob).expect(404);

    expect(await postsOnSandbox('Not yours to retry')).toBe(0);
    expect((await ScheduledPostModel.findById(post._id).lean().orFail()).status).toBe('failed');
  });

  it('when a failed post is rescheduled, then a new pending post is made from it and the failed one stays', async () => {
    const post = await failedPost('Later instead');
    const time = new Date(Date.now() + 3 * HOUR).toISOString();

    const response = await request(site.url)
      .put(`/api/user/schedule/${post._id}`)
      .set(as(alice))
      .send({ scheduledTime: time })
      .expect(201);

    const copy = CreateScheduledPostResponseSchema.parse(response.body);
    expect(copy).toMatchObject({
      status: 'pending',
      caption: 'Later instead',
      platforms: ['sandbox'],
      scheduledTime: time,
    });
    expect(copy._id).not.toBe(post._id);
    expect((await ScheduledPostModel.findById(post._id).lean().orFail()).status).toBe('failed');
  });
});
