import { act, fireEvent, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';
import { resetDraft } from './draft-store';
import { speechErrorMessageKey } from './speech-errors';

describe('the messages of speech recognition errors', () => {
  it.each([
    ['not-allowed', 'studio.record.errors.notAllowed'],
    ['service-not-allowed', 'studio.record.errors.notAllowed'],
    ['audio-capture', 'studio.record.errors.noMicrophone'],
    ['network', 'studio.record.errors.network'],
    ['no-speech', 'studio.record.errors.noSpeech'],
    ['language-not-supported', 'studio.record.errors.language'],
    ['bad-grammar', 'studio.record.errors.other'],
  ])('when recognition stops with %s, then the user is told %s', (error, key) => {
    expect(speechErrorMessageKey(error)).toBe(key);
  });

  it('when the user stops it (aborted), then nothing is said', () => {
    expect(speechErrorMessageKey('aborted')).toBeNull();
  });
});

/** A browser recognition that the test makes fail, as Chrome does when the microphone is refused. */
class FakeRecognition {
  static last: FakeRecognition | null = null;
  lang = '';
  continuous = false;
  interimResults = false;
  onresult = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  start() {
    FakeRecognition.last = this;
  }
  stop() {
    this.onend?.();
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.onend?.();
  }
}

describe('the record page', () => {
  let api: ApiStub;
  const scope = globalThis as unknown as { webkitSpeechRecognition?: unknown };

  beforeEach(async () => {
    localStorage.clear();
    resetDraft();
    scope.webkitSpeechRecognition = FakeRecognition;
    api = await startApiStub({
      'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
    });
  });

  afterEach(async () => {
    delete scope.webkitSpeechRecognition;
    await closeApiStub(api);
    await act(() => i18n.changeLanguage('en'));
  });

  it('when the microphone is refused, then the page says how to allow it, and a new start clears it', async () => {
    renderRoute('/record');
    fireEvent.click(await screen.findByRole('button', { name: 'Start recording' }));
    act(() => FakeRecognition.last?.fail('not-allowed'));

    expect(await screen.findByText(/Postcraft may not use your microphone/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(screen.queryByText(/Postcraft may not use your microphone/)).toBeNull();
  });

  it('when there is no microphone, then the page says so in French too', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoute('/record');
    fireEvent.click(await screen.findByRole('button', { name: "Démarrer l'enregistrement" }));
    act(() => FakeRecognition.last?.fail('audio-capture'));

    expect(await screen.findByText(/Aucun micro n'a été trouvé/)).toBeVisible();
  });
});
