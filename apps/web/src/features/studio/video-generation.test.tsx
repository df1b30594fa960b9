import type { GenerationProgress, GenerationStateResponse } from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { mockSocketIo, pushProgress, sockets } from '../../test/fake-socket';
import { buildUser } from '../../test/user.factory';
import {
  buildGenerationState,
  doneState,
  QUEUED,
  VIDEO_CONTENT as CONTENT,
} from '../../test/video-generation.factory';
import { closeApiStub } from '../../test/visitor-session';
import { getDraft, resetDraft, updateDraft } from './draft-store';

mockSocketIo();
const { renderRoute } = await import('../../test/render-route');

/** What the server pushes to the user's sockets. */
const push = (progress: Partial<GenerationProgress>) => pushProgress({ ...QUEUED, ...progress });

const GENERATION_PATH = '/api/content/generations/v1';

let api: ApiStub;
/** What GET /api/content/generations/v1 answers now. */
let state: GenerationStateResponse['generation'];

beforeEach(async () => {
  sockets.length = 0;
  resetDraft();
  state = buildGenerationState();
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
    'POST /api/content/generate': () => ({
      status: 202,
      body: { success: true, generation: QUEUED },
    }),
    'GET /api/content/generations/v1': () => ({
      status: 200,
      body: { success: true, generation: state },
    }),
    'DELETE /api/content/generations/v1': () => ({
      status: 200,
      body: { success: true, message: 'Draft discarded.' },
    }),
  });
  updateDraft({ selectedPlatforms: ['tiktok'], selectedTypes: ['video'], postType: 'video' });
});

afterEach(async () => {
  await closeApiStub(api);
  await act(() => i18n.changeLanguage('en'));
});

const generateCalls = () =>
  api.requests.filter((request) => request.path === '/api/content/generate');

