import {
  GENERATE_CONTENT_PATH,
  GenerateContentResponseSchema,
  STYLE_MESSAGES,
  StyleSchema,
  type GeneratedAsset,
} from '@postcraft/contracts';
import { SavedStyleModel, UserModel } from '@postcraft/data';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

type TestUser = Awaited<ReturnType<typeof createVerifiedUser>>;

const DESCRIPTION = 'Our spring pottery workshop opens on Saturday';

describe('a saved style reproduces the look of the generation it was saved from', () => {
  let bed: AccountTestBed;
  let ana: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    [ana, bob] = await Promise.all([createVerifiedUser(bed), createVerifiedUser(bed)]);
    await UserModel.updateOne(
      { email: ana.email },
      { $set: { companyName: 'Clay Studio', brandColors: ['#224466', '#ffcc00'] } },
    );
  });
  afterAll(() => bed.stop());

  const generate = (user: TestUser, body: object) =>
    request(bed.app)
      .post(GENERATE_CONTENT_PATH)
      .set('Authorization', `Bearer ${user.accessToken}`)
      .send(body);
  const saveStyle = (user: TestUser, body: object) =>
    request(bed.app)
      .post('/api/styles')
      .set('Authorization', `Bearer ${user.accessToken}`)
      .send(body);
  const bytesOf = async (asset: GeneratedAsset) =>
    (await request(bed.app).get(asset.url).expect(200)).body as Buffer;

  it('when a style saved from a generation is used, then the same description gives the same image bytes, even after the brand colours changed', async () => {
    const first = GenerateContentResponseSchema.parse(
      (
        await generate(ana, {
          description: DESCRIPTION,
          contentType: 'image',
          platforms: ['instagram'],
          seed: 5,
        }).expect(200)
      ).body,
    ).content;
    expect(first.colors).toEqual(['#224466', '#ffcc00']);

    const saved = await saveStyle(ana, {
      name: 'Spring look',
      kind: 'template',
      description: 'Calm and warm, SECRET-NOTE',
      generation: { seed: first.seed, contentType: 'image', source: 'text', colors: first.colors },
    }).expect(201);
    const style = StyleSchema.parse(saved.body.data.style);
    expect(style.generation).toEqual({
      seed: 5,
      contentType: 'image',
      source: 'text',
      colors: ['#224466', '#ffcc00'],
    });

    await UserModel.updateOne({ email: ana.email }, { $set: { brandColors: ['#aa0000'] } });
    const again = GenerateContentResponseSchema.parse(
      (
        await generate(ana, {
          description: DESCRIPTION,
          contentType: 'image',
          platforms: ['instagram'],
          styleId: style._id,
        }).expect(200)
      ).body,
    ).content;
    expect(again.seed).toBe(5);
    expect(again.colors).toEqual(['#224466', '#ffcc00']);
    expect(again.generationId).not.toBe(first.generationId);
    expect(again.assets.instagram!.url).not.toBe(first.assets.instagram!.url);
    expect(
      (await bytesOf(again.assets.instagram!)).equals(await bytesOf(first.assets.instagram!)),
    ).toBe(true);
    // The style's text is guidance, never copied into what gets published.
    expect(again.assets.instagram!.caption).not.toContain('SECRET-NOTE');
    expect(again.assets.instagram!.hashtags.join(' ')).not.toMatch(/secret/i);

    // Without the style, the brand's new colours make another image.
    const plain = GenerateContentResponseSchema.parse(
      (
        await generate(ana, {
          description: DESCRIPTION,
          contentType: 'image',
          platforms: ['instagram'],
          seed: 5,
        }).expect(200)
      ).body,
    ).content;
    expect(
      (await bytesOf(plain.assets.instagram!)).equals(await bytesOf(first.assets.instagram!)),
    ).toBe(false);

    const listed = await request(bed.app)
      .get('/api/styles')
      .set('Authorization', `Bearer ${ana.accessToken}`)
      .expect(200);
    expect(listed.body.data.styles[0].generation).toEqual(style.generation);
  });

  it("when another user's style is named, then 404 and nothing is generated", async () => {
    const style = (
      await saveStyle(bob, {
        name: 'Bob look',
        kind: 'template',
        generation: { seed: 3, contentType: 'image', source: 'smart' },
      }).expect(201)
    ).body.data.style as { _id: string };
    const response = await generate(ana, {
      description: DESCRIPTION,
      contentType: 'image',
      styleId: style._id,
    }).expect(404);
    expect(response.body).toMatchObject({ code: 'not_found', message: STYLE_MESSAGES.notFound });
  });

  it('when a style saved without settings is used, then it still generates', async () => {
    const style = (await saveStyle(ana, { name: 'Old style', kind: 'template' }).expect(201)).body
      .data.style as { _id: string; generation: unknown };
    expect(style.generation).toBeNull();
    const response = await generate(ana, {
      description: DESCRIPTION,
      contentType: 'image',
      platforms: ['linkedin'],
      styleId: style._id,
    }).expect(200);
    expect(response.body.content.assets.linkedin.url).toMatch(/\.png$/);
  });

  it.each<[string, unknown]>([
    ['a negative seed', { seed: -1, contentType: 'image', source: 'text' }],
    ['a fractional seed', { seed: 1.5, contentType: 'image', source: 'text' }],
    ['a seed as text', { seed: '5', contentType: 'image', source: 'text' }],
    ['a seed too large', { seed: 2 ** 31, contentType: 'image', source: 'text' }],
    ['no seed', { contentType: 'image', source: 'text' }],
    ['an unknown content type', { seed: 1, contentType: 'gif', source: 'text' }],
    ['an unknown source', { seed: 1, contentType: 'image', source: 'fax' }],
    [
      'a colour that is not hex',
      { seed: 1, contentType: 'image', source: 'text', colors: ['red'] },
    ],
    [
      'too many colours',
      { seed: 1, contentType: 'image', source: 'text', colors: Array(11).fill('#112233') },
    ],
    ['an unknown key', { seed: 1, contentType: 'image', source: 'text', layout: 'x' }],
    ['settings that are not an object', 'seed 5'],
  ])('when the settings have %s, then 400 and nothing is saved', async (_label, generation) => {
    const before = await SavedStyleModel.countDocuments();
    const response = await saveStyle(ana, { name: 'Bad', kind: 'template', generation }).expect(
      400,
    );
    expect(response.body.code).toBe('validation_failed');
    expect(typeof response.body.message).toBe('string');
    expect(await SavedStyleModel.countDocuments()).toBe(before);
  });
});
