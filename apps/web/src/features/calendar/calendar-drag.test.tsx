import type { ScheduledPost } from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildScheduledPost, scheduledPostsAnswer } from '../../test/scheduled-post.factory';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';

const LIST = '/api/user/scheduled-posts';
const CELL = { width: 100, height: 50 };

let api: ApiStub;
let posts: ScheduledPost[];

beforeEach(async () => {
  posts = [];
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

const rect = (left: number, top: number, width: number, height: number) =>
  ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
  }) as DOMRect;

/**
 * jsdom lays nothing out: give the calendar's cells a grid of seven columns (in their document
 * order, as the page draws them) and each card a box inside its cell, so the drag library can
 * tell which cell the pointer is over.
 */
function layOutGrid(): void {
  const cells = [...document.querySelectorAll<HTMLElement>('[data-drop-target]')];
  cells.forEach((cell, index) => {
    const box = rect(
      (index % 7) * CELL.width,
      Math.floor(index / 7) * CELL.height,
      CELL.width,
      CELL.height,
    );
    cell.getBoundingClientRect = () => box;
    for (const card of cell.querySelectorAll<HTMLElement>('[data-testid="post-card"] > button')) {
      card.getBoundingClientRect = () => rect(box.left + 5, box.top + 5, 90, 40);
    }
  });
}

const centreOf = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
};

/** Presses the card, moves past the drag threshold, then over the target cell, and lets go. */
async function drag(card: HTMLElement, target: HTMLElement): Promise<void> {
  const start = centreOf(card);
  const end = centreOf(target);
  fireEvent.mouseDown(card, { button: 0, ...start });
  await act(async () => {
    fireEvent.mouseMove(document, { clientX: start.clientX + 10, clientY: start.clientY });
  });
  await act(async () => {
    fireEvent.mouseMove(document, end);
  });
  await act(async () => {
    fireEvent.mouseUp(document, end);
  });
}

const cardButton = (caption: string) => screen.getByRole('button', { name: new RegExp(caption) });
const dropTarget = (id: string) =>
  document.querySelector<HTMLElement>(`[data-drop-target="${id}"]`)!;
const puts = () => api.requests.filter((request) => request.method === 'PUT');

function answerPuts(): void {
  api.answer(
    Object.fromEntries(
      posts.map((post) => [
        `PUT /api/user/schedule/${post._id}`,
        (request: { body: unknown }) => {
          const { scheduledTime } = request.body as { scheduledTime: string };
          posts = posts.map((each) => (each._id === post._id ? { ...each, scheduledTime } : each));
          return { status: 200, body: { ...post, scheduledTime, success: true, message: 'ok' } };
        },
      ]),
    ),
  );
}

