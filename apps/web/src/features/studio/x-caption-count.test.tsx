import { fireEvent, screen, waitFor } from '@testing-library/react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';
import { getDraft, resetDraft, updateDraft } from './draft-store';

/** 62 characters, 23 on X. */
const LINK = 'https://shop.example.com/menu/autumn-2025/pumpkin-soup-recipe';

let api: ApiStub;

beforeEach(async () => {
  localStorage.clear();
  resetDraft();
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
    'POST /api/user/post-now': () => ({ status: 503, body: { message: 'Try later' } }),
  });
  updateDraft({
    selectedPlatforms: ['twitter'],
    postType: 'image',
    currentPlatform: 'twitter',
    caption: 'Start',
    generatedAssets: {
      twitter: { url: '/media/generated/u/x.png', type: 'image', caption: 'Start' },
    },
  });
});

afterEach(async () => {
  await closeApiStub(api);
});

async function editCaption(text: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit the caption' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Caption' }), { target: { value: text } });
}

describe('X captions on the result screen', () => {
  it('when an X caption has links and emoji, then it is counted as X weighs it', async () => {
    renderRoute('/result');
    await editCaption(`Autumn menu 🎉🍂 ${LINK}`);

    // 12 characters, two emoji at 2, a space, and the link at 23 (77 plain characters).
    expect(screen.getByTestId('caption-count')).toHaveTextContent('40 / 280 characters');
  });

  it('when an X caption weighs more than 280, then it is neither saved nor posted nor scheduled', async () => {
    renderRoute('/result');
    // 4 links (92 + 3 spaces), a space, 92 emoji (184): 280; one more character is over.
    const caption = `${Array(4).fill(LINK).join(' ')} ${'🎉'.repeat(92)}!`;
    await editCaption(caption);

    expect(screen.getByTestId('caption-count')).toHaveTextContent('281 / 280 characters');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Caption' }), { key: 'Enter' });
    expect(screen.getByRole('textbox', { name: 'Caption' })).toHaveValue(caption);
    expect(getDraft().generatedAssets.twitter?.caption).toBe('Start');
    expect(screen.getByRole('button', { name: 'Post Now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeDisabled();
  });

  it('when an X caption stored over 280 is shown, then posting is refused with the reason', async () => {
    const caption = 'x'.repeat(279) + '🎉';
    updateDraft({
      caption,
      generatedAssets: { twitter: { url: '/media/generated/u/x.png', type: 'image', caption } },
    });
    renderRoute('/result');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The caption for Twitter (X) is too long: 281 / 280 characters.',
    );
    expect(screen.getByRole('button', { name: 'Post Now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeDisabled();
  });

  it('when an X caption is long in characters but within 280 weighted, then it is saved and posted', async () => {
    renderRoute('/result');
    const caption = Array(8).fill(LINK).join(' ');
    await editCaption(caption);

    expect(screen.getByTestId('caption-count')).toHaveTextContent('191 / 280 characters');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Caption' }), { key: 'Enter' });
    expect(getDraft().generatedAssets.twitter?.caption).toBe(caption);
    fireEvent.click(screen.getByRole('button', { name: 'Post Now' }));

    await waitFor(() =>
      expect(api.requests.find((request) => request.path === '/api/user/post-now')?.body).toEqual(
        expect.objectContaining({ caption, platforms: ['twitter'] }),
      ),
    );
  });
});
