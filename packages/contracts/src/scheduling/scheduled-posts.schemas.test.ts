import {
  CreateScheduledPostBodySchema,
  ListScheduledPostsQuerySchema,
  POST_SEARCH_MAX_CHARS,
  ScheduledPostParamsSchema,
} from './scheduled-posts.schemas.js';
import { SCHEDULING_MESSAGES, SCHEDULING_MESSAGES_FR } from './scheduling.messages.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('scheduled post contracts', () => {
  it('when platforms come as form fields, then every form reads as the same canonical list', () => {
    const base = { scheduledTime: '2030-01-01T10:00:00.000Z' };
    const forms = [
      { platforms: ['x', 'sandbox', 'x'] },
      { platforms: { 0: 'x', 1: 'sandbox' } },
      { platforms: '["twitter","sandbox"]' },
      { platforms: 'twitter, sandbox' },
    ];
    for (const form of forms) {
      const parsed = CreateScheduledPostBodySchema.parse({ ...base, ...form });
      expect(parsed.platforms).toEqual(['twitter', 'sandbox']);
    }
  });

  it('when platforms are missing or empty, then the spec message is given', () => {
    for (const platforms of [undefined, [], '']) {
      const result = CreateScheduledPostBodySchema.safeParse({
        platforms,
        scheduledTime: '2030-01-01T10:00:00.000Z',
      });
      expect(firstMessage(result)).toBe(SCHEDULING_MESSAGES.platformsRequired);
    }
  });

  it('when the time is missing or not a date, then it is refused with its own message', () => {
    const missing = CreateScheduledPostBodySchema.safeParse({ platforms: ['sandbox'] });
    expect(firstMessage(missing)).toBe(SCHEDULING_MESSAGES.scheduledTimeRequired);
    const invalid = CreateScheduledPostBodySchema.safeParse({
      platforms: ['sandbox'],
      scheduledTime: 'tomorrow-ish',
    });
    expect(firstMessage(invalid)).toBe(SCHEDULING_MESSAGES.scheduledTimeInvalid);
  });

  it('when the list query is empty, then the spec defaults apply; status all means every status', () => {
    expect(ListScheduledPostsQuerySchema.parse({ status: 'all' })).toEqual({
      page: 1,
      limit: 50,
      sortBy: 'scheduledTime',
      sortOrder: 'asc',
    });
    expect(ListScheduledPostsQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(
      ListScheduledPostsQuerySchema.safeParse({
        from: '2030-02-01T00:00:00Z',
        to: '2030-01-01T00:00:00Z',
      }).success,
    ).toBe(false);
  });

  it('when the list view asks for several statuses and a search, then they are read as a set and trimmed text', () => {
    expect(
      ListScheduledPostsQuerySchema.parse({
        status: 'cancelled, deleted,cancelled',
        q: '  Bread ',
      }),
    ).toMatchObject({ status: ['cancelled', 'deleted'], q: 'Bread' });
    expect(ListScheduledPostsQuerySchema.parse({ status: 'pending,all' }).status).toBeUndefined();
    expect(ListScheduledPostsQuerySchema.parse({ q: '' }).q).toBeUndefined();
    expect(firstMessage(ListScheduledPostsQuerySchema.safeParse({ status: 'pending,gone' }))).toBe(
      SCHEDULING_MESSAGES.statusUnknown,
    );
    expect(
      firstMessage(
        ListScheduledPostsQuerySchema.safeParse({ q: 'x'.repeat(POST_SEARCH_MAX_CHARS + 1) }),
      ),
    ).toBe(SCHEDULING_MESSAGES.searchTooLong(POST_SEARCH_MAX_CHARS));
  });

  it("when an id is empty or 'undefined', then 'jobId is required' is the answer", () => {
    for (const id of ['', ' ', 'undefined', 'null']) {
      expect(firstMessage(ScheduledPostParamsSchema.safeParse({ id }))).toBe(
        SCHEDULING_MESSAGES.jobIdRequired,
      );
    }
    expect(SCHEDULING_MESSAGES_FR.jobIdRequired).toBe('jobId requis');
  });

  it('when messages are listed, then French has the same keys, none empty', () => {
    expect(Object.keys(SCHEDULING_MESSAGES_FR).sort()).toEqual(
      Object.keys(SCHEDULING_MESSAGES).sort(),
    );
    for (const value of Object.values(SCHEDULING_MESSAGES_FR)) {
      const text =
        typeof value === 'function' ? (value as (x: never) => string)('x' as never) : value;
      expect(text.trim().length).toBeGreaterThan(0);
    }
  });
});
