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
    mediaFilePath: null,
    platforms: ['sandbox'],
    status: 'pending',
    type: 'image',
    isOverdue: false,
    timeUntilExecution: 1000,
    platformResults: [],
    isPartial: false,
    rescheduledFrom: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...fields,
  };
}

/**
 * GET /api/user/scheduled-posts as the server answers it: the posts whose time is in
 * [from, to), in time order, a page of `limit` at a time.
 */
export function scheduledPostsAnswer(posts: () => readonly ScheduledPost[]) {
  return (request: StubRequest): StubAnswer => {
    const from = Date.parse(request.query.from ?? '');
    const to = Date.parse(request.query.to ?? '');
    const page = Number(request.query.page ?? 1);
    const limit = Number(request.query.limit ?? 50);
    if (limit > 100) return { status: 400, body: { message: 'limit too large' } };
    const inRange = posts()
      .filter((post) => {
        const time = Date.parse(post.scheduledTime);
        return (Number.isNaN(from) || time >= from) && (Number.isNaN(to) || time < to);
      })
      .sort((a, b) => Date.parse(a.scheduledTime) - Date.parse(b.scheduledTime));
    return {
      status: 200,
      body: {
        success: true,
        data: {
          scheduledPosts: inRange.slice((page - 1) * limit, page * limit),
          pagination: {
            page,
            limit,
            total: inRange.length,
            pages: Math.ceil(inRange.length / limit),
          },
        },
      },
    };
  };
}
