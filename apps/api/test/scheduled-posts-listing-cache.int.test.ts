import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  CreateScheduledPostResponseSchema,
  ListScheduledPostsQuerySchema,
  ListScheduledPostsResponseSchema,
  OVERDUE_AFTER_MS,
  PostNowResponseSchema,
  publishScheduledPostNowPath,
  type ScheduledPost,
} from '@postcraft/contracts';
import {
  asOwnerId,
  closeOwnerVersions,
  insertScheduledPost,
  openOwnerVersions,
  ScheduledPostModel,
  toScheduledPostResponse,
  updateScheduledPost,
} from '@postcraft/data';
import { openJobQueue, type JobQueue } from '@postcraft/jobs';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import mongoose, { Types } from 'mongoose';
import request from 'supertest';
import {
  createListingCache,
  type KeptListing,
} from '../src/modules/scheduled-posts/listing-cache.js';
import { listOwnScheduledPosts } from '../src/modules/scheduled-posts/list-scheduled-posts.service.js';
import { startAccountTestBed, type AccountTestBed } from './helpers/account-test-bed.js';
import { signUpOwner, type TestUser } from './helpers/test-owner.js';
import { pngOf } from './helpers/images.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';
import { connectSandboxAccount } from './helpers/sandbox-connection.js';

const HOUR = 60 * 60 * 1000;
const require = createRequire(import.meta.url);
const WORKER_SIDE_WRITE = fileURLToPath(
  new URL('./fixtures/worker-side-write.ts', import.meta.url),
);

/**
 * The month listing of the calendar kept in each API process: every write, by this process,
 * another API process or a worker process, shows in the next listing.
 */
