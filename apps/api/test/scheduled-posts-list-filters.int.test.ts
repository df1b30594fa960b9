import {
  ApiErrorSchema,
  ListScheduledPostsResponseSchema,
  POST_SEARCH_MAX_CHARS,
  SCHEDULING_MESSAGES as M,
  type ScheduledPostStatus,
} from '@postcraft/contracts';
import {
  insertScheduledPost,
  ScheduledPostModel,
  updateScheduledPost,
  type NewScheduledPost,
} from '@postcraft/data';
import request from 'supertest';
import { startAccountTestBed, type AccountTestBed } from './helpers/account-test-bed.js';
import { listenWithPublicUrl, type ListeningApp } from './helpers/listening-app.js';
import { signUpOwner, type TestUser } from './helpers/test-owner.js';

const HOUR = 60 * 60 * 1000;

/** The list view's calls: several statuses at once, a caption search, pages newest first. */
describe('GET /api/user/scheduled-posts: the list view filters', () => {
  let bed: AccountTestBed;
  let site: ListeningApp;
  let alice: TestUser;
  let bob: TestUser;
  const ids = new Map<string, string>();

  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.accessToken}` });
  const newPost = (overrides: Partial<NewScheduledPost>): NewScheduledPost => ({
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

  const posts: Array<[string, ScheduledPostStatus, NewScheduledPost['platforms']]> = [
    ['Fresh Croissants at dawn', 'pending', ['sandbox']],
    ['croissant recipe, part 2', 'completed', ['sandbox', 'twitter']],
    ['Sourdough (50% off) today', 'failed', ['twitter']],
    ['Sourdough 50x off today', 'cancelled', ['sandbox']],
    ['Baguette a.b.c', 'deleted', ['linkedin']],
    ['Baguette abc', 'pending', ['linkedin']],
  ];

  beforeAll(async () => {
    bed = await startAccountTestBed();
    site = await listenWithPublicUrl(bed);
    alice = await signUpOwner(bed, site.url);
    bob = await signUpOwner(bed, site.url);
    await ScheduledPostModel.deleteMany({});
    const base = Date.now() + 24 * HOUR;
    for (const [index, [caption, status, platforms]] of posts.entries()) {
      const post = await insertScheduledPost(
        alice.ownerId,
        newPost({ caption, platforms, scheduledTime: new Date(base + index * HOUR) }),
      );
      if (status !== 'pending') await updateScheduledPost(alice.ownerId, post._id, { status });
      ids.set(caption, post._id.toString());
    }
    await insertScheduledPost(bob.ownerId, newPost({ caption: "Bob's croissant" }));
  });
  afterAll(async () => {
    await site.close();
    await bed.stop();
  });

  const captions = async (user: TestUser, query: Record<string, string | number>) => {
    const response = await request(site.url)
      .get('/api/user/scheduled-posts')
      .query(query)
      .set(as(user))
      .expect(200);
    return ListScheduledPostsResponseSchema.parse(response.body).data.scheduledPosts.map(
      (post) => post.caption,
    );
  };

  it('when several statuses are given, then posts of any of them come back, newest first if asked', async () => {
    expect(await captions(alice, { status: 'cancelled,deleted', sortOrder: 'desc' })).toEqual([
      'Baguette a.b.c',
      'Sourdough 50x off today',
    ]);
    expect(await captions(alice, { status: 'pending' })).toEqual([
      'Fresh Croissants at dawn',
      'Baguette abc',
    ]);
  });

  it('when searching captions, then any case matches and the text is never read as a pattern', async () => {
    expect(await captions(alice, { q: 'CROISSANT' })).toEqual([
      'Fresh Croissants at dawn',
      'croissant recipe, part 2',
    ]);
    expect(await captions(alice, { q: '(50% off)' })).toEqual(['Sourdough (50% off) today']);
    expect(await captions(alice, { q: 'a.b' })).toEqual(['Baguette a.b.c']);
    expect(await captions(alice, { q: '.*' })).toEqual([]);
    expect(await captions(alice, { q: '   ' })).toHaveLength(posts.length);
  });

  it('when search, statuses and platform are combined and paged, then only the matching page comes', async () => {
    const response = await request(site.url)
      .get('/api/user/scheduled-posts')
      .query({ q: 'o', status: 'pending,completed,failed', platform: 'x', limit: 1, page: 2 })
      .set(as(alice))
      .expect(200);
    const body = ListScheduledPostsResponseSchema.parse(response.body);
    expect(body.data.scheduledPosts.map((post) => post.caption)).toEqual([
      'Sourdough (50% off) today',
    ]);
    expect(body.data.pagination).toEqual({ page: 2, limit: 1, total: 2, pages: 2 });
  });

  it('when another user searches, then they find only their own posts', async () => {
    expect(await captions(bob, { q: 'croissant' })).toEqual(["Bob's croissant"]);
  });

  it('when a searched post changes status, then the next search shows it (no stale listing)', async () => {
    const query = { q: 'baguette', status: 'pending' };
    expect(await captions(alice, query)).toEqual(['Baguette abc']);
    await updateScheduledPost(alice.ownerId, ids.get('Baguette abc')!, { status: 'failed' });
    expect(await captions(alice, query)).toEqual([]);
    expect(await captions(alice, { ...query, status: 'failed' })).toEqual(['Baguette abc']);
  });

  it('when a filter is wrong, then 400 with a message saying which', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [
        { q: 'x'.repeat(POST_SEARCH_MAX_CHARS + 1) },
        'validation_failed',
        M.searchTooLong(POST_SEARCH_MAX_CHARS),
      ],
      [{ status: 'pending,gone' }, 'validation_failed', M.statusUnknown],
      [{ status: 'published' }, 'validation_failed', M.statusUnknown],
      [{ q: 'bell\u0007' }, 'validation_failed', ''],
      [{ q: 'bad\u0000text' }, 'malformed_url', ''],
    ];
    for (const [query, code, message] of cases) {
      const response = await request(site.url)
        .get('/api/user/scheduled-posts')
        .query(query)
        .set(as(alice))
        .expect(400);
      const error = ApiErrorSchema.parse(response.body);
      expect(error.code).toBe(code);
      if (message) expect(error.message).toBe(message);
    }
  });
});
