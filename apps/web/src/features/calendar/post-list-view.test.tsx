import type { ScheduledPost } from '@postcraft/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildScheduledPost, scheduledPostsAnswer } from '../../test/scheduled-post.factory';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';

const LIST = '/api/user/scheduled-posts';

// The route's modules compile once, before the first test's waits start counting.
beforeAll(async () => {
  await import('./calendar-page');
}, 60_000);

let api: ApiStub;
let posts: ScheduledPost[];

beforeEach(async () => {
  posts = [
    buildScheduledPost({ caption: 'Croissants at dawn', platforms: ['sandbox'] }),
    buildScheduledPost({
      caption: 'Rye loaf for Friday',
      platforms: ['twitter'],
      scheduledTime: '2030-03-29T09:00:00.000Z',
    }),
    buildScheduledPost({ caption: 'Sourdough went out', status: 'completed' }),
    buildScheduledPost({ caption: 'Baguette was refused', status: 'failed' }),
    buildScheduledPost({ caption: 'Brioche cancelled', status: 'cancelled' }),
  ];
  api = await startApiStub({
    'GET /api/user/me': () => ({
      status: 200,
      body: { data: { user: buildUser({ timeZone: 'Europe/Paris' }) } },
    }),
    [`GET ${LIST}`]: scheduledPostsAnswer(() => posts),
  });
});

afterEach(async () => {
  await closeApiStub(api);
});

const rowCaptions = () =>
  screen
    .queryAllByTestId('post-row')
    .map((row) => within(row).getByText(/\w/, { selector: '.line-clamp-2' }).textContent);
const lastListQuery = () => api.requests.filter((request) => request.path === LIST).at(-1)?.query;

describe('the calendar list view', () => {
  it('when it opens from an address, then its tab, platform and search are asked for and shown', async () => {
    const { router } = renderRoute('/calendar?view=list&tab=upcoming&platform=twitter&q=rye');

    expect(await screen.findByText('Rye loaf for Friday')).toBeInTheDocument();
    expect(rowCaptions()).toEqual(['Rye loaf for Friday']);
    expect(lastListQuery()).toMatchObject({
      status: 'pending,awaiting_approval',
      platform: 'twitter',
      q: 'rye',
    });
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search captions' })).toHaveValue('rye');
    expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveValue('twitter');
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toContain('q=rye');
  });

  it('when tabs change by click and by arrow keys, then each shows its statuses and the address follows', async () => {
    const { router } = renderRoute('/calendar?view=list');
    expect(await screen.findByText('Croissants at dawn')).toBeInTheDocument();
    expect(rowCaptions()).toEqual(['Croissants at dawn', 'Rye loaf for Friday']);

    fireEvent.click(screen.getByRole('tab', { name: 'Failed' }));
    expect(await screen.findByText('Baguette was refused')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=list&tab=failed');

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Failed' }), { key: 'ArrowRight' });
    expect(await screen.findByText('Brioche cancelled')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cancelled & deleted' })).toHaveFocus();
    expect(lastListQuery()).toMatchObject({ status: 'cancelled,deleted', sortOrder: 'desc' });
  });

  it('when a post awaits approval, then Upcoming lists it with its badge among the pending ones, and its own tab lists it alone', async () => {
    posts.push(
      buildScheduledPost({
        caption: 'Planned focaccia',
        status: 'awaiting_approval',
        scheduledTime: '2030-03-28T15:00:00.000Z',
      }),
    );
    renderRoute('/calendar?view=list');
    expect(await screen.findByText('Planned focaccia')).toBeInTheDocument();
    expect(rowCaptions()).toEqual([
      'Croissants at dawn',
      'Planned focaccia',
      'Rye loaf for Friday',
    ]);
    const row = screen.getAllByTestId('post-row')[1]!;
    expect(row).toHaveAttribute('data-status', 'awaiting_approval');
    expect(within(row).getByText('Awaiting approval')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Awaiting approval' }));
    await waitFor(() => expect(rowCaptions()).toEqual(['Planned focaccia']));
    expect(lastListQuery()).toMatchObject({ status: 'awaiting_approval', sortOrder: 'asc' });
  });

  it('when a search matches nothing, then it says so and Clear filters brings every post back', async () => {
    const { router } = renderRoute('/calendar?view=list');
    expect(await screen.findByText('Croissants at dawn')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search captions' }), {
      target: { value: 'macaron' },
    });
    expect(await screen.findByText('No posts match these filters')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=list&q=macaron');

    const emptyState = screen.getByText('No posts match these filters').parentElement!;
    fireEvent.click(within(emptyState).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Croissants at dawn')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search captions' })).toHaveValue('');
    expect(router.state.location.search).toBe('?view=list');
  });

  it('when a tab has no post, then its own empty state shows', async () => {
    posts = [];
    renderRoute('/calendar?view=list&tab=failed');
    expect(await screen.findByText('No failed posts')).toBeInTheDocument();
  });

  it('when a row is clicked, then the post modal opens with its actions', async () => {
    renderRoute('/calendar?view=list&tab=failed');
    fireEvent.click(await screen.findByText('Baguette was refused'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Baguette was refused')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
  });

  it('when the list cannot be read, then the error shows with a way to try again', async () => {
    api.answer({ [`GET ${LIST}`]: () => ({ status: 500, body: { message: 'Database down' } }) });
    renderRoute('/calendar?view=list');
    expect(await screen.findByText(/Database down/)).toBeInTheDocument();
    api.answer({ [`GET ${LIST}`]: scheduledPostsAnswer(() => posts) });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Croissants at dawn')).toBeInTheDocument());
  });
});
