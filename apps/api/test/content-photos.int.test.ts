import {
  ApiErrorSchema,
  GENERATE_CONTENT_PATH,
  GenerateContentResponseSchema,
} from '@postcraft/contracts';
import { asOwnerId, insertScheduledPost, UserModel } from '@postcraft/data';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

type TestUser = Awaited<ReturnType<typeof createVerifiedUser>>;

const GREEN = { r: 20, g: 200, b: 60 };

describe('"use my photos": POST /api/content/generate with usePhotos', () => {
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
  const generate = (user: TestUser, body: Record<string, unknown>) =>
    request(bed.app)
      .post(GENERATE_CONTENT_PATH)
      .set('Authorization', `Bearer ${user.accessToken}`)
      .send({
        description: 'Our new pistachio croissant',
        contentType: 'image',
        platforms: ['instagram'],
        ...body,
      });

  /** A photo the user uploaded with a post, as the scheduling upload stores one. */
  async function uploadPhoto(user: TestUser) {
    const userId = await idOf(user);
    const folder = join(bed.config.mediaDir, 'posts', userId);
    mkdirSync(folder, { recursive: true });
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: GREEN } })
      .png()
      .toBuffer();
    writeFileSync(join(folder, 'photo.png'), png);
    await insertScheduledPost(asOwnerId(userId), {
      scheduledTime: new Date(Date.now() + 3_600_000),
      caption: 'With my photo',
      mediaUrl: `/media/posts/${userId}/photo.png`,
      mediaKey: `posts/${userId}/photo.png`,
      mediaMimeType: 'image/png',
      mediaSizeBytes: png.byteLength,
      platforms: ['sandbox'],
      type: 'image',
      origin: 'schedule',
    });
  }

  it('when the user has no photo of their own, then 422 no_photos and nothing is generated; their generated images do not count', async () => {
    await generate(bob, {}).expect(200);
    const response = await generate(bob, { usePhotos: true }).expect(422);
    expect(ApiErrorSchema.parse(response.body).code).toBe('no_photos');
    const french = await generate(bob, { usePhotos: true })
      .set('Accept-Language', 'fr')
      .expect(422);
    expect(french.body.message).toMatch(/Vous n'avez pas encore de photo/u);
  });

  it('when the user has uploaded a photo, then the image is made of it; without asking, it is not', async () => {
    await uploadPhoto(ana);
    const pixelAt = async (body: Record<string, unknown>) => {
      const { content } = GenerateContentResponseSchema.parse(
        (await generate(ana, body).expect(200)).body,
      );
      const file = await request(bed.app).get(content.assets.instagram!.url).expect(200);
      const { data, info } = await sharp(file.body as Buffer)
        .raw()
        .toBuffer({ resolveWithObject: true });
      // Top right: above the headline's shade, away from the brand's tab.
      const offset =
        (Math.round(info.height * 0.08) * info.width + Math.round(info.width * 0.85)) *
        info.channels;
      return { r: data[offset]!, g: data[offset + 1]!, b: data[offset + 2]! };
    };

    const withPhoto = await pixelAt({ usePhotos: true, seed: 3 });
    expect(withPhoto.g).toBeGreaterThan(150);
    expect(withPhoto.r).toBeLessThan(80);
    const without = await pixelAt({ seed: 3 });
    expect(without).not.toEqual(withPhoto);
  });
});
