import type { PlatformResult, ScheduledPost } from '@postcraft/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub, type StubRoutes } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildPlannedPost } from '../../test/autopilot.factory';
import { buildScheduledPost, scheduledPostsAnswer } from '../../test/scheduled-post.factory';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';
import { dateValueOf, pickDate, pickTime, timeValueOf } from '../../test/date-time-fields';
import { zonedDateKey } from '../../lib/zoned-time';

const LIST = '/api/user/scheduled-posts';
/** A Wednesday at 11:00 in Paris, far enough ahead to stay in the future. */
const AT = '2030-03-27T10:00:00.000Z';

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

const result = (fields: Partial<PlatformResult>): PlatformResult => ({
  platform: 'sandbox',
  success: false,
  outcome: 'failed',
  externalId: null,
  url: null,
  message: null,
  publishedAt: null,
  deletedAt: null,
  ...fields,
});

const listReads = () => api.requests.filter((request) => request.path === LIST).length;

/** Opens the calendar on the post's week and its modal. */
async function openModal(post: ScheduledPost, routes: StubRoutes = {}) {
  posts = [post];
  api.answer(routes);
  const view = renderRoute({ pathname: '/calendar', state: { jumpToDate: post.scheduledTime } });
  const caption = post.caption || 'Post without caption';
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(caption) }));
  return { ...view, dialog: await screen.findByRole('dialog') };
}

const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

