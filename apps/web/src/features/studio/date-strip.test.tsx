// Loaded before the date is faked: its zoned date subclasses the real Date when it loads.
import '@date-fns/tz';
import type { ScheduledPost } from '@postcraft/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { jestObject } from '../../test/browser-windows';
import { renderRoute } from '../../test/render-route';
import { buildScheduledPost, scheduledPostsAnswer } from '../../test/scheduled-post.factory';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';

/** 14:00 on Monday 10 June 2030 in Auckland (UTC+12), far from the browser's zone and UTC. */
const NOW = new Date('2030-06-10T02:00:00.000Z');
const ZONE = 'Pacific/Auckland';

let api: ApiStub;
let posts: ScheduledPost[];

beforeEach(async () => {
  // Only the date is fixed: the strip is built around today; every timer stays real.
  jestObject.useFakeTimers({
    now: NOW,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  posts = [];
  api = await startApiStub({
    'GET /api/user/me': () => ({
      status: 200,
      body: { data: { user: buildUser({ timeZone: ZONE }) } },
    }),
    'GET /api/user/scheduled-posts': scheduledPostsAnswer(() => posts),
  });
});

afterEach(async () => {
  await closeApiStub(api);
  jestObject.useRealTimers();
});

const dayButton = (name: string) => screen.findByRole('button', { name });

describe('the dashboard date strip', () => {
  it('puts a rescheduled post on the day it will go out, and a post just after midnight on the user’s day', async () => {
    posts = [
      buildScheduledPost({
        caption: 'Moved post',
        // First planned at 10:00 on 11 June in Auckland, moved to 09:15 on 13 June.
        originalScheduledTime: '2030-06-10T22:00:00.000Z',
        scheduledTime: '2030-06-12T21:15:00.000Z',
      }),
      // 00:30 on 12 June in Auckland: still 11 June in UTC.
      buildScheduledPost({
        caption: 'Just after midnight',
        scheduledTime: '2030-06-11T12:30:00.000Z',
      }),
    ];
    renderRoute('/create-prompt');

    expect(await dayButton('Thursday, June 13, 2030: 1 post')).toBeInTheDocument();
    expect(await dayButton('Wednesday, June 12, 2030: 1 post')).toBeInTheDocument();
    expect(await dayButton('Tuesday, June 11, 2030: 0 posts')).toBeInTheDocument();
    expect(await dayButton('Monday, June 10, 2030: 0 posts')).toHaveAttribute(
      'aria-current',
      'date',
    );
    // The window asked for runs from midnight on 8 June in Auckland.
    expect(
      api.requests.find((request) => request.path === '/api/user/scheduled-posts')?.query.from,
    ).toBe('2030-06-07T12:00:00.000Z');

    fireEvent.focus(await dayButton('Thursday, June 13, 2030: 1 post'));
    const thirteenth = await screen.findByRole('dialog', { name: 'Thursday, June 13, 2030' });
    expect(within(thirteenth).getByText('Thursday, June 13')).toBeInTheDocument();
    expect(within(thirteenth).getByText('Moved post')).toBeInTheDocument();
    expect(within(thirteenth).getByText('9:15 AM')).toBeInTheDocument();

    fireEvent.focus(await dayButton('Wednesday, June 12, 2030: 1 post'));
    const twelfth = await screen.findByRole('dialog', { name: 'Wednesday, June 12, 2030' });
    expect(within(twelfth).getByText('Just after midnight')).toBeInTheDocument();
    expect(within(twelfth).getByText('12:30 AM')).toBeInTheDocument();
  });
});
