import { PLAN_LIMIT_MESSAGES, type ReelsJob, type ScheduledPost } from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub, type StubRequest } from '../../test/api-stub';
import { mockSocketIo, sockets } from '../../test/fake-socket';
import { buildFreeEntitlements } from '../../test/payments.factory';
import { buildClip, buildReelsJob, clipContent, doneJob } from '../../test/reels.factory';
import { buildScheduledPost } from '../../test/scheduled-post.factory';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';
import { addZonedDays, zonedDateKey } from '../../lib/zoned-time';
import { getDraft, resetDraft, updateDraft } from '../studio/draft-store';

mockSocketIo();
const { renderRoute } = await import('../../test/render-route');

/** What the server pushes to the user's sockets: a reels job's state. */
function pushReels(job: ReelsJob): void {
  act(() => {
    for (const socket of sockets) {
      for (const handler of socket.handlers.get('reels_progress') ?? []) handler(job);
    }
  });
}

const FREE_PLAN = { entitlements: buildFreeEntitlements() };

let api: ApiStub;
/** What GET /api/content/reels/r1 answers now. */
let job: ReelsJob;

const video = (name = 'talk.mp4') => new NodeFile(['video bytes'], name, { type: 'video/mp4' });
const calls = (method: string, path: string) =>
  api.requests.filter((request) => request.method === method && request.path === path);

beforeEach(async () => {
  sockets.length = 0;
  resetDraft();
  job = buildReelsJob();
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
    'GET /api/payments/plan': () => ({ status: 200, body: FREE_PLAN }),
    'GET /api/content/reels': () => ({ status: 200, body: { success: true, reels: [] } }),
    'POST /api/content/reels': () => ({ status: 202, body: { success: true, ...job } }),
    'GET /api/content/reels/r1': () => ({ status: 200, body: { success: true, ...job } }),
    'DELETE /api/content/reels/r1': () => ({
      status: 200,
      body: {
        success: true,
        status: 'cancelled',
        message: 'Making the reels was stopped and their files removed.',
      },
    }),
  });
});

afterEach(async () => {
  await closeApiStub(api);
  await act(() => i18n.changeLanguage('en'));
});

const linkField = () => screen.getByRole('textbox', { name: 'YouTube link' });
const fileInput = () => screen.getByLabelText('Video file');

async function openReels() {
  renderRoute('/reels');
  expect(await screen.findByRole('heading', { name: "Let's Generate!" })).toBeInTheDocument();
}

function chooseFile(file: NodeFile = video()) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

