import type { ScheduledPost } from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { buildPlannedPost } from '../../test/autopilot.factory';
import { renderRoute } from '../../test/render-route';
import { buildScheduledPost, scheduledPostsAnswer } from '../../test/scheduled-post.factory';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';

const PARIS = 'Europe/Paris';
const LIST = '/api/user/scheduled-posts';

let api: ApiStub;
let posts: ScheduledPost[];
let timeZone: string;

beforeEach(async () => {
  posts = [];
  timeZone = PARIS;
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser({ timeZone }) } } }),
    [`GET ${LIST}`]: scheduledPostsAnswer(() => posts),
  });
});

afterEach(async () => {
  await closeApiStub(api);
});

const listRequests = () => api.requests.filter((request) => request.path === LIST);
const openCalendarAt = (jumpToDate: string, message?: string) =>
  renderRoute({ pathname: '/calendar', state: { jumpToDate, message } });
/** The week view's cell of a local day and hour. */
const slot = (day: string, hour: number) =>
  document.querySelector<HTMLElement>(`[data-drop-target="slot:${day}:${hour}"]`);
const dayCell = (day: string) =>
  document.querySelector<HTMLElement>(`[data-drop-target="day:${day}"]`);

describe('calendar views', () => {
  it('when it opens on a week, then it asks for that week in the user zone and puts posts near midnight on their local day', async () => {
    posts = [
      buildScheduledPost({ caption: 'Late Saturday', scheduledTime: '2030-03-30T22:30:00.000Z' }),
      buildScheduledPost({ caption: 'Sunday night', scheduledTime: '2030-03-30T23:30:00.000Z' }),
      buildScheduledPost({
        caption: 'After the change',
        scheduledTime: '2030-03-31T01:30:00.000Z',
      }),
    ];
    openCalendarAt('2030-03-28T10:00:00.000Z');

    expect(await screen.findByText('Sunday night')).toBeInTheDocument();
    expect(listRequests()[0]?.query).toMatchObject({
      from: '2030-03-24T23:00:00.000Z',
      to: '2030-03-31T22:00:00.000Z',
    });
    // Paris: 23:30 on Saturday; 00:30 on Sunday (CET); 03:30 (CEST: the clocks went 02:00 → 03:00).
    expect(within(slot('2030-03-30', 23)!).getByText('Late Saturday')).toBeInTheDocument();
    expect(within(slot('2030-03-31', 0)!).getByText('Sunday night')).toBeInTheDocument();
    expect(within(slot('2030-03-31', 3)!).getByText('After the change')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^March 25\s*–\s*31, 2030$/ })).toBeInTheDocument();
  });

  it('when the user lives in New York, then the same posts are all on Saturday evening', async () => {
    timeZone = 'America/New_York';
    posts = [
      buildScheduledPost({ caption: 'Late Saturday', scheduledTime: '2030-03-30T22:30:00.000Z' }),
      buildScheduledPost({ caption: 'Sunday night', scheduledTime: '2030-03-30T23:30:00.000Z' }),
      buildScheduledPost({
        caption: 'After the change',
        scheduledTime: '2030-03-31T01:30:00.000Z',
      }),
    ];
    openCalendarAt('2030-03-28T10:00:00.000Z');

    expect(await screen.findByText('Sunday night')).toBeInTheDocument();
    expect(within(slot('2030-03-30', 18)!).getByText('Late Saturday')).toBeInTheDocument();
    expect(within(slot('2030-03-30', 19)!).getByText('Sunday night')).toBeInTheDocument();
    expect(within(slot('2030-03-30', 21)!).getByText('After the change')).toBeInTheDocument();
    expect(listRequests()[0]?.query.from).toBe('2030-03-25T04:00:00.000Z');
  });

  it('when the week has the autumn change (Paris, 27 October 2030), then its 25-hour Sunday holds its first and last hour', async () => {
    posts = [
      buildScheduledPost({
        caption: 'Just after midnight',
        scheduledTime: '2030-10-26T22:30:00.000Z',
      }),
      buildScheduledPost({
        caption: 'Just before midnight',
        scheduledTime: '2030-10-27T22:30:00.000Z',
      }),
    ];
    openCalendarAt('2030-10-24T10:00:00.000Z');

    expect(await screen.findByText('Just before midnight')).toBeInTheDocument();
    expect(within(slot('2030-10-27', 0)!).getByText('Just after midnight')).toBeInTheDocument();
    expect(within(slot('2030-10-27', 23)!).getByText('Just before midnight')).toBeInTheDocument();
    expect(listRequests()[0]?.query).toMatchObject({
      from: '2030-10-20T22:00:00.000Z',
      to: '2030-10-27T23:00:00.000Z',
    });
  });

  it('when Month is chosen, then the whole weeks of the month are asked for and a day folds its posts after three', async () => {
    posts = Array.from({ length: 5 }, (_, index) =>
      buildScheduledPost({
        caption: `Busy day ${index + 1}`,
        scheduledTime: `2030-03-12T0${index + 1}:00:00.000Z`,
      }),
    );
    openCalendarAt('2030-03-12T10:00:00.000Z');
    await screen.findByText('Busy day 1');

    fireEvent.click(screen.getByRole('button', { name: 'Month' }));

    await waitFor(() =>
      expect(listRequests().at(-1)?.query).toMatchObject({
        from: '2030-02-24T23:00:00.000Z',
        to: '2030-03-31T22:00:00.000Z',
      }),
    );
    const day = await waitFor(() => {
      const cell = dayCell('2030-03-12');
      expect(cell).not.toBeNull();
      return cell!;
    });
    expect(screen.getByRole('heading', { name: 'March 2030' })).toBeInTheDocument();
    expect(within(day).getAllByTestId('post-card')).toHaveLength(3);
    fireEvent.click(within(day).getByRole('button', { name: '+2 more' }));
    expect(within(day).getAllByTestId('post-card')).toHaveLength(5);
    fireEvent.click(within(day).getByRole('button', { name: 'Show less' }));
    expect(within(day).getAllByTestId('post-card')).toHaveLength(3);
    expect(within(day).queryByText('Busy day 5')).toBeNull();
  });

  it('when an hour of the week holds four posts, then three show first, then all', async () => {
    posts = Array.from({ length: 4 }, (_, index) =>
      buildScheduledPost({
        caption: `Same hour ${index + 1}`,
        scheduledTime: `2030-03-26T09:${String(index * 10).padStart(2, '0')}:00.000Z`,
      }),
    );
    openCalendarAt('2030-03-26T10:00:00.000Z');
    await screen.findByText('Same hour 1');

    const cell = slot('2030-03-26', 10)!;
    expect(within(cell).getAllByTestId('post-card')).toHaveLength(3);
    fireEvent.click(within(cell).getByRole('button', { name: '+1 more' }));
    expect(within(cell).getByText('Same hour 4')).toBeInTheDocument();
  });

  it('when next, previous and today are pressed, then each new range is asked for', async () => {
    openCalendarAt('2030-03-28T10:00:00.000Z');
    await waitFor(() => expect(listRequests()).toHaveLength(1));

    fireEvent.click(await screen.findByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(listRequests().at(-1)?.query.from).toBe('2030-03-31T22:00:00.000Z'));
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(listRequests().at(-1)?.query.from).toBe('2030-03-17T23:00:00.000Z'));
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(document.querySelector('[aria-current="date"]')).not.toBeNull());
  });

  it('when a range holds more posts than one page, then every page is read and none is dropped', async () => {
    posts = [
      ...Array.from({ length: 120 }, (_, index) =>
        buildScheduledPost({
          caption: `Early ${index}`,
          scheduledTime: new Date(Date.UTC(2030, 2, 4, 8, index)).toISOString(),
        }),
      ),
      buildScheduledPost({
        caption: 'On the last page',
        scheduledTime: '2030-03-09T10:00:00.000Z',
      }),
    ];
    openCalendarAt('2030-03-05T10:00:00.000Z');

    expect(await screen.findByText('On the last page')).toBeInTheDocument();
    expect(listRequests().map((request) => [request.query.page, request.query.limit])).toEqual([
      ['1', '100'],
      ['2', '100'],
    ]);
  });

  it('the Generate Post button leads to where-to-post', async () => {
    const { router } = openCalendarAt('2030-03-28T10:00:00.000Z');
    fireEvent.click(await screen.findByRole('link', { name: 'Generate Post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/where-post'));
  });
});

