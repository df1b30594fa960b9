import {
  CreateScheduledPostResponseSchema,
  ListUserMediaResponseSchema,
  ScheduledPostActionResponseSchema,
  SCHEDULING_MESSAGES as M,
  USER_MEDIA_PATH,
} from '@postcraft/contracts';
import { ScheduledPostModel } from '@postcraft/data';
import { openJobQueue, type JobQueue } from '@postcraft/jobs';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import request from 'supertest';
import { startAccountTestBed, type AccountTestBed } from './helpers/account-test-bed.js';
import { signUpOwner, type TestUser } from './helpers/test-owner.js';
import { pngOf } from './helpers/images.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';
import { connectSandboxAccount } from './helpers/sandbox-connection.js';

const HOUR = 60 * 60 * 1000;

describe("a pending post's media edited from the user's media or a new upload", () => {
  const tableName = testJobTableName('edit_post_media');
  let queue: JobQueue;
  let bed: AccountTestBed;
  let site: ListeningApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    queue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed, { jobQueue: queue });
    alice = await signUpOwner(bed, site.url);
    bob = await signUpOwner(bed, site.url);
    await connectSandboxAccount(site, alice, 'alice_media');
    await connectSandboxAccount(site, bob, 'bob_media');
  });
  afterAll(async () => {
    await site.close();
    await bed.stop();
    await queue.close();
    await dropJobTable(tableName);
  });

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  const stored = (id: string) => ScheduledPostModel.findById(id).lean().orFail();

  async function schedule(user: TestUser, caption: string, size = 6) {
    const response = await request(site.url)
      .post('/api/user/schedule')
      .set(as(user))
      .field('platforms[0]', 'sandbox')
      .field('caption', caption)
      .field('scheduledTime', new Date(Date.now() + 2 * HOUR).toISOString())
      .attach('media', pngOf(size, size), 'post.png')
      .expect(201);
    return CreateScheduledPostResponseSchema.parse(response.body);
  }

  it('when the user lists their media, then only their own files come, newest first, each once, paged', async () => {
    const first = await schedule(alice, 'First');
    const second = await schedule(alice, 'Second');
    await schedule(bob, 'Not hers');

    const page1 = ListUserMediaResponseSchema.parse(
      (await request(site.url).get(USER_MEDIA_PATH).query({ limit: 1 }).set(as(alice)).expect(200))
        .body,
    );
    const page2 = ListUserMediaResponseSchema.parse(
      (
        await request(site.url)
          .get(USER_MEDIA_PATH)
          .query({ limit: 1, page: 2 })
          .set(as(alice))
          .expect(200)
      ).body,
    );

    expect(page1.data.media.map((item) => item.url)).toEqual([second.mediaUrl]);
    expect(page2.data.media.map((item) => item.url)).toEqual([first.mediaUrl]);
    expect(page1.data.pagination).toMatchObject({ total: 2, pages: 2 });
    expect(page1.data.media[0]).toMatchObject({ type: 'image', source: 'post' });
  });

  it('when the listing query is bad or the caller is signed out, then 400 or 401', async () => {
    await request(site.url).get(USER_MEDIA_PATH).query({ limit: 500 }).set(as(alice)).expect(400);
    await request(site.url).get(USER_MEDIA_PATH).query({ page: 'two' }).set(as(alice)).expect(400);
    await request(site.url).get(USER_MEDIA_PATH).expect(401);
  });

  it('when a new file is uploaded in the edit, then the post carries it, with its type', async () => {
    const post = await schedule(alice, 'Picture to replace');

    const response = await request(site.url)
      .put(`/api/user/schedule/${post._id}`)
      .set(as(alice))
      .field('caption', 'New picture')
      .attach('media', pngOf(9, 9), 'new.png')
      .expect(200);

    const edited = ScheduledPostActionResponseSchema.parse(response.body);
    expect(edited).toMatchObject({ caption: 'New picture', type: 'image', message: M.postUpdated });
    expect(edited.mediaUrl).not.toBe(post.mediaUrl);
    expect((await stored(post._id)).mediaUrl).toBe(edited.mediaUrl);
    const media = await request(site.url).get(edited.mediaUrl!).expect(200);
    expect(media.headers['content-type']).toBe('image/png');
  });

  it('when only a file is sent, then it is an edit by itself', async () => {
    const post = await schedule(alice, 'File only');

    const response = await request(site.url)
      .put(`/api/user/schedule/${post._id}`)
      .set(as(alice))
      .attach('media', pngOf(7, 7), 'only.png')
      .expect(200);

    expect(ScheduledPostActionResponseSchema.parse(response.body).mediaUrl).not.toBe(post.mediaUrl);
  });

  it('when the uploaded file is not an image or video, or does not match the declared type, then 400 and the media stays', async () => {
    const post = await schedule(alice, 'Keep my picture');

    const text = await request(site.url)
      .put(`/api/user/schedule/${post._id}`)
      .set(as(alice))
      .attach('media', Buffer.from('just some text'), 'notes.png')
      .expect(400);
    expect(text.body.message).toBe(M.mediaTypeUnsupported);
    const mismatch = await request(site.url)
      .put(`/api/user/schedule/${post._id}`)
      .set(as(alice))
      .field('type', 'video')
      .attach('media', pngOf(5, 5), 'still.png')
      .expect(400);
    expect(mismatch.body.message).toBe(M.mediaTypeMismatch('video'));

    expect((await stored(post._id)).mediaUrl).toBe(post.mediaUrl);
  });

  it("when another user's media is chosen, then 400 and the post keeps its own", async () => {
    const post = await schedule(alice, 'Mine only');
    const bobs = await schedule(bob, 'Bob picture');

    const response = await request(site.url)
      .put(`/api/user/schedule/${post._id}`)
      .set(as(alice))
      .send({ mediaUrl: bobs.mediaUrl, type: 'image' })
      .expect(400);

    expect(response.body.message).toBe(M.mediaUrlNotOwn);
    expect((await stored(post._id)).mediaUrl).toBe(post.mediaUrl);
  });
});
