import {
  ApiErrorSchema,
  GENERATE_CONTENT_PATH,
  GENERATION_PATH_PREFIX,
  ListGenerationsResponseSchema,
  generationPath,
} from '@postcraft/contracts';
import { GenerationModel } from '@postcraft/data';
import request from 'supertest';
import {
  createVerifiedUser,
  startAccountTestBed,
  type AccountTestBed,
} from './helpers/account-test-bed.js';

type TestUser = Awaited<ReturnType<typeof createVerifiedUser>>;

describe("the library's generations: GET /api/content/generations", () => {
  let bed: AccountTestBed;
  let ana: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    bed = await startAccountTestBed();
    [ana, bob] = await Promise.all([createVerifiedUser(bed), createVerifiedUser(bed)]);
  });
  afterAll(() => bed.stop());

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  const generate = async (user: TestUser, description: string) => {
    const response = await request(bed.app)
      .post(GENERATE_CONTENT_PATH)
      .set(as(user))
      .send({ description, contentType: 'image', platforms: ['instagram', 'linkedin'] })
      .expect(200);
    return response.body.content.generationId as string;
  };
  const list = (user: TestUser, query = '') =>
    request(bed.app).get(`${GENERATION_PATH_PREFIX}${query}`).set(as(user));

  it("when a user lists them, then only their own kept generations come, newest first, with each platform's asset", async () => {
    const first = await generate(ana, 'Announce our new pistachio croissant, 3.50 euros');
    const second = await generate(ana, 'Write a post about our sourdough bread');
    const swept = await generate(ana, 'An old draft whose files were swept');
    await GenerationModel.updateOne({ _id: swept }, { $set: { sweptAt: new Date() } });
    await generate(bob, "Bob's own draft");

    const response = await list(ana).expect(200);
    const { data } = ListGenerationsResponseSchema.parse(response.body);
    expect(data.generations.map((generation) => generation._id)).toEqual([second, first]);
    expect(data.pagination).toEqual({ page: 1, limit: 12, total: 2, pages: 1 });
    const croissant = data.generations[1]!;
    expect(croissant.description).toBe('Announce our new pistachio croissant, 3.50 euros');
    expect(Object.keys(croissant.assets).sort()).toEqual(['instagram', 'linkedin']);
    expect(croissant.assets.instagram!.caption).toContain('3.50 euros');
    expect(croissant.assets.instagram!.url).toMatch(/^\/media\/generated\//);
    expect(Number.isNaN(Date.parse(croissant.createdAt))).toBe(false);

    const page2 = ListGenerationsResponseSchema.parse(
      (await list(ana, '?limit=1&page=2').expect(200)).body,
    );
    expect(page2.data.generations.map((generation) => generation._id)).toEqual([first]);
    expect(page2.data.pagination).toEqual({ page: 2, limit: 1, total: 2, pages: 2 });
  });

  it('when one is deleted from the library, then it is gone from the list; another user cannot delete it', async () => {
    const id = await generate(ana, 'A draft to delete');
    await request(bed.app).delete(generationPath(id)).set(as(bob)).expect(404);
    await request(bed.app).delete(generationPath(id)).set(as(ana)).expect(200);
    const { data } = ListGenerationsResponseSchema.parse(
      (await list(ana, '?limit=50').expect(200)).body,
    );
    expect(data.generations.map((generation) => generation._id)).not.toContain(id);
  });

  it.each(['?limit=0', '?limit=51', '?page=0', '?page=abc', '?sort=desc'])(
    'when the query is %s, then 400 and nothing is listed',
    async (query) => {
      const response = await list(ana, query).expect(400);
      expect(ApiErrorSchema.parse(response.body).code).toBe('validation_failed');
    },
  );

  it('when nobody is signed in, then 401', async () => {
    await request(bed.app).get(GENERATION_PATH_PREFIX).expect(401);
  });
});
