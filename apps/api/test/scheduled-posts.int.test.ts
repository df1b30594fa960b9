import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ApiErrorSchema,
  ListScheduledPostsResponseSchema,
  SCHEDULING_MESSAGES as M,
  SCHEDULING_MESSAGES_FR,
  ScheduledPostActionResponseSchema,
  ScheduledPostStatsResponseSchema,
  DeleteRecordResponseSchema,
} from '@postcraft/contracts';
import {
  insertScheduledPost,
  recordPublishOutcome,
  ScheduledPostModel,
  updateScheduledPost,
  type NewScheduledPost,
} from '@postcraft/data';
import request from 'supertest';
import { startAccountTestBed, type AccountTestBed } from './helpers/account-test-bed.js';
import { signUpOwner, type TestUser } from './helpers/test-owner.js';
import { pngOf } from './helpers/images.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';
import { connectSandboxAccount } from './helpers/sandbox-connection.js';

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe('scheduled posts: refusals, list, stats and actions on one post', () => {
  let bed: AccountTestBed;
  let site: ListeningApp;
  let alice: TestUser;
  let bob: TestUser;
  let outside: Server;
  let outsideRequests = 0;

  const signUp = () => signUpOwner(bed, site.url);

  beforeAll(async () => {
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed);
    alice = await signUp();
    bob = await signUp();
    await connectSandboxAccount(site, alice, 'alice_sched');
    // An outside site: a mediaUrl pointing here must be refused without being fetched.
    outside = createServer((_req, res) => {
      outsideRequests += 1;
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(pngOf(2, 2));
    });
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => outside.close(() => resolve()));
    await site.close();
    await bed.stop();
  });

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  const postCount = () => ScheduledPostModel.countDocuments();

  const newPost = (overrides: Partial<NewScheduledPost> = {}): NewScheduledPost => ({
    scheduledTime: new Date(Date.now() + HOUR),
    caption: 'A caption',
    mediaUrl: null,
    mediaKey: null,
    mediaMimeType: null,
    mediaSizeBytes: null,
    platforms: ['sandbox'],
    type: 'image',
    origin: 'schedule',
    ...overrides,
  });

  describe('POST /api/user/schedule refusals: a clear 4xx and nothing created', () => {
    const cases: Array<[string, Record<string, unknown>, number, string]> = [
      ['no platforms', { platforms: [], scheduledTime: inHours(1) }, 400, M.platformsRequired],
      [
        'an unknown platform',
        { platforms: ['myspace'], scheduledTime: inHours(1) },
        400,
        M.platformUnknown,
      ],
      ['no time', { platforms: ['sandbox'] }, 400, M.scheduledTimeRequired],
      [
        'a time that is not a date',
        { platforms: ['sandbox'], scheduledTime: '31/02/2030 25:00' },
        400,
        M.scheduledTimeInvalid,
      ],
      [
        'a time in the past',
        { platforms: ['sandbox'], scheduledTime: inHours(-1) },
        400,
        M.scheduledTimeInPast,
      ],
      ['no media', { platforms: ['sandbox'], scheduledTime: inHours(1) }, 400, M.mediaRequired],
      [
        'a platform this server does not offer',
        { platforms: ['linkedin'], scheduledTime: inHours(1), mediaUrl: '/media/x.png' },
        400,
        M.platformUnknown,
      ],
    ];

    it.each(cases)(
      'when the body has %s, then it is refused',
      async (_name, body, status, message) => {
        const before = await postCount();
        const response = await request(site.url)
          .post('/api/user/schedule')
          .set(as(alice))
          .send(body)
          .expect(status);
        expect(ApiErrorSchema.parse(response.body).message).toBe(message);
        expect(await postCount()).toBe(before);
      },
    );

    it('when the platform is not connected for this user, then the message names it', async () => {
      const response = await request(site.url)
        .post('/api/user/schedule')
        .set(as(bob))
        .send({ platforms: ['sandbox'], scheduledTime: inHours(1), mediaUrl: '/media/x.png' })
        .expect(400);
      expect(response.body.message).toBe(M.platformNotConnected('Sandbox'));
      expect(await postCount()).toBe(0);
    });

    it('when mediaUrl points at another website, then it is refused and never fetched', async () => {
      const { port } = outside.address() as AddressInfo;
      for (const mediaUrl of [
        `http://127.0.0.1:${port}/media/posts/${alice.ownerId}/a.png`,
        `http://127.0.0.1:${port}/picture.png`,
        'file:///etc/passwd',
        '/media/../secrets.json',
      ]) {
        const response = await request(site.url)
          .post('/api/user/schedule')
          .set(as(alice))
          .send({ platforms: ['sandbox'], scheduledTime: inHours(1), mediaUrl })
          .expect(400);
        expect(response.body).toEqual({ message: M.mediaUrlNotOwn, code: 'invalid_media' });
      }
      expect(outsideRequests).toBe(0);
      expect(await postCount()).toBe(0);
    });

    it("when mediaUrl is another user's media or a missing file, then it is refused", async () => {
      const others = await request(site.url)
        .post('/api/user/schedule')
        .set(as(alice))
        .send({
          platforms: ['sandbox'],
          scheduledTime: inHours(1),
          mediaUrl: `${site.url}/media/posts/${bob.ownerId}/0123456789abcdef.png`,
        })
        .expect(400);
      expect(others.body.message).toBe(M.mediaUrlNotOwn);
      const missing = await request(site.url)
        .post('/api/user/schedule')
        .set(as(alice))
        .send({
          platforms: ['sandbox'],
          scheduledTime: inHours(1),
          mediaUrl: `/media/posts/${alice.ownerId}/0123456789abcdef.png`,
        })
        .expect(400);
      expect(missing.body.message).toBe(M.mediaMissing);
      expect(await postCount()).toBe(0);
    });

    it('when the uploaded file is not an image or video, or not the declared type, then it is refused', async () => {
      const notMedia = await request(site.url)
        .post('/api/user/schedule')
        .set(as(alice))
        .field('platforms[0]', 'sandbox')
        .field('scheduledTime', inHours(1))
        .attach('media', Buffer.from('<html>not an image</html>'), 'photo.png')
        .expect(400);
      expect(notMedia.body.message).toBe(M.mediaTypeUnsupported);
      const mismatch = await request(site.url)
        .post('/api/user/schedule')
        .set(as(alice))
        .field('platforms[0]', 'sandbox')
        .field('type', 'video')
        .field('scheduledTime', inHours(1))
        .attach('media', pngOf(4, 4), 'photo.png')
        .expect(400);
      expect(mismatch.body.message).toBe(M.mediaTypeMismatch('video'));
      expect(await postCount()).toBe(0);
    });

    it('when the API has no job store, then a valid post answers 503 and nothing stays', async () => {
      const response = await request(site.url)
        .post('/api/user/schedule')
        .set(as(alice))
        .field('platforms[0]', 'sandbox')
        .field('scheduledTime', inHours(1))
        .attach('media', pngOf(4, 4), 'photo.png')
        .expect(503);
      expect(response.body).toEqual({
        message: M.queueUnavailable,
        code: 'scheduling_unavailable',
      });
      expect(await postCount()).toBe(0);
    });

    it('when no one is signed in, then 401', async () => {
      await request(site.url).post('/api/user/schedule').send({}).expect(401);
      await request(site.url).get('/api/user/scheduled-posts').expect(401);
    });
  });

  describe('GET /api/user/scheduled-posts and /stats', () => {
    let ids: string[];

    beforeAll(async () => {
      await ScheduledPostModel.deleteMany({});
      const base = Date.UTC(2031, 0, 5, 9, 0, 0);
      ids = [];
      for (let day = 0; day < 7; day += 1) {
        const post = await insertScheduledPost(
          alice.ownerId,
          newPost({
            scheduledTime: new Date(base + day * 24 * HOUR),
            caption: `day ${day}`,
            platforms: day % 2 === 0 ? ['sandbox'] : ['sandbox', 'twitter'],
          }),
        );
        ids.push(post._id.toString());
      }
      await updateScheduledPost(alice.ownerId, ids[1]!, { status: 'completed' });
      await updateScheduledPost(alice.ownerId, ids[2]!, { status: 'failed' });
      await updateScheduledPost(alice.ownerId, ids[3]!, { status: 'cancelled' });
      await insertScheduledPost(bob.ownerId, newPost({ caption: "bob's" }));
    });

    const list = (user: TestUser, query: Record<string, string | number> = {}) =>
      request(site.url).get('/api/user/scheduled-posts').query(query).set(as(user)).expect(200);

    it('when asked with no query, then every post of the user comes by time with the spec defaults', async () => {
      const body = ListScheduledPostsResponseSchema.parse((await list(alice)).body);
      expect(body.data.pagination).toEqual({ page: 1, limit: 50, total: 7, pages: 1 });
      expect(body.data.scheduledPosts.map((post) => post._id)).toEqual(ids);
      const first = body.data.scheduledPosts[0]!;
      expect(first).toMatchObject({
        caption: 'day 0',
        status: 'pending',
        type: 'image',
        jobId: null,
        platforms: ['sandbox'],
        platformResults: [],
        isOverdue: false,
        originalScheduledTime: first.scheduledTime,
      });
      expect(first.timeUntilExecution).toBeGreaterThan(0);
    });

    it('when filtered by status, platform and range, then only those come back', async () => {
      const pending = ListScheduledPostsResponseSchema.parse(
        (await list(alice, { status: 'pending' })).body,
      );
      expect(pending.data.scheduledPosts.map((post) => post.caption)).toEqual([
        'day 0',
        'day 4',
        'day 5',
        'day 6',
      ]);
      const all = ListScheduledPostsResponseSchema.parse(
        (await list(alice, { status: 'all' })).body,
      );
      expect(all.data.pagination.total).toBe(7);
      const onX = ListScheduledPostsResponseSchema.parse(
        (await list(alice, { platform: 'x' })).body,
      );
      expect(onX.data.scheduledPosts.map((post) => post.caption)).toEqual([
        'day 1',
        'day 3',
        'day 5',
      ]);
      const week = ListScheduledPostsResponseSchema.parse(
        (
          await list(alice, {
            from: new Date(Date.UTC(2031, 0, 6)).toISOString(),
            to: new Date(Date.UTC(2031, 0, 8)).toISOString(),
          })
        ).body,
      );
      expect(week.data.scheduledPosts.map((post) => post.caption)).toEqual(['day 1', 'day 2']);
    });

    it('when paged and sorted newest first, then pages split the list and say how many there are', async () => {
      const page2 = ListScheduledPostsResponseSchema.parse(
        (await list(alice, { page: 2, limit: 3, sortOrder: 'desc' })).body,
      );
      expect(page2.data.pagination).toEqual({ page: 2, limit: 3, total: 7, pages: 3 });
      expect(page2.data.scheduledPosts.map((post) => post.caption)).toEqual([
        'day 3',
        'day 2',
        'day 1',
      ]);
    });

    it('when the query is wrong, then 400 and a message', async () => {
      for (const query of [
        { limit: 0 },
        { limit: 101 },
        { page: -1 },
        { status: 'gone' },
        { sortBy: 'caption' },
      ]) {
        const response = await request(site.url)
          .get('/api/user/scheduled-posts')
          .query(query)
          .set(as(alice))
          .expect(400);
        expect(ApiErrorSchema.parse(response.body).code).toBe('validation_failed');
      }
    });

    it('when another user lists, then they see only their own post', async () => {
      const body = ListScheduledPostsResponseSchema.parse((await list(bob)).body);
      expect(body.data.scheduledPosts.map((post) => post.caption)).toEqual(["bob's"]);
    });

    it('when stats are asked, then every status and each platform is counted for this user only', async () => {
      const response = await request(site.url)
        .get('/api/user/scheduled-posts/stats')
        .set(as(alice))
        .expect(200);
      expect(ScheduledPostStatsResponseSchema.parse(response.body)).toEqual({
        success: true,
        data: {
          total: 7,
          byStatus: {
            pending: 4,
            awaiting_approval: 0,
            completed: 1,
            failed: 1,
            cancelled: 1,
            deleted: 0,
          },
          byPlatform: { sandbox: 7, twitter: 3 },
        },
      });
    });
  });

  describe('cancel, reschedule and delete on one post', () => {
    it('when another user names the post by _id or jobId, then every call answers 404 and nothing changes', async () => {
      const post = await insertScheduledPost(alice.ownerId, newPost());
      await updateScheduledPost(alice.ownerId, post._id, { jobId: 'alice-job-404' });
      for (const id of [post._id.toString(), 'alice-job-404']) {
        const calls = [
          request(site.url).delete(`/api/user/schedule/${id}`),
          request(site.url)
            .put(`/api/user/schedule/${id}`)
            .send({ scheduledTime: inHours(5) }),
          request(site.url).delete(`/api/user/schedule/${id}/record`),
          request(site.url).delete(`/api/user/schedule/${id}/share`),
        ];
        for (const call of calls) {
          const response = await call.set(as(bob)).expect(404);
          expect(response.body).toEqual({ message: M.notFound, code: 'not_found' });
        }
      }
      const after = await ScheduledPostModel.findById(post._id).lean().orFail();
      expect(after.status).toBe('pending');
      expect(after.scheduledTime).toEqual(post.scheduledTime);
    });

    it("when the id is 'undefined' (a client without a jobId), then 'jobId is required'", async () => {
      for (const call of [
        request(site.url).delete('/api/user/schedule/undefined/record'),
        request(site.url).delete('/api/user/schedule/null/share'),
        request(site.url)
          .put('/api/user/schedule/undefined')
          .send({ scheduledTime: inHours(5) }),
      ]) {
        const response = await call.set(as(alice)).expect(400);
        expect(response.body.message).toBe(M.jobIdRequired);
      }
    });

    it('when a pending post without a job is cancelled, then it is cancelled; a second cancel is refused', async () => {
      const post = await insertScheduledPost(alice.ownerId, newPost());
      const response = await request(site.url)
        .delete(`/api/user/schedule/${post._id.toString()}`)
        .set(as(alice))
        .expect(200);
      const body = ScheduledPostActionResponseSchema.parse(response.body);
      expect(body).toMatchObject({ success: true, status: 'cancelled', message: M.cancelled });
      const again = await request(site.url)
        .delete(`/api/user/schedule/${post._id.toString()}`)
        .set(as(alice))
        .expect(409);
      expect(again.body).toEqual({ message: M.notPending, code: 'post_not_pending' });
    });

    it('when a reschedule asks for a past time, then it is refused and the post keeps its time', async () => {
      const post = await insertScheduledPost(alice.ownerId, newPost());
      const response = await request(site.url)
        .put(`/api/user/schedule/${post._id.toString()}`)
        .set(as(alice))
        .send({ scheduledTime: inHours(-2), clientCurrentTime: new Date().toISOString() })
        .expect(400);
      expect(response.body.message).toBe(M.rescheduleTimeInPast);
      const after = await ScheduledPostModel.findById(post._id).lean().orFail();
      expect(after.scheduledTime).toEqual(post.scheduledTime);
    });

    it('when a record is deleted by its jobId, then it is gone', async () => {
      const post = await insertScheduledPost(alice.ownerId, newPost());
      await updateScheduledPost(alice.ownerId, post._id, { status: 'failed', jobId: 'job-gone' });
      const response = await request(site.url)
        .delete('/api/user/schedule/job-gone/record')
        .set(as(alice))
        .expect(200);
      expect(DeleteRecordResponseSchema.parse(response.body)).toEqual({
        success: true,
        message: M.removed,
        _id: post._id.toString(),
      });
      expect(await ScheduledPostModel.findById(post._id)).toBeNull();
    });

    it('when a post that was never published is deleted from platforms, then 409 says so', async () => {
      const post = await insertScheduledPost(alice.ownerId, newPost());
      const response = await request(site.url)
        .delete(`/api/user/schedule/${post._id.toString()}/share`)
        .set(as(alice))
        .expect(409);
      expect(response.body.message).toBe(M.notPublished);
    });
  });

  describe("platform results in the reader's language", () => {
    it("when a failed post is listed in French, then the reasons Postcraft wrote are French and a platform's own reason is kept", async () => {
      const carol = await signUp();
      const post = await insertScheduledPost(
        carol.ownerId,
        newPost({ platforms: ['sandbox', 'twitter'] }),
      );
      const platformReason = 'Status is a duplicate. (187)';
      await recordPublishOutcome(post, {
        status: 'failed',
        at: new Date(),
        platformResults: [
          {
            platform: 'sandbox',
            outcome: 'unconfirmed',
            externalId: null,
            url: null,
            message: M.publishInterrupted,
            publishedAt: null,
            deletedAt: null,
          },
          {
            platform: 'twitter',
            outcome: 'failed',
            externalId: null,
            url: null,
            message: platformReason,
            publishedAt: null,
            deletedAt: null,
          },
        ],
      });
      const messagesIn = async (language: string) => {
        const response = await request(site.url)
          .get('/api/user/scheduled-posts')
          .set({ ...as(carol), 'Accept-Language': language })
          .expect(200);
        const [listed] = ListScheduledPostsResponseSchema.parse(response.body).data.scheduledPosts;
        return listed!.platformResults.map((result) => result.message);
      };
      expect(await messagesIn('fr')).toEqual([
        SCHEDULING_MESSAGES_FR.publishInterrupted,
        platformReason,
      ]);
      expect(await messagesIn('en')).toEqual([M.publishInterrupted, platformReason]);
    });
  });
});
