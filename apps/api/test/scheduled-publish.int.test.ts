import { ScheduledPostSchema } from '@postcraft/contracts';
import {
  asOwnerId,
  createTokenCipher,
  listNotifications,
  SandboxPostModel,
  ScheduledPostModel,
} from '@postcraft/data';
import {
  createJobBackend,
  createJobPool,
  openJobQueue,
  POST_PUBLISH_JOB,
  type JobQueue,
} from '@postcraft/jobs';
import { LocalDiskStorage } from '@postcraft/media';
import { createPlatformRegistry } from '@postcraft/platforms';
import { publicMediaUrl, publishScheduledPost, type PublishServices } from '@postcraft/publishing';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import { Agenda, type Job } from 'agenda';
import type pg from 'pg';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { pngOf } from './helpers/images.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';
import { connectSandboxAccount } from './helpers/sandbox-connection.js';

// Generous: a loaded CI machine once took over 30 s here; the wait ends as soon as the post settles.
async function waitFor(check: () => Promise<boolean>, timeoutMs = 100_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The whole path of a scheduled post with the same parts the worker uses: the API queues the
 * job, an Agenda worker on the same table runs it through @postcraft/publishing at its time, and
 * the post shows on the Sandbox feed.
 */
describe('a scheduled post is published at its time', () => {
  const tableName = testJobTableName('publish');
  let queue: JobQueue;
  let pool: pg.Pool;
  let worker: Agenda;
  let bed: AccountTestBed;
  let site: ListeningApp;
  const runs: string[] = [];

  beforeAll(async () => {
    queue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
    pool = createJobPool(process.env.DATABASE_URL!);
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed, { jobQueue: queue });
    const config = site.config;
    const storage = new LocalDiskStorage({ rootDir: config.mediaDir, publicPath: '/media' });
    const services: PublishServices = {
      platforms: createPlatformRegistry(config.platforms),
      tokenCipher: createTokenCipher(config.secrets.ENCRYPTION_KEY),
      mediaStorage: storage,
      claimedBy: 'test-worker',
      publicUrlOf: (key) => publicMediaUrl(storage, config.publicUrl, key),
    };
    worker = new Agenda({
      backend: createJobBackend(pool, tableName),
      name: 'test-worker',
      processEvery: 10_000,
      // Agenda re-checks a running job with a timer of half this that it never clears: short,
      // so jest exits soon after the test.
      defaultLockLifetime: 4_000,
    });
    worker.define(POST_PUBLISH_JOB, async (job: Job) => {
      const { postId } = job.attrs.data as { postId: string };
      runs.push(postId);
      await publishScheduledPost(postId, services);
    });
    await worker.start();
  });
  afterAll(async () => {
    await worker.stop(false);
    await site.close();
    await bed.stop();
    await queue.close();
    await pool.end();
    await dropJobTable(tableName);
  });

  it('when a user schedules to their Sandbox account, then the post is on the feed once, after its time, and the calendar shows it published', async () => {
    const user = await createVerifiedUser(bed);
    await connectSandboxAccount(site, user, 'timely_poster');
    const auth = { Authorization: `Bearer ${user.accessToken}` };
    const at = new Date(Date.now() + 3_000);
    const created = await request(site.url)
      .post('/api/user/schedule')
      .set(auth)
      .field('platforms[0]', 'sandbox')
      .field('caption', 'Right on time')
      .field('scheduledTime', at.toISOString())
      .attach('media', pngOf(16, 16), 'on-time.png')
      .expect(201);
    const postId = created.body._id as string;

    await waitFor(async () => {
      const post = await ScheduledPostModel.findById(postId).lean();
      return post?.status !== 'pending';
    });
    const onFeed = await SandboxPostModel.find({ text: 'Right on time' }).lean();
    expect(onFeed).toHaveLength(1);
    expect(onFeed[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(at.getTime());
    expect(runs.filter((id) => id === postId)).toHaveLength(1);

    const listed = await request(site.url).get('/api/user/scheduled-posts').set(auth).expect(200);
    const post = ScheduledPostSchema.parse(listed.body.data.scheduledPosts[0]);
    expect(post).toMatchObject({
      _id: postId,
      status: 'completed',
      isOverdue: false,
      timeUntilExecution: null,
      platformResults: [
        expect.objectContaining({
          platform: 'sandbox',
          success: true,
          externalId: onFeed[0]!._id.toString(),
        }),
      ],
    });
    const me = await request(site.url).get('/api/user/me').set(auth).expect(200);
    const notifications = await listNotifications(asOwnerId(me.body.data.user._id as string), 5);
    expect(notifications.map((n) => n.type)).toEqual(['post_published']);
  }, 150_000);
});
