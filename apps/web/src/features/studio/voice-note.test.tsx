import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';
import { resetDraft, updateDraft } from './draft-store';

let api: ApiStub;

beforeEach(async () => {
  localStorage.clear();
  resetDraft();
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
    'POST /api/content/transcribe': () => ({
      status: 200,
      body: { text: 'only twenty a day so come early', language: 'en', durationSeconds: 3.2 },
    }),
  });
});

afterEach(async () => {
  await closeApiStub(api);
  await act(() => i18n.changeLanguage('en'));
});

const upload = (name = 'note.webm', type = 'audio/webm') =>
  fireEvent.change(screen.getByTestId('voice-note-file'), {
    target: { files: [new NodeFile(['voice'], name, { type })] },
  });

describe('a voice note on the record screen', () => {
  it('when the user uploads one, then it is sent to be transcribed and the text lands in the editable field', async () => {
    renderRoute('/record');
    await screen.findByRole('button', { name: 'Upload a voice note' });
    upload();
    await waitFor(() =>
      expect(screen.getByLabelText('Generated Text')).toHaveValue(
        'Only twenty a day so come early.',
      ),
    );
    expect(
      screen.getByText('Transcribed 3.2 s of audio. Check the text before you submit.'),
    ).toBeInTheDocument();
    const sent = api.requests.find((request) => request.path === '/api/content/transcribe');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data/u);
  });

  it('when the server refuses it, then its reason is shown and the text is untouched', async () => {
    api.answer({
      'POST /api/content/transcribe': () => ({
        status: 400,
        body: {
          code: 'invalid_media',
          message: 'A voice note must be audio: WAV, MP3, M4A, Ogg/Opus, WebM or FLAC.',
        },
      }),
    });
    renderRoute('/record');
    await screen.findByRole('button', { name: 'Upload a voice note' });
    upload('photo.png', 'image/png');
    expect(
      await screen.findByText('A voice note must be audio: WAV, MP3, M4A, Ogg/Opus, WebM or FLAC.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Generated Text')).toHaveValue('');
  });

  it('when a video is being made, then the note is kept, narrates the video in place of a voice, and Submit sends it', async () => {
    updateDraft({ selectedPlatforms: ['tiktok'], selectedTypes: ['video'], postType: 'video' });
    api.answer({
      'POST /api/content/transcribe': () => ({
        status: 200,
        body: {
          text: 'our mugs are back',
          language: 'en',
          durationSeconds: 2.4,
          voiceNoteId: 'a'.repeat(24),
        },
      }),
      'POST /api/content/generate': () => ({
        status: 400,
        body: { code: 'validation_failed', message: 'Stopped here by the test.' },
      }),
    });
    renderRoute('/record');
    await screen.findByRole('button', { name: 'Upload a voice note' });
    expect(screen.getByTestId('video-options')).toBeInTheDocument();
    upload();
    const narrate = await screen.findByRole('checkbox', {
      name: 'Narrate the video with my voice note',
    });
    expect(narrate).toBeChecked();
    expect(screen.getByText(/as long as your note \(5 seconds\)/u)).toBeInTheDocument();
    // The note's length and voice replace the video options.
    expect(screen.queryByTestId('video-options')).not.toBeInTheDocument();
    const sent = api.requests.find((request) => request.path === '/api/content/transcribe');
    expect(String(sent?.body)).toMatch(/name="keep"\r\n\r\nvideo\r\n/u);
    expect(screen.getByLabelText('Generated Text')).toHaveValue('Our mugs are back.');

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Stopped here by the test.');
    const generate = api.requests.find((request) => request.path === '/api/content/generate');
    expect(generate?.body).toMatchObject({
      description: 'Our mugs are back.',
      contentType: 'video',
      source: 'audio',
      voiceNoteId: 'a'.repeat(24),
    });

    // Unticked, the video is voiced as before: the options come back, the note is not sent.
    fireEvent.click(narrate);
    expect(screen.getByTestId('video-options')).toBeInTheDocument();
  });

  it('when the interface is in French, then the button says so', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoute('/record');
    expect(
      await screen.findByRole('button', { name: 'Importer une note vocale' }),
    ).toBeInTheDocument();
  });

  it('when the browser has no speech recognition (Firefox), then Start records the microphone and the note is transcribed when it stops', async () => {
    const stopped: string[] = [];
    class FakeRecorder {
      static last: FakeRecorder | null = null;
      state = 'inactive';
      mimeType = 'audio/ogg; codecs=opus';
      ondataavailable: ((event: { data: Blob }) => void) | null = null;
      onstop: (() => void) | null = null;
      constructor(readonly stream: { getTracks(): Array<{ stop(): void }> }) {
        FakeRecorder.last = this;
      }
      start() {
        this.state = 'recording';
      }
      stop() {
        this.state = 'inactive';
        this.ondataavailable?.({ data: new Blob(['opus']) });
        this.onstop?.();
      }
    }
    const scope = globalThis as unknown as Record<string, unknown>;
    scope.MediaRecorder = FakeRecorder;
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: async () => ({ getTracks: () => [{ stop: () => stopped.push('mic') }] }),
      },
    });
    try {
      renderRoute('/record');
      fireEvent.click(await screen.findByRole('button', { name: 'Start recording' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Stop' }));
      await waitFor(() =>
        expect(screen.getByLabelText('Generated Text')).toHaveValue(
          'Only twenty a day so come early.',
        ),
      );
      expect(stopped).toEqual(['mic']);
      expect(screen.queryByText(/not supported in this browser/u)).not.toBeInTheDocument();
    } finally {
      delete scope.MediaRecorder;
      Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    }
  });
});
