import type { AutopilotOverview, ScheduledPost, User } from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub, type StubRequest } from '../../test/api-stub';
import {
  autopilotAnswer,
  buildAutopilotOverview,
  buildPlannedPost,
} from '../../test/autopilot.factory';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';

const AUTOPILOT = '/api/user/autopilot';

let api: ApiStub;
let user: User;
let overview: AutopilotOverview;

/** A Thursday at 9:00 in Paris. */
const THURSDAY = '2030-03-28T08:00:00.000Z';

beforeAll(async () => {
  await import('./autopilot-settings-page');
}, 60_000);

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  user = buildUser({
    plan: 'premium',
    timeZone: 'Europe/Paris',
    autopilotSettings: { enabled: true, approvePostsFirst: true, postingFrequency: 3 },
  });
  overview = buildAutopilotOverview();
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user } } }),
    [`GET ${AUTOPILOT}`]: autopilotAnswer(() => overview),
  });
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  await closeApiStub(api);
});

const calls = (method: string, path: string): StubRequest[] =>
  api.requests.filter((request) => request.method === method && request.path === path);
const overviewReads = () => calls('GET', AUTOPILOT).length;

/** Every planned post of the overview, awaiting approval, with the server's answer to Approve. */
function withPlannedPosts(...posts: ScheduledPost[]) {
  overview = buildAutopilotOverview({ upcoming: posts });
}

const plannedRow = (name: RegExp | string) => screen.findByRole('listitem', { name });

