import {
  GENERATE_CONTENT_PATH,
  GENERATION_LIMITS,
  GENERATION_MESSAGES,
  GenerateContentResponseSchema,
  generationPath,
  getXWeightedLength,
} from '@postcraft/contracts';
import { GenerationModel, UserModel } from '@postcraft/data';
import { detectLanguage } from '@postcraft/generation';
import { startOpenAiStandIn, type OpenAiStandIn } from '@postcraft/generation/test-support';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

type TestUser = Awaited<ReturnType<typeof createVerifiedUser>>;

describe('content generation: POST /api/content/generate', () => {
  let bed: AccountTestBed;
  let ana: TestUser;
  let bob: TestUser;
  let anaId: string;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    [ana, bob] = await Promise.all([createVerifiedUser(bed), createVerifiedUser(bed)]);
    const user = await UserModel.findOne({ email: ana.email }).orFail();
    anaId = user._id.toString();
    await UserModel.updateOne(
      { _id: user._id },
      {
        $set: {
          companyName: 'Clay Studio',
          brandKeywords: 'ceramics, handmade',
          brandColors: ['#224466', '#ffcc00'],
          voiceTone: { label: 'playful', icon: '' },
        },
      },
    );
  });
  afterAll(() => bed.stop());

  const generate = (user: TestUser, body: unknown, app = bed.app) =>
    request(app)
      .post(GENERATE_CONTENT_PATH)
      .set('Authorization', `Bearer ${user.accessToken}`)
      .send(body as object);
  const discard = (user: TestUser, id: string) =>
    request(bed.app).delete(generationPath(id)).set('Authorization', `Bearer ${user.accessToken}`);
  const generatedFiles = (userId: string) => {
    const folder = join(bed.config.mediaDir, 'generated', userId);
    return existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.png')) : [];
  };

  it('when nobody is signed in, then 401 and nothing is generated', async () => {
    const response = await request(bed.app)
      .post(GENERATE_CONTENT_PATH)
      .send({ description: 'Hello', contentType: 'image' })
      .expect(401);
    expect(response.body.code).toBe('unauthorized');
  });

  it.each<[string, unknown]>([
    ['the description is missing', { contentType: 'image' }],
    ['the description is empty', { description: '', contentType: 'image' }],
    ['the content type is unknown', { description: 'Hi', contentType: 'gif' }],
    ['the seed is negative', { description: 'Hi', contentType: 'image', seed: -1 }],
    ['the seed is not whole', { description: 'Hi', contentType: 'image', seed: 1.5 }],
    ['a platform is unknown', { description: 'Hi', contentType: 'image', platforms: ['myspace'] }],
    ['the platforms are empty', { description: 'Hi', contentType: 'image', platforms: [] }],
    ['a field is unknown', { description: 'Hi', contentType: 'image', extra: true }],
    ['the description holds a NUL', { description: 'Hi\u0000', contentType: 'image' }],
    [
      'the instructions are too long',
      { description: 'Hi', contentType: 'image', instructions: 'x'.repeat(1001) },
    ],
  ])('when %s, then 400 validation_failed and nothing is stored', async (_case, body) => {
    const response = await generate(ana, body).expect(400);
    expect(response.body).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
    expect(await GenerationModel.countDocuments()).toBe(0);
    expect(generatedFiles(anaId)).toEqual([]);
  });

  it('when the description is longer than 2,000 characters, then 400 description_too_long', async () => {
    const response = await generate(ana, {
      description: 'x'.repeat(GENERATION_LIMITS.descriptionMaxChars + 1),
      contentType: 'image',
    }).expect(400);
    expect(response.body).toEqual({
      code: 'description_too_long',
      message: GENERATION_MESSAGES.descriptionTooLong,
    });
  });

  it('when a video is asked of a server without a job queue, then 503 video_not_available and nothing is stored', async () => {
    const response = await generate(ana, { description: 'A reel', contentType: 'video' }).expect(
      503,
    );
    expect(response.body.code).toBe('video_not_available');
    expect(await GenerationModel.countDocuments()).toBe(0);
  });

  it('when a saved style of another user is named, then 404', async () => {
    const response = await generate(ana, {
      description: 'Hi',
      contentType: 'image',
      styleId: '64b000000000000000000000',
    }).expect(404);
    expect(response.body.code).toBe('not_found');
  });

  it('when a user generates for three platforms, then each gets its caption, hashtags and an image stored in their folder', async () => {
    const response = await generate(ana, {
      description: 'Our new mugs are out! 🎉 See https://clay.example/shop',
      contentType: 'image',
      platforms: ['instagram', 'twitter', 'linkedin'],
      seed: 7,
    }).expect(200);
    const { content } = GenerateContentResponseSchema.parse(response.body);
    expect(content).toMatchObject({ generator: 'local', seed: 7 });
    expect(Object.keys(content.assets)).toEqual(['instagram', 'twitter', 'linkedin']);
    expect(content.outputUrl).toBe(content.assets.instagram!.url);
    // The post's subject first, then the brand keywords, cased as people write them.
    expect(content.assets.instagram!.hashtags.slice(0, 3)).toEqual([
      'Mugs',
      'Ceramics',
      'Handmade',
    ]);
    // X and LinkedIn share an aspect, so one file.
    expect(content.assets.twitter!.url).toBe(content.assets.linkedin!.url);
    expect(generatedFiles(anaId)).toHaveLength(2);

    for (const asset of Object.values(content.assets)) {
      expect(asset.url).toMatch(new RegExp(`^/media/generated/${anaId}/[\\w-]+\\.png$`));
      const file = await request(bed.app)
        .get(asset.url)
        .expect(200)
        .expect('Content-Type', 'image/png');
      const meta = await sharp(file.body as Buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', asset.width, asset.height]);
    }
    const record = await GenerationModel.findById(content.generationId).orFail().lean();
    expect(record).toMatchObject({ seed: 7, generator: 'local', usedAt: null });
    expect(record.ownerId.toString()).toBe(anaId);
    expect(record.input.platforms).toEqual(['instagram', 'twitter', 'linkedin']);
  });

  it('when a user with no connected platform names none, then LinkedIn is generated for', async () => {
    const response = await generate(bob, {
      description: 'Hello world',
      contentType: 'image',
    }).expect(200);
    expect(Object.keys(response.body.content.assets)).toEqual(['linkedin']);
  });

  it('when the brand profile alone is the source, then an empty description is accepted', async () => {
    const response = await generate(ana, {
      description: '',
      contentType: 'image',
      source: 'smart',
      platforms: ['facebook'],
    }).expect(200);
    // A whole post from the niche's bank, in the request's language.
    expect(response.body.content.assets.facebook.caption.split(/\s+/u).length).toBeGreaterThan(10);
    const french = await generate(ana, {
      description: '',
      contentType: 'image',
      source: 'smart',
      platforms: ['facebook'],
    })
      .set('Accept-Language', 'fr')
      .expect(200);
    expect(detectLanguage(french.body.content.assets.facebook.caption)).toBe('fr');
  });

  it("when another user discards someone's draft, then 404 and its files stay; the owner's discard deletes them", async () => {
    const response = await generate(ana, {
      description: 'To be discarded',
      contentType: 'image',
      platforms: ['pinterest'],
    }).expect(200);
    const { generationId, outputUrl } = response.body.content as {
      generationId: string;
      outputUrl: string;
    };

    expect((await discard(bob, generationId).expect(404)).body.code).toBe('not_found');
    await request(bed.app).get(outputUrl).expect(200);

    expect((await discard(ana, generationId).expect(200)).body).toEqual({
      success: true,
      message: GENERATION_MESSAGES.discarded,
    });
    await request(bed.app).get(outputUrl).expect(404);
    expect(await GenerationModel.findById(generationId)).toBeNull();
    await discard(ana, generationId).expect(404);
    await discard(ana, 'not-an-id').expect(404);
  });

  describe('with an OpenAI-compatible provider', () => {
    let standIn: OpenAiStandIn;
    let app: AccountTestBed['app'];

    beforeAll(async () => {
      standIn = await startOpenAiStandIn();
      app = bed.newApp({
        env: {
          AI_BASE_URL: standIn.baseUrl,
          AI_API_KEY: 'sk-test',
          AI_TEXT_MODEL: 'text-model',
          AI_IMAGE_MODEL: 'image-model',
          AI_TIMEOUT_MS: '1000',
        },
      });
    });
    afterAll(() => standIn.close());
    beforeEach(() => {
      standIn.mode = 'ok';
    });

    it('when it answers, then captions are cut to the limits and the generator is recorded', async () => {
      standIn.captions = { twitter: 'Way too long 🎉 '.repeat(60) };
      const response = await generate(
        ana,
        {
          description: 'Launch day',
          contentType: 'image',
          platforms: ['twitter'],
        },
        app,
      ).expect(200);
      const { content } = GenerateContentResponseSchema.parse(response.body);
      expect(content.generator).toBe('openai-compatible');
      // Cut after a whole word, within X's weighted 280, never with "…".
      const caption = content.assets.twitter!.caption;
      expect(caption.startsWith('Way too long')).toBe(true);
      expect(getXWeightedLength(caption)).toBeLessThanOrEqual(280);
      expect(caption).not.toContain('…');
      const record = await GenerationModel.findById(content.generationId).orFail().lean();
      expect(record.generator).toBe('openai-compatible');
      const file = await request(bed.app).get(content.outputUrl).expect(200);
      expect((await sharp(file.body as Buffer).metadata()).width).toBe(1200);
    });

    it('when it fails, then 502 generator_failed and nothing is stored', async () => {
      standIn.mode = 'error';
      const before = [await GenerationModel.countDocuments(), generatedFiles(anaId).length];
      const response = await generate(ana, { description: 'Hi', contentType: 'image' }, app).expect(
        502,
      );
      expect(response.body).toEqual({
        code: 'generator_failed',
        message: GENERATION_MESSAGES.providerFailed,
      });
      expect([await GenerationModel.countDocuments(), generatedFiles(anaId).length]).toEqual(
        before,
      );
    });

    it('when it does not answer in time, then 504 generator_timeout', async () => {
      standIn.mode = 'slow';
      const response = await generate(ana, { description: 'Hi', contentType: 'image' }, app).expect(
        504,
      );
      expect(response.body).toEqual({
        code: 'generator_timeout',
        message: GENERATION_MESSAGES.providerTimeout,
      });
    });
  });
});
