import type { BestTime, ScheduledPost, User } from '@postcraft/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub, type StubRequest } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildScheduledPost } from '../../test/scheduled-post.factory';
import { buildUser } from '../../test/user.factory';
import { describeReason } from './best-time-reason';
import { resetDraft, updateDraft } from './draft-store';
import { dateValueOf, pickDate, pickTime, timeValueOf } from '../../test/date-time-fields';

let api: ApiStub;
let user: User;
let bestTime: BestTime;

/** 18:00 on Thursday 13 June 2030 in Tokyo (UTC+9) is 09:00 UTC. */
const THURSDAY_18_TOKYO = '2030-06-13T09:00:00.000Z';

beforeEach(async () => {
  localStorage.clear();
  resetDraft();
  updateDraft({
    selectedPlatforms: ['sandbox', 'linkedin'],
    postType: 'image',
    generatedAssets: {
      sandbox: { url: '/media/generated/u/s.png', type: 'image', caption: 'S' },
      linkedin: { url: '/media/generated/u/l.png', type: 'image', caption: 'L' },
    },
    currentPlatform: 'sandbox',
  });
  user = buildUser({ timeZone: 'Asia/Tokyo' });
  bestTime = {
    scheduledTime: THURSDAY_18_TOKYO,
    timeZone: 'Asia/Tokyo',
    reason: {
      kind: 'own_data',
      platform: 'sandbox',
      postCount: 14,
      weekday: 4,
      hour: 18,
      isBestTaken: false,
    },
    perPlatform: [
      {
        platform: 'sandbox',
        source: 'own_data',
        postCount: 14,
        minimumPosts: 10,
        days: [4],
        hour: 18,
      },
      {
        platform: 'linkedin',
        source: 'defaults',
        postCount: 2,
        minimumPosts: 10,
        days: [2, 3],
        hour: 10,
      },
    ],
  };
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user } } }),
    'GET /api/user/best-time': () => ({ status: 200, body: { success: true, data: bestTime } }),
    'POST /api/user/schedule': ({ body }) => ({
      status: 201,
      body: {
        success: true,
        message: 'Post scheduled successfully',
        ...buildScheduledPost({
          scheduledTime: (body as { scheduledTime: string }).scheduledTime,
          platforms: (body as { platforms: ScheduledPost['platforms'] }).platforms,
        }),
      },
    }),
  });
});

afterEach(async () => {
  await api.settled();
  await api.close();
  await i18n.changeLanguage('en');
});

const calls = (path: string): StubRequest[] =>
  api.requests.filter((request) => request.path === path);

describe('Let Postcraft choose on /schedule', () => {
  it('when ticked, then the best time for the selected platforms fills the fields on the user’s wall clock, says why, and is what gets scheduled', async () => {
    const { router } = renderRoute('/schedule');
    expect(
      await screen.findByText(/Times are in your time zone: Asia\/Tokyo \(UTC\+09:00\)/),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Let Postcraft choose' }));

    const reason = await screen.findByTestId('best-time-reason');
    expect(calls('/api/user/best-time')[0]?.query.platforms).toBe('sandbox,linkedin');
    expect(dateValueOf(screen.getByLabelText('Date'))).toBe('2030-06-13');
    expect(timeValueOf(screen.getByLabelText('Time'))).toBe('18:00');
    expect(reason).toHaveTextContent('Postcraft chose Thursday, June 13 at 6:00 PM (Asia/Tokyo).');
    expect(reason).toHaveTextContent(
      'Based on 14 of your Sandbox posts: Thursdays at 6 PM got the most engagement.',
    );
    expect(reason).toHaveTextContent(
      'Sandbox: Thursdays at 6 PM (your posts) · LinkedIn: Tuesdays and Wednesdays around 10 AM (usual time)',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar'));
    expect(
      calls('/api/user/schedule').map(
        (request) => (request.body as { scheduledTime: string }).scheduledTime,
      ),
    ).toEqual([THURSDAY_18_TOKYO, THURSDAY_18_TOKYO]);
  });

  it('when the time is typed, then it is read on the user’s wall clock, not the browser’s', async () => {
    const { router } = renderRoute('/schedule');
    await pickDate(await screen.findByLabelText('Date'), '2030-06-14');
    pickTime(screen.getByLabelText('Time'), '07:30');
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar'));
    expect((calls('/api/user/schedule')[0]?.body as { scheduledTime: string }).scheduledTime).toBe(
      '2030-06-13T22:30:00.000Z',
    );
  });

  it('when Postcraft cannot choose, then it says why and the fields stay the user’s', async () => {
    api.answer({
      'GET /api/user/best-time': () => ({
        status: 400,
        body: { message: 'This platform is not supported.', code: 'validation_failed' },
      }),
    });
    renderRoute('/schedule');
    const box = await screen.findByRole('checkbox', { name: 'Let Postcraft choose' });
    fireEvent.click(box);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Postcraft couldn't choose a time: This platform is not supported.",
    );
    expect(box).toHaveAttribute('aria-checked', 'false');
    expect(within(screen.getByLabelText('Time')).getAllByRole('combobox')[0]).toBeEnabled();
  });
});

describe('why that time', () => {
  it('when there are too few posts, then the platform’s usual time is named, in English and French', () => {
    const reason = {
      kind: 'defaults' as const,
      platform: 'linkedin' as const,
      postCount: 3,
      minimumPosts: 10,
      days: [3, 2],
      hour: 10,
      isBestTaken: false,
    };
    expect(describeReason(reason, i18n.getFixedT('en'), 'en')).toBe(
      "Not enough of your own LinkedIn posts with engagement yet (3 of 10): LinkedIn's usual best time is Tuesdays and Wednesdays around 10 AM.",
    );
    expect(describeReason(reason, i18n.getFixedT('fr'), 'fr')).toBe(
      "Pas encore assez de vos posts sur LinkedIn avec de l'engagement (3 sur 10) : le meilleur moment habituel sur LinkedIn est les mardis et les mercredis vers 10:00.",
    );
    expect(
      describeReason(
        { ...reason, days: [1, 2, 3, 4, 5], isBestTaken: true },
        i18n.getFixedT('en'),
        'en',
      ),
    ).toBe(
      "Not enough of your own LinkedIn posts with engagement yet (3 of 10): LinkedIn's usual best time is weekdays around 10 AM. That hour already holds one of your posts, so Postcraft chose the next best free one.",
    );
  });
});
