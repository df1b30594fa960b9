import type { LibraryGeneration } from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';
import { getDraft, resetDraft } from '../studio/draft-store';

const asset = (caption: string) => ({
  url: '/media/generated/u/g-1080x1350.png',
  type: 'image' as const,
  width: 1080,
  height: 1350,
  caption,
  hashtags: ['PistachioCroissant'],
});

const CROISSANT: LibraryGeneration = {
  _id: '0000000000000000000000a1',
  createdAt: '2026-11-26T09:30:00.000Z',
  description: 'Announce our new pistachio croissant, 3.50 euros',
  source: 'text',
  contentType: 'image',
  generator: 'local',
  seed: 42,
  assets: {
    instagram: asset("It's here: our pistachio croissant! Just 3.50 euros."),
    linkedin: asset('Meet our pistachio croissant. Just 3.50 euros.'),
  },
};

let api: ApiStub;
let kept: LibraryGeneration[];

beforeEach(async () => {
  localStorage.clear();
  resetDraft();
  kept = [CROISSANT];
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
    'GET /api/styles': () => ({ status: 200, body: { data: { styles: [] } } }),
    'GET /api/user/photos': () => ({
      status: 200,
      body: { success: true, data: { photos: [], libraryCount: 0 } },
    }),
    'GET /api/content/generations': () => ({
      status: 200,
      body: {
        success: true,
        data: {
          generations: kept,
          pagination: { page: 1, limit: 24, total: kept.length, pages: 1 },
        },
      },
    }),
    'DELETE /api/content/generations/0000000000000000000000a1': () => {
      kept = [];
      return { status: 200, body: { success: true, message: 'Draft discarded.' } };
    },
  });
});

afterEach(async () => {
  await closeApiStub(api);
  await act(() => i18n.changeLanguage('en'));
});

describe('Created by you', () => {
  it('when the user has generated a post, then the library shows its image, caption, date and platforms', async () => {
    renderRoute('/library');
    const card = within(await screen.findByRole('article', { name: CROISSANT.description }));
    expect(card.getByRole('img')).toHaveAttribute('src', CROISSANT.assets.instagram!.url);
    expect(
      card.getByText("It's here: our pistachio croissant! Just 3.50 euros."),
    ).toBeInTheDocument();
    expect(card.getByText(/Instagram, LinkedIn$/)).toBeInTheDocument();
    expect(screen.queryByText('Your generated posts will appear here')).not.toBeInTheDocument();
  });

  it('when the user opens it, then the studio shows it again with its captions per platform', async () => {
    renderRoute('/library');
    const card = within(await screen.findByRole('article', { name: CROISSANT.description }));
    fireEvent.click(card.getByRole('button', { name: 'Open' }));

    expect(await screen.findByTestId('caption-text')).toHaveTextContent(
      "It's here: our pistachio croissant!",
    );
    const draft = getDraft();
    expect(draft.generation).toMatchObject({
      id: CROISSANT._id,
      seed: 42,
      description: CROISSANT.description,
    });
    expect(draft.selectedPlatforms).toEqual(['instagram', 'linkedin']);
    expect(draft.generatedAssets.linkedin?.caption).toContain('Meet our pistachio croissant.');
  });

  it('when the user deletes it, then it is asked first, then gone from the list', async () => {
    renderRoute('/library');
    const card = within(await screen.findByRole('article', { name: CROISSANT.description }));
    fireEvent.click(card.getByRole('button', { name: `Delete “${CROISSANT.description}”` }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Delete this generated post?' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));

    // While the dialog is open the page behind it is hidden from the accessibility tree.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: CROISSANT.description })).not.toBeInTheDocument();
    expect(await screen.findByText('Your generated posts will appear here')).toBeInTheDocument();
    expect(
      api.requests.filter((request) => request.method === 'DELETE').map((request) => request.path),
    ).toEqual([`/api/content/generations/${CROISSANT._id}`]);
  });

  it('when a generation is a video, then its card shows the poster and its length, and opens as a video draft', async () => {
    const video: LibraryGeneration = {
      ...CROISSANT,
      _id: '0000000000000000000000b2',
      description: 'A video of our croissant',
      contentType: 'video',
      assets: {
        tiktok: {
          url: '/media/generated/u/v-1080x1920.mp4',
          type: 'video',
          width: 1080,
          height: 1920,
          caption: 'Our croissant, in motion.',
          hashtags: [],
          posterUrl: '/media/generated/u/v-1080x1920.jpg',
          captionsUrl: '/media/generated/u/v.vtt',
          durationSeconds: 15,
        },
      },
    };
    kept = [video];
    renderRoute('/library');
    const card = within(await screen.findByRole('article', { name: video.description }));
    expect(
      card.getByRole('img', { name: `Generated video: ${video.description}` }),
    ).toHaveAttribute('src', '/media/generated/u/v-1080x1920.jpg');
    expect(card.getByText('Video · 15 s')).toBeInTheDocument();
    fireEvent.click(card.getByRole('button', { name: 'Open' }));

    const player = await screen.findByLabelText('Generated video for TikTok');
    expect(player).toHaveAttribute('poster', '/media/generated/u/v-1080x1920.jpg');
    expect(getDraft()).toMatchObject({
      postType: 'video',
      generation: { id: video._id, contentType: 'video' },
      generatedAssets: { tiktok: { type: 'video', captionsUrl: '/media/generated/u/v.vtt' } },
    });
  });

  it('when a video is opened, then the studio has its script, length and voice, and Regenerate keeps them', async () => {
    const video: LibraryGeneration = {
      ...CROISSANT,
      _id: '0000000000000000000000b3',
      description: 'A video of our croissant',
      contentType: 'video',
      assets: {
        tiktok: {
          url: '/media/generated/u/v3-1080x1920.mp4',
          type: 'video',
          width: 1080,
          height: 1920,
          caption: 'Our croissant, in motion.',
          hashtags: [],
          durationSeconds: 29.6,
        },
      },
      script: ['Meet our pistachio croissant.', 'Just 3.50 euros.'],
      durationSeconds: 30,
      voice: 'fr',
    };
    kept = [video];
    api.answer({
      'POST /api/content/generate': () => ({
        status: 202,
        body: {
          success: true,
          generation: {
            generationId: 'v4',
            status: 'queued',
            stage: 'queued',
            progress: 0,
            position: 0,
            message: null,
          },
        },
      }),
    });
    renderRoute('/library');
    const card = within(await screen.findByRole('article', { name: video.description }));
    fireEvent.click(card.getByRole('button', { name: 'Open' }));

    const script = within(await screen.findByRole('region', { name: 'Voice-over script' }));
    expect(script.getByRole('textbox', { name: 'Voice-over script' })).toHaveValue(
      'Meet our pistachio croissant.\nJust 3.50 euros.',
    );
    expect(script.getByRole('combobox', { name: 'Voice' })).toHaveValue('fr');
    expect(getDraft().generation).toMatchObject({
      id: video._id,
      script: video.script,
      durationSeconds: 30,
      voice: 'fr',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() =>
      expect(
        api.requests.find((request) => request.path === '/api/content/generate')?.body,
      ).toMatchObject({ contentType: 'video', durationSeconds: 30, voice: 'fr' }),
    );
  });

  it('when the interface is in French, then the card is too', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoute('/library');
    const card = within(await screen.findByRole('article', { name: CROISSANT.description }));
    expect(card.getByRole('button', { name: 'Ouvrir' })).toBeInTheDocument();
    expect(card.getByText(/26 nov\. 2026/)).toBeInTheDocument();
  });
});