describe('the reels screen', () => {
  it('when a video file is chosen, then the link field is disabled and says why; removing the file frees it', async () => {
    await openReels();
    chooseFile();

    expect(await screen.findByText('talk.mp4')).toBeInTheDocument();
    expect(linkField()).toBeDisabled();
    expect(screen.getByText('Remove uploaded video to enter a YouTube link.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(linkField()).toBeEnabled();
    expect(screen.queryByText('Remove uploaded video to enter a YouTube link.')).toBeNull();
  });

  it('when a valid YouTube link is typed, then the file chooser is disabled and says why; clearing the link frees it', async () => {
    await openReels();
    fireEvent.change(linkField(), { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });

    expect(fileInput()).toBeDisabled();
    expect(screen.getByText('Clear YouTube link to upload a video file.')).toBeInTheDocument();

    fireEvent.change(linkField(), { target: { value: '' } });
    expect(fileInput()).toBeEnabled();
    expect(screen.queryByText('Clear YouTube link to upload a video file.')).toBeNull();
  });

  it('when a link is not a YouTube one, then the file chooser stays free and Create Reels refuses it without a call', async () => {
    await openReels();
    fireEvent.change(linkField(), { target: { value: 'https://vimeo.com/12345' } });
    expect(fileInput()).toBeEnabled();
    // The spec's pattern without a video in it is not enough either.
    fireEvent.change(linkField(), { target: { value: 'https://www.youtube.com/' } });
    expect(fileInput()).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Create Reels' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only YouTube links (youtube.com or youtu.be) to one video can be made into reels.',
    );
    expect(calls('POST', '/api/content/reels')).toHaveLength(0);
  });

  it('when a file that is not a video is picked, then it is refused and nothing is uploaded', async () => {
    await openReels();
    chooseFile(new NodeFile(['text'], 'notes.txt', { type: 'text/plain' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only video files can be made into reels: MP4, MOV, WebM or MKV.',
    );
    expect(screen.queryByText('notes.txt')).toBeNull();
    expect(linkField()).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Create Reels' }));
    await waitFor(() =>
      expect(
        screen.getByText('Upload a video or paste a YouTube link to make reels.'),
      ).toBeInTheDocument(),
    );
    expect(calls('POST', '/api/content/reels')).toHaveLength(0);
  });

  it('when a YouTube link is sent, then the call is JSON with the link, the clip count and the length', async () => {
    await openReels();
    fireEvent.change(linkField(), {
      target: { value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Number of clips' }), {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('radio', { name: '15 s' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Reels' }));

    await waitFor(() => expect(calls('POST', '/api/content/reels')).toHaveLength(1));
    expect(calls('POST', '/api/content/reels')[0]?.body).toEqual({
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      count: 2,
      targetSeconds: 15,
    });
  });

  it('when a Free user opens the screen, then 3 clips is the most and lengths over 30 s are off, with Upgrade', async () => {
    await openReels();
    const allowance = await screen.findByTestId('reels-allowance');
    expect(allowance).toHaveTextContent('Free plan: up to 3 clips of at most 30 s');
    expect(within(allowance).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/plan',
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Number of clips' })).toHaveValue('3'),
    );
    expect(screen.getByRole('option', { name: '4' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '45 s' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '30 s' })).toBeEnabled();
  });

  it('when the plan refuses the video (403 plan_limit), then the server reason shows with Upgrade', async () => {
    api.answer({
      'POST /api/content/reels': () => ({
        status: 403,
        body: { code: 'plan_limit', message: PLAN_LIMIT_MESSAGES.reelSource },
      }),
    });
    await openReels();
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Create Reels' }));

    const notice = await screen.findByTestId('upgrade-notice');
    expect(notice).toHaveTextContent(PLAN_LIMIT_MESSAGES.reelSource);
    expect(within(notice).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plan');
  });

  it('when a file is sent and the job runs to done, then its stages, percent and queue place show, then its clips', async () => {
    await openReels();
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Create Reels' }));

    const progress = await screen.findByTestId('reels-progress');
    // The options go first, the file last, in one multipart body.
    const [sent] = calls('POST', '/api/content/reels');
    const body = String(sent?.body);
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(body.indexOf('name="count"')).toBeLessThan(body.indexOf('name="video"'));
    expect(body).toContain('filename="talk.mp4"');
    expect(progress).toHaveTextContent('Waiting in the queue (2 ahead of you)');

    pushReels(
      buildReelsJob({ status: 'running', stage: 'transcribing', progress: 40, position: null }),
    );
    await waitFor(() => expect(progress).toHaveTextContent('Listening to what is said'));
    expect(progress).toHaveTextContent('40%');
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    // A late event from earlier in the run does not move it back.
    pushReels(buildReelsJob({ status: 'running', stage: 'probing', progress: 10, position: null }));
    pushReels(buildReelsJob({ status: 'running', stage: 'finding', progress: 55, position: null }));
    await waitFor(() => expect(progress).toHaveTextContent('Finding the best moments'));
    expect(progress).toHaveTextContent('55%');

    job = doneJob([
      buildClip(),
      buildClip({
        id: 'c2',
        title: 'The fix',
        start: 130,
        end: 145,
        durationSeconds: 15,
        score: 72,
      }),
    ]);
    pushReels(job);

    expect(await screen.findByRole('heading', { name: 'Your 2 clips' })).toBeInTheDocument();
    const [first] = screen.getAllByTestId('reel-clip');
    expect(first).toHaveTextContent('Why most launches fail');
    expect(first).toHaveTextContent('01:05–01:35 in the video');
    expect(first).toHaveTextContent('30 s');
    expect(first).toHaveTextContent('Score 87/100');
    expect(first).toHaveTextContent('Picked because: Opens with a question and ends on a pause.');
    expect(first).toHaveTextContent('#launch');
    const player = within(first!).getByLabelText('Clip: Why most launches fail');
    expect(player).toHaveAttribute('poster', '/media/generated/u/c1.jpg');
    expect(player.querySelector('track')).toHaveAttribute('src', '/media/generated/u/c1.vtt');
  });

  it('when the job is cancelled while it runs, then DELETE is sent and the form comes back with the server message', async () => {
    await openReels();
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Create Reels' }));
    const progress = await screen.findByTestId('reels-progress');

    fireEvent.click(within(progress).getByRole('button', { name: 'Cancel' }));

    expect(
      await screen.findByText('Making the reels was stopped and their files removed.'),
    ).toBeInTheDocument();
    expect(calls('DELETE', '/api/content/reels/r1')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Create Reels' })).toBeInTheDocument();
    expect(screen.queryByTestId('reels-progress')).toBeNull();
  });

  it('when the job failed, then the server reason shows and Try again sends the same video again', async () => {
    await openReels();
    chooseFile();
    fireEvent.click(screen.getByRole('button', { name: 'Create Reels' }));
    await screen.findByTestId('reels-progress');
    job = buildReelsJob({
      status: 'failed',
      stage: 'transcribing',
      progress: 30,
      position: null,
      message: 'No speech and no scene changes were found in this video.',
    });
    pushReels(job);

    const failed = await screen.findByTestId('reels-failed');
    expect(failed).toHaveTextContent('No speech and no scene changes were found in this video.');
    job = buildReelsJob();
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls('POST', '/api/content/reels')).toHaveLength(2));
    expect(await screen.findByTestId('reels-progress')).toBeInTheDocument();
  });

  it('when the page opens with a job still being made, then it follows that job again', async () => {
    job = buildReelsJob({ status: 'running', stage: 'rendering', progress: 70, position: null });
    api.answer({
      'GET /api/content/reels': () => ({ status: 200, body: { success: true, reels: [job] } }),
    });
    await openReels();
    const progress = await screen.findByTestId('reels-progress');
    expect(progress).toHaveTextContent('Cutting and captioning the clips');
    expect(progress).toHaveTextContent('70%');
  });

  it('when a clip is opened, then /result shows it as a clip, and Regenerate rewrites its caption only, keeping an edited one when asked', async () => {
    const clip = buildClip();
    job = doneJob([clip]);
    let captionCalls: StubRequest[] = [];
    api.answer({
      'GET /api/content/generations/c1': () => ({
        status: 200,
        body: {
          success: true,
          generation: {
            generationId: 'c1',
            status: 'done',
            stage: 'done',
            progress: 100,
            position: null,
            message: null,
            content: clipContent(clip),
          },
        },
      }),
      'POST /api/content/reels/clips/c1/caption': (request) => {
        captionCalls = [...captionCalls, request];
        const content = clipContent({ ...clip, caption: 'A fresh caption.', hashtags: ['new'] });
        return { status: 200, body: { success: true, content } };
      },
    });
    const { router } = renderRoute('/reels?job=r1');
    const [card] = await screen.findAllByTestId('reel-clip');
    fireEvent.click(within(card!).getByRole('button', { name: 'Open' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/result'));
    expect(getDraft().generation).toMatchObject({ id: 'c1', reel: true });
    expect(await screen.findByLabelText('Generated video for TikTok')).toHaveAttribute(
      'src',
      clip.url,
    );
    expect(screen.queryByRole('button', { name: 'Save Style' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /instructions|Describe/i })).toBeNull();

    // The LinkedIn caption edited by hand: Regenerate asks, as for any generation.
    const { generatedAssets } = getDraft();
    act(() =>
      updateDraft({
        generatedAssets: {
          ...generatedAssets,
          linkedin: { ...generatedAssets.linkedin!, caption: 'My own words' },
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep my edits' }));
    await waitFor(() => expect(captionCalls).toHaveLength(1));
    await waitFor(() =>
      expect(getDraft().generatedAssets.tiktok?.caption).toBe('A fresh caption.\n\n#new'),
    );
    expect(getDraft().generatedAssets.linkedin?.caption).toBe('My own words');
    expect(captionCalls[0]?.body).toBeUndefined();
    expect(calls('POST', '/api/content/generate')).toHaveLength(0);
    expect(getDraft().generatedAssets.tiktok?.url).toBe(clip.url);
    expect(getDraft().generation?.reel).toBe(true);
  });

  it('when two clips are scheduled on two platforms, then the plan shows one clip a day at each platform’s best time, and the summary says which post failed', async () => {
    const account = (platform: 'tiktok' | 'linkedin') => ({
      platform,
      username: `${platform}_user`,
      brandLogo: null,
      likes: 0,
      needsReconnect: false,
      profileUrl: null,
    });
    const clips = [
      buildClip(),
      buildClip({
        id: 'c2',
        url: '/media/generated/u/c2.mp4',
        title: 'The fix',
        caption: 'Here is the fix.',
      }),
    ];
    job = doneJob(clips);
    const timeZone = 'Europe/Paris';
    let scheduled: StubRequest[] = [];
    api.answer({
      'GET /api/user/me': () => ({
        status: 200,
        body: {
          data: {
            user: buildUser({
              timeZone,
              connectedAccounts: [account('tiktok'), account('linkedin')],
            }),
          },
        },
      }),
      'GET /api/user/best-time': () => ({
        status: 200,
        body: {
          success: true,
          data: {
            scheduledTime: '2030-01-01T17:00:00.000Z',
            timeZone,
            reason: {
              kind: 'defaults',
              platform: 'tiktok',
              postCount: 0,
              minimumPosts: 10,
              days: [1],
              hour: 18,
              isBestTaken: false,
            },
            perPlatform: [
              {
                platform: 'tiktok',
                source: 'defaults',
                postCount: 0,
                minimumPosts: 10,
                days: [1],
                hour: 19,
              },
              {
                platform: 'linkedin',
                source: 'own_data',
                postCount: 12,
                minimumPosts: 10,
                days: [2],
                hour: 9,
              },
            ],
          },
        },
      }),
      'GET /api/content/generations/c1': () => ({
        status: 200,
        body: {
          success: true,
          generation: {
            generationId: 'c1',
            status: 'done',
            stage: 'done',
            progress: 100,
            position: null,
            message: null,
            content: clipContent(clips[0]),
          },
        },
      }),
      'GET /api/content/generations/c2': () => ({ status: 404, body: { message: 'Not found' } }),
      'POST /api/user/schedule': (request) => {
        scheduled = [...scheduled, request];
        const { platforms, mediaUrl } = request.body as { platforms: string[]; mediaUrl: string };
        if (platforms[0] === 'linkedin' && mediaUrl.includes('c2')) {
          return { status: 400, body: { message: 'LinkedIn is not connected any more.' } };
        }
        return {
          status: 201,
          body: {
            success: true,
            message: 'Post scheduled successfully',
            ...buildScheduledPost({ platforms: platforms as ScheduledPost['platforms'], mediaUrl }),
          },
        };
      },
    });
    renderRoute('/reels?job=r1');
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule 2 clips' }));

    const dialog = await screen.findByRole('dialog', { name: 'Schedule these clips' });
    const plan = await within(dialog).findByTestId('schedule-plan');
    const rows = within(plan).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('9:00 AM');
    expect(rows[0]).toHaveTextContent('Why most launches fail · LinkedIn');
    expect(rows[1]).toHaveTextContent('7:00 PM');
    expect(rows[1]).toHaveTextContent('Why most launches fail · TikTok');
    expect(rows[2]).toHaveTextContent('The fix · LinkedIn');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule 4 posts' }));

    const summary = await within(dialog).findByTestId('schedule-summary');
    expect(summary).toHaveTextContent('3 posts scheduled.');
    expect(summary).toHaveTextContent('The fix on LinkedIn: LinkedIn is not connected any more.');
    expect(within(summary).getByRole('link', { name: 'Open the calendar' })).toHaveAttribute(
      'href',
      '/calendar',
    );

    // One day apart, each at its platform's hour in Paris, the clip's own video and caption.
    const times = scheduled.map(
      (request) => (request.body as { scheduledTime: string }).scheduledTime,
    );
    const [first, second, third] = scheduled.map(
      (request) => request.body as Record<string, unknown>,
    );
    expect(first).toMatchObject({
      platforms: ['linkedin'],
      type: 'video',
      mediaUrl: clips[0]!.url,
      caption: 'Most launches fail for one reason. (LinkedIn)\n\n#launch',
    });
    expect(second).toMatchObject({
      platforms: ['tiktok'],
      caption: 'Most launches fail for one reason.\n\n#launch',
    });
    expect(third).toMatchObject({
      platforms: ['linkedin'],
      mediaUrl: clips[1]!.url,
      caption: 'Here is the fix.\n\n#launch',
    });
    const hourInParis = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(
        new Date(iso),
      );
    expect(times.map(hourInParis)).toEqual(['09', '19', '09', '19']);
    const day = (iso: string) => zonedDateKey(new Date(iso), timeZone);
    expect(day(times[0]!)).toBe(zonedDateKey(addZonedDays(new Date(), 1, timeZone), timeZone));
    expect(day(times[2]!)).toBe(zonedDateKey(addZonedDays(new Date(), 2, timeZone), timeZone));
  });
});
