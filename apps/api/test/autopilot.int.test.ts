import {
  AUTOPILOT_MESSAGES as A,
  AUTOPILOT_PATH,
  AUTOPILOT_PLAN_JOB,
  AutopilotOverviewResponseSchema,
  ENDPOINTS as E,
  PlannedPostActionResponseSchema,
  POST_STATUS_COLORS,
  regeneratePlannedPostPath,
  RENDER_VIDEO_JOB,
  UpdateProfileResponseSchema,
  WebhookPayloadSchema,
} from '@postcraft/contracts';
import {
  findScheduledPost,
  GenerationModel,
  ScheduledPostModel,
  UserModel,
  WebhookDeliveryModel,
} from '@postcraft/data';
import { inProcessRenderer } from '@postcraft/generation';
import { createJobPool, insertJobOnce, openJobQueue, type JobQueue } from '@postcraft/jobs';
import { LocalDiskStorage } from '@postcraft/media';
import { createContentGenerator, planAutopilotHorizon } from '@postcraft/studio';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import type pg from 'pg';
import request from 'supertest';
import { startAccountTestBed, type AccountTestBed } from './helpers/account-test-bed.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';
import { connectSandboxAccount } from './helpers/sandbox-connection.js';
import { signUpOwner, type TestUser } from './helpers/test-owner.js';

