import {
  CreateStyleResponseSchema,
  ListStylesResponseSchema,
  STYLE_LIMITS,
  STYLE_MESSAGES,
} from '@postcraft/contracts';
import { SavedStyleModel, UserModel } from '@postcraft/data';
import { Types } from 'mongoose';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

type TestUser = Awaited<ReturnType<typeof createVerifiedUser>>;

describe('saved styles: /api/styles', () => {
  let bed: AccountTestBed;
  /** With billing off: the plan's templates are not counted, only the styles' own cap. */
  let billingOff: AccountTestBed['app'];
  let ana: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    billingOff = bed.newApp({ env: { BILLING: 'off' } });
    [ana, bob] = await Promise.all([createVerifiedUser(bed), createVerifiedUser(bed)]);
  });
  afterAll(() => bed.stop());

  const as = (user: TestUser, app = bed.app) => ({
    list: () => request(app).get('/api/styles').set('Authorization', `Bearer ${user.accessToken}`),
    create: (body: unknown) =>
      request(app)
        .post('/api/styles')
        .set('Authorization', `Bearer ${user.accessToken}`)
        .send(body as object),
    remove: (id: string) =>
      request(app).delete(`/api/styles/${id}`).set('Authorization', `Bearer ${user.accessToken}`),
  });
  const idOf = async (user: TestUser) =>
    (await UserModel.findOne({ email: user.email }).orFail())._id;

  it('when a user saves a template and a clone, then both are listed, newest first', async () => {
    const template = await as(ana)
      .create({ name: '  Bold quotes ', kind: 'template', description: ' Big type, two colours ' })
      .expect(201);
    expect(CreateStyleResponseSchema.strict().parse(template.body).data.style).toMatchObject({
      name: 'Bold quotes',
      kind: 'template',
      sourceUrl: null,
      description: 'Big type, two colours',
    });
    const clone = await as(ana)
      .create({
        name: 'Competitor reel',
        kind: 'clone',
        sourceUrl: 'https://www.instagram.com/p/abc123/',
      })
      .expect(201);
    expect(clone.body.data.style).toMatchObject({
      kind: 'clone',
      sourceUrl: 'https://www.instagram.com/p/abc123/',
      description: '',
    });

    const list = ListStylesResponseSchema.strict().parse((await as(ana).list().expect(200)).body);
    expect(list.data.styles.map((style) => style.name)).toEqual(['Competitor reel', 'Bold quotes']);
  });

  it('when another user lists styles, then they see only their own', async () => {
    expect((await as(bob).list().expect(200)).body).toEqual({ data: { styles: [] } });
  });

  it("when another user deletes someone's style, then 404 and the style stays", async () => {
    const style = (await as(ana).create({ name: 'Mine', kind: 'template' }).expect(201)).body.data
      .style;
    const response = await as(bob).remove(style._id).expect(404);
    expect(response.body).toEqual({ message: STYLE_MESSAGES.notFound, code: 'not_found' });
    expect(await SavedStyleModel.countDocuments({ _id: style._id })).toBe(1);

    expect((await as(ana).remove(style._id).expect(200)).body).toEqual({
      message: 'Style deleted.',
    });
    await as(ana).remove(style._id).expect(404);
  });

  it('when the id is not an id, then 400; when it is unknown, then 404', async () => {
    expect((await as(ana).remove('not-an-id').expect(400)).body.code).toBe('validation_failed');
    await as(ana).remove(new Types.ObjectId().toString()).expect(404);
  });

  it.each([
    ['a clone without its URL', { name: 'x', kind: 'clone' }, STYLE_MESSAGES.sourceUrlRequired],
    [
      'a clone with an empty URL',
      { name: 'x', kind: 'clone', sourceUrl: '' },
      STYLE_MESSAGES.sourceUrlInvalid,
    ],
    [
      'a javascript: URL',
      { name: 'x', kind: 'clone', sourceUrl: 'javascript:alert(1)' },
      STYLE_MESSAGES.sourceUrlInvalid,
    ],
    [
      'an ftp URL',
      { name: 'x', kind: 'clone', sourceUrl: 'ftp://files.example.com/a' },
      STYLE_MESSAGES.sourceUrlInvalid,
    ],
    [
      'a URL without a host',
      { name: 'x', kind: 'clone', sourceUrl: 'https://' },
      STYLE_MESSAGES.sourceUrlInvalid,
    ],
    [
      'a 2001-character URL',
      { name: 'x', kind: 'clone', sourceUrl: `https://example.com/${'a'.repeat(1981)}` },
      STYLE_MESSAGES.sourceUrlTooLong,
    ],
    ['no name', { kind: 'template' }, STYLE_MESSAGES.nameRequired],
    ['a name of spaces', { name: '  ', kind: 'template' }, STYLE_MESSAGES.nameRequired],
    [
      'an 81-character name',
      { name: 'n'.repeat(81), kind: 'template' },
      STYLE_MESSAGES.nameTooLong,
    ],
    [
      'a 501-character description',
      { name: 'x', kind: 'template', description: 'd'.repeat(501) },
      STYLE_MESSAGES.descriptionTooLong,
    ],
    ['an unknown kind', { name: 'x', kind: 'remix' }, STYLE_MESSAGES.unknownKind],
    [
      'an owner id',
      { name: 'x', kind: 'template', ownerId: new Types.ObjectId().toString() },
      /ownerId/,
    ],
  ])(
    'when a style has %s, then 400 with a clear message and nothing is saved',
    async (_label, body, message) => {
      const before = await SavedStyleModel.countDocuments();
      const response = await as(bob).create(body).expect(400);
      expect(response.body.code).toBe('validation_failed');
      expect(response.body.message).toMatch(message);
      expect(await SavedStyleModel.countDocuments()).toBe(before);
    },
  );

  it('when a URL of exactly 2000 characters is saved, then it is taken', async () => {
    const sourceUrl = `https://example.com/${'a'.repeat(1980)}`;
    expect(sourceUrl).toHaveLength(2000);
    await as(bob).create({ name: 'Long', kind: 'clone', sourceUrl }).expect(201);
  });

  it('when a user reaches 100 styles, then the next is refused with a clear 400, even when several arrive at once', async () => {
    const carol = await createVerifiedUser(bed);
    const ownerId = await idOf(carol);
    const max = STYLE_LIMITS.maxPerUser;
    await SavedStyleModel.insertMany(
      Array.from({ length: max - 3 }, (_, slot) => ({
        ownerId,
        slot,
        name: `s${slot}`,
        kind: 'template',
      })),
    );

    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        as(carol, billingOff).create({ name: `race ${i}`, kind: 'template' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 400, 400, 400]);
    const refused = answers.find((answer) => answer.status === 400)!;
    expect(refused.body).toEqual({
      message: 'You can keep up to 100 saved styles. Delete one to save another.',
      code: 'validation_failed',
    });
    expect(await SavedStyleModel.countDocuments({ ownerId })).toBe(max);

    const list = (await as(carol).list().expect(200)).body.data.styles as Array<{ _id: string }>;
    expect(list).toHaveLength(max);
    await as(carol).remove(list[0]!._id).expect(200);
    await as(carol, billingOff).create({ name: 'after a delete', kind: 'template' }).expect(201);
    await as(carol, billingOff).create({ name: 'one too many', kind: 'template' }).expect(400);
  });

  it('when nobody is logged in, then 401', async () => {
    await request(bed.app).get('/api/styles').expect(401);
    await request(bed.app).post('/api/styles').send({ name: 'x', kind: 'template' }).expect(401);
  });
});
