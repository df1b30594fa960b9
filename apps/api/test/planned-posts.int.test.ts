import {
  APPROVE_ALL_PATH,
  ApiErrorSchema,
  ApproveAllResponseSchema,
  AUTOPILOT_MESSAGES as A,
  AUTOPILOT_MESSAGES_FR as A_FR,
  CreateScheduledPostResponseSchema,
  ListScheduledPostsResponseSchema,
  PlannedPostActionResponseSchema,
  PostNowResponseSchema,
  PostPublishPayloadSchema,
  SCHEDULING_MESSAGES as M,
  ScheduledPostActionResponseSchema,
  ScheduledPostStatsResponseSchema,
  approvePostPath,
  publishScheduledPostNowPath,
  type BestTimeReason,
} from '@postcraft/contracts';
import {
  insertPlannedPost,
  SandboxPostModel,
  ScheduledPostModel,
  type NewScheduledPost,
  type ScheduledPostRecord,
} from '@postcraft/data';
import { createJobPool, openJobQueue, POST_PUBLISH_JOB, type JobQueue } from '@postcraft/jobs';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import type pg from 'pg';
import request from 'supertest';
import { startAccountTestBed, type AccountTestBed } from './helpers/account-test-bed.js';
import { pngOf } from './helpers/images.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';
import { connectSandboxAccount } from './helpers/sandbox-connection.js';
import { signUpOwner, type TestUser } from './helpers/test-owner.js';

const HOUR = 60 * 60 * 1000;

const REASON: BestTimeReason = {
  kind: 'defaults',
  platform: 'sandbox',
  postCount: 0,
  minimumPosts: 5,
  days: [2],
  hour: 9,
  isBestTaken: false,
};

type PostMedia = Pick<
  NewScheduledPost,
  'mediaUrl' | 'mediaKey' | 'mediaMimeType' | 'mediaSizeBytes' | 'type'
>;