describe('the autopilot calls', () => {
  const tableName = testJobTableName('autopilot_api');
  let queue: JobQueue;
  let pool: pg.Pool;
  let bed: AccountTestBed;
  let site: ListeningApp;

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  const update = (user: TestUser, body: object) =>
    request(site.url).put('/api/user/updateProfile').set(as(user)).send(body);
  const planJobsOf = async (user: TestUser) =>
    (
      await pool.query(`SELECT id FROM "${tableName}" WHERE name = $1 AND data->>'ownerId' = $2`, [
        AUTOPILOT_PLAN_JOB,
        user.ownerId,
      ])
    ).rowCount;
  const overviewOf = async (user: TestUser) =>
    AutopilotOverviewResponseSchema.parse(
      (await request(site.url).get(AUTOPILOT_PATH).set(as(user)).expect(200)).body,
    ).data;

  /** Plans the user's week as the worker's job does (its jobs in this file's table). */
  async function planWeek(user: TestUser) {
    const outcome = await planAutopilotHorizon(
      {
        storage: new LocalDiskStorage({ rootDir: site.config.mediaDir, publicPath: '/media' }),
        generator: createContentGenerator({ ai: null }, inProcessRenderer),
        billingEnabled: false,
        holder: 'api-test',
        leaseSeconds: 60,
        renderQueue: queue,
        scheduleJob: async (jobId, runAt, postId) => {
          await insertJobOnce(pool, tableName, {
            id: jobId,
            name: 'post.publish',
            runAt,
            data: { postId },
          });
        },
      },
      user.ownerId,
    );
    if (outcome.state !== 'planned') throw new Error(`not planned: ${outcome.state}`);
    return outcome.created;
  }

  beforeAll(async () => {
    queue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
    pool = createJobPool(process.env.DATABASE_URL!);
    bed = await startAccountTestBed();
    // Billing off: everyone has autopilot (its plan limit is in entitlements.int.test.ts).
    site = await listenWithPublicUrl(bed, {
      jobQueue: queue,
      env: { BILLING: 'off', WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true' },
    });
  }, 120_000);
  afterAll(async () => {
    await site.close();
    await bed.stop();
    await queue.close();
    await pool.end();
    await dropJobTable(tableName);
  });

  it('when a user turns autopilot on, changes its frequency or leaves it alone, then a plan is queued only for the first two', async () => {
    const user = await signUpOwner(bed, site.url);
    expect((await overviewOf(user)).state).toBe('off');

    await update(user, { autopilotSettings: { enabled: true } }).expect(200);
    expect(await planJobsOf(user)).toBe(1);
    expect(await overviewOf(user)).toMatchObject({
      enabled: true,
      state: 'planning',
      upcoming: [],
      awaitingApprovalCount: 0,
    });

    await update(user, { autopilotSettings: { postingFrequency: 3 } }).expect(200);
    expect(await planJobsOf(user)).toBe(2);
    await update(user, { firstName: 'Ana' }).expect(200);
    await update(user, { autopilotSettings: { postingFrequency: 3 } }).expect(200);
    expect(await planJobsOf(user)).toBe(2);
  });

  it('when the week is planned, then the overview lists its posts with topic and slot reason, soonest first', async () => {
    const user = await signUpOwner(bed, site.url);
    await connectSandboxAccount(site, user, 'autopilot_overview');
    await update(user, { autopilotSettings: { enabled: true, postingFrequency: 3 } }).expect(200);
    await planWeek(user);

    const overview = await overviewOf(user);
    expect(overview).toMatchObject({
      state: 'active',
      pausedReason: null,
      awaitingApprovalCount: 3,
    });
    expect(overview.upcoming).toHaveLength(3);
    const times = overview.upcoming.map((post) => Date.parse(post.scheduledTime));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    for (const post of overview.upcoming) {
      expect(post.status).toBe('awaiting_approval');
      expect(post.autopilot).toMatchObject({ platform: 'sandbox', moved: false, expired: false });
      expect(post.autopilot!.topic.length).toBeGreaterThan(3);
      expect(post.autopilot!.slotReason.platform).toBe('sandbox');
    }
    expect(POST_STATUS_COLORS.awaiting_approval).not.toBe(POST_STATUS_COLORS.pending);
  }, 120_000);

  it('when a planned post is regenerated, then it keeps its time and status with a new angle and caption; another user gets a 404', async () => {
    const user = await signUpOwner(bed, site.url);
    const stranger = await signUpOwner(bed, site.url);
    await connectSandboxAccount(site, user, 'autopilot_regenerate');
    await update(user, { autopilotSettings: { enabled: true, postingFrequency: 2 } }).expect(200);
    const [post] = await planWeek(user);

    await request(site.url)
      .post(regeneratePlannedPostPath(post!._id.toString()))
      .set(as(stranger))
      .expect(404);
    const response = await request(site.url)
      .post(regeneratePlannedPostPath(post!._id.toString()))
      .set(as(user))
      .expect(200);
    const answer = PlannedPostActionResponseSchema.parse(response.body);
    expect(answer.message).toBe(A.regenerated);
    expect(answer.data).toMatchObject({
      _id: post!._id.toString(),
      status: 'awaiting_approval',
      scheduledTime: post!.scheduledTime.toISOString(),
    });
    expect(answer.data.autopilot!.angle).not.toBe(post!.autopilot!.angle);
    expect(answer.data.caption).not.toBe(post!.caption);
    expect(answer.data.mediaUrl).toMatch(/^\/media\/generated\//);

    // A script regenerates with a key that may generate; one that may only schedule may not.
    const keyWith = async (scopes: string[]) =>
      (
        await request(site.url)
          .post(E.createApiKey.path)
          .set(as(user))
          .send({ name: scopes.join(' '), scopes })
          .expect(201)
      ).body.data.key as string;
    const scheduler = await keyWith(['posts:read', 'posts:write']);
    await request(site.url)
      .post(regeneratePlannedPostPath(post!._id.toString()))
      .set('Authorization', `Bearer ${scheduler}`)
      .expect(403);
    expect((await findScheduledPost(user.ownerId, post!._id.toString()))?.caption).toBe(
      answer.data.caption,
    );
    const generator = await keyWith(['generation:write']);
    const again = await request(site.url)
      .post(regeneratePlannedPostPath(post!._id.toString()))
      .set('Authorization', `Bearer ${generator}`)
      .expect(200);
    expect(PlannedPostActionResponseSchema.parse(again.body).data.caption).not.toBe(
      answer.data.caption,
    );
  }, 120_000);

  it('when a planned video is regenerated, then 409 while its video is being made; once made, a new video is queued and the post waits for it', async () => {
    const user = await signUpOwner(bed, site.url);
    await connectSandboxAccount(site, user, 'autopilot_regenerate_video');
    await UserModel.updateOne(
      { _id: user.ownerId },
      { $set: { preferredContentTypes: [{ type: 'videos', icon: 'Video' }] } },
    );
    await update(user, { autopilotSettings: { enabled: true, postingFrequency: 1 } }).expect(200);
    const [post] = await planWeek(user);
    expect(post).toMatchObject({ type: 'video', mediaKey: null, caption: '' });
    const regenerate = () =>
      request(site.url).post(regeneratePlannedPostPath(post!._id.toString())).set(as(user));

    const busy = await regenerate().expect(409);
    expect(busy.body.message).toBe(A.videoInProgress);
    expect(await findScheduledPost(user.ownerId, post!._id.toString())).toMatchObject({
      mediaKey: null,
      autopilot: { angle: post!.autopilot!.angle },
    });

    // As the render job leaves it once the video is made.
    await ScheduledPostModel.updateOne(
      { _id: post!._id },
      {
        $set: {
          caption: 'Made',
          mediaKey: `generated/${user.ownerId}/made.mp4`,
          mediaUrl: `/media/generated/${user.ownerId}/made.mp4`,
          mediaMimeType: 'video/mp4',
          mediaSizeBytes: 1000,
        },
      },
    );
    const answer = PlannedPostActionResponseSchema.parse((await regenerate().expect(200)).body);
    expect(answer.message).toBe(A.regeneratingVideo);
    expect(answer.data).toMatchObject({
      type: 'video',
      mediaUrl: null,
      caption: '',
      status: 'awaiting_approval',
      scheduledTime: post!.scheduledTime.toISOString(),
    });
    expect(answer.data.autopilot!.angle).not.toBe(post!.autopilot!.angle);
    const generationId = (await findScheduledPost(user.ownerId, post!._id.toString()))!.autopilot!
      .generationId!;
    expect(generationId).not.toBe(post!.autopilot!.generationId);
    const { rows } = await pool.query(
      `SELECT id FROM "${tableName}" WHERE name = $1 AND data->>'generationId' = $2`,
      [RENDER_VIDEO_JOB, generationId],
    );
    expect(rows).toHaveLength(1);
  }, 120_000);

  it('when a planned post is rejected while its video is being made, then the video and its render job go too', async () => {
    const user = await signUpOwner(bed, site.url);
    await connectSandboxAccount(site, user, 'autopilot_reject_video');
    await UserModel.updateOne(
      { _id: user.ownerId },
      { $set: { preferredContentTypes: [{ type: 'videos', icon: 'Video' }] } },
    );
    await update(user, { autopilotSettings: { enabled: true, postingFrequency: 1 } }).expect(200);
    const [post] = await planWeek(user);
    const generationId = post!.autopilot!.generationId!;
    const renderJobs = async () =>
      (
        await pool.query(
          `SELECT id FROM "${tableName}" WHERE name = $1 AND data->>'generationId' = $2`,
          [RENDER_VIDEO_JOB, generationId],
        )
      ).rowCount;
    expect(await GenerationModel.countDocuments({ _id: generationId })).toBe(1);
    expect(await renderJobs()).toBe(1);

    await request(site.url)
      .delete(`/api/user/schedule/${post!._id.toString()}`)
      .set(as(user))
      .expect(200);
    expect((await findScheduledPost(user.ownerId, post!._id.toString()))?.status).toBe('cancelled');
    expect(await GenerationModel.countDocuments({ _id: generationId })).toBe(0);
    expect(await renderJobs()).toBe(0);
  }, 120_000);

  it('when a post of the user’s own is regenerated as planned, then 409 and nothing changes', async () => {
    const user = await signUpOwner(bed, site.url);
    const own = await ScheduledPostModel.create({
      ownerId: user.ownerId,
      scheduledTime: new Date(Date.now() + 86_400_000),
      originalScheduledTime: new Date(Date.now() + 86_400_000),
      caption: 'Mine',
      mediaUrl: null,
      mediaKey: null,
      mediaMimeType: null,
      mediaSizeBytes: null,
      platforms: ['sandbox'],
      status: 'pending',
      type: 'image',
      origin: 'schedule',
      jobId: null,
      platformResults: [],
    });
    const response = await request(site.url)
      .post(regeneratePlannedPostPath(own._id.toString()))
      .set(as(user))
      .expect(409);
    expect(response.body.message).toBe(A.notPlanned);
    expect((await findScheduledPost(user.ownerId, own._id.toString()))?.caption).toBe('Mine');
  });

  it('when autopilot is turned off, then posts awaiting approval are cancelled, approved ones stay, the answer says how many and webhooks hear each', async () => {
    const user = await signUpOwner(bed, site.url);
    await connectSandboxAccount(site, user, 'autopilot_off');
    await request(site.url)
      .post(E.createWebhook.path)
      .set(as(user))
      .send({ url: 'http://127.0.0.1:9/hooks', events: ['post.scheduled', 'post.cancelled'] })
      .expect(201);
    await update(user, { autopilotSettings: { enabled: true, postingFrequency: 3 } }).expect(200);
    const planned = await planWeek(user);
    await request(site.url)
      .post(`/api/user/schedule/${planned[0]!._id.toString()}/approve`)
      .set(as(user))
      .expect(200);

    const response = await update(user, { autopilotSettings: { enabled: false } })
      .set('Accept-Language', 'fr')
      .expect(200);
    const answer = UpdateProfileResponseSchema.parse(response.body);
    expect(answer.autopilotStop).toEqual({ cancelled: 2, kept: 1 });
    expect(answer.user.autopilotSettings.enabled).toBe(false);
    const statuses = await Promise.all(
      planned.map(
        async (post) => (await findScheduledPost(user.ownerId, post._id.toString()))?.status,
      ),
    );
    expect(statuses).toEqual(['pending', 'cancelled', 'cancelled']);
    // Their jobs are gone; the approved one's stays.
    const { rows } = await pool.query<{ id: string }>(
      `SELECT id FROM "${tableName}" WHERE id = ANY($1)`,
      [planned.map((post) => post.jobId)],
    );
    expect(rows.map((row) => row.id)).toEqual([planned[0]!.jobId]);
    // The approved one was a post.scheduled; each cancelled one a post.cancelled, as a reject is.
    const deliveries = await WebhookDeliveryModel.find({ ownerId: user.ownerId }).lean();
    const events = deliveries.map((delivery) => {
      const payload = WebhookPayloadSchema.parse(JSON.parse(delivery.payload));
      const post = (payload.data as { post: { _id: string; status: string } }).post;
      return `${payload.type} ${post._id} ${post.status}`;
    });
    expect(events.sort()).toEqual(
      [
        `post.scheduled ${planned[0]!._id.toString()} pending`,
        `post.cancelled ${planned[1]!._id.toString()} cancelled`,
        `post.cancelled ${planned[2]!._id.toString()} cancelled`,
      ].sort(),
    );
    expect((await overviewOf(user)).state).toBe('off');
    expect((await UserModel.findById(user.ownerId).lean())?.autopilotSettings.enabled).toBe(false);
  }, 120_000);

  it('when the overview is asked without a session, then 401', async () => {
    await request(site.url).get(AUTOPILOT_PATH).expect(401);
  });
});
