import type { User } from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';
import { resetDraft, updateDraft } from './draft-store';

const SANDBOX: User['connectedAccounts'][number] = {
  platform: 'sandbox',
  username: 'maya',
  brandLogo: null,
  likes: 0,
  needsReconnect: false,
  profileUrl: null,
};
const NO_PHOTOS =
  'You have no photos yet: add some to your photo library first (Library, “Your photos”).';

let api: ApiStub;

beforeEach(async () => {
  localStorage.clear();
  resetDraft();
  updateDraft({ selectedPlatforms: ['sandbox'], selectedTypes: ['image'] });
  api = await startApiStub({
    'GET /api/user/me': () => ({
      status: 200,
      body: { data: { user: buildUser({ connectedAccounts: [SANDBOX] }) } },
    }),
    'POST /api/content/generate': () => ({
      status: 422,
      body: { success: false, code: 'no_photos', message: NO_PHOTOS },
    }),
  });
});

afterEach(async () => {
  await closeApiStub(api);
  await act(() => i18n.changeLanguage('en'));
});

const generateCalls = () =>
  api.requests.filter((request) => request.path === '/api/content/generate');

describe('"Use my photos" on the text screen', () => {
  it('when the user ticks it, then the generation asks for their photos, and says so when they have none', async () => {
    renderRoute('/text');
    fireEvent.change(await screen.findByLabelText('Your idea'), {
      target: { value: 'Our pistachio croissant is back' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use my photos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    await waitFor(() => expect(generateCalls()).toHaveLength(1));
    expect(generateCalls()[0]!.body).toMatchObject({
      description: 'Our pistachio croissant is back',
      usePhotos: true,
    });
    expect(await screen.findByText(NO_PHOTOS, { exact: false })).toBeInTheDocument();
  });

  it('when it is left unticked, then the request does not ask for photos', async () => {
    renderRoute('/text');
    fireEvent.change(await screen.findByLabelText('Your idea'), {
      target: { value: 'Our pistachio croissant is back' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(generateCalls()).toHaveLength(1));
    expect(generateCalls()[0]!.body).not.toHaveProperty('usePhotos');
  });

  it('when the interface is in French, then the box says so', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoute('/text');
    expect(
      await screen.findByRole('checkbox', { name: 'Utiliser mes photos' }),
    ).toBeInTheDocument();
  });
});
