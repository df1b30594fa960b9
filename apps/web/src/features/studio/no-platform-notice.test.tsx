import type { User } from '@postcraft/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';
import { getDraft, resetDraft, updateDraft } from './draft-store';
import { outgoingPlatforms } from './outgoing-posts';

const SANDBOX: User['connectedAccounts'][number] = {
  platform: 'sandbox',
  username: 'jane',
  brandLogo: null,
  likes: 0,
  needsReconnect: false,
  profileUrl: null,
};
const MESSAGE = 'Please select at least one platform to post to.';

let api: ApiStub;
let user: User;

beforeEach(async () => {
  localStorage.clear();
  resetDraft();
  user = buildUser({ connectedAccounts: [SANDBOX] });
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user } } }),
  });
});

afterEach(async () => {
  await closeApiStub(api);
  await act(() => i18n.changeLanguage('en'));
});

/** An uploaded image on /result, reached without choosing any platform. */
function uploadWithoutPlatforms() {
  updateDraft({
    mediaFile: new File(['png'], 'bread.png', { type: 'image/png' }),
    videoUrl: 'blob:http://localhost/bread',
    postType: 'image',
    selectedPlatforms: [],
  });
}

describe('the platforms a draft goes to', () => {
  it('when an upload has no selected platform, then it goes nowhere; with one, there', () => {
    uploadWithoutPlatforms();
    expect(outgoingPlatforms(getDraft())).toEqual([]);

    updateDraft({ selectedPlatforms: ['sandbox', 'linkedin'] });
    expect(outgoingPlatforms(getDraft())).toEqual(['sandbox', 'linkedin']);
  });

  it('when generated assets are there, then each platform with an asset is one', () => {
    updateDraft({
      selectedPlatforms: [],
      generatedAssets: {
        sandbox: { url: '/media/generated/a.png', type: 'image', caption: 'A' },
        twitter: { url: '/media/generated/b.png', type: 'image', caption: 'B' },
      },
    });
    expect(outgoingPlatforms(getDraft())).toEqual(['sandbox', 'twitter']);
  });
});

describe('/result without a platform', () => {
  it("when an upload reaches /result with no platform, then the title names none and the spec's message shows, also on Post Now", async () => {
    uploadWithoutPlatforms();
    renderRoute('/result');

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/^Your post$/);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);

    fireEvent.click(screen.getByRole('button', { name: 'Post Now' }));
    expect(await screen.findAllByText(MESSAGE)).toHaveLength(2);
    expect(api.requests.filter((request) => request.path === '/api/user/post-now')).toEqual([]);
  });

  it('when a connected platform is picked there, then the post is for it and the message goes', async () => {
    uploadWithoutPlatforms();
    renderRoute('/result');

    const group = await screen.findByRole('group', { name: 'Platforms to post to' });
    fireEvent.click(within(group).getByRole('checkbox', { name: /Sandbox/ }));

    expect(await screen.findByRole('heading', { name: 'Your post for Sandbox' })).toBeVisible();
    expect(screen.queryByText(MESSAGE)).toBeNull();
    expect(getDraft().selectedPlatforms).toEqual(['sandbox']);
  });

  it('when no account is connected, then it links to connecting one, in French too', async () => {
    user = buildUser({ connectedAccounts: [] });
    await act(() => i18n.changeLanguage('fr'));
    uploadWithoutPlatforms();
    renderRoute('/result');

    expect(await screen.findByRole('heading', { name: 'Votre post' })).toBeVisible();
    expect(screen.getByText('Sélectionnez au moins une plateforme où publier.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Connecter un compte' })).toHaveAttribute(
      'href',
      '/autopilotsettings',
    );
  });
});
