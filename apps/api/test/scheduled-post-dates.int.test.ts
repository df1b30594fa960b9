import {
  CreateScheduledPostResponseSchema,
  SCHEDULING_MESSAGES as M,
  SCHEDULING_MESSAGES_FR as FR,
} from '@postcraft/contracts';
import { insertScheduledPost, ScheduledPostModel } from '@postcraft/data';
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
const DAY = 24 * HOUR;
/** February 30th: Date.parse reads it as March 2nd. */
const IMPOSSIBLE = '2031-02-30T10:00:00Z';
const INVALID = { message: M.scheduledTimeInvalid, code: 'validation_failed' };

describe('scheduled times: strict ISO 8601, within a year', () => {
  const tableName = testJobTableName('dates');
  let queue: JobQueue;
  let pool: pg.Pool;
  let bed: AccountTestBed;
  let site: ListeningApp;
  let alice: TestUser;
  let mediaUrl: string;

  beforeAll(async () => {
    queue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
    pool = createJobPool(process.env.DATABASE_URL!);
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed, { jobQueue: queue });
    alice = await signUpOwner(bed, site.url);
    await connectSandboxAccount(site, alice, 'alice_dates');
    const first = await request(site.url)
      .post('/api/user/schedule')
      .set(as(alice))
      .field('platforms[0]', 'sandbox')
      .field('scheduledTime', new Date(Date.now() + HOUR).toISOString())
      .attach('media', pngOf(6, 6), 'post.png')
      .expect(201);
    mediaUrl = CreateScheduledPostResponseSchema.parse(first.body).mediaUrl ?? '';
    expect(mediaUrl).toMatch(/^\/media\//);
  });
  afterAll(async () => {
    await site.close();
    await bed.stop();
    await queue.close();
    await pool.end();
    await dropJobTable(tableName);
  });

  function as(user: TestUser) {
    return { Authorization: `Bearer ${user.accessToken}` };
  }
  const stored = async () => ({
    posts: await ScheduledPostModel.countDocuments(),
    jobs: Number((await pool.query(`SELECT count(*) FROM "${tableName}"`)).rows[0].count),
  });
  const scheduleJson = (scheduledTime: string, language = 'en') =>
    request(site.url)
      .post('/api/user/schedule')
      .set(as(alice))
      .set('Accept-Language', language)
      .send({ platforms: ['sandbox'], type: 'image', mediaUrl, scheduledTime });

  it('when a post is scheduled on February 30th, as JSON or as a form, then 400 and nothing is stored', async () => {
    const before = await stored();
    expect((await scheduleJson(IMPOSSIBLE).expect(400)).body).toMatchObject(INVALID);
    expect((await scheduleJson(IMPOSSIBLE, 'fr').expect(400)).body.message).toBe(
      FR.scheduledTimeInvalid,
    );
    for (const text of ['2031-04-31T10:00:00Z', '2031-13-01T10:00:00Z', '2031-01-01T24:61:00Z']) {
      expect((await scheduleJson(text).expect(400)).body).toMatchObject(INVALID);
    }
    const form = await request(site.url)
      .post('/api/user/schedule')
      .set(as(alice))
      .field('platforms[0]', 'sandbox')
      .field('scheduledTime', IMPOSSIBLE)
      .attach('media', pngOf(6, 6), 'post.png')
      .expect(400);
    expect(form.body).toMatchObject(INVALID);
    expect(await stored()).toEqual(before);
  });

  it('when a post is scheduled more than a year ahead, then 400 in the request language and nothing is stored; 364 days ahead is fine', async () => {
    const before = await stored();
    const tooFar = new Date(Date.now() + 366 * DAY).toISOString();
    expect((await scheduleJson(tooFar).expect(400)).body).toEqual({
      message: M.scheduledTimeTooFar,
      code: 'validation_failed',
    });
    expect((await scheduleJson(tooFar, 'fr').expect(400)).body.message).toBe(
      FR.scheduledTimeTooFar,
    );
    expect(await stored()).toEqual(before);
    await scheduleJson(new Date(Date.now() + 364 * DAY).toISOString()).expect(201);
  });

  it('when a pending post is moved to February 30th or more than a year ahead, then 400 and it keeps its time and its job', async () => {
    const at = new Date(Date.now() + 2 * HOUR);
    const created = await scheduleJson(at.toISOString()).expect(201);
    const post = CreateScheduledPostResponseSchema.parse(created.body);
    const before = await stored();
    const move = (scheduledTime: string) =>
      request(site.url)
        .put(`/api/user/schedule/${post._id}`)
        .set(as(alice))
        .send({ scheduledTime, clientCurrentTime: new Date().toISOString() });
    expect((await move(IMPOSSIBLE).expect(400)).body).toMatchObject(INVALID);
    expect((await move(new Date(Date.now() + 400 * DAY).toISOString()).expect(400)).body).toEqual({
      message: M.scheduledTimeTooFar,
      code: 'validation_failed',
    });
    const after = await ScheduledPostModel.findById(post._id).lean().orFail();
    expect(after.scheduledTime).toEqual(at);
    const job = await pool.query(`SELECT next_run_at FROM "${tableName}" WHERE id = $1`, [
      post.jobId,
    ]);
    expect((job.rows[0] as { next_run_at: Date }).next_run_at.getTime()).toBe(at.getTime());
    expect(await stored()).toEqual(before);
  });

  it('when a finished post is rescheduled on February 30th, then 400 and no new post starts', async () => {
    const failed = await insertScheduledPost(alice.ownerId, {
      scheduledTime: new Date(Date.now() - HOUR),
      caption: 'Failed once',
      mediaUrl: null,
      mediaKey: null,
      mediaMimeType: null,
      mediaSizeBytes: null,
      platforms: ['sandbox'],
      type: 'image',
      origin: 'schedule',
    });
    await ScheduledPostModel.updateOne({ _id: failed._id }, { $set: { status: 'failed' } });
    const before = await stored();
    const response = await request(site.url)
      .put(`/api/user/schedule/${failed._id.toString()}`)
      .set(as(alice))
      .set('Accept-Language', 'fr')
      .send({ scheduledTime: IMPOSSIBLE })
      .expect(400);
    expect(response.body.message).toBe(FR.scheduledTimeInvalid);
    expect(await stored()).toEqual(before);
  });
});
