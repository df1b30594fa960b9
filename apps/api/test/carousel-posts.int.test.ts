import {
  AddBrandPhotoResponseSchema,
  ApiErrorSchema,
  BRAND_PHOTOS_PATH,
  brandPhotoPath,
  CreateScheduledPostResponseSchema,
  GENERATE_CONTENT_PATH,
  GenerateContentResponseSchema,
  generationPath,
  PostNowResponseSchema,
  SCHEDULING_MESSAGES as M,
} from '@postcraft/contracts';
import { SandboxPostModel, ScheduledPostModel } from '@postcraft/data';
import { openJobQueue, type JobQueue } from '@postcraft/jobs';
import { dropJobTable, testJobTableName } from '@postcraft/test-database/job-table';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { startAccountTestBed, type AccountTestBed } from './helpers/account-test-bed.js';
import { pngOf } from './helpers/images.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';
import { connectSandboxAccount } from './helpers/sandbox-connection.js';
import { signUpOwner, type TestUser } from './helpers/test-owner.js';

describe('carousels: a post with several images (carouselUrls)', () => {
  const tableName = testJobTableName('carousel_posts');
  let queue: JobQueue;
  let bed: AccountTestBed;
  let site: ListeningApp;
  let alice: TestUser;
  let bob: TestUser;
  /** Alice's library photos' addresses. */
  let photos: Array<{ _id: string; url: string }>;

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  const addPhoto = async (user: TestUser, side: number) =>
    AddBrandPhotoResponseSchema.parse(
      (
        await request(site.url)
          .post(BRAND_PHOTOS_PATH)
          .set(as(user))
          .attach('media', pngOf(side, side), `slide-${side}.png`)
          .expect(201)
      ).body,
    ).photo as { _id: string; url: string };

  beforeAll(async () => {
    queue = await openJobQueue({ databaseUrl: process.env.DATABASE_URL!, tableName });
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed, { jobQueue: queue });
    alice = await signUpOwner(bed, site.url);
    bob = await signUpOwner(bed, site.url);
    await connectSandboxAccount(site, alice, 'alice_carousel');
    photos = [];
    for (const side of [10, 11, 12]) photos.push(await addPhoto(alice, side));
  });
  afterAll(async () => {
    await site.close();
    await bed.stop();
    await queue.close();
    await dropJobTable(tableName);
  });

  it('when a carousel is posted now, then the Sandbox gets its images in order, once, and the post lists its slides', async () => {
    const [cover, second, third] = photos;
    const response = await request(site.url)
      .post('/api/user/post-now')
      .set(as(alice))
      .send({
        platforms: ['sandbox'],
        type: 'image',
        caption: 'Three steps to a better loaf',
        mediaUrl: cover!.url,
        carouselUrls: [second!.url, third!.url],
      })
      .expect(200);
    const body = PostNowResponseSchema.parse(response.body);
    expect(body.post.carouselUrls).toEqual([second!.url, third!.url]);

    const [onFeed] = await SandboxPostModel.find({ text: 'Three steps to a better loaf' }).lean();
    expect(onFeed!.media).toHaveLength(3);
    expect(await SandboxPostModel.countDocuments({ text: 'Three steps to a better loaf' })).toBe(1);
  });

  it('when a carousel is scheduled as a form, then the post keeps its slides and lists them', async () => {
    const [cover, second] = photos;
    const created = CreateScheduledPostResponseSchema.parse(
      (
        await request(site.url)
          .post('/api/user/schedule')
          .set(as(alice))
          .field('platforms[0]', 'sandbox')
          .field('caption', 'Scheduled carousel')
          .field('mediaUrl', cover!.url)
          .field('carouselUrls[0]', second!.url)
          .field('scheduledTime', new Date(Date.now() + 3_600_000).toISOString())
          .expect(201)
      ).body,
    );
    expect(created.carouselUrls).toEqual([second!.url]);
    const listed = await request(site.url)
      .get('/api/user/scheduled-posts')
      .set(as(alice))
      .expect(200);
    const post = listed.body.data.scheduledPosts.find(
      (entry: { _id: string }) => entry._id === created._id,
    );
    expect(post.carouselUrls).toEqual([second!.url]);
  });

  it('when a slide is not the user’s own image, or there are too many, then 400 and nothing is created', async () => {
    const before = await ScheduledPostModel.countDocuments();
    const bobs = await addPhoto(bob, 9);
    const refused = async (carouselUrls: string[], message: string) => {
      const response = await request(site.url)
        .post('/api/user/post-now')
        .set(as(alice))
        .send({ platforms: ['sandbox'], mediaUrl: photos[0]!.url, carouselUrls })
        .expect(400);
      expect(ApiErrorSchema.parse(response.body).message).toBe(message);
    };
    await refused([bobs.url], M.mediaUrlNotOwn);
    await refused(['https://example.com/cat.png'], M.mediaUrlNotOwn);
    await refused(
      Array.from({ length: 10 }, () => photos[1]!.url),
      M.carouselTooLong(10),
    );
    expect(await ScheduledPostModel.countDocuments()).toBe(before);
  });

  it('when a library photo is a slide of a post and is deleted from the library, then the post keeps its file', async () => {
    const slide = photos[2]!;
    await request(site.url).delete(brandPhotoPath(slide._id)).set(as(alice)).expect(200);
    const file = join(site.config.mediaDir, slide.url.replace(/^\/media\//u, ''));
    expect(existsSync(file)).toBe(true);
  });

  it('when a carousel is generated, then carousel platforms get 3 to 5 stored slides, the cover first, that Post Now publishes together; discarding deletes them', async () => {
    const generated = GenerateContentResponseSchema.parse(
      (
        await request(site.url)
          .post(GENERATE_CONTENT_PATH)
          .set(as(alice))
          .send({
            description: 'Announce our new pistachio croissant, 3.50 euros, only 20 a day',
            contentType: 'image',
            platforms: ['sandbox', 'instagram', 'twitter'],
            carousel: true,
            seed: 11,
          })
          .expect(200)
      ).body,
    ).content;
    const sandbox = generated.assets.sandbox!;
    expect(sandbox.slides!.length).toBeGreaterThanOrEqual(3);
    expect(sandbox.slides!.length).toBeLessThanOrEqual(5);
    expect(sandbox.slides![0]!.url).toBe(sandbox.url);
    expect(generated.assets.instagram!.slides!.length).toBeGreaterThanOrEqual(3);
    expect(generated.assets.twitter!.slides).toBeUndefined();
    for (const slide of sandbox.slides!) {
      const file = await request(site.url).get(slide.url).expect(200);
      expect(file.headers['content-type']).toBe('image/png');
    }

    const caption = `Carousel from the studio ${Date.now()}`;
    await request(site.url)
      .post('/api/user/post-now')
      .set(as(alice))
      .send({
        platforms: ['sandbox'],
        caption,
        mediaUrl: sandbox.url,
        carouselUrls: sandbox.slides!.slice(1).map((slide) => slide.url),
      })
      .expect(200);
    const [onFeed] = await SandboxPostModel.find({ text: caption }).lean();
    expect(onFeed!.media).toHaveLength(sandbox.slides!.length);

    await request(site.url)
      .delete(generationPath(generated.generationId))
      .set(as(alice))
      .expect(200);
    const fileOf = (url: string) => join(site.config.mediaDir, url.replace(/^\/media\//u, ''));
    // The Sandbox post keeps its slides; Instagram's, never posted, are gone.
    expect(sandbox.slides!.every((slide) => existsSync(fileOf(slide.url)))).toBe(true);
    expect(
      generated.assets.instagram!.slides!.slice(1).some((slide) => existsSync(fileOf(slide.url))),
    ).toBe(false);
  });
});
