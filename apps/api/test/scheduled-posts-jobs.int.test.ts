import {
  CreateScheduledPostResponseSchema,
  ListScheduledPostsResponseSchema,
  SCHEDULING_MESSAGES as M,
  ScheduledPostActionResponseSchema,
} from '@postcraft/contracts';
import { ScheduledPostModel, updateScheduledPost } from '@postcraft/data';
import { createJobPool, openJobQueue, POST_PUBLISH_JOB, type JobQueue } from '@postcraft/jobs';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import type pg from 'pg';
import request from 'supertest';
import { startAccountTestBed, type AccountTestBed } from './helpers/account-test-bed.js';
import { signUpOwner, type TestUser } from './helpers/test-owner.js';
import { pngOf } from './helpers/images.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';
import { connectSandboxAccount } from './helpers/sandbox-connection.js';

const HOUR = 60 * 60 * 1000;

describe('scheduled posts with their publish jobs on PostgreSQL', () => {
  const tableName = testJobTableName('schedule');
  let queue: JobQueue;
  let pool: pg.Pool;
  let bed: AccountTestBed;
  let site: ListeningApp;
  let alice: TestUser;
  let bob: TestUser;

  const jobRow = async (id: string) =>
    (await pool.query(`SELECT * FROM "${tableName}" WHERE id = $1`, [id])).rows[0] as
      { name: string; data: unknown; next_run_at: Date } | undefined;

  const signUp = () => signUpOwner(bed, site.url);

  beforeAll(async () => {
    queue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
    pool = createJobPool(process.env.DATABASE_URL!);
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed, { jobQueue: queue });
    alice = await signUp();
    bob = await signUp();
    await connectSandboxAccount(site, alice, 'alice_jobs');
  });
  afterAll(async () => {
    await site.close();
    await bed.stop();
    await queue.close();
    await pool.end();
    await dropJobTable(tableName);
  });

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });

  async function schedule(at: Date, caption = 'Scheduled') {
    const response = await request(site.url)
      .post('/api/user/schedule')
      .set(as(alice))
      .field('platforms[0]', 'sandbox')
      .field('type', 'image')
      .field('caption', caption)
      .field('scheduledTime', at.toISOString())
      .field('clientCurrentTime', new Date().toISOString())
      .attach('media', pngOf(6, 6), 'post.png')
      .expect(201);
    return CreateScheduledPostResponseSchema.parse(response.body);
  }

  it('when a post is scheduled with a file, then the answer is the post with its jobId, and its job waits for that time', async () => {
    const at = new Date(Date.now() + 2 * HOUR);
    const post = await schedule(at, 'With a job');
    expect(post).toMatchObject({
      success: true,
      message: M.scheduled,
      status: 'pending',
      caption: 'With a job',
      platforms: ['sandbox'],
      type: 'image',
      scheduledTime: at.toISOString(),
      originalScheduledTime: at.toISOString(),
      isOverdue: false,
      platformResults: [],
    });
    expect(post.jobId).toMatch(/^[0-9a-f-]{36}$/);
    const row = await jobRow(post.jobId!);
    expect(row).toMatchObject({ name: POST_PUBLISH_JOB, data: { postId: post._id } });
    expect(row!.next_run_at.getTime()).toBe(at.getTime());
    const stored = await ScheduledPostModel.findById(post._id).lean().orFail();
    expect(stored.jobId).toBe(post.jobId);
  });

  it('when a post is scheduled as JSON with the URL of media already uploaded, then it is created', async () => {
    const first = await schedule(new Date(Date.now() + HOUR));
    const response = await request(site.url)
      .post('/api/user/schedule')
      .set(as(alice))
      .send({
        platforms: ['sandbox'],
        type: 'image',
        mediaUrl: first.mediaUrl,
        caption: 'Same picture',
        scheduledTime: new Date(Date.now() + 3 * HOUR).toISOString(),
      })
      .expect(201);
    const post = CreateScheduledPostResponseSchema.parse(response.body);
    expect(post.mediaUrl).toBe(first.mediaUrl);
    expect(post.mediaFilePath).toBe(first.mediaFilePath);
  });

  it('when a pending post is cancelled by its jobId, then it is cancelled and its job is gone', async () => {
    const post = await schedule(new Date(Date.now() + HOUR));
    await request(site.url).delete(`/api/user/schedule/${post.jobId}`).set(as(bob)).expect(404);
    expect(await jobRow(post.jobId!)).toBeDefined();

    const response = await request(site.url)
      .delete(`/api/user/schedule/${post.jobId}`)
      .set(as(alice))
      .expect(200);
    expect(ScheduledPostActionResponseSchema.parse(response.body)).toMatchObject({
      status: 'cancelled',
      jobId: post.jobId,
      message: M.cancelled,
    });
    expect(await jobRow(post.jobId!)).toBeUndefined();
  });

  it('when the job already ran (or is running), then cancel and reschedule answer 409 and the post stays', async () => {
    const post = await schedule(new Date(Date.now() + HOUR));
    await pool.query(`UPDATE "${tableName}" SET locked_at = now() WHERE id = $1`, [post.jobId]);
    const cancel = await request(site.url)
      .delete(`/api/user/schedule/${post._id}`)
      .set(as(alice))
      .expect(409);
    expect(cancel.body).toEqual({ message: M.alreadyRunning, code: 'post_not_pending' });
    await request(site.url)
      .put(`/api/user/schedule/${post._id}`)
      .set(as(alice))
      .send({ scheduledTime: new Date(Date.now() + 5 * HOUR).toISOString() })
      .expect(409);
    const stored = await ScheduledPostModel.findById(post._id).lean().orFail();
    expect(stored.status).toBe('pending');
    expect(stored.scheduledTime.toISOString()).toBe(post.scheduledTime);
  });

  it('when a pending post is rescheduled, then it and its job move; the original time is kept', async () => {
    const post = await schedule(new Date(Date.now() + HOUR));
    // Always a later UTC month: the month views show the post in its new month only.
    const later = new Date(Date.now() + 40 * 24 * HOUR);
    const response = await request(site.url)
      .put(`/api/user/schedule/${post._id}`)
      .set(as(alice))
      .send({ scheduledTime: later.toISOString(), clientCurrentTime: new Date().toISOString() })
      .expect(200);
    const moved = ScheduledPostActionResponseSchema.parse(response.body);
    expect(moved).toMatchObject({
      _id: post._id,
      jobId: post.jobId,
      scheduledTime: later.toISOString(),
      originalScheduledTime: post.originalScheduledTime,
      message: M.rescheduled,
    });
    expect((await jobRow(post.jobId!))!.next_run_at.getTime()).toBe(later.getTime());
    const monthOf = async (at: Date) => {
      const from = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
      const to = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
      const month = await request(site.url)
        .get('/api/user/scheduled-posts')
        .query({ from: from.toISOString(), to: to.toISOString() })
        .set(as(alice))
        .expect(200);
      return ListScheduledPostsResponseSchema.parse(month.body).data.scheduledPosts.map(
        (listed) => listed._id,
      );
    };
    expect(await monthOf(later)).toContain(post._id);
    expect(await monthOf(new Date(post.scheduledTime))).not.toContain(post._id);
  });

  it('when a post that is no longer pending is rescheduled, then a new scheduled post with a new job is made from it', async () => {
    const post = await schedule(new Date(Date.now() + HOUR), 'Published once');
    await queue.cancel(post.jobId!);
    await updateScheduledPost(alice.ownerId, post._id, { status: 'completed' });
    const at = new Date(Date.now() + 48 * HOUR);
    const response = await request(site.url)
      .put(`/api/user/schedule/${post.jobId}`)
      .set(as(alice))
      .send({ scheduledTime: at.toISOString() })
      .expect(201);
    const copy = ScheduledPostActionResponseSchema.parse(response.body);
    expect(copy).toMatchObject({
      status: 'pending',
      caption: 'Published once',
      platforms: ['sandbox'],
      type: 'image',
      mediaUrl: post.mediaUrl,
      scheduledTime: at.toISOString(),
      rescheduledFrom: post._id,
      message: M.rescheduledAsNew,
    });
    expect(copy._id).not.toBe(post._id);
    expect(copy.jobId).not.toBe(post.jobId);
    expect((await jobRow(copy.jobId!))!.data).toEqual({ postId: copy._id });
    expect((await ScheduledPostModel.findById(post._id).lean().orFail()).status).toBe('completed');
  });

  it('when the record of a pending post is deleted, then its job is cancelled too', async () => {
    const post = await schedule(new Date(Date.now() + HOUR));
    await request(site.url)
      .delete(`/api/user/schedule/${post._id}/record`)
      .set(as(alice))
      .expect(200);
    expect(await ScheduledPostModel.findById(post._id)).toBeNull();
    expect(await jobRow(post.jobId!)).toBeUndefined();
  });
});