describe('calendar messages', () => {
  it('when /schedule sends a message and a date, then the message shows for two seconds on that date', async () => {
    posts = [
      buildScheduledPost({ caption: 'Just scheduled', scheduledTime: '2030-06-05T10:00:00.000Z' }),
    ];
    const { router } = openCalendarAt('2030-06-05T10:00:00.000Z', 'Post scheduled for 5 Jun 2030.');

    expect(await screen.findByText('Post scheduled for 5 Jun 2030.')).toBeInTheDocument();
    expect(await screen.findByText('Just scheduled')).toBeInTheDocument();
    // The state is spent: a reload would not show it again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    await waitFor(() => expect(screen.queryByText('Post scheduled for 5 Jun 2030.')).toBeNull(), {
      timeout: 4000,
    });
  });

  it('when the posts are loading in French, then it says so; when loading fails, a closable banner says why', async () => {
    await i18n.changeLanguage('fr');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.answer({
      [`GET ${LIST}`]: async () => {
        await held;
        return { status: 503, body: { message: 'Base de données indisponible' } };
      },
    });
    openCalendarAt('2030-03-28T10:00:00.000Z');

    expect(await screen.findByText('Chargement des posts...')).toBeInTheDocument();
    act(() => release());
    expect(await screen.findByText('Base de données indisponible')).toBeInTheDocument();
    expect(screen.queryByText('Chargement des posts...')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByText('Base de données indisponible')).toBeNull();
  });

  it('when the list fails without a reason, then the default message is shown', async () => {
    api.answer({ [`GET ${LIST}`]: () => ({ status: 500 }) });
    openCalendarAt('2030-03-28T10:00:00.000Z');
    expect(await screen.findByText('Error while loading your posts.')).toBeInTheDocument();
  });
});