describe('the autopilot page: planned next', () => {
  it('when autopilot planned posts, then each shows its time in the user zone, platform, status, topic, angle, why this slot and caption', async () => {
    withPlannedPosts(
      buildPlannedPost({ scheduledTime: THURSDAY }),
      buildPlannedPost(
        { scheduledTime: '2030-03-29T16:00:00.000Z', status: 'pending', caption: 'Friday beans' },
        { topic: 'Our new single origin', angle: 'Tasting notes', moved: true },
      ),
    );
    renderRoute('/autopilotsettings');

    const row = within(await plannedRow('Planned post on Thursday, March 28 at 9:00 AM'));
    expect(row.getByText('Awaiting approval')).toBeInTheDocument();
    expect(row.getByText('Behind the scenes: how we roast')).toBeInTheDocument();
    expect(
      row.getByText('A day with our roaster, from green beans to the first cup'),
    ).toBeInTheDocument();
    expect(
      row.getByText(/LinkedIn's usual best time is .*Thursdays around 9 AM/),
    ).toBeInTheDocument();
    expect(row.getByText('From green beans to your cup: meet our roaster.')).toBeInTheDocument();
    expect(row.getByText('LinkedIn')).toBeInTheDocument();
    expect(row.getByRole('img', { name: 'Picture of the planned post' })).toHaveAttribute(
      'src',
      '/media/posts/u/roast.png',
    );
    expect(row.getByRole('link', { name: 'Open in calendar' })).toHaveAttribute(
      'href',
      '/calendar',
    );

    const approved = within(await plannedRow(/Friday, March 29 at 5:00 PM/));
    expect(approved.getByText('Pending')).toBeInTheDocument();
    expect(approved.getByText('Our new single origin')).toBeInTheDocument();
    expect(approved.getByText(/Moved once/)).toBeInTheDocument();
    expect(approved.queryByRole('button', { name: 'Approve' })).toBeNull();

    expect(screen.getByText('Active: 2 posts in the next 7 days')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: '1 post awaits your approval' }),
    ).toBeInTheDocument();
  });

  it('when Approve is pressed on a planned post, then it is approved, the server message shows and the list reloads', async () => {
    const post = buildPlannedPost({ scheduledTime: THURSDAY });
    withPlannedPosts(post);
    api.answer({
      [`POST /api/user/schedule/${post._id}/approve`]: () => {
        const approved = { ...post, status: 'pending' as const };
        withPlannedPosts(approved);
        return {
          status: 200,
          body: {
            success: true,
            message: 'Post approved: it goes out at its time.',
            data: approved,
          },
        };
      },
    });
    renderRoute('/autopilotsettings');
    const row = within(await plannedRow(/Thursday, March 28/));
    const readsBefore = overviewReads();

    fireEvent.click(row.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Post approved: it goes out at its time.')).toBeInTheDocument();
    expect(calls('POST', `/api/user/schedule/${post._id}/approve`)).toHaveLength(1);
    await waitFor(() => expect(overviewReads()).toBeGreaterThan(readsBefore));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /awaits your approval/ })).toBeNull(),
    );
  });

  it('when Approve all is pressed, then every awaiting post is approved and the server says how many', async () => {
    withPlannedPosts(
      buildPlannedPost({ scheduledTime: THURSDAY }),
      buildPlannedPost({ scheduledTime: '2030-03-29T08:00:00.000Z' }),
    );
    api.answer({
      'POST /api/user/schedule/approve-all': () => ({
        status: 200,
        body: { success: true, message: '2 posts approved.', data: { approved: 2 } },
      }),
    });
    renderRoute('/autopilotsettings');
    const approvals = await screen.findByRole('region', { name: '2 posts await your approval' });
    expect(within(approvals).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(within(approvals).getByRole('button', { name: 'Approve all' }));

    expect(await screen.findByText('2 posts approved.')).toBeInTheDocument();
    expect(calls('POST', '/api/user/schedule/approve-all')).toHaveLength(1);
  });

  it('when Reject and Regenerate are pressed, then the post is cancelled, or remade with the server message', async () => {
    const post = buildPlannedPost({ scheduledTime: THURSDAY });
    withPlannedPosts(post);
    api.answer({
      [`DELETE /api/user/schedule/${post._id}`]: () => ({
        status: 200,
        body: { ...post, status: 'cancelled', success: true, message: 'ok' },
      }),
      [`POST /api/user/schedule/${post._id}/regenerate`]: () => ({
        status: 200,
        body: { success: true, message: 'A new version of this post was made.', data: post },
      }),
    });
    renderRoute('/autopilotsettings');
    const row = within(await plannedRow(/Thursday, March 28/));

    fireEvent.click(row.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('A new version of this post was made.')).toBeInTheDocument();
    expect(calls('POST', `/api/user/schedule/${post._id}/regenerate`)).toHaveLength(1);

    await waitFor(() => expect(row.getByRole('button', { name: 'Reject' })).toBeEnabled());
    fireEvent.click(row.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Post rejected: it will not be published.')).toBeInTheDocument();
    expect(calls('DELETE', `/api/user/schedule/${post._id}`)).toHaveLength(1);
  });

  it('when a planned video is still being made, then the row says so, Regenerate waits, and the page asks again until the video is there', async () => {
    const making = buildPlannedPost({
      scheduledTime: THURSDAY,
      type: 'video',
      caption: '',
      mediaUrl: null,
    });
    withPlannedPosts(making);
    renderRoute('/autopilotsettings');
    const row = within(await plannedRow(/Thursday, March 28/));
    expect(
      row.getByText('Video being made: it appears here with its caption when it is ready.'),
    ).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Regenerate' })).toBeDisabled();

    const readsBefore = overviewReads();
    withPlannedPosts({
      ...making,
      caption: 'Our espresso, pulled slow',
      mediaUrl: '/media/generated/owner/video.mp4',
    });
    await waitFor(() => expect(overviewReads()).toBeGreaterThan(readsBefore), { timeout: 10_000 });
    expect(await screen.findByText('Our espresso, pulled slow')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
  }, 20_000);

  it('when autopilot is turned off while posts await approval, then a dialog says how many are cancelled, and once confirmed the counts the server gives show', async () => {
    withPlannedPosts(
      buildPlannedPost({ scheduledTime: THURSDAY }),
      buildPlannedPost({ scheduledTime: '2030-03-29T08:00:00.000Z' }),
      buildPlannedPost({ scheduledTime: '2030-03-30T08:00:00.000Z', status: 'pending' }),
    );
    api.answer({
      'PUT /api/user/updateProfile': ({ body }) => {
        user = { ...user, autopilotSettings: { ...user.autopilotSettings, enabled: false } };
        expect(body).toEqual({ autopilotSettings: { enabled: false } });
        return {
          status: 200,
          body: {
            message: 'Profile updated successfully!',
            user,
            autopilotStop: { cancelled: 2, kept: 1 },
          },
        };
      },
    });
    renderRoute('/autopilotsettings');
    await plannedRow(/Thursday, March 28/);
    const enable = screen.getByRole('switch', { name: 'Enable Autopilot' });

    fireEvent.click(enable);
    let dialog = await screen.findByRole('dialog', { name: 'Turn autopilot off?' });
    expect(
      within(dialog).getByText(
        '2 planned posts awaiting approval will be cancelled; approved posts stay scheduled.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(enable).toHaveAttribute('aria-checked', 'true');
    expect(calls('PUT', '/api/user/updateProfile')).toHaveLength(0);

    fireEvent.click(enable);
    dialog = await screen.findByRole('dialog', { name: 'Turn autopilot off?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    expect(
      await screen.findByText(
        'Autopilot is off. 2 planned posts awaiting approval were cancelled. 1 approved post stays scheduled.',
      ),
    ).toBeInTheDocument();
    expect(enable).toHaveAttribute('aria-checked', 'false');
    expect(calls('PUT', '/api/user/updateProfile')).toHaveLength(1);
  });

  it('when autopilot is paused, then the reason is said in words with the way to fix it', async () => {
    overview = buildAutopilotOverview({ state: 'paused', pausedReason: 'no_profile' });
    const { unmount } = renderRoute('/autopilotsettings');
    expect(
      await screen.findByText(
        'Paused: your brand profile has no niche, goal or keyword to choose topics from.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your brand profile' })).toHaveAttribute(
      'href',
      '/nichesettings',
    );
    unmount();

    overview = buildAutopilotOverview({ state: 'paused', pausedReason: 'plan' });
    renderRoute('/autopilotsettings');
    expect(
      await screen.findByText(
        'Paused: autopilot is part of Premium, which your plan no longer includes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/plan');
  });

  it('when the first plan is being made, then the page asks again until the planned posts appear', async () => {
    overview = buildAutopilotOverview({ state: 'planning', lastPlannedAt: null });
    renderRoute('/autopilotsettings');
    expect(await screen.findByText('Planning your week…')).toBeInTheDocument();

    withPlannedPosts(buildPlannedPost({ scheduledTime: THURSDAY }));
    expect(
      await screen.findByText('Active: 1 post in the next 7 days', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Behind the scenes: how we roast')).toBeInTheDocument();
    const reads = overviewReads();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(overviewReads()).toBe(reads);
  }, 30_000);

  it('when the interface is in French, then the state, status and reason read in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    withPlannedPosts(buildPlannedPost({ scheduledTime: THURSDAY }));
    renderRoute('/autopilotsettings');

    const row = within(await plannedRow('Post prévu le jeudi 28 mars à 09:00'));
    expect(row.getByText('À approuver')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Approuver' })).toBeInTheDocument();
    expect(row.getByText(/le meilleur moment habituel sur LinkedIn/)).toBeInTheDocument();
    expect(screen.getByText('Actif : 1 post dans les 7 prochains jours')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout approuver' })).toBeInTheDocument();
  });
});
