import type { GenerateContentResponse, User } from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';
import { resetDraft, updateDraft } from './draft-store';

const INSTAGRAM: User['connectedAccounts'][number] = {
  platform: 'instagram',
  username: 'maya',
  brandLogo: null,
  likes: 0,
  needsReconnect: false,
  profileUrl: null,
};

const slide = (name: string) => ({
  url: `/media/generated/u/${name}.png`,
  width: 1080,
  height: 1350,
});
const SLIDES = [slide('cover'), slide('point'), slide('call')];

const GENERATED: GenerateContentResponse = {
  success: true,
  content: {
    generationId: '0000000000000000000000c1',
    outputUrl: SLIDES[0]!.url,
    generator: 'local',
    seed: 7,
    colors: ['#7c3aed'],
    assets: {
      instagram: {
        url: SLIDES[0]!.url,
        type: 'image',
        width: 1080,
        height: 1350,
        caption: 'Our pistachio croissant is here.',
        hashtags: ['PistachioCroissant'],
        slides: SLIDES,
      },
    },
  },
};

let api: ApiStub;

beforeEach(async () => {
  localStorage.clear();
  resetDraft();
  updateDraft({ selectedPlatforms: ['instagram'], selectedTypes: ['image'] });
  api = await startApiStub({
    'GET /api/user/me': () => ({
      status: 200,
      body: { data: { user: buildUser({ connectedAccounts: [INSTAGRAM] }) } },
    }),
    'POST /api/content/generate': () => ({ status: 200, body: GENERATED }),
    'POST /api/user/post-now': () => ({ status: 503, body: { message: 'Try later' } }),
  });
});

afterEach(async () => {
  await closeApiStub(api);
  await act(() => i18n.changeLanguage('en'));
});

const requestsTo = (path: string) => api.requests.filter((request) => request.path === path);

describe('carousels in the studio', () => {
  it('when the user asks for a carousel, then the request says so, the result shows its slides one by one, and posting sends them after the cover', async () => {
    renderRoute('/text');
    fireEvent.change(await screen.findByLabelText('Your idea'), {
      target: { value: 'Announce our new pistachio croissant' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Make a carousel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    await waitFor(() => expect(requestsTo('/api/content/generate')).toHaveLength(1));
    expect(requestsTo('/api/content/generate')[0]!.body).toMatchObject({ carousel: true });

    const carousel = within(await screen.findByRole('group', { name: 'Slide 1 of 3' }));
    expect(carousel.getByRole('img')).toHaveAttribute('src', SLIDES[0]!.url);
    expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    fireEvent.click(carousel.getByRole('button', { name: 'Next slide' }));
    expect(await screen.findByRole('group', { name: 'Slide 2 of 3' })).toBeInTheDocument();
    expect(carousel.getByRole('img')).toHaveAttribute('src', SLIDES[1]!.url);

    fireEvent.click(screen.getByRole('button', { name: 'Post Now' }));
    await waitFor(() => expect(requestsTo('/api/user/post-now')).toHaveLength(1));
    expect(requestsTo('/api/user/post-now')[0]!.body).toMatchObject({
      platforms: ['instagram'],
      mediaUrl: SLIDES[0]!.url,
      carouselUrls: [SLIDES[1]!.url, SLIDES[2]!.url],
    });
  });

  it('when the user does not ask for one, then the request does not either', async () => {
    renderRoute('/text');
    fireEvent.change(await screen.findByLabelText('Your idea'), {
      target: { value: 'Announce our new pistachio croissant' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(requestsTo('/api/content/generate')).toHaveLength(1));
    expect(requestsTo('/api/content/generate')[0]!.body).not.toHaveProperty('carousel');
  });

  it('when the interface is in French, then the carousel speaks French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoute('/text');
    expect(await screen.findByRole('checkbox', { name: 'Créer un carrousel' })).toBeInTheDocument();
  });
});
