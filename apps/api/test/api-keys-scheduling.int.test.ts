import {
  AddBrandPhotoResponseSchema,
  ActiveAccountsResponseSchema,
  ACTIVE_ACCOUNTS_PATH,
  ENDPOINTS,
  BRAND_PHOTOS_PATH,
  CreateApiKeyResponseSchema,
  CreateScheduledPostResponseSchema,
  ListScheduledPostsResponseSchema,
  PostNowResponseSchema,
} from '@postcraft/contracts';
import { SandboxPostModel } from '@postcraft/data';
import { createJobPool, openJobQueue, type JobQueue } from '@postcraft/jobs';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import request from 'supertest';
import { startAccountTestBed, type AccountTestBed } from './helpers/account-test-bed.js';
import { pngOf } from './helpers/images.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';
import { makePremium } from './helpers/premium.js';
import { connectSandboxAccount } from './helpers/sandbox-connection.js';
import { signUpOwner, type TestUser } from './helpers/test-owner.js';

describe('a script with an API key: its accounts, a photo uploaded, a post scheduled and one published', () => {
  const tableName = testJobTableName('api_key_scheduling');
  let queue: JobQueue;
  let bed: AccountTestBed;
  let site: ListeningApp;
  let ana: TestUser;
  /** Made in the browser (Settings → Developers); the script holds only this. */
  let key: string;

  beforeAll(async () => {
    queue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed, { jobQueue: queue });
    ana = await signUpOwner(bed, site.url);
    await makePremium(ana.ownerId);
    await connectSandboxAccount(site, ana, 'ana_script');
    const created = await request(site.url)
      .post(ENDPOINTS.createApiKey.path)
      .set({ Authorization: `Bearer ${ana.accessToken}` })
      .send({
        name: 'Publishing script',
        scopes: ['accounts:read', 'media:write', 'posts:read', 'posts:write'],
      })
      .expect(201);
    key = CreateApiKeyResponseSchema.parse(created.body).data.key;
  });
  afterAll(async () => {
    await site.close();
    await bed.stop();
    await queue.close();
    await dropJobTable(tableName);
  });

  const script = () => ({ Authorization: `Bearer ${key}` });

  it('when the script schedules and posts with its key alone, then the post is queued, listed, and published on the Sandbox once', async () => {
    const accounts = ActiveAccountsResponseSchema.parse(
      (await request(site.url).get(ACTIVE_ACCOUNTS_PATH).set(script()).expect(200)).body,
    );
    expect(accounts.data.active).toEqual(['sandbox']);

    const photo = AddBrandPhotoResponseSchema.parse(
      (
        await request(site.url)
          .post(BRAND_PHOTOS_PATH)
          .set(script())
          .attach('media', pngOf(64, 64), 'launch.png')
          .expect(201)
      ).body,
    ).photo;

    const at = new Date(Date.now() + 3_600_000);
    const scheduled = CreateScheduledPostResponseSchema.parse(
      (
        await request(site.url)
          .post('/api/user/schedule')
          .set(script())
          .field('platforms[0]', 'sandbox')
          .field('caption', 'Scheduled by a script')
          .field('mediaUrl', photo.url)
          .field('scheduledTime', at.toISOString())
          .expect(201)
      ).body,
    );
    const listed = ListScheduledPostsResponseSchema.parse(
      (await request(site.url).get('/api/user/scheduled-posts').set(script()).expect(200)).body,
    );
    expect(listed.data.scheduledPosts.map((post) => post._id)).toContain(scheduled._id);
    const pool = createJobPool(process.env.DATABASE_URL!);
    try {
      const { rows } = await pool.query<{ next_run_at: Date }>(
        `SELECT next_run_at FROM "${tableName}" WHERE id = $1`,
        [scheduled.jobId],
      );
      expect(rows.map((row) => row.next_run_at.getTime())).toEqual([at.getTime()]);
    } finally {
      await pool.end();
    }

    const posted = PostNowResponseSchema.parse(
      (
        await request(site.url)
          .post('/api/user/post-now')
          .set(script())
          .send({ platforms: ['sandbox'], caption: 'Posted by a script', mediaUrl: photo.url })
          .expect(200)
      ).body,
    );
    expect(posted.successful).toHaveLength(1);
    expect(await SandboxPostModel.countDocuments({ text: 'Posted by a script' })).toBe(1);
  });
});