describe('post cards', () => {
  it('shows the time (24 h in French), status, platforms, caption or its default, and a thumbnail', async () => {
    await i18n.changeLanguage('fr');
    posts = [
      buildScheduledPost({
        caption: '',
        scheduledTime: '2030-03-26T13:05:00.000Z',
        status: 'completed',
        platforms: ['sandbox', 'linkedin'],
        mediaUrl: '/media/posts/u/picture.png',
      }),
    ];
    openCalendarAt('2030-03-26T10:00:00.000Z');

    const card = await screen.findByTestId('post-card');
    expect(within(card).getByText('14:05')).toBeInTheDocument();
    expect(within(card).getByText('Publié')).toBeInTheDocument();
    expect(within(card).getByText('Post sans caption')).toBeInTheDocument();
    expect(card.querySelectorAll('[data-platform]')).toHaveLength(2);
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/posts/u/picture.png');
    expect(card.querySelector('img')).toHaveStyle({ width: '40px', height: '40px' });
  });

  it('when a planned video is still being made, then its card says so instead of a caption', async () => {
    posts = [
      buildPlannedPost({
        caption: '',
        type: 'video',
        mediaUrl: null,
        scheduledTime: '2030-03-26T13:00:00.000Z',
      }),
    ];
    openCalendarAt('2030-03-26T10:00:00.000Z');
    const card = await screen.findByTestId('post-card');
    expect(within(card).getByText('Video being made…')).toBeInTheDocument();
    expect(within(card).queryByText('Post without caption')).toBeNull();
  });

  it('when a cancelled post is removed from its card, then the record is deleted, a toast says so and the list reloads', async () => {
    const cancelled = buildScheduledPost({ caption: 'Old idea', status: 'cancelled' });
    const pending = buildScheduledPost({ caption: 'Still coming', status: 'pending' });
    posts = [cancelled, pending];
    api.answer({
      [`DELETE /api/user/schedule/${cancelled._id}/record`]: () => {
        posts = [pending];
        return { status: 200, body: { success: true, message: 'ok', _id: cancelled._id } };
      },
    });
    openCalendarAt(cancelled.scheduledTime);
    await screen.findByText('Old idea');
    expect(screen.getAllByRole('button', { name: /Remove the post of/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: /Remove the post of/ }));

    expect(await screen.findByText('Post removed successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Old idea')).toBeNull());
    expect(listRequests().length).toBeGreaterThanOrEqual(2);
  });
});