describe('posts the autopilot planned for approval (awaiting_approval)', () => {
  const tableName = testJobTableName('planned');
  let queue: JobQueue;
  let pool: pg.Pool;
  let bed: AccountTestBed;
  let site: ListeningApp;
  let alice: TestUser;
  let bob: TestUser;
  let media: PostMedia;
  let slot = 0;

  const jobRow = async (id: string) =>
    (await pool.query(`SELECT * FROM "${tableName}" WHERE id = $1`, [id])).rows[0] as
      { name: string; data: unknown; next_run_at: Date } | undefined;

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  const stored = (post: Pick<ScheduledPostRecord, '_id'>) =>
    ScheduledPostModel.findById(post._id).lean().orFail();

  /** An image the user uploaded with a post of their own: the planned posts' media. */
  async function uploadMedia(user: TestUser): Promise<PostMedia> {
    const response = await request(site.url)
      .post('/api/user/schedule')
      .set(as(user))
      .field('platforms[0]', 'sandbox')
      .field('type', 'image')
      .field('caption', 'Media carrier')
      .field('scheduledTime', new Date(Date.now() + 24 * HOUR).toISOString())
      .attach('media', pngOf(6, 6), 'post.png')
      .expect(201);
    const carrier = CreateScheduledPostResponseSchema.parse(response.body);
    const record = await ScheduledPostModel.findById(carrier._id).lean().orFail();
    await request(site.url)
      .delete(`/api/user/schedule/${carrier._id}/record`)
      .set(as(user))
      .expect(200);
    return {
      mediaUrl: record.mediaUrl,
      mediaKey: record.mediaKey,
      mediaMimeType: record.mediaMimeType,
      mediaSizeBytes: record.mediaSizeBytes,
      type: record.type,
    };
  }

  /** A post the autopilot planned for `user`, awaiting approval, with its publish job at its time. */
  async function plan(user: TestUser, at: Date, caption = 'Planned by the autopilot') {
    slot += 1;
    const post = await insertPlannedPost(user.ownerId, {
      ...media,
      scheduledTime: at,
      caption,
      platforms: ['sandbox'],
      origin: 'autopilot',
      status: 'awaiting_approval',
      autopilot: {
        slotKey: `sandbox:${at.toISOString()}:${slot}`,
        topicKey: `roasting-${slot}`,
        topic: 'How we roast',
        angle: 'Behind the scenes',
        contentKind: 'image',
        platform: 'sandbox',
        slotReason: REASON,
        batchId: 'batch-1',
        moved: false,
        expired: false,
        approvedAt: null,
        generationId: null,
      },
    });
    if (!post?.jobId) throw new Error('The planned post was not inserted');
    const payload = PostPublishPayloadSchema.parse({ postId: post._id.toString() });
    await queue.schedule(POST_PUBLISH_JOB, at, payload, post.jobId);
    return { ...post, jobId: post.jobId, id: post._id.toString() };
  }

  const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);
  const approve = (id: string, user: TestUser) =>
    request(site.url).post(approvePostPath(id)).set(as(user));

  beforeAll(async () => {
    queue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
    pool = createJobPool(process.env.DATABASE_URL!);
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed, { jobQueue: queue });
    alice = await signUpOwner(bed, site.url);
    bob = await signUpOwner(bed, site.url);
    await connectSandboxAccount(site, alice, 'alice_planned');
    media = await uploadMedia(alice);
  });
  afterAll(async () => {
    await site.close();
    await bed.stop();
    await queue.close();
    await pool.end();
    await dropJobTable(tableName);
  });

  it('when the list is filtered by awaiting_approval, then only those posts come, with their plan, and the stats count them', async () => {
    const carol = await signUpOwner(bed, site.url);
    const first = await plan(carol, inHours(3));
    const second = await plan(carol, inHours(5));
    const approved = await plan(carol, inHours(7));
    await approve(approved.id, carol).expect(200);

    const response = await request(site.url)
      .get('/api/user/scheduled-posts')
      .query({ status: 'awaiting_approval', sortBy: 'scheduledTime', sortOrder: 'asc' })
      .set(as(carol))
      .expect(200);

    const listed = ListScheduledPostsResponseSchema.parse(response.body).data.scheduledPosts;
    expect(listed.map((post) => post._id)).toEqual([first.id, second.id]);
    expect(listed[0]).toMatchObject({
      status: 'awaiting_approval',
      jobId: first.jobId,
      autopilot: {
        topic: 'How we roast',
        angle: 'Behind the scenes',
        contentKind: 'image',
        platform: 'sandbox',
        slotReason: REASON,
        moved: false,
        expired: false,
      },
    });
    const stats = await request(site.url)
      .get('/api/user/scheduled-posts/stats')
      .set(as(carol))
      .expect(200);
    expect(ScheduledPostStatsResponseSchema.parse(stats.body).data).toMatchObject({
      total: 3,
      byStatus: { awaiting_approval: 2, pending: 1 },
    });
  });

  it('when a post is approved, then it is pending with its job still at its time; a second approval is a 409', async () => {
    const at = inHours(4);
    const post = await plan(alice, at);

    const response = await approve(post.id, alice).expect(200);

    const answer = PlannedPostActionResponseSchema.parse(response.body);
    expect(answer).toMatchObject({
      success: true,
      message: A.approved,
      data: { _id: post.id, jobId: post.jobId, status: 'pending', scheduledTime: at.toISOString() },
    });
    expect(answer.data.autopilot).toMatchObject({ topic: 'How we roast' });
    const row = await jobRow(post.jobId);
    expect(row).toMatchObject({ name: POST_PUBLISH_JOB, data: { postId: post.id } });
    expect(row!.next_run_at.getTime()).toBe(at.getTime());
    const record = await stored(post);
    expect(record.status).toBe('pending');
    expect(record.autopilot?.approvedAt).toBeInstanceOf(Date);

    const again = await approve(post.jobId, alice).expect(409);
    expect(ApiErrorSchema.parse(again.body)).toEqual({
      code: 'post_not_pending',
      message: A.notAwaitingApproval,
    });
  });

  it('when a post is approved in French, then the answer and a refusal are in French', async () => {
    const post = await plan(alice, inHours(4));

    const response = await approve(post.id, alice).set('Accept-Language', 'fr').expect(200);
    expect(PlannedPostActionResponseSchema.parse(response.body).message).toBe(A_FR.approved);

    const again = await approve(post.id, alice).set('Accept-Language', 'fr').expect(409);
    expect(again.body).toEqual({ code: 'post_not_pending', message: A_FR.notAwaitingApproval });
  });

  it('when another user names the post, or no post has the id, then 404 and the post still awaits approval', async () => {
    const post = await plan(alice, inHours(4));

    const byId = await approve(post.id, bob).expect(404);
    expect(byId.body).toEqual({ code: 'not_found', message: M.notFound });
    await approve(post.jobId, bob).expect(404);
    await approve('0123456789abcdef01234567', alice).expect(404);

    expect((await stored(post)).status).toBe('awaiting_approval');
  });

  it('when its time has already passed, then it cannot be approved (its job decides) and stays as it is', async () => {
    const post = await plan(alice, new Date(Date.now() - 60_000));

    const response = await approve(post.id, alice).expect(409);

    expect(response.body).toEqual({ code: 'post_not_pending', message: A.notAwaitingApproval });
    expect((await stored(post)).status).toBe('awaiting_approval');
  });

  it("when all are approved, then each of the caller's posts awaiting approval is pending, the answer counts them, and other users' posts are left alone", async () => {
    const dave = await signUpOwner(bed, site.url);
    const posts = [await plan(dave, inHours(2)), await plan(dave, inHours(26))];
    const bobs = await plan(bob, inHours(3));

    const response = await request(site.url)
      .post(APPROVE_ALL_PATH)
      .set(as(dave))
      .set('Accept-Language', 'fr')
      .expect(200);

    expect(ApproveAllResponseSchema.parse(response.body)).toEqual({
      success: true,
      message: A_FR.approvedAll('2'),
      data: { approved: 2 },
    });
    for (const post of posts) {
      expect((await stored(post)).status).toBe('pending');
      expect((await jobRow(post.jobId))!.next_run_at.getTime()).toBe(post.scheduledTime.getTime());
    }
    expect((await stored(bobs)).status).toBe('awaiting_approval');

    const none = await request(site.url).post(APPROVE_ALL_PATH).set(as(dave)).expect(200);
    expect(ApproveAllResponseSchema.parse(none.body)).toEqual({
      success: true,
      message: A.approvedAll(0),
      data: { approved: 0 },
    });
  });

  it('when a post awaiting approval is cancelled (rejected), then it is cancelled and its job is gone', async () => {
    const post = await plan(alice, inHours(4));

    const response = await request(site.url)
      .delete(`/api/user/schedule/${post.id}`)
      .set(as(alice))
      .expect(200);

    expect(ScheduledPostActionResponseSchema.parse(response.body)).toMatchObject({
      status: 'cancelled',
      message: M.cancelled,
    });
    expect(await jobRow(post.jobId)).toBeUndefined();
    expect((await stored(post)).status).toBe('cancelled');
    await approve(post.id, alice).expect(409);
  });

  it('when a post awaiting approval is rescheduled, then it and its job move and it still awaits approval', async () => {
    const post = await plan(alice, inHours(4));
    const later = inHours(50);

    const response = await request(site.url)
      .put(`/api/user/schedule/${post.jobId}`)
      .set(as(alice))
      .send({ scheduledTime: later.toISOString() })
      .expect(200);

    expect(ScheduledPostActionResponseSchema.parse(response.body)).toMatchObject({
      _id: post.id,
      jobId: post.jobId,
      status: 'awaiting_approval',
      scheduledTime: later.toISOString(),
      message: M.rescheduled,
    });
    expect((await jobRow(post.jobId))!.next_run_at.getTime()).toBe(later.getTime());
    const record = await stored(post);
    expect(record.status).toBe('awaiting_approval');
    expect(record.scheduledTime.getTime()).toBe(later.getTime());
  });

  it('when the caption of a post awaiting approval is edited, then it still awaits approval, with its job at the same time', async () => {
    const at = inHours(4);
    const post = await plan(alice, at);

    const response = await request(site.url)
      .put(`/api/user/schedule/${post.id}`)
      .set(as(alice))
      .send({ caption: 'Edited before approval' })
      .expect(200);

    const edited = ScheduledPostActionResponseSchema.parse(response.body);
    expect(edited).toMatchObject({
      _id: post.id,
      status: 'awaiting_approval',
      caption: 'Edited before approval',
      scheduledTime: at.toISOString(),
      message: M.postUpdated,
    });
    const record = await stored(post);
    expect(record).toMatchObject({
      status: 'awaiting_approval',
      caption: 'Edited before approval',
    });
    expect(record.jobId).toBe(edited.jobId);
    expect((await jobRow(record.jobId!))!.next_run_at.getTime()).toBe(at.getTime());
    if (record.jobId !== post.jobId) expect(await jobRow(post.jobId)).toBeUndefined();
  });

  it('when a post awaiting approval is published now, then it is approved and goes out once, and its job is gone', async () => {
    const post = await plan(alice, inHours(4), 'Planned, out now');

    const response = await request(site.url)
      .post(publishScheduledPostNowPath(post.id))
      .set(as(alice))
      .expect(200);

    const body = PostNowResponseSchema.parse(response.body);
    expect(body).toMatchObject({ success: true, failed: [], message: M.postedTo(1) });
    expect(body.post).toMatchObject({
      _id: post.id,
      status: 'completed',
      platformResults: [expect.objectContaining({ platform: 'sandbox', outcome: 'published' })],
    });
    expect(await SandboxPostModel.countDocuments({ text: 'Planned, out now' })).toBe(1);
    expect(await jobRow(post.jobId)).toBeUndefined();
    const record = await stored(post);
    expect(record.status).toBe('completed');
    expect(record.autopilot?.approvedAt).toBeInstanceOf(Date);
  });

  it('when the record of a post awaiting approval is deleted, then it is gone with its job', async () => {
    const post = await plan(alice, inHours(4));

    await request(site.url)
      .delete(`/api/user/schedule/${post.id}/record`)
      .set(as(alice))
      .expect(200);

    expect(await ScheduledPostModel.findById(post._id)).toBeNull();
    expect(await jobRow(post.jobId)).toBeUndefined();
  });
});