/** Opens the text input, writes the idea, picks 30 s and a male voice, and generates. */
async function askForVideo() {
  renderRoute('/text');
  fireEvent.change(await screen.findByRole('textbox', { name: 'Your idea' }), {
    target: { value: 'Our autumn menu' },
  });
  fireEvent.click(screen.getByRole('radio', { name: '30 s' }));
  fireEvent.change(screen.getByRole('combobox', { name: 'Voice' }), {
    target: { value: 'en-male' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
  return screen.findByRole('status');
}

describe('a generated video', () => {
  it('when the user asks for a video, then the request carries its length, its voice and Prefer: respond-async', async () => {
    await askForVideo();

    await waitFor(() => expect(generateCalls()).toHaveLength(1));
    const [request] = generateCalls();
    expect(request?.headers.prefer).toBe('respond-async');
    expect(request?.body).toMatchObject({
      contentType: 'video',
      durationSeconds: 30,
      voice: 'en-male',
      platforms: ['tiktok'],
    });
  });

  it('when the render is queued then runs, then the panel shows its place in the queue, its stage and its percent', async () => {
    const status = await askForVideo();

    await waitFor(() =>
      expect(status).toHaveTextContent('Waiting for a free renderer (2 ahead of you)'),
    );
    expect(status).toHaveTextContent('0%');
    push({ position: 0 });
    expect(status).toHaveTextContent("Waiting for a free renderer (you're next)");

    push({ status: 'running', stage: 'rendering', progress: 62, position: null });
    expect(status).toHaveTextContent('Rendering the video');
    expect(status).toHaveTextContent('62%');
    expect(within(status).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '62');
    // A late event from earlier in the run does not move the bar back.
    push({ status: 'running', stage: 'voicing', progress: 30, position: null });
    expect(status).toHaveTextContent('Rendering the video');
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  });

  it('when the render is done, then /result plays the video with its poster and captions, and shows its script and length', async () => {
    const status = await askForVideo();
    await waitFor(() => expect(status).toHaveTextContent('Waiting for a free renderer'));
    state = doneState();
    push({ status: 'done', stage: 'done', progress: 100, position: null });

    expect(await screen.findByText(/Your post for TikTok/)).toBeInTheDocument();
    const video = screen.getByLabelText('Generated video for TikTok');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', CONTENT.assets.tiktok?.url);
    expect(video).toHaveAttribute('poster', '/media/generated/u/v1-1080x1920.jpg');
    expect(video).toHaveAttribute('preload', 'metadata');
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/media/generated/u/v1.vtt');
    // The captions are burned into the picture: the track is there for players, not shown twice.
    expect(track).not.toHaveAttribute('default');
    expect(screen.getByTestId('phone-frame')).toContainElement(video);

    const script = within(screen.getByRole('region', { name: 'Voice-over script' }));
    expect(script.getByRole('textbox', { name: 'Voice-over script' })).toHaveValue(
      'Our autumn menu is here.\nCome taste it on Friday.',
    );
    expect(script.getByRole('combobox', { name: 'Voice' })).toHaveValue('en-male');
    expect(script.getByTestId('video-length')).toHaveTextContent('30 seconds');
    expect(getDraft().generation).toMatchObject({
      id: 'v1',
      contentType: 'video',
      durationSeconds: 30,
      voice: 'en-male',
    });
  });

  it('when the socket is silent, then polling the generation follows it to the end', async () => {
    const status = await askForVideo();
    state = buildGenerationState({
      status: 'running',
      stage: 'drawing',
      progress: 40,
      position: null,
    });

    await waitFor(() => expect(status).toHaveTextContent('Drawing the scenes'));
    expect(status).toHaveTextContent('40%');
    state = doneState();
    expect(await screen.findByText(/Your post for TikTok/)).toBeInTheDocument();
  });

  it('when the user cancels, then the render is deleted and the form is back', async () => {
    const status = await askForVideo();
    await waitFor(() => expect(status).toHaveTextContent('Waiting for a free renderer'));

    fireEvent.click(within(status).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    await waitFor(() =>
      expect(
        api.requests.filter((request) => request.method === 'DELETE').map((r) => r.path),
      ).toEqual(['/api/content/generations/v1']),
    );
    // The wait is over: no more reads of the deleted generation.
    const reads = () => api.requests.filter((request) => request.path === GENERATION_PATH).length;
    const readsAtCancel = reads();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(reads()).toBe(readsAtCancel);
  });

  it('when the render fails, then its reason shows with Try again, which asks again', async () => {
    const status = await askForVideo();
    await waitFor(() => expect(status).toHaveTextContent('Waiting for a free renderer'));
    push({
      status: 'failed',
      stage: 'rendering',
      progress: 70,
      position: null,
      message: 'The video took too long to make. Please try again, or ask for a shorter one.',
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The video took too long to make.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(generateCalls()).toHaveLength(2));
    expect(generateCalls()[1]?.body).toMatchObject({ durationSeconds: 30, voice: 'en-male' });
  });

  it('when a video is regenerated, then it is asked with the same length and voice', async () => {
    updateDraft({
      selectedTypes: [],
      currentPlatform: 'tiktok',
      generation: {
        id: 'v0',
        seed: 3,
        generator: 'local',
        description: 'Our autumn menu',
        source: 'text',
        contentType: 'video',
        durationSeconds: 45,
        voice: 'none',
      },
      generatedAssets: {
        tiktok: { url: '/media/generated/u/v0.mp4', type: 'video', caption: 'Old' },
      },
    });
    renderRoute('/result');
    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate' }));

    await waitFor(() => expect(generateCalls()).toHaveLength(1));
    expect(generateCalls()[0]?.headers.prefer).toBe('respond-async');
    expect(generateCalls()[0]?.body).toMatchObject({
      contentType: 'video',
      durationSeconds: 45,
      voice: 'none',
    });
    expect(
      await screen.findByText('Waiting for a free renderer (2 ahead of you)'),
    ).toBeInTheDocument();
  });

  it('when the interface is in French, then the options and the stages are too', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoute('/text');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Votre idée' }), {
      target: { value: 'Notre carte' },
    });
    expect(screen.getByRole('combobox', { name: 'Voix' })).toHaveDisplayValue(
      'Auto (la langue du script)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Générer' }));
    const status = await screen.findByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        "En attente d'un moteur de rendu libre (2 vidéos avant la vôtre)",
      ),
    );
    push({ status: 'running', stage: 'voicing', progress: 25, position: null });
    expect(status).toHaveTextContent('Enregistrement de la voix off');
    expect(status).toHaveTextContent(/25\s%/);
    expect(within(status).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });
});
