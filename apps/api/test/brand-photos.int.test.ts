import {
  AddBrandPhotoResponseSchema,
  ApiErrorSchema,
  BRAND_PHOTO_LIMITS,
  BRAND_PHOTO_MESSAGES,
  BRAND_PHOTOS_PATH,
  brandPhotoPath,
  GENERATE_CONTENT_PATH,
  GenerateContentResponseSchema,
  ListBrandPhotosResponseSchema,
  ListUserMediaResponseSchema,
  USER_MEDIA_PATH,
} from '@postcraft/contracts';
import {
  asOwnerId,
  BrandPhotoModel,
  insertBrandPhoto,
  insertScheduledPost,
  UserModel,
} from '@postcraft/data';
import { runFfmpeg } from '@postcraft/video';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

type TestUser = Awaited<ReturnType<typeof createVerifiedUser>>;

const ORANGE = { r: 240, g: 120, b: 20 };

const jpegOf = (background: typeof ORANGE) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe('the brand photo library: /api/user/photos', () => {
  let bed: AccountTestBed;
  let ana: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    [ana, bob] = await Promise.all([createVerifiedUser(bed), createVerifiedUser(bed)]);
  });
  afterAll(() => bed.stop());

  const idOf = async (user: TestUser) =>
    (await UserModel.findOne({ email: user.email }).orFail())._id.toString();
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  const list = async (user: TestUser) =>
    ListBrandPhotosResponseSchema.parse(
      (await request(bed.app).get(BRAND_PHOTOS_PATH).set(as(user)).expect(200)).body,
    ).data;
  const upload = (user: TestUser, bytes: Buffer, name = 'photo.jpg') =>
    request(bed.app).post(BRAND_PHOTOS_PATH).set(as(user)).attach('media', bytes, name);
  const fileOf = (url: string) => join(bed.config.mediaDir, url.replace(/^\/media\//u, ''));

  it('when a user adds a photo, then it is listed first, served, offered for posts, and nobody else sees it', async () => {
    const added = AddBrandPhotoResponseSchema.parse(
      (await upload(ana, await jpegOf(ORANGE)).expect(201)).body,
    ).photo;
    expect(added).toMatchObject({ source: 'library', _id: expect.any(String) });
    expect(added.url).toMatch(
      new RegExp(`^/media/photos/${await idOf(ana)}/[0-9a-f]{32}\\.jpg$`, 'u'),
    );

    const listed = await list(ana);
    expect(listed.photos[0]).toEqual(added);
    expect(listed.libraryCount).toBe(1);
    const served = await request(bed.app).get(added.url).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const media = ListUserMediaResponseSchema.parse(
      (await request(bed.app).get(USER_MEDIA_PATH).set(as(ana)).expect(200)).body,
    );
    expect(media.data.media).toContainEqual(
      expect.objectContaining({ url: added.url, source: 'library', type: 'image' }),
    );

    expect((await list(bob)).photos).toEqual([]);
    await request(bed.app).delete(brandPhotoPath(added._id!)).set(as(bob)).expect(404);
    expect((await list(ana)).photos[0]).toEqual(added);
  });

  it('when the upload is not a photo, missing, too much or unsigned, then a clear 4xx and nothing is added', async () => {
    const before = await BrandPhotoModel.countDocuments();
    const refused = async (response: request.Test, status: number, message: RegExp) => {
      const body = ApiErrorSchema.parse((await response.expect(status)).body);
      expect(body.message).toMatch(message);
    };
    await refused(
      request(bed.app).post(BRAND_PHOTOS_PATH).set(as(ana)).send({}),
      400,
      /Choose a photo/u,
    );
    await refused(upload(ana, Buffer.from('just some text'), 'notes.jpg'), 400, /./u);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: ORANGE } })
      .gif()
      .toBuffer();
    await refused(upload(ana, gif, 'anim.gif'), 400, /JPEG, PNG or WebP/u);
    await refused(upload(ana, await jpegOf(ORANGE)).field('caption', 'hello'), 400, /./u);
    await request(bed.app)
      .post(BRAND_PHOTOS_PATH)
      .attach('media', await jpegOf(ORANGE), 'a.jpg')
      .expect(401);
    const french = await upload(ana, gif, 'anim.gif').set('Accept-Language', 'fr').expect(400);
    expect(french.body.message).toMatch(/JPEG, PNG ou WebP/u);
    expect(await BrandPhotoModel.countDocuments()).toBe(before);
  });

  it('when a user adds a clip, then it is kept as a video of the library; one too long or unreadable is refused and nothing is added', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'clips-'));
    // Long clips at one small frame a second: encoding a minute of VP9 at full size takes most
    // of a minute on a loaded machine, and only the duration matters here.
    const clipOf = async (seconds: number, name: string, frameRate = 10) => {
      const path = join(dir, name);
      const size = frameRate > 1 ? '320x240' : '64x48';
      await runFfmpeg([
        '-f',
        'lavfi',
        '-i',
        `testsrc2=s=${size}:d=${seconds}:r=${frameRate}`,
        path,
      ]);
      return readFileSync(path);
    };
    const added = AddBrandPhotoResponseSchema.parse(
      (await upload(bob, await clipOf(2, 'shop.mp4'), 'shop.mp4').expect(201)).body,
    ).photo;
    expect(added).toMatchObject({ source: 'library', type: 'video' });
    expect(added.url).toMatch(/\/[0-9a-f]{32}\.mp4$/u);
    expect((await list(bob)).photos).toContainEqual(added);
    const served = await request(bed.app).get(added.url).expect(200);
    expect(served.headers['content-type']).toBe('video/mp4');

    const before = await BrandPhotoModel.countDocuments();
    const tooLong = await upload(
      bob,
      await clipOf(BRAND_PHOTO_LIMITS.maxClipSeconds + 2, 'long.webm', 1),
      'long.webm',
    ).expect(413);
    expect(tooLong.body.message).toBe(BRAND_PHOTO_MESSAGES.clipTooLong);
    // The first bytes of a WebM, then nothing a player can read.
    const broken = Buffer.concat([
      (await clipOf(1, 'cut.webm')).subarray(0, 64),
      Buffer.alloc(512),
    ]);
    const unreadable = await upload(bob, broken, 'cut.webm').expect(400);
    expect(unreadable.body.message).toBe(BRAND_PHOTO_MESSAGES.clipUnreadable);
    expect(await BrandPhotoModel.countDocuments()).toBe(before);
    await request(bed.app).delete(brandPhotoPath(added._id!)).set(as(bob)).expect(200);
    rmSync(dir, { recursive: true, force: true });
  });

  it('when the library is full, then 409 until a photo is deleted', async () => {
    const carl = await createVerifiedUser(bed);
    const owner = asOwnerId(await idOf(carl));
    await BrandPhotoModel.insertMany(
      Array.from({ length: BRAND_PHOTO_LIMITS.maxPhotos }, (_, index) => ({
        ownerId: owner,
        key: `photos/${owner}/${index.toString().padStart(32, '0')}.jpg`,
        url: `/media/photos/${owner}/${index.toString().padStart(32, '0')}.jpg`,
        mimeType: 'image/jpeg',
        sizeBytes: 1,
      })),
    );
    const full = await upload(carl, await jpegOf(ORANGE)).expect(409);
    expect(ApiErrorSchema.parse(full.body).code).toBe('photo_library_full');
    const [oldest] = (await list(carl)).photos.slice(-1);
    await request(bed.app).delete(brandPhotoPath(oldest!._id!)).set(as(carl)).expect(200);
    await upload(carl, await jpegOf(ORANGE)).expect(201);
  });

  it('when a photo is deleted, then its file goes, unless a post carries it', async () => {
    const dana = await createVerifiedUser(bed);
    const owner = asOwnerId(await idOf(dana));
    const kept = AddBrandPhotoResponseSchema.parse(
      (await upload(dana, await jpegOf(ORANGE)).expect(201)).body,
    ).photo;
    const gone = AddBrandPhotoResponseSchema.parse(
      (await upload(dana, await jpegOf(ORANGE)).expect(201)).body,
    ).photo;
    await insertScheduledPost(owner, {
      scheduledTime: new Date(Date.now() + 3_600_000),
      caption: 'Our shop front',
      mediaUrl: kept.url,
      mediaKey: kept.url.replace(/^\/media\//u, ''),
      mediaMimeType: 'image/jpeg',
      mediaSizeBytes: 1,
      platforms: ['sandbox'],
      type: 'image',
      origin: 'schedule',
    });

    for (const photo of [kept, gone]) {
      const answer = await request(bed.app)
        .delete(brandPhotoPath(photo._id!))
        .set(as(dana))
        .expect(200);
      expect(answer.body).toEqual({ success: true, message: 'Photo deleted.' });
    }
    expect(existsSync(fileOf(gone.url))).toBe(false);
    expect(existsSync(fileOf(kept.url))).toBe(true);
    await request(bed.app).delete(brandPhotoPath(gone._id!)).set(as(dana)).expect(404);
    await request(bed.app).delete(brandPhotoPath('not-an-id')).set(as(dana)).expect(404);
    // The post's photo is listed as the post's now, and cannot be deleted from here.
    expect((await list(dana)).photos).toEqual([
      expect.objectContaining({ url: kept.url, source: 'post', _id: null }),
    ]);
  });

  it('when the user asks for their photos, then the image is made of a library photo', async () => {
    const eve = await createVerifiedUser(bed);
    await upload(eve, await jpegOf(ORANGE)).expect(201);
    const { content } = GenerateContentResponseSchema.parse(
      (
        await request(bed.app)
          .post(GENERATE_CONTENT_PATH)
          .set(as(eve))
          .send({
            description: 'Our new pistachio croissant',
            contentType: 'image',
            platforms: ['instagram'],
            usePhotos: true,
            seed: 5,
          })
          .expect(200)
      ).body,
    );
    const file = await request(bed.app).get(content.assets.instagram!.url).expect(200);
    const { data, info } = await sharp(file.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Top right: above the headline's shade, away from the brand's tab.
    const offset =
      (Math.round(info.height * 0.08) * info.width + Math.round(info.width * 0.85)) * info.channels;
    expect(data[offset]!).toBeGreaterThan(180);
    expect(data[offset + 2]!).toBeLessThan(90);
  });

  it('when a photo was uploaded with a post, then the library lists it after its own', async () => {
    const finn = await createVerifiedUser(bed);
    const owner = asOwnerId(await idOf(finn));
    mkdirSync(join(bed.config.mediaDir, 'posts', owner), { recursive: true });
    writeFileSync(join(bed.config.mediaDir, 'posts', owner, 'a.jpg'), await jpegOf(ORANGE));
    await insertScheduledPost(owner, {
      scheduledTime: new Date(Date.now() + 3_600_000),
      caption: 'From a post',
      mediaUrl: `/media/posts/${owner}/a.jpg`,
      mediaKey: `posts/${owner}/a.jpg`,
      mediaMimeType: 'image/jpeg',
      mediaSizeBytes: 1,
      platforms: ['sandbox'],
      type: 'image',
      origin: 'schedule',
    });
    const own = await insertBrandPhoto(owner, {
      key: `photos/${owner}/b.jpg`,
      url: `/media/photos/${owner}/b.jpg`,
      mimeType: 'image/jpeg',
      sizeBytes: 1,
    });
    expect((await list(finn)).photos.map((photo) => [photo.source, photo._id])).toEqual([
      ['library', own._id.toHexString()],
      ['post', null],
    ]);
  });
});
