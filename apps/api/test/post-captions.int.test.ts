import {
  CreateScheduledPostResponseSchema,
  PostNowResponseSchema,
  ScheduledPostActionResponseSchema,
  SCHEDULING_MESSAGES as M,
  TEXT_MESSAGES,
} from '@postcraft/contracts';
import {
  createTokenCipher,
  saveConnectedAccount,
  SandboxPostModel,
  ScheduledPostModel,
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
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe('per-platform captions of a post (create, Post Now, edit, reschedule)', () => {
  const tableName = testJobTableName('post_captions');
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
    // X is enabled (its publish is never reached here): its 280-character limit is checked.
    site = await listenWithPublicUrl(bed, {
      jobQueue: queue,
      // Billing off: the user's two accounts both publish (Free would leave one idle).
      env: { TWITTER_CLIENT_ID: 'x-client', TWITTER_CLIENT_SECRET: 'x-secret', BILLING: 'off' },
    });
    alice = await signUpOwner(bed, site.url);
    await connectSandboxAccount(site, alice, 'alice_captions');
    await saveConnectedAccount(
      {
        userId: alice.ownerId,
        platform: 'twitter',
        profile: {
          id: 'x-alice',
          username: 'alice',
          displayName: 'Alice',
          avatarUrl: null,
          followers: 0,
          profileUrl: null,
          metadata: {},
        },
        tokens: {
          accessToken: 'x-access',
          refreshToken: null,
          expiresAt: null,
          refreshExpiresAt: null,
          scopes: [],
        },
      },
      createTokenCipher(site.config.secrets.ENCRYPTION_KEY),
    );
    const first = await scheduleForm('Media donor').expect(201);
    mediaUrl = CreateScheduledPostResponseSchema.parse(first.body).mediaUrl!;
  });
  afterAll(async () => {
    await site.close();
    await bed.stop();
    await queue.close();
    await pool.end();
    await dropJobTable(tableName);
  });

  const auth = () => ({ Authorization: `Bearer ${alice.accessToken}` });
  const stored = (id: string) => ScheduledPostModel.findById(id).lean().orFail();
  const scheduleJson = (body: object) =>
    request(site.url)
      .post('/api/user/schedule')
      .set(auth())
      .send({ platforms: ['sandbox', 'twitter'], mediaUrl, scheduledTime: inHours(2), ...body });
  function scheduleForm(caption: string, captions: Record<string, string> = {}) {
    let form = request(site.url)
      .post('/api/user/schedule')
      .set(auth())
      .field('platforms[0]', 'sandbox')
      .field('platforms[1]', 'twitter')
      .field('type', 'image')
      .field('caption', caption)
      .field('scheduledTime', inHours(2));
    for (const [platform, text] of Object.entries(captions))
      form = form.field(`captions[${platform}]`, text);
    return form.attach('media', pngOf(6, 6), 'post.png');
  }
  const put = (id: string, body: object) =>
    request(site.url).put(`/api/user/schedule/${id}`).set(auth()).send(body);

  it('when a JSON post gives X its own caption, then the answer and the post keep it beside the default', async () => {
    const response = await scheduleJson({
      caption: 'Fresh sourdough, baked at dawn, waiting for you at the counter.',
      captions: { x: 'Sourdough is out 🍞', sandbox: '' },
    }).expect(201);

    const post = CreateScheduledPostResponseSchema.parse(response.body);
    expect(post.caption).toBe('Fresh sourdough, baked at dawn, waiting for you at the counter.');
    expect(post.captions).toEqual({ twitter: 'Sourdough is out 🍞' });
    expect((await stored(post._id)).captions).toEqual({ twitter: 'Sourdough is out 🍞' });
  });

  it('when a multipart post sends captions[platform] fields, then they are read as the map', async () => {
    const response = await scheduleForm('Default words', { twitter: 'Short for X' }).expect(201);

    expect(CreateScheduledPostResponseSchema.parse(response.body).captions).toEqual({
      twitter: 'Short for X',
    });
  });

  it("when the default caption is longer than X takes and X has no caption of its own, then 400 names X's limit", async () => {
    const long = 'a'.repeat(300);
    const refused = await scheduleJson({ caption: long }).expect(400);
    expect(refused.body.message).toBe(M.captionTooLongFor('X', 280));

    const accepted = await scheduleJson({ caption: long, captions: { twitter: 'Short' } }).expect(
      201,
    );
    expect(CreateScheduledPostResponseSchema.parse(accepted.body).captions).toEqual({
      twitter: 'Short',
    });
  });

  it("when X's own caption is longer than X takes, then 400 even though the default fits", async () => {
    const response = await scheduleJson({
      caption: 'Short default',
      captions: { twitter: 'b'.repeat(281) },
    }).expect(400);

    expect(response.body.message).toBe(M.captionTooLongFor('X', 280));
  });

  it('when captions name an unknown platform, hold a control character, are too long or not a map, then 400 with the reason', async () => {
    const cases: Array<[unknown, string]> = [
      [{ myspace: 'Hello' }, M.platformUnknown],
      [{ sandbox: 'Bad \u0000 text' }, TEXT_MESSAGES.controlCharacters],
      [{ sandbox: 'c'.repeat(5001) }, M.captionTooLong(5000)],
      [['Hello'], M.captionsInvalid],
    ];
    for (const [captions, message] of cases) {
      const response = await scheduleJson({ caption: 'Fine', captions }).expect(400);
      expect([captions, response.body.message]).toEqual([captions, message]);
    }
  });

  it('when an edit sets, changes and clears captions, then the post follows; a removed platform loses its own caption', async () => {
    const created = CreateScheduledPostResponseSchema.parse(
      (await scheduleJson({ caption: 'Default' }).expect(201)).body,
    );

    const set = await put(created._id, {
      captions: { twitter: 'For X', sandbox: 'For Sandbox' },
    }).expect(200);
    expect(ScheduledPostActionResponseSchema.parse(set.body)).toMatchObject({
      caption: 'Default',
      captions: { twitter: 'For X', sandbox: 'For Sandbox' },
      message: M.postUpdated,
    });

    const narrowed = await put(created._id, { platforms: ['sandbox'] }).expect(200);
    expect(ScheduledPostActionResponseSchema.parse(narrowed.body).captions).toEqual({
      sandbox: 'For Sandbox',
    });

    const cleared = await put(created._id, { captions: null }).expect(200);
    expect(ScheduledPostActionResponseSchema.parse(cleared.body).captions).toEqual({});
    expect((await stored(created._id)).captions).toEqual({});
  });

  it("when an edit gives X a caption over its limit, then 400 and the post's captions stay", async () => {
    const created = CreateScheduledPostResponseSchema.parse(
      (await scheduleJson({ caption: 'Default', captions: { twitter: 'Kept' } }).expect(201)).body,
    );

    const response = await put(created._id, { captions: { twitter: 'd'.repeat(300) } })
      .set('Accept-Language', 'fr')
      .expect(400);

    expect(response.body.message).toEqual(expect.stringContaining('280'));
    expect((await stored(created._id)).captions).toEqual({ twitter: 'Kept' });
  });

  it('when a cancelled post is rescheduled, then the new post keeps its own captions', async () => {
    const created = CreateScheduledPostResponseSchema.parse(
      (await scheduleJson({ caption: 'Default', captions: { twitter: 'Copied' } }).expect(201))
        .body,
    );
    await request(site.url).delete(`/api/user/schedule/${created._id}`).set(auth()).expect(200);

    const response = await put(created._id, { scheduledTime: inHours(4) }).expect(201);

    const copy = ScheduledPostActionResponseSchema.parse(response.body);
    expect(copy.rescheduledFrom).toBe(created._id);
    expect(copy.captions).toEqual({ twitter: 'Copied' });
  });

  it('when Post Now gives the Sandbox its own caption, then the Sandbox publishes that caption', async () => {
    const response = await request(site.url)
      .post('/api/user/post-now')
      .set(auth())
      .send({
        platforms: ['sandbox'],
        mediaUrl,
        caption: 'Default for everyone',
        captions: { sandbox: 'Only on the Sandbox' },
      })
      .expect(200);

    const posted = PostNowResponseSchema.parse(response.body);
    expect(posted.success).toBe(true);
    expect(posted.post.captions).toEqual({ sandbox: 'Only on the Sandbox' });
    expect(await SandboxPostModel.exists({ text: 'Only on the Sandbox' })).not.toBeNull();
    expect(await SandboxPostModel.exists({ text: 'Default for everyone' })).toBeNull();
  });
});