describe('the post modal of a pending post', () => {
  it('shows its time, status, caption, media and platforms, with Cancel, Reschedule and Post Now enabled', async () => {
    const post = buildScheduledPost({
      caption: 'Spring menu',
      scheduledTime: AT,
      mediaUrl: '/media/posts/u/menu.png',
      platforms: ['sandbox', 'linkedin'],
    });
    const { dialog } = await openModal(post);

    expect(
      within(dialog).getByRole('heading', { name: /Wednesday, March 27, 2030/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: /11:00/ })).toBeInTheDocument();
    expect(within(dialog).getByText('Pending')).toBeInTheDocument();
    expect(within(dialog).getByText('Spring menu')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: "The post's picture" })).toHaveAttribute(
      'src',
      '/media/posts/u/menu.png',
    );
    expect(within(dialog).getByText('Sandbox')).toBeInTheDocument();
    expect(within(dialog).getByText('LinkedIn')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Goes out at its time')).toHaveLength(2);
    for (const name of ['Cancel post', 'Reschedule', 'Post Now']) {
      expect(button(dialog, name)).toBeEnabled();
    }
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('when it is a carousel, then its other slides are shown under the cover', async () => {
    const post = buildScheduledPost({
      caption: 'Three steps',
      scheduledTime: AT,
      mediaUrl: '/media/photos/u/cover.png',
      carouselUrls: ['/media/photos/u/two.png', '/media/photos/u/three.png'],
    });
    const { dialog } = await openModal(post);
    const slides = within(within(dialog).getByRole('list', { name: 'Carousel of 3 images' }));
    expect(slides.getByRole('img', { name: 'Slide 2' })).toHaveAttribute(
      'src',
      '/media/photos/u/two.png',
    );
    expect(slides.getAllByRole('img')).toHaveLength(2);
  });

  it('when it is overdue, then the status says so', async () => {
    const { dialog } = await openModal(
      buildScheduledPost({ caption: 'Late one', scheduledTime: AT, isOverdue: true }),
    );
    expect(within(dialog).getByText('(Overdue)')).toBeInTheDocument();
  });

  it('when Cancel is pressed, then the post is cancelled, the modal closes, a toast says so and the list reloads', async () => {
    const post = buildScheduledPost({ caption: 'To cancel', scheduledTime: AT });
    const { dialog } = await openModal(post, {
      [`DELETE /api/user/schedule/${post._id}`]: () => {
        posts = [{ ...post, status: 'cancelled' }];
        return { status: 200, body: { ...posts[0], success: true, message: 'ok' } };
      },
    });
    const readsBefore = listReads();

    fireEvent.click(button(dialog, 'Cancel post'));

    expect(await screen.findByText('Post cancelled successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  });

  it("when the cancel is refused, then the modal stays open with 'Error while cancelling'", async () => {
    const post = buildScheduledPost({ caption: 'Running', scheduledTime: AT });
    const { dialog } = await openModal(post, {
      [`DELETE /api/user/schedule/${post._id}`]: () => ({
        status: 409,
        body: { message: 'This post is being published right now.', code: 'post_not_pending' },
      }),
    });

    fireEvent.click(button(dialog, 'Cancel post'));

    expect(
      await within(dialog).findByText(
        'Error while cancelling: This post is being published right now.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('when the reschedule form is sent in the past, then in the future, then it is refused once and the post moves', async () => {
    const post = buildScheduledPost({ caption: 'To move', scheduledTime: AT });
    const { dialog, router } = await openModal(post, {
      [`PUT /api/user/schedule/${post._id}`]: (request) => {
        const { scheduledTime } = request.body as { scheduledTime: string };
        posts = [{ ...post, scheduledTime }];
        return { status: 200, body: { ...posts[0], success: true, message: 'ok' } };
      },
    });

    fireEvent.click(button(dialog, 'Reschedule'));
    const form = within(dialog).getByRole('form', { name: 'Reschedule' });
    expect(
      within(form).getByText('Times are adjusted to your time zone (Europe/Paris).'),
    ).toBeInTheDocument();
    const date = within(form).getByLabelText('Date');
    const time = within(form).getByLabelText('Time');
    expect(dateValueOf(date)).toBe('2030-03-27');
    expect(timeValueOf(time)).toBe('11:00');

    // Days before today cannot be picked; today at midnight is already past.
    await pickDate(date, zonedDateKey(new Date(), 'Europe/Paris'));
    pickTime(time, '00:00');
    fireEvent.click(within(form).getByRole('button', { name: 'Save the new time' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent('Time must be in the future'),
    );
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);

    await pickDate(date, '2030-04-02');
    pickTime(time, '18:30');
    fireEvent.click(within(form).getByRole('button', { name: 'Save the new time' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = api.requests.find((request) => request.method === 'PUT');
    // 18:30 in Paris on 2 April (summer time, UTC+2).
    expect(put?.body).toMatchObject({ scheduledTime: '2030-04-02T16:30:00.000Z' });
    expect(
      await screen.findByText(/^Post rescheduled to Apr 2, 2030 6:30 PM$/),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/calendar');
    // It came back on the new date's week.
    expect(
      await screen.findByRole('heading', { name: /April 1\s*–\s*7, 2030/ }),
    ).toBeInTheDocument();
    expect(await screen.findByText('To move')).toBeInTheDocument();
  });

  it('when Let Postcraft choose is ticked in the reschedule form, then the best time for the post’s platforms fills it on the user’s wall clock, says why, stays editable and is what gets sent', async () => {
    // 18:00 on Thursday 28 March 2030 in Paris (winter time, UTC+1).
    const chosen = '2030-03-28T17:00:00.000Z';
    const post = buildScheduledPost({
      caption: 'Let it choose',
      scheduledTime: AT,
      platforms: ['sandbox', 'linkedin'],
    });
    const { dialog } = await openModal(post, {
      'GET /api/user/best-time': () => ({
        status: 200,
        body: {
          success: true,
          data: {
            scheduledTime: chosen,
            timeZone: 'Europe/Paris',
            reason: {
              kind: 'own_data',
              platform: 'sandbox',
              postCount: 14,
              weekday: 4,
              hour: 18,
              isBestTaken: false,
            },
            perPlatform: [],
          },
        },
      }),
      [`PUT /api/user/schedule/${post._id}`]: (request) => {
        const { scheduledTime } = request.body as { scheduledTime: string };
        posts = [{ ...post, scheduledTime }];
        return { status: 200, body: { ...posts[0], success: true, message: 'ok' } };
      },
    });

    fireEvent.click(button(dialog, 'Reschedule'));
    const form = within(dialog).getByRole('form', { name: 'Reschedule' });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Let Postcraft choose' }));

    const reason = await within(form).findByTestId('best-time-reason');
    expect(reason).toHaveTextContent(
      'Postcraft chose Thursday, March 28 at 6:00 PM (Europe/Paris).',
    );
    expect(reason).toHaveTextContent(
      'Based on 14 of your Sandbox posts: Thursdays at 6 PM got the most engagement.',
    );
    const bestTimeCall = api.requests.find((request) => request.path === '/api/user/best-time');
    expect(bestTimeCall?.query.platforms).toBe('sandbox,linkedin');
    const date = within(form).getByLabelText('Date');
    const time = within(form).getByLabelText('Time');
    expect(dateValueOf(date)).toBe('2030-03-28');
    expect(timeValueOf(time)).toBe('18:00');
    expect(within(time).getAllByRole('combobox')[0]).toBeEnabled();

    fireEvent.click(within(form).getByRole('button', { name: 'Save the new time' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ scheduledTime: chosen });
  });

  it('when Post Now is pressed, then the pending post is published now and the result is told', async () => {
    const post = buildScheduledPost({ caption: 'Right now', scheduledTime: AT });
    const { dialog } = await openModal(post, {
      [`POST /api/user/schedule/${post._id}/publish-now`]: () => {
        const published = { ...post, status: 'completed' as const };
        posts = [published];
        return {
          status: 200,
          body: {
            success: true,
            successful: [{ platform: 'sandbox', externalId: '1', url: null }],
            failed: [],
            message: 'Successfully posted to 1 platform(s)!',
            results: [],
            post: published,
          },
        };
      },
    });

    fireEvent.click(button(dialog, 'Post Now'));

    expect(await screen.findByText('Successfully posted to 1 platform(s)!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(api.requests.some((request) => request.path.endsWith('/publish-now'))).toBe(true);
  });

  it('when Post Now fails on every platform, then the reason is told', async () => {
    const post = buildScheduledPost({ caption: 'Refused', scheduledTime: AT });
    const { dialog } = await openModal(post, {
      [`POST /api/user/schedule/${post._id}/publish-now`]: () => ({
        status: 200,
        body: {
          success: false,
          successful: [],
          failed: [{ platform: 'sandbox', message: 'Token revoked', skipped: false }],
          message: 'Failed',
          results: [],
          post: { ...post, status: 'failed' },
        },
      }),
    });

    fireEvent.click(button(dialog, 'Post Now'));

    expect(await screen.findByText('Failed to post: Sandbox (Token revoked)')).toBeInTheDocument();
  });
});

describe('the Edit form of a pending post', () => {
  it('when the caption is changed and saved, then the PUT carries it with the platforms and the modal closes', async () => {
    const post = buildScheduledPost({ caption: 'Old words', scheduledTime: AT });
    const { dialog } = await openModal(post, {
      [`PUT /api/user/schedule/${post._id}`]: () => {
        posts = [{ ...post, caption: 'New words' }];
        return { status: 200, body: { ...posts[0], success: true, message: 'Post updated' } };
      },
    });

    fireEvent.click(button(dialog, 'Edit'));
    const form = within(dialog).getByRole('form', { name: 'Edit the post' });
    fireEvent.change(within(form).getByLabelText('Caption'), { target: { value: 'New words' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Post updated')).toBeInTheDocument();
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ caption: 'New words', platforms: post.platforms });
  });

  it('when every platform is unticked, then the form refuses it in French and sends nothing', async () => {
    await i18n.changeLanguage('fr');
    const post = buildScheduledPost({ caption: 'Sans plateforme', scheduledTime: AT });
    const { dialog } = await openModal(post);

    fireEvent.click(button(dialog, 'Modifier'));
    const form = within(dialog).getByRole('form', { name: 'Modifier le post' });
    for (const box of within(form).getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer les modifications' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(/plateforme/i);
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});

describe('the post modal of a published post', () => {
  const published = () =>
    buildScheduledPost({
      caption: 'Out there',
      scheduledTime: AT,
      status: 'completed',
      platforms: ['sandbox', 'linkedin'],
      platformResults: [
        result({
          platform: 'sandbox',
          success: true,
          outcome: 'published',
          url: 'https://sandbox.example/posts/1',
        }),
        result({ platform: 'linkedin', outcome: 'unconfirmed', message: null }),
      ],
    });

  it('links to each published post and says which outcome is unconfirmed; only Delete is enabled', async () => {
    const { dialog } = await openModal(published());

    expect(within(dialog).getByRole('link', { name: 'View the post' })).toHaveAttribute(
      'href',
      'https://sandbox.example/posts/1',
    );
    expect(
      within(dialog).getByText(
        'Not confirmed: the platform did not answer; check your account there.',
      ),
    ).toBeInTheDocument();
    expect(button(dialog, 'Delete')).toBeEnabled();
    expect(button(dialog, 'Reschedule')).toBeDisabled();
    expect(button(dialog, 'Post Now')).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Cancel post' })).toBeNull();
  });

  it('when Delete is confirmed, then it is deleted from its platforms and the calendar says so after a moment', async () => {
    const post = published();
    const { dialog } = await openModal(post, {
      [`DELETE /api/user/schedule/${post._id}/share`]: () => ({
        status: 200,
        body: {
          success: true,
          message: 'ok',
          platformResults: [
            { platform: 'sandbox', success: true, message: 'Deleted' },
            { platform: 'linkedin', success: true, message: 'Deleted' },
          ],
          post: { ...post, status: 'deleted' },
        },
      }),
    });

    fireEvent.click(button(dialog, 'Delete'));
    const confirm = within(dialog).getByRole('group', {
      name: 'Delete this published post from platforms and calendar?',
    });
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText('Post deleted from Sandbox, LinkedIn successfully!'),
    ).toBeInTheDocument();
  });

  it('when some platforms could not delete it, then each one and its reason are listed and the modal stays', async () => {
    const post = published();
    const { dialog } = await openModal(post, {
      [`DELETE /api/user/schedule/${post._id}/share`]: () => ({
        status: 200,
        body: {
          success: false,
          message: 'Some platforms could not be deleted.',
          platformResults: [
            { platform: 'sandbox', success: true, message: 'Deleted' },
            { platform: 'linkedin', success: false, message: 'Post not found' },
          ],
          post,
        },
      }),
    });

    fireEvent.click(button(dialog, 'Delete'));
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Delete' }).at(-1)!);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Some platforms could not be deleted:');
    expect(alert).toHaveTextContent('LinkedIn: Post not found');
    expect(alert).not.toHaveTextContent('Sandbox');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('the post modal of a failed or cancelled post', () => {
  const failedPost = () =>
    buildScheduledPost({
      caption: '',
      scheduledTime: AT,
      status: 'failed',
      platformResults: [result({ message: 'The account must be connected again.' })],
    });

  it('when a post failed, then the reason shows, with Reschedule and Retry enabled and Delete disabled', async () => {
    const { dialog } = await openModal(failedPost());

    expect(within(dialog).getByText('No description provided.')).toBeInTheDocument();
    expect(within(dialog).getByText('No media')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Failed: The account must be connected again.'),
    ).toBeInTheDocument();
    expect(button(dialog, 'Delete')).toBeDisabled();
    expect(button(dialog, 'Reschedule')).toBeEnabled();
    expect(button(dialog, 'Retry')).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Post Now' })).toBeNull();
  });

  it('when Retry is pressed, then the failed platforms are published again and the result is told', async () => {
    const post = failedPost();
    const { dialog } = await openModal(post, {
      [`POST /api/user/schedule/${post._id}/retry`]: () => {
        const published = {
          ...post,
          status: 'completed' as const,
          platformResults: [result({ success: true, outcome: 'published' })],
        };
        posts = [published];
        return {
          status: 200,
          body: {
            success: true,
            successful: [{ platform: 'sandbox', externalId: '1', url: null }],
            failed: [],
            message: 'Successfully posted to 1 platform(s)!',
            results: [],
            post: published,
          },
        };
      },
    });

    fireEvent.click(button(dialog, 'Retry'));

    expect(await screen.findByText('Successfully posted to 1 platform(s)!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Published')).toBeInTheDocument();
  });

  it('when the server refuses the retry, then its reason stays in the modal', async () => {
    const post = failedPost();
    const { dialog } = await openModal(post, {
      [`POST /api/user/schedule/${post._id}/retry`]: () => ({
        status: 409,
        body: { code: 'nothing_to_retry', message: 'Nothing to retry.' },
      }),
    });

    fireEvent.click(button(dialog, 'Retry'));

    expect(await within(dialog).findByText('Retry failed: Nothing to retry.')).toBeInTheDocument();
  });

  it('when a cancelled post is rescheduled, then a new post is made from it, in French too', async () => {
    await i18n.changeLanguage('fr');
    const post = buildScheduledPost({
      caption: 'Plus tard',
      scheduledTime: AT,
      status: 'cancelled',
    });
    const { dialog } = await openModal(post, {
      [`PUT /api/user/schedule/${post._id}`]: () => ({
        status: 201,
        body: { ...post, _id: 'new-post-id', status: 'pending', success: true, message: 'ok' },
      }),
    });

    expect(within(dialog).getByText('Annulé')).toBeInTheDocument();
    expect(within(dialog).getByText('Non publié')).toBeInTheDocument();
    expect(button(dialog, 'Supprimer')).toBeDisabled();
    expect(button(dialog, 'Publier maintenant')).toBeDisabled();
    fireEvent.click(button(dialog, 'Reprogrammer'));
    expect(
      within(dialog).getByText(/Un nouveau post programmé est créé à partir de celui-ci/),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /Enregistrer/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ scheduledTime: AT });
  });
});

describe('the post modal of a planned post awaiting approval', () => {
  it('shows its purple status, the plan (topic, angle, why this slot, moved once) and Approve, Reject, Edit and Reschedule; Post Now waits for the approval', async () => {
    const post = buildPlannedPost(
      { caption: 'Roast day', scheduledTime: AT },
      { topic: 'Behind the scenes: how we roast', angle: 'Meet the roaster', moved: true },
    );
    const { dialog } = await openModal(post);

    const badge = within(dialog).getByText('Awaiting approval');
    expect(badge.closest('[data-status]')).toHaveAttribute('data-status', 'awaiting_approval');
    expect(badge.closest('[data-status]')?.querySelector('.bg-awaiting')).not.toBeNull();
    const plan = within(within(dialog).getByRole('region', { name: 'Planned by autopilot' }));
    expect(plan.getByText('Behind the scenes: how we roast')).toBeInTheDocument();
    expect(plan.getByText('Meet the roaster')).toBeInTheDocument();
    expect(
      plan.getByText(
        /Not enough of your own LinkedIn posts with engagement yet \(2 of 10\): LinkedIn's usual best time is .*Thursdays around 9 AM\./,
      ),
    ).toBeInTheDocument();
    expect(plan.getByText(/Moved once/)).toBeInTheDocument();
    expect(within(dialog).getByText('Goes out once you approve it')).toBeInTheDocument();
    for (const name of ['Approve', 'Reject', 'Edit', 'Reschedule']) {
      expect(button(dialog, name)).toBeEnabled();
    }
    expect(within(dialog).queryByRole('button', { name: 'Post Now' })).toBeNull();
  });

  it('when Approve is pressed, then the post is approved, the server message shows and the calendar reloads with it pending', async () => {
    const post = buildPlannedPost({ caption: 'To approve', scheduledTime: AT });
    const { dialog } = await openModal(post, {
      [`POST /api/user/schedule/${post._id}/approve`]: () => {
        posts = [{ ...post, status: 'pending' }];
        return {
          status: 200,
          body: {
            success: true,
            message: 'Post approved: it will be published at its time.',
            data: posts[0],
          },
        };
      },
    });
    const readsBefore = listReads();

    fireEvent.click(button(dialog, 'Approve'));

    expect(
      await screen.findByText('Post approved: it will be published at its time.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(
      api.requests.filter((request) => request.path === `/api/user/schedule/${post._id}/approve`),
    ).toHaveLength(1);
  });

  it('when Reject is pressed, then the post is cancelled and a toast says it will not be published', async () => {
    const post = buildPlannedPost({ caption: 'Not this one', scheduledTime: AT });
    const { dialog } = await openModal(post, {
      [`DELETE /api/user/schedule/${post._id}`]: () => {
        posts = [{ ...post, status: 'cancelled' }];
        return { status: 200, body: { ...posts[0], success: true, message: 'ok' } };
      },
    });

    fireEvent.click(button(dialog, 'Reject'));

    expect(await screen.findByText('Post rejected: it will not be published')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  });

  it('when the approval is refused, then the modal stays open with the reason', async () => {
    const post = buildPlannedPost({ caption: 'Too late', scheduledTime: AT });
    const { dialog } = await openModal(post, {
      [`POST /api/user/schedule/${post._id}/approve`]: () => ({
        status: 409,
        body: { message: 'Only a post awaiting approval can be approved.', code: 'conflict' },
      }),
    });

    fireEvent.click(button(dialog, 'Approve'));

    expect(
      await within(dialog).findByText(
        'Approve failed: Only a post awaiting approval can be approved.',
      ),
    ).toBeInTheDocument();
  });

  it('in French, then the status and buttons read in French', async () => {
    await i18n.changeLanguage('fr');
    const { dialog } = await openModal(
      buildPlannedPost({ caption: 'Torréfaction', scheduledTime: AT }),
    );
    expect(within(dialog).getByText('À approuver')).toBeInTheDocument();
    expect(button(dialog, 'Approuver')).toBeEnabled();
    expect(button(dialog, 'Refuser')).toBeEnabled();
    expect(within(dialog).getByText('Prévu par le pilote automatique')).toBeInTheDocument();
  });
});
