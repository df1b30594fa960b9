import { GENERATE_CONTENT_PATH, GenerateContentResponseSchema } from '@postcraft/contracts';
import { UserModel } from '@postcraft/data';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';
import { pngOf } from './helpers/images.js';

type TestUser = Awaited<ReturnType<typeof createVerifiedUser>>;

/** A file name of 128 random bits: 32 hex digits, nothing else. */
const RANDOM_NAME = /^[0-9a-f]{32}$/;

describe('GET /media: names no one can work out, and a limit on misses', () => {
  let bed: AccountTestBed;
  let ana: TestUser;
  let anaId: string;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    ana = await createVerifiedUser(bed);
    anaId = (await UserModel.findOne({ email: ana.email }).orFail())._id.toString();
  });
  afterAll(() => bed.stop());

  async function generate(user: TestUser, description: string) {
    const response = await request(bed.app)
      .post(GENERATE_CONTENT_PATH)
      .set('Authorization', `Bearer ${user.accessToken}`)
      .send({ description, contentType: 'image', platforms: ['linkedin'] })
      .expect(200);
    return GenerateContentResponseSchema.parse(response.body).content;
  }

  /** The folder and the name (without extension) of a /media URL. */
  function partsOf(url: string) {
    const match = /^\/media\/(\w+)\/([0-9a-f]{24})\/([^/]+)\.(png|webp)$/.exec(url);
    if (!match) throw new Error(`Not a media URL: ${url}`);
    return { folder: match[1], owner: match[2], name: match[3]! };
  }

  it('when a user generates twice, then each image has a random name that holds neither the generation id nor any part of the other name', async () => {
    const first = await generate(ana, 'Confidential launch of product X next Monday');
    const second = await generate(ana, 'Another draft');
    const [a, b] = [first, second].map((content) => partsOf(content.outputUrl));

    for (const [parts, content] of [
      [a!, first],
      [b!, second],
    ] as const) {
      expect(parts).toMatchObject({ folder: 'generated', owner: anaId });
      expect(parts.name).toMatch(RANDOM_NAME);
      expect(parts.name).not.toContain(content.generationId);
      // An ObjectId's first 8 hex digits are its time, the next 10 its process, the last 6 a counter.
      for (const part of [
        content.generationId.slice(0, 8),
        content.generationId.slice(8, 18),
        content.generationId.slice(18),
      ]) {
        expect(parts.name).not.toContain(part);
      }
    }
    // Two names made a second apart by one process share no time, process or counter part.
    expect(a!.name.slice(0, 8)).not.toBe(b!.name.slice(0, 8));
    expect(a!.name.slice(8, 18)).not.toBe(b!.name.slice(8, 18));
    expect(a!.name.slice(-6)).not.toBe(b!.name.slice(-6));
    await request(bed.app).get(first.outputUrl).expect(200);
  });

  it('when a logo is uploaded, then it and its thumbnail are named with 128 random bits', async () => {
    const response = await request(bed.app)
      .put('/api/user/updateProfile')
      .set('Authorization', `Bearer ${ana.accessToken}`)
      .attach('brandLogo', pngOf(40, 20), 'logo.png')
      .expect(200);
    const logo = partsOf(response.body.user.brandLogo as string);
    const thumbnail = partsOf(response.body.user.brandLogoThumbnail as string);
    expect(logo).toMatchObject({ folder: 'logos', owner: anaId });
    expect(logo.name).toMatch(RANDOM_NAME);
    expect(thumbnail.name).toBe(`${logo.name}-thumb`);
  });

  describe('misses', () => {
    const LIMIT = 5;
    let hitUrl: string;

    beforeAll(async () => {
      hitUrl = (await generate(ana, 'A picture to keep loading')).outputUrl;
    });

    const guess = (app: AccountTestBed['app'], index: number) =>
      request(app).get(`/media/generated/${anaId}/${index.toString(16).padStart(32, '0')}.png`);

    it('when one address misses more often than the limit, then 429 with Retry-After in its language, while a file that exists still answers 200', async () => {
      const app = bed.newApp({
        rateLimits: { mediaMissesPerIp: { limit: LIMIT, windowMs: 60_000 } },
      });
      for (let index = 0; index < LIMIT; index += 1) {
        const miss = await guess(app, index).expect(404);
        expect(miss.body.code).toBe('not_found');
        await request(app).get(hitUrl).expect(200).expect('Content-Type', 'image/png');
      }

      const refused = await guess(app, LIMIT).expect(429);
      expect(refused.body).toEqual({
        code: 'rate_limited',
        message: 'Too many requests for files that do not exist. Please try again in a minute.',
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const french = await guess(app, LIMIT + 1)
        .set('Accept-Language', 'fr')
        .expect(429);
      expect(french.body.message).toBe(
        "Trop de demandes de fichiers qui n'existent pas. Veuillez réessayer dans une minute.",
      );
      // A malformed key or a path with no file is a miss as well.
      await request(app).get('/media/logos/x.svg').expect(429);
      await request(app).get('/media/').expect(429);

      // Hits are never counted nor held back.
      for (let index = 0; index < 3; index += 1) {
        await request(app).get(hitUrl).expect(200).expect('Content-Type', 'image/png');
      }
      await request(app).head(hitUrl).expect(200);
    });

    it('when one address is held back, then another address still gets its 404s', async () => {
      const app = bed.newApp({
        rateLimits: { mediaMissesPerIp: { limit: LIMIT, windowMs: 60_000 } },
        config: { trustProxy: 1 },
      });
      const from = (address: string, index: number) =>
        guess(app, index).set('X-Forwarded-For', address);
      for (let index = 0; index <= LIMIT; index += 1) await from('203.0.113.5', index);
      await from('203.0.113.5', 99).expect(429);
      await from('198.51.100.7', 99).expect(404);
    });
  });
});
