import type { GenerationStateResponse } from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { mockSocketIo, pushProgress, sockets } from '../../test/fake-socket';
import { buildUser } from '../../test/user.factory';
import {
  buildGenerationState,
  doneState,
  QUEUED,
  VIDEO_CONTENT,
} from '../../test/video-generation.factory';
import { closeApiStub } from '../../test/visitor-session';
import { getDraft, resetDraft, updateDraft } from './draft-store';

mockSocketIo();
const { renderRoute } = await import('../../test/render-route');

let api: ApiStub;
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
  });
  // A 45 s video with a woman's voice, its TikTok caption edited by hand.
  updateDraft({
    selectedPlatforms: ['tiktok'],
    currentPlatform: 'tiktok',
    postType: 'video',
    generation: {
      id: 'v0',
      seed: 3,
      generator: 'local',
      description: 'Our autumn menu',
      source: 'text',
      contentType: 'video',
      durationSeconds: 45,
      voice: 'en-female',
      script: ['Our autumn menu is here.', 'Come taste it on Friday.'],
    },
    generatedAssets: {
      tiktok: {
        url: '/media/generated/u/v0.mp4',
        type: 'video',
        caption: 'My own words',
        generatedCaption: 'Autumn menu',
        durationSeconds: 45,
      },
    },
  });
});

afterEach(async () => {
  await closeApiStub(api);
  await act(() => i18n.changeLanguage('en'));
});

const generateCalls = () =>
  api.requests.filter((request) => request.path === '/api/content/generate');

async function openScript() {
  renderRoute('/result');
  const region = await screen.findByRole('region', { name: 'Voice-over script' });
  return within(region);
}

describe('editing a video script', () => {
  it('when the user edits the script and the voice, then the video is asked again with them, the same length and look', async () => {
    const script = await openScript();
    fireEvent.change(script.getByRole('textbox', { name: 'Voice-over script' }), {
      target: { value: '  Our winter menu is here.  \n\nCome on Friday.\n' },
    });
    fireEvent.change(script.getByRole('combobox', { name: 'Voice' }), {
      target: { value: 'fr' },
    });
    fireEvent.click(script.getByRole('button', { name: 'Apply and re-render' }));

    await waitFor(() => expect(generateCalls()).toHaveLength(1));
    const [request] = generateCalls();
    expect(request?.headers.prefer).toBe('respond-async');
    expect(request?.body).toEqual({
      description: 'Our autumn menu',
      contentType: 'video',
      seed: 3,
      source: 'text',
      platforms: ['tiktok'],
      durationSeconds: 45,
      voice: 'fr',
      script: ['Our winter menu is here.', 'Come on Friday.'],
    });
    // The same panel as a first video; the caption edited by hand is not asked about.
    expect(
      await screen.findByText('Waiting for a free renderer (2 ahead of you)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(script.getByRole('button', { name: 'Apply and re-render' })).toBeDisabled();

    const script2 = ['Our winter menu is here.', 'Come on Friday.'];
    state = doneState({ ...VIDEO_CONTENT, script: script2 });
    pushProgress({ ...QUEUED, status: 'done', stage: 'done', progress: 100, position: null });

    await waitFor(() => expect(getDraft().generation?.id).toBe('v1'));
    expect(getDraft().generation).toMatchObject({ script: script2, voice: 'fr' });
    expect(getDraft().generatedAssets.tiktok?.caption).toBe('My own words');
    expect(getDraft().pendingGeneration).toBeNull();
    expect(
      within(await screen.findByRole('region', { name: 'Voice-over script' })).getByRole('textbox'),
    ).toHaveValue('Our winter menu is here.\nCome on Friday.');
  });

  it('when a sentence is longer than 300 characters, then the contract says so and nothing is asked', async () => {
    const script = await openScript();
    const textbox = script.getByRole('textbox', { name: 'Voice-over script' });
    fireEvent.change(textbox, { target: { value: `Short one.\n${'a'.repeat(301)}` } });
    fireEvent.click(script.getByRole('button', { name: 'Apply and re-render' }));

    expect(await script.findByRole('alert')).toHaveTextContent(
      'A script is 1 to 30 sentences of at most 300 characters.',
    );
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    expect(textbox).toHaveAccessibleDescription(/30 sentences of at most 300 characters/);
    expect(generateCalls()).toHaveLength(0);
  });

  it('when the script has more than 30 sentences, or none, then it is refused before any request', async () => {
    const script = await openScript();
    const textbox = script.getByRole('textbox', { name: 'Voice-over script' });
    const apply = script.getByRole('button', { name: 'Apply and re-render' });
    fireEvent.change(textbox, {
      target: { value: Array.from({ length: 31 }, (_, i) => `Line ${i + 1}.`).join('\n') },
    });
    fireEvent.click(apply);
    expect(await script.findByRole('alert')).toHaveTextContent('A script is 1 to 30 sentences');

    fireEvent.change(textbox, { target: { value: ' \n \n' } });
    fireEvent.click(apply);
    await waitFor(() =>
      expect(script.getByRole('alert')).toHaveTextContent('A script is 1 to 30 sentences'),
    );
    expect(generateCalls()).toHaveLength(0);
  });

  it('when Regenerate is used, then a new script is written (none is sent)', async () => {
    renderRoute('/result');
    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate' }));
    // The caption edited by hand is asked about first, as for an image.
    fireEvent.click(await screen.findByRole('button', { name: 'Keep my edits' }));

    await waitFor(() => expect(generateCalls()).toHaveLength(1));
    expect(generateCalls()[0]?.body).toMatchObject({ durationSeconds: 45, voice: 'en-female' });
    expect(generateCalls()[0]?.body).not.toHaveProperty('script');
  });

  it('when the interface is in French, then the editor and its refusal are too', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoute('/result');
    const script = within(await screen.findByRole('region', { name: 'Script de la voix off' }));
    fireEvent.change(script.getByRole('textbox', { name: 'Script de la voix off' }), {
      target: { value: 'b'.repeat(301) },
    });
    expect(script.getByRole('combobox', { name: 'Voix' })).toHaveDisplayValue(
      'Voix féminine (anglais)',
    );
    fireEvent.click(script.getByRole('button', { name: 'Appliquer et relancer le rendu' }));

    expect(await script.findByRole('alert')).toHaveTextContent(
      'Un script compte de 1 à 30 phrases de 300 caractères au plus.',
    );
    expect(generateCalls()).toHaveLength(0);
  });
});
