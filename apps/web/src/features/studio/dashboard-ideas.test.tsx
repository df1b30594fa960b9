import type { User } from '@postcraft/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';
import { DRAFT_STORAGE_KEY, getDraft, resetDraft } from './draft-store';

const IDEA = 'A tip your audience can use today about cold brew';
/** The steps wait 600 ms before moving on; a loaded machine may take longer to render. */
const STEP_WAIT = { timeout: 5_000 };

const SANDBOX_ACCOUNT: User['connectedAccounts'][number] = {
  platform: 'sandbox',
  username: 'jane',
  brandLogo: null,
  likes: 0,
  needsReconnect: false,
  profileUrl: null,
};

let api: ApiStub;

beforeEach(async () => {
  localStorage.clear();
  resetDraft();
  api = await startApiStub({
    'GET /api/user/me': () => ({
      status: 200,
      body: {
        data: {
          user: buildUser({ brandKeywords: 'cold brew', connectedAccounts: [SANDBOX_ACCOUNT] }),
        },
      },
    }),
    'GET /api/user/scheduled-posts': () => ({ status: 200, body: { success: true, data: [] } }),
  });
});

afterEach(async () => {
  await closeApiStub(api);
});

async function pickStaticPosts() {
  fireEvent.click(await screen.findByRole('checkbox', { name: /Static posts/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
}

describe('dashboard ideas', () => {
  it('when an idea is clicked, then the usual steps lead to the text input holding it', async () => {
    const { router } = renderRoute('/create-prompt');

    fireEvent.click(await screen.findByRole('button', { name: IDEA }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/where-post'));
    expect(getDraft().prompt).toBe(IDEA);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toContain(IDEA);
    fireEvent.click(await screen.findByRole('radio', { name: /All Platforms/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-type'));
    await pickStaticPosts();

    await waitFor(() => expect(router.state.location.pathname).toBe('/text'), STEP_WAIT);
    expect(await screen.findByRole('textbox', { name: 'Your idea' })).toHaveValue(IDEA);
  });

  it('when an idea leads to custom platforms, then the source question is skipped', async () => {
    const { router } = renderRoute('/create-prompt');
    fireEvent.click(await screen.findByRole('button', { name: IDEA }));
    fireEvent.click(await screen.findByRole('radio', { name: /Custom Platforms/ }));

    fireEvent.click(await screen.findByRole('checkbox', { name: /Sandbox/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-type'), STEP_WAIT);
    await pickStaticPosts();

    await waitFor(() => expect(router.state.location.pathname).toBe('/text'), STEP_WAIT);
    expect(await screen.findByRole('textbox', { name: 'Your idea' })).toHaveValue(IDEA);
  });

  it('when Create Prompt is used after an idea, then the flow starts empty and asks every step', async () => {
    const { router } = renderRoute('/create-prompt');
    fireEvent.click(await screen.findByRole('button', { name: IDEA }));
    await screen.findByRole('radio', { name: /All Platforms/ });
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));

    fireEvent.click(await screen.findByRole('link', { name: 'Create Prompt' }));
    fireEvent.click(await screen.findByRole('radio', { name: /All Platforms/ }));
    await pickStaticPosts();

    await waitFor(() => expect(router.state.location.pathname).toBe('/generation-opt'), STEP_WAIT);
    expect(getDraft().prompt).toBe('');
  });
});
