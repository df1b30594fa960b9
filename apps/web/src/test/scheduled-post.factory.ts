import type { ScheduledPost } from '@postcraft/contracts';
import type { StubAnswer, StubRequest } from './api-stub';

let sequence = 0;

/** A scheduled post as the API answers it, with the given fields changed. */
export function buildScheduledPost(fields: Partial<ScheduledPost> = {}): ScheduledPost {
  sequence += 1;
  const id = `66${String(sequence).padStart(22, '0')}`;
  const scheduledTime = fields.scheduledTime ?? '2030-03-28T09:00:00.000Z';
  return {
    _id: id,
    jobId: `job-${id}`,
    scheduledTime,
    originalScheduledTime: scheduledTime,
    caption: `Post ${sequence}`,
    captions: {},
    mediaUrl: null,
    carouselUrls: [],
    mediaFilePath: null,
    platforms: ['sandbox'],
    status: 'pending',
    type: 'image',
    isOverdue: false,
    timeUntilExecution: 1000,
    platformResults: [],
    isPartial: false,
    rescheduledFrom: null,
    autopilot: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...fields,
  };
}

/**
 * GET /api/user/scheduled-posts as the server answers it: the posts whose time is in
 * [from, to), of the given statuses (comma-separated) and platform, whose caption holds `q`
 * (any case), in time order (`sortOrder`), a page of `limit` at a time.
 */
export function scheduledPostsAnswer(posts: () => readonly ScheduledPost[]) {
  return (request: StubRequest): StubAnswer => {
    const { query } = request;
    const from = Date.parse(query.from ?? '');
    const to = Date.parse(query.to ?? '');
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 50);
    if (limit > 100) return { status: 400, body: { message: 'limit too large' } };
    const statuses = !query.status || query.status === 'all' ? null : query.status.split(',');
    const search = query.q?.toLowerCase();
    const direction = query.sortOrder === 'desc' ? -1 : 1;
    const matching = posts()
      .filter((post) => {
        const time = Date.parse(post.scheduledTime);
        return (
          (Number.isNaN(from) || time >= from) &&
          (Number.isNaN(to) || time < to) &&
          (!statuses || statuses.includes(post.status)) &&
          (!query.platform || post.platforms.some((platform) => platform === query.platform)) &&
          (!search || post.caption.toLowerCase().includes(search))
        );
      })
      .sort((a, b) => direction * (Date.parse(a.scheduledTime) - Date.parse(b.scheduledTime)));
    return {
      status: 200,
      body: {
        success: true,
        data: {
          scheduledPosts: matching.slice((page - 1) * limit, page * limit),
          pagination: {
            page,
            limit,
            total: matching.length,
            pages: Math.ceil(matching.length / limit),
          },
        },
      },
    };
  };
}
