import {
  CreateScheduledPostResponseSchema,
  ScheduledPostActionResponseSchema,
  SCHEDULING_MESSAGES as M,
  SCHEDULING_MESSAGES_FR as M_FR,
} from '@postcraft/contracts';
import { ScheduledPostModel } from '@postcraft/data';
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

describe('PUT /api/user/schedule/{id}: a pending post edited (caption, platforms, media, time)', () => {
  const tableName = testJobTableName('edit_post');
  let queue: JobQueue;
  let pool: pg.Pool;
  let bed: AccountTestBed;
  let site: ListeningApp;
  let alice: TestUser;

  const jobOf = async (id: string) =>
    (await pool.query(`SELECT id, next_run_at FROM "${tableName}" WHERE id = $1`, [id])).rows[0] as
      { id: string; next_run_at: Date | null } | undefined;

  beforeAll(async () => {
    queue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
    pool = createJobPool(process.env.DATABASE_URL!);
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed, { jobQueue: queue });
    alice = await signUpOwner(bed, site.url);
    await connectSandboxAccount(site, alice, 'alice_edit');
  });
  afterAll(async () => {
    await site.close();
    await bed.stop();
    await queue.close();
    await pool.end();
    await dropJobTable(tableName);
  });

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  const put = (id: string, body: object) =>
    request(site.url).put(`/api/user/schedule/${id}`).set(as(alice)).send(body);
  const stored = (id: string) => ScheduledPostModel.findById(id).lean().orFail();

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

  it('when the caption of a pending post is edited, then it is stored, the post keeps waiting and its job stays at its time', async () => {
    const post = await schedule('First words');

    const response = await put(post._id, { caption: 'Better words' }).expect(200);

    const body = ScheduledPostActionResponseSchema.parse(response.body);
    expect(body).toMatchObject({
      _id: post._id,
      caption: 'Better words',
      status: 'pending',
      scheduledTime: post.scheduledTime,
      message: M.postUpdated,
    });
    const saved = await stored(post._id);
    expect(saved.caption).toBe('Better words');
    expect(saved.jobId).toBe(body.jobId);
    const job = await jobOf(body.jobId!);
    expect(job?.next_run_at?.toISOString()).toBe(post.scheduledTime);
    // The job it replaced is gone: only one publish will run.
    if (body.jobId !== post.jobId) expect(await jobOf(post.jobId!)).toBeUndefined();
  });

  it('when caption and time change together, then both are stored and the job moves to the new time', async () => {
    const post = await schedule('Move me');
    const later = new Date(Date.now() + 5 * HOUR).toISOString();

    const response = await put(post._id, { caption: 'Moved', scheduledTime: later }).expect(200);

    const body = ScheduledPostActionResponseSchema.parse(response.body);
    expect(body).toMatchObject({ caption: 'Moved', scheduledTime: later });
    expect((await jobOf(body.jobId!))?.next_run_at?.toISOString()).toBe(later);
    expect((await stored(post._id)).scheduledTime.toISOString()).toBe(later);
  });

  it('when the platforms name one not supported or not connected, then 400 and nothing changes', async () => {
    const post = await schedule('Keep me');

    const unknown = await put(post._id, { caption: 'Changed', platforms: ['myspace'] }).expect(400);
    expect(unknown.body.message).toBe(M.platformUnknown);
    const notConnected = await put(post._id, { caption: 'Changed', platforms: ['linkedin'] })
      .set('Accept-Language', 'fr')
      .expect(400);
    expect(notConnected.body.message).toEqual(expect.any(String));

    const saved = await stored(post._id);
    expect(saved).toMatchObject({ caption: 'Keep me', platforms: ['sandbox'], jobId: post.jobId });
    expect(await jobOf(post.jobId!)).toBeDefined();
  });

  it("when the media is not the user's own, then 400 and nothing changes", async () => {
    const post = await schedule('Own media only');

    const response = await put(post._id, { mediaUrl: 'https://example.com/cat.png' }).expect(400);

    expect(response.body.message).toBe(M.mediaUrlNotOwn);
    expect((await stored(post._id)).mediaUrl).toBe(post.mediaUrl);
  });

  it("when the new media is another of the user's uploads, then the post carries it", async () => {
    const post = await schedule('New picture');
    const other = await schedule('Picture donor');

    const response = await put(post._id, { mediaUrl: other.mediaUrl, type: 'image' }).expect(200);

    expect(ScheduledPostActionResponseSchema.parse(response.body).mediaUrl).toBe(other.mediaUrl);
    expect((await stored(post._id)).mediaUrl).toBe(other.mediaUrl);
  });

  it('when the post is no longer pending, then an edit is 409 in the request language and nothing changes', async () => {
    const post = await schedule('Cancelled then edited');
    await request(site.url).delete(`/api/user/schedule/${post._id}`).set(as(alice)).expect(200);

    const response = await put(post._id, { caption: 'Too late' })
      .set('Accept-Language', 'fr')
      .expect(409);

    expect(response.body).toEqual({ code: 'post_not_pending', message: M_FR.notPendingEdit });
    expect((await stored(post._id)).caption).toBe('Cancelled then edited');
  });

  it('when its publish has already started, then an edit is 409 and the post is left to it', async () => {
    const post = await schedule('Already out');
    await pool.query(`UPDATE "${tableName}" SET locked_at = now() WHERE id = $1`, [post.jobId]);

    const response = await put(post._id, { caption: 'Too late' }).expect(409);

    expect(response.body).toEqual({ code: 'post_not_pending', message: M.alreadyRunning });
    expect((await stored(post._id)).caption).toBe('Already out');
  });

  it("when only scheduledTime is sent (the spec's call), then the post moves and keeps its job, as before", async () => {
    const post = await schedule('Only the time');
    const later = new Date(Date.now() + 3 * HOUR).toISOString();

    const response = await put(post._id, {
      scheduledTime: later,
      clientCurrentTime: new Date().toISOString(),
    }).expect(200);

    expect(ScheduledPostActionResponseSchema.parse(response.body)).toMatchObject({
      jobId: post.jobId,
      scheduledTime: later,
      caption: 'Only the time',
      message: M.rescheduled,
    });
  });

  it('when the body has neither a time nor an edit, then 400 asks for a date and time', async () => {
    const post = await schedule('Nothing sent');

    const response = await put(post._id, {}).expect(400);

    expect(response.body.message).toBe(M.scheduledTimeRequired);
  });
});
