import type { GenerationStateResponse } from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub, type StubAnswer } from '../../test/api-stub';
import { mockSocketIo, pushProgress, sockets } from '../../test/fake-socket';
import { buildUser } from '../../test/user.factory';
import { buildGenerationState, doneState, QUEUED } from '../../test/video-generation.factory';
import { closeApiStub } from '../../test/visitor-session';
import {
  DRAFT_STORAGE_KEY,
  getDraft,
  reloadDraft,
  resetDraft,
  updateDraft,
  type DraftState,
} from './draft-store';

mockSocketIo();
const { renderRoute } = await import('../../test/render-route');

const GENERATION_PATH = '/api/content/generations/v1';

let api: ApiStub;
/** What GET /api/content/generations/v1 answers now. */
let answer: () => StubAnswer;
const answerState = (state: GenerationStateResponse['generation']) => () => ({
  status: 200,
  body: { success: true, generation: state },
});

beforeEach(async () => {
  sockets.length = 0;
  localStorage.clear();
  resetDraft();
  answer = answerState(buildGenerationState());
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
    'POST /api/content/generate': () => ({
      status: 202,
      body: { success: true, generation: QUEUED },
    }),
    [`GET ${GENERATION_PATH}`]: () => answer(),
    [`DELETE ${GENERATION_PATH}`]: () => ({
      status: 200,
      body: { success: true, message: 'Draft discarded.' },
    }),
  });
});

afterEach(async () => {
  await closeApiStub(api);
  await act(() => i18n.changeLanguage('en'));
});

const RUNNING = buildGenerationState({
  status: 'running',
  stage: 'rendering',
  progress: 62,
  position: null,
});

/** A 30 s video asked from the text screen, still rendering when the page reloads. */
const PENDING: DraftState['pendingGeneration'] = {
  id: 'v1',
  input: {
    description: 'Our autumn menu',
    source: 'text',
    contentType: 'video',
    video: { durationSeconds: 30, voice: 'en-male' },
  },
};

/** The page reloads: the draft is read back from storage. */
function reloadWith(draft: Partial<DraftState>) {
  updateDraft({ selectedPlatforms: ['tiktok'], selectedTypes: ['video'], ...draft });
  reloadDraft();
}

const reads = () => api.requests.filter((request) => request.path === GENERATION_PATH);
const generateCalls = () =>
  api.requests.filter((request) => request.path === '/api/content/generate');

describe('a video render after a reload', () => {
  it('when a video is accepted, then the draft keeps its id across reloads until it is cancelled', async () => {
    updateDraft({ selectedPlatforms: ['tiktok'], selectedTypes: ['video'] });
    renderRoute('/text');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your idea' }), {
      target: { value: 'Our autumn menu' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Waiting for a free renderer'));

    const stored = JSON.parse(
      localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}',
    ) as Partial<DraftState>;
    expect(stored.pendingGeneration).toMatchObject({
      id: 'v1',
      input: { description: 'Our autumn menu', contentType: 'video' },
    });
    fireEvent.click(within(status).getByRole('button', { name: 'Cancel' }));
    expect(getDraft().pendingGeneration).toBeNull();
  });

  it('when the text screen reloads mid-render, then its progress shows again and the video opens once done', async () => {
    answer = answerState(RUNNING);
    reloadWith({ pendingGeneration: PENDING });
    renderRoute('/text');

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Rendering the video'));
    expect(status).toHaveTextContent('62%');
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();

    answer = answerState(doneState());
    pushProgress({ ...QUEUED, status: 'done', stage: 'done', progress: 100, position: null });
    expect(await screen.findByText(/Your post for TikTok/)).toBeInTheDocument();
    expect(getDraft().generation).toMatchObject({
      id: 'v1',
      durationSeconds: 30,
      voice: 'en-male',
    });
    expect(getDraft().pendingGeneration).toBeNull();
    // Followed, not asked again.
    expect(generateCalls()).toHaveLength(0);
  });

  it('when /result reloads while a new voice-over renders, then the panel is back under the current video', async () => {
    answer = answerState(RUNNING);
    reloadWith({
      currentPlatform: 'tiktok',
      generation: {
        id: 'v0',
        seed: 3,
        generator: 'local',
        description: 'Our autumn menu',
        source: 'text',
        contentType: 'video',
      },
      generatedAssets: { tiktok: { url: '/media/generated/u/v0.mp4', type: 'video' } },
      pendingGeneration: { ...PENDING, input: { ...PENDING.input, script: ['Hello.'] } },
    });
    renderRoute('/result');

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Rendering the video'));
    expect(screen.getByLabelText('Generated video for TikTok')).toHaveAttribute(
      'src',
      '/media/generated/u/v0.mp4',
    );
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeDisabled();

    answer = answerState(doneState());
    pushProgress({ ...QUEUED, status: 'done', stage: 'done', progress: 100, position: null });
    await waitFor(() =>
      expect(screen.getByLabelText('Generated video for TikTok')).toHaveAttribute(
        'src',
        '/media/generated/u/v1-1080x1920.mp4',
      ),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('when the render was cancelled meanwhile (404), then the screen is back to its form and forgets it', async () => {
    answer = () => ({ status: 404, body: { message: 'This draft does not exist.' } });
    reloadWith({ pendingGeneration: PENDING });
    renderRoute('/text');

    await screen.findByRole('textbox', { name: 'Your idea' });
    await waitFor(() => expect(getDraft().pendingGeneration).toBeNull());
    expect(reads()).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('when the render failed meanwhile, then its reason shows and Try again asks for it anew', async () => {
    answer = answerState(
      buildGenerationState({
        status: 'failed',
        stage: 'rendering',
        progress: 70,
        position: null,
        message: 'The video could not be made. Please try again.',
      }),
    );
    reloadWith({ pendingGeneration: PENDING });
    renderRoute('/text');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The video could not be made.');
    expect(getDraft().pendingGeneration).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(generateCalls()).toHaveLength(1));
    expect(generateCalls()[0]?.body).toMatchObject({
      description: 'Our autumn menu',
      contentType: 'video',
      durationSeconds: 30,
      voice: 'en-male',
    });
  });
});