describe('GET /api/user/scheduled-posts kept between requests', () => {
  const tableName = testJobTableName('listing');
  let queue: JobQueue;
  let bed: AccountTestBed;
  let site: ListeningApp;
  /** A second API process: another app on the same databases, with listings of its own. */
  let otherSite: ListeningApp;
  let alice: TestUser;
  let bob: TestUser;
  // The range the calendar asks for: from yesterday to four weeks ahead.
  const from = new Date(Date.now() - 24 * HOUR);
  const to = new Date(Date.now() + 28 * 24 * HOUR);

  const signUp = () => signUpOwner(bed, site.url);

  beforeAll(async () => {
    queue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed, { jobQueue: queue });
    otherSite = await listenWithPublicUrl(bed, { jobQueue: queue });
    alice = await signUp();
    bob = await signUp();
    await connectSandboxAccount(site, alice, 'alice_listing');
    await connectSandboxAccount(site, bob, 'bob_listing');
  });
  afterAll(async () => {
    await otherSite.close();
    await site.close();
    await bed.stop();
    await queue.close();
    await dropJobTable(tableName);
  });

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });

  /** The calendar's listing of `user` as `on` answers it, by post id. */
  async function listing(user: TestUser, on: ListeningApp = site) {
    const response = await request(on.url)
      .get('/api/user/scheduled-posts')
      .query({ from: from.toISOString(), to: to.toISOString(), limit: 100 })
      .set(as(user))
      .expect(200);
    const body = ListScheduledPostsResponseSchema.parse(response.body);
    expect(body.data.pagination.total).toBe(body.data.scheduledPosts.length);
    return new Map(body.data.scheduledPosts.map((post) => [post._id, post]));
  }

  async function schedule(user: TestUser, caption: string, inMs = 2 * HOUR, on = site) {
    const response = await request(on.url)
      .post('/api/user/schedule')
      .set(as(user))
      .field('platforms[0]', 'sandbox')
      .field('type', 'image')
      .field('caption', caption)
      .field('scheduledTime', new Date(Date.now() + inMs).toISOString())
      .attach('media', pngOf(6, 6), 'post.png')
      .expect(201);
    return CreateScheduledPostResponseSchema.parse(response.body);
  }

  /** Runs the worker's write `action` on `postId` in a process of its own. */
  async function writeAsTheWorker(action: 'publish-outcome' | 'requeue', postId: string) {
    const child = spawn(
      process.execPath,
      [
        '--import',
        require.resolve('tsx'),
        WORKER_SIDE_WRITE,
        bed.mongodbUri,
        process.env.DATABASE_URL!,
        action,
        postId,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect({ code, output }).toEqual({ code: 0, output: '' });
  }

  /** Changes a stored caption behind the model's back (no version change): a probe of what is kept. */
  const changeCaptionUnannounced = (postId: string, caption: string) =>
    mongoose.connection
      .db!.collection('scheduledPosts')
      .updateOne({ _id: new Types.ObjectId(postId) }, { $set: { caption } });

  it("when a worker process writes a post's outcome or gives it a new job, then the next listing shows it", async () => {
    const published = await schedule(alice, 'Published by the worker');
    const requeued = await schedule(alice, 'Requeued by the sweep');
    // Read twice: the second answer is the kept one.
    await listing(alice);
    expect((await listing(alice)).get(published._id)?.status).toBe('pending');

    await writeAsTheWorker('publish-outcome', published._id);
    const afterPublish = (await listing(alice)).get(published._id)!;
    expect(afterPublish).toMatchObject({
      status: 'completed',
      timeUntilExecution: null,
      platformResults: [
        expect.objectContaining({ outcome: 'published', externalId: 'from-the-worker' }),
      ],
    });

    await writeAsTheWorker('requeue', requeued._id);
    expect((await listing(alice)).get(requeued._id)?.jobId).toBe('requeued-by-the-sweep');
  });

  it('when any API call changes a post, then the next listing shows it, in this API process and another', async () => {
    const steps: Array<
      [string, () => Promise<unknown>, (posts: Map<string, ScheduledPost>) => void]
    > = [];
    let pending = await schedule(alice, 'To move');
    let published = '';
    let copy = '';
    steps.push(
      [
        'schedule',
        async () => (pending = await schedule(alice, 'A new one')),
        (posts) => expect(posts.get(pending._id)?.caption).toBe('A new one'),
      ],
      [
        'reschedule',
        () =>
          request(site.url)
            .put(`/api/user/schedule/${pending._id}`)
            .set(as(alice))
            .send({ scheduledTime: new Date(Date.now() + 5 * HOUR).toISOString() })
            .expect(200),
        (posts) =>
          expect(Date.parse(posts.get(pending._id)!.scheduledTime)).toBeGreaterThan(
            Date.parse(pending.scheduledTime),
          ),
      ],
      [
        'cancel',
        () =>
          request(site.url).delete(`/api/user/schedule/${pending._id}`).set(as(alice)).expect(200),
        (posts) => expect(posts.get(pending._id)?.status).toBe('cancelled'),
      ],
      [
        'reschedule a cancelled post (a new post)',
        async () => {
          const response = await request(site.url)
            .put(`/api/user/schedule/${pending._id}`)
            .set(as(alice))
            .send({ scheduledTime: new Date(Date.now() + 6 * HOUR).toISOString() })
            .expect(201);
          copy = response.body._id as string;
        },
        (posts) => expect(posts.get(copy)?.rescheduledFrom).toBe(pending._id),
      ],
      [
        'delete the record',
        () =>
          request(site.url)
            .delete(`/api/user/schedule/${pending._id}/record`)
            .set(as(alice))
            .expect(200),
        (posts) => expect(posts.has(pending._id)).toBe(false),
      ],
      [
        'publish now',
        () => request(site.url).post(publishScheduledPostNowPath(copy)).set(as(alice)).expect(200),
        (posts) => expect(posts.get(copy)?.status).toBe('completed'),
      ],
      [
        'post now',
        async () => {
          const response = await request(site.url)
            .post('/api/user/post-now')
            .set(as(alice))
            .field('platforms[0]', 'sandbox')
            .field('type', 'image')
            .field('caption', 'Out at once')
            .attach('media', pngOf(4, 4), 'now.png')
            .expect(200);
          published = PostNowResponseSchema.parse(response.body).post._id;
        },
        (posts) => expect(posts.get(published)?.status).toBe('completed'),
      ],
      [
        'delete from the platforms',
        () =>
          request(site.url)
            .delete(`/api/user/schedule/${published}/share`)
            .set(as(alice))
            .expect(200),
        (posts) => expect(posts.get(published)?.status).toBe('deleted'),
      ],
      [
        'schedule in another API process',
        async () => (pending = await schedule(alice, 'From the other process', HOUR, otherSite)),
        (posts) => expect(posts.get(pending._id)?.caption).toBe('From the other process'),
      ],
      [
        'cancel in another API process',
        () =>
          request(otherSite.url)
            .delete(`/api/user/schedule/${pending._id}`)
            .set(as(alice))
            .expect(200),
        (posts) => expect(posts.get(pending._id)?.status).toBe('cancelled'),
      ],
    );
    for (const [name, change, check] of steps) {
      // Both processes keep the listing, then the change is made, then both are asked again.
      await listing(alice, site);
      await listing(alice, otherSite);
      await change();
      for (const on of [site, otherSite]) {
        try {
          check(await listing(alice, on));
        } catch (error) {
          throw new Error(
            `after "${name}", ${on === site ? 'this' : 'the other'} process: ${String(error)}`,
            { cause: error },
          );
        }
      }
    }
  });

  it("when two owners ask for the same range, then each gets their own posts, and one's change leaves the other's listing kept", async () => {
    const alicePost = await schedule(alice, 'Alice in the range');
    const bobPost = await schedule(bob, 'Bob in the range');
    const aliceFirst = await listing(alice);
    const bobFirst = await listing(bob);
    expect(aliceFirst.has(alicePost._id) && !aliceFirst.has(bobPost._id)).toBe(true);
    expect(bobFirst.has(bobPost._id) && !bobFirst.has(alicePost._id)).toBe(true);
    expect([...bobFirst.values()].every((post) => post.caption.startsWith('Bob'))).toBe(true);

    // A change nobody announced shows only once Alice's listing is read again: Bob's write must
    // not make her read it, her own must.
    await changeCaptionUnannounced(alicePost._id, 'Changed unannounced');
    await schedule(bob, 'Bob again');
    expect((await listing(alice)).get(alicePost._id)?.caption).toBe('Alice in the range');
    expect([...(await listing(bob)).values()].map((post) => post.caption)).toContain('Bob again');
    await request(site.url)
      .delete(`/api/user/schedule/${alicePost._id}`)
      .set(as(alice))
      .expect(200);
    expect((await listing(alice)).get(alicePost._id)).toMatchObject({
      caption: 'Changed unannounced',
      status: 'cancelled',
    });
  });

  it('when a kept listing is served later, then isOverdue and timeUntilExecution are those of the time it is served', async () => {
    const owner = asOwnerId(new Types.ObjectId().toString());
    const at = new Date('2032-03-10T12:00:00.000Z');
    const pendingPost = await insertScheduledPost(owner, {
      scheduledTime: at,
      caption: 'Pending',
      mediaUrl: null,
      mediaKey: null,
      mediaMimeType: null,
      mediaSizeBytes: null,
      platforms: ['sandbox'],
      type: 'image',
      origin: 'schedule',
    });
    const donePost = await insertScheduledPost(owner, {
      scheduledTime: new Date(at.getTime() - HOUR),
      caption: 'Done',
      mediaUrl: null,
      mediaKey: null,
      mediaMimeType: null,
      mediaSizeBytes: null,
      platforms: ['sandbox'],
      type: 'image',
      origin: 'schedule',
    });
    await updateScheduledPost(owner, donePost._id, { status: 'completed', completedAt: at });
    const listings = createListingCache();
    const query = ListScheduledPostsQuerySchema.parse({
      from: '2032-03-01T00:00:00Z',
      to: '2032-04-01T00:00:00Z',
    });
    const stored = async () =>
      ScheduledPostModel.find({ ownerId: new Types.ObjectId(owner) })
        .sort({ scheduledTime: 1 })
        .lean();

    const early = new Date(at.getTime() - 10 * 60_000);
    const first = await listOwnScheduledPosts(listings, owner, query, { now: early });
    expect(first.scheduledPosts).toEqual(
      (await stored()).map((post) => toScheduledPostResponse(post, early)),
    );
    expect(first.scheduledPosts[1]).toMatchObject({
      isOverdue: false,
      timeUntilExecution: 600_000,
    });

    // Kept (the unannounced caption does not show), with the clock fields of each later time.
    await changeCaptionUnannounced(pendingPost._id.toString(), 'Unannounced');
    const records = await stored();
    for (const now of [
      new Date(at.getTime() - 1_000),
      new Date(at.getTime() + OVERDUE_AFTER_MS),
      new Date(at.getTime() + OVERDUE_AFTER_MS + 1),
    ]) {
      const later = await listOwnScheduledPosts(listings, owner, query, { now });
      expect(later.scheduledPosts).toEqual(
        records.map((post) => ({
          ...toScheduledPostResponse(post, now),
          caption: post.caption === 'Unannounced' ? 'Pending' : post.caption,
        })),
      );
    }
    const overdue = await listOwnScheduledPosts(listings, owner, query, {
      now: new Date(at.getTime() + HOUR),
    });
    expect(
      overdue.scheduledPosts.map((post) => [post.caption, post.isOverdue, post.timeUntilExecution]),
    ).toEqual([
      ['Done', false, null],
      ['Pending', true, 0],
    ]);
  });

  describe('the kept listings of one process', () => {
    const owner = asOwnerId(new Types.ObjectId().toString());
    /** A listing of `count` posts whose loads are counted per key. */
    const loads = new Map<string, number>();
    const loader =
      (key: string, count = 1) =>
      async (): Promise<KeptListing> => {
        loads.set(key, (loads.get(key) ?? 0) + 1);
        const answer = toScheduledPostResponse(
          {
            _id: new Types.ObjectId(),
            ownerId: new Types.ObjectId(owner),
            jobId: null,
            scheduledTime: new Date(0),
            calendarBucket: `${owner}:1970-01`,
            originalScheduledTime: new Date(0),
            caption: key,
            mediaUrl: null,
            mediaKey: null,
            mediaMimeType: null,
            mediaSizeBytes: null,
            platforms: ['sandbox'],
            status: 'completed',
            type: 'image',
            platformResults: [],
            rescheduledFrom: null,
            origin: 'schedule',
            completedAt: null,
            createdAt: new Date(0),
            updatedAt: new Date(0),
          },
          new Date(0),
        );
        return {
          posts: Array.from({ length: count }, () => ({ answer, scheduledTimeMs: 0 })),
          total: count,
        };
      };
    const loadsOf = (key: string) => loads.get(key) ?? 0;
    beforeEach(() => loads.clear());

    it('when more listings are read than it may keep, then it keeps the most recently served within both bounds', async () => {
      const byCount = createListingCache({ maxEntries: 3, maxBytes: 10_000_000, maxAgeMs: 60_000 });
      for (const key of ['a', 'b', 'c']) await byCount.read(owner, key, loader(key));
      await byCount.read(owner, 'a', loader('a')); // served again: now the most recent
      await byCount.read(owner, 'd', loader('d'));
      expect(byCount.size().entries).toBe(3);
      for (const key of ['a', 'c', 'd', 'b']) await byCount.read(owner, key, loader(key));
      // a, c and d were kept; b had gone (the least recently served) and was read again.
      expect(Object.fromEntries(['a', 'b', 'c', 'd'].map((key) => [key, loadsOf(key)]))).toEqual({
        a: 1,
        b: 2,
        c: 1,
        d: 1,
      });

      const oneSize = JSON.stringify((await loader('x', 10)()).posts).length;
      const byBytes = createListingCache({
        maxEntries: 1_000,
        maxBytes: Math.floor(oneSize * 2.5),
        maxAgeMs: 60_000,
      });
      for (const key of ['p', 'q', 'r', 's']) await byBytes.read(owner, key, loader(key, 10));
      expect(byBytes.size()).toEqual({ entries: 2, bytes: oneSize * 2 });
      // A listing larger than the whole bound is served and not kept.
      await byBytes.read(owner, 'huge', loader('huge', 30));
      await byBytes.read(owner, 'huge', loader('huge', 30));
      expect(loadsOf('huge')).toBe(2);
      expect(byBytes.size().bytes).toBeLessThanOrEqual(Math.floor(oneSize * 2.5));
    });

    it('when requests arrive together, then one read serves them; after its age limit it is read again', async () => {
      let now = 1_000_000;
      const listings = createListingCache(
        { maxEntries: 10, maxBytes: 10_000_000, maxAgeMs: 60_000 },
        () => now,
      );
      await Promise.all(Array.from({ length: 5 }, () => listings.read(owner, 'k', loader('k'))));
      expect(loadsOf('k')).toBe(1);
      now += 59_999;
      await listings.read(owner, 'k', loader('k'));
      expect(loadsOf('k')).toBe(1);
      now += 1;
      await listings.read(owner, 'k', loader('k'));
      expect(loadsOf('k')).toBe(2);
    });

    it('when the versions cannot be read, then every request reads MongoDB and nothing kept is served afterwards', async () => {
      const listings = createListingCache();
      await listings.read(owner, 'v', loader('v'));
      await closeOwnerVersions();
      try {
        await listings.read(owner, 'v', loader('v'));
        await listings.read(owner, 'v', loader('v'));
        expect(loadsOf('v')).toBe(3);
        expect(listings.size()).toEqual({ entries: 0, bytes: 0 });
      } finally {
        await openOwnerVersions(process.env.DATABASE_URL!);
      }
      await listings.read(owner, 'v', loader('v'));
      await listings.read(owner, 'v', loader('v'));
      expect(loadsOf('v')).toBe(4);
    });
  });
});