describe('moving posts by drag and drop', () => {
  it('when a pending post is dropped on another hour of the week, then it moves there, and Undo puts it back', async () => {
    posts = [buildScheduledPost({ caption: 'Movable', scheduledTime: '2040-03-20T09:15:00.000Z' })];
    answerPuts();
    renderRoute({ pathname: '/calendar', state: { jumpToDate: '2040-03-20T09:15:00.000Z' } });
    await screen.findByText('Movable');
    layOutGrid();

    // Tuesday 20 March 2040, 10:15 in Paris, to Thursday 22 at 14:00–15:00: 14:15.
    await drag(cardButton('Movable'), dropTarget('slot:2040-03-22:14'));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({ scheduledTime: '2040-03-22T13:15:00.000Z' });
    expect(within(dropTarget('slot:2040-03-22:14')).getByText('Movable')).toBeInTheDocument();
    expect(await screen.findByText(/^Post moved to Mar 22, 2040/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]?.body).toMatchObject({ scheduledTime: '2040-03-20T09:15:00.000Z' });
    expect(await screen.findByText('Move undone.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dropTarget('slot:2040-03-20:10')).getByText('Movable')).toBeInTheDocument(),
    );
    // The post was never opened by the drag's click.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when a post awaiting approval is dropped on another hour, then it moves there like a pending one and keeps its status', async () => {
    posts = [
      buildScheduledPost({
        caption: 'Planned roast',
        status: 'awaiting_approval',
        scheduledTime: '2040-03-20T09:15:00.000Z',
      }),
    ];
    answerPuts();
    renderRoute({ pathname: '/calendar', state: { jumpToDate: '2040-03-20T09:15:00.000Z' } });
    await screen.findByText('Planned roast');
    layOutGrid();

    await drag(cardButton('Planned roast'), dropTarget('slot:2040-03-22:14'));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({ scheduledTime: '2040-03-22T13:15:00.000Z' });
    const moved = within(dropTarget('slot:2040-03-22:14'));
    expect(moved.getByText('Planned roast')).toBeInTheDocument();
    expect(moved.getByText('Awaiting approval')).toBeInTheDocument();
  });

  it('when a post is dropped on another day of the month across the spring change, then it keeps its wall time', async () => {
    posts = [buildScheduledPost({ caption: 'Weekend', scheduledTime: '2040-03-24T09:00:00.000Z' })];
    answerPuts();
    renderRoute({ pathname: '/calendar', state: { jumpToDate: '2040-03-24T09:00:00.000Z' } });
    await screen.findByText('Weekend');
    fireEvent.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() =>
      expect(within(dropTarget('day:2040-03-24')).getByText('Weekend')).toBeInTheDocument(),
    );
    layOutGrid();

    // Saturday 24 March 10:00 (winter time) to Monday 26 March 10:00 (summer time).
    await drag(cardButton('Weekend'), dropTarget('day:2040-03-26'));

    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({ scheduledTime: '2040-03-26T08:00:00.000Z' });
  });

  it('when a post is dropped into the past, then the move is refused with a message and nothing is sent', async () => {
    posts = [
      buildScheduledPost({
        caption: 'Overdue',
        scheduledTime: '2020-03-03T09:00:00.000Z',
        isOverdue: true,
      }),
    ];
    answerPuts();
    renderRoute({ pathname: '/calendar', state: { jumpToDate: '2020-03-03T09:00:00.000Z' } });
    await screen.findByText('Overdue');
    layOutGrid();

    await drag(cardButton('Overdue'), dropTarget('slot:2020-03-05:10'));

    expect(await screen.findByText('A post cannot be moved into the past.')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
    expect(within(dropTarget('slot:2020-03-03:10')).getByText('Overdue')).toBeInTheDocument();
  });

  it('when a published post is dragged, then it does not move', async () => {
    posts = [
      buildScheduledPost({
        caption: 'Already out',
        scheduledTime: '2040-03-20T09:15:00.000Z',
        status: 'completed',
      }),
    ];
    answerPuts();
    renderRoute({ pathname: '/calendar', state: { jumpToDate: '2040-03-20T09:15:00.000Z' } });
    await screen.findByText('Already out');
    layOutGrid();

    expect(cardButton('Already out')).not.toHaveAttribute('aria-roledescription');
    await drag(cardButton('Already out'), dropTarget('slot:2040-03-22:14'));

    expect(puts()).toHaveLength(0);
    expect(within(dropTarget('slot:2040-03-20:10')).getByText('Already out')).toBeInTheDocument();
  });

  it('when the server refuses the move, then the post goes back and the reason is shown', async () => {
    const post = buildScheduledPost({ caption: 'Busy', scheduledTime: '2040-03-20T09:15:00.000Z' });
    posts = [post];
    api.answer({
      [`PUT /api/user/schedule/${post._id}`]: () => ({
        status: 409,
        body: { message: 'This post is being published right now.', code: 'post_not_pending' },
      }),
    });
    renderRoute({ pathname: '/calendar', state: { jumpToDate: post.scheduledTime } });
    await screen.findByText('Busy');
    layOutGrid();

    await drag(cardButton('Busy'), dropTarget('slot:2040-03-22:14'));

    expect(
      await screen.findByText(
        'The post could not be moved: This post is being published right now.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dropTarget('slot:2040-03-20:10')).getByText('Busy')).toBeInTheDocument(),
    );
  });
});
