import type { User } from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';
import { getDraft, resetDraft, updateDraft } from './draft-store';

const SANDBOX: User['connectedAccounts'][number] = {
  platform: 'sandbox',
  username: 'maya',
  brandLogo: null,
  likes: 0,
  needsReconnect: false,
  profileUrl: null,
};

const asset = (caption: string) => ({
  url: '/media/generated/u/g-1080x1080.png',
  type: 'image' as const,
  width: 1080,
  height: 1080,
  caption,
  hashtags: [],
});

let api: ApiStub;

beforeEach(async () => {
  localStorage.clear();
  resetDraft();
  const user = buildUser({ connectedAccounts: [SANDBOX] });
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user } } }),
    'POST /api/content/generate': () => ({
      status: 200,
      body: {
        success: true,
        content: {
          generationId: 'gen-2',
          outputUrl: '/media/generated/u/g-1080x1080.png',
          generator: 'local',
          seed: 8,
          colors: ['#112233'],
          assets: {
            sandbox: asset('A new sandbox caption'),
            telegram: asset('A new telegram one'),
          },
        },
      },
    }),
  });
  // A generation whose Sandbox caption the user rewrote; Telegram's is as generated.
  updateDraft({
    selectedPlatforms: ['sandbox', 'telegram'],
    currentPlatform: 'sandbox',
    generation: {
      id: 'gen-1',
      seed: 3,
      generator: 'local',
      description: 'Our croissant',
      source: 'text',
    },
    generatedAssets: {
      sandbox: { ...asset('My own words'), generatedCaption: 'Generated sandbox' },
      telegram: { ...asset('Generated telegram'), generatedCaption: 'Generated telegram' },
    },
  });
});

afterEach(async () => {
  await closeApiStub(api);
  await act(() => i18n.changeLanguage('en'));
});

const generateCalls = () =>
  api.requests.filter((request) => request.path === '/api/content/generate');

describe('Regenerate after a caption was edited by hand', () => {
  it('when the user keeps their edits, then the edited caption stays and the others are new', async () => {
    renderRoute('/result');
    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Replace your edited caption?' });
    expect(dialog).toHaveTextContent('You changed the caption for Sandbox by hand.');
    expect(generateCalls()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Keep my edits' }));

    await waitFor(() => expect(getDraft().generation?.id).toBe('gen-2'));
    expect(getDraft().generatedAssets.sandbox?.caption).toBe('My own words');
    expect(getDraft().generatedAssets.telegram?.caption).toBe('A new telegram one');
    expect(generateCalls()).toHaveLength(1);
  });

  it('when the user replaces them, then every caption is the new one', async () => {
    renderRoute('/result');
    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Replace them' }));

    await waitFor(() => expect(getDraft().generation?.id).toBe('gen-2'));
    expect(getDraft().generatedAssets.sandbox?.caption).toBe('A new sandbox caption');
  });

  it('when nothing was edited, then Regenerate asks nothing', async () => {
    updateDraft({
      generatedAssets: {
        sandbox: { ...asset('Generated sandbox'), generatedCaption: 'Generated sandbox' },
      },
    });
    renderRoute('/result');
    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate' }));

    await waitFor(() => expect(generateCalls()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the interface is in French, then the question is too', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoute('/result');
    fireEvent.click(await screen.findByRole('button', { name: 'Régénérer' }));
    expect(
      await screen.findByRole('dialog', { name: 'Remplacer votre légende modifiée ?' }),
    ).toHaveTextContent('Vous avez modifié la légende pour Sandbox.');
  });
});
