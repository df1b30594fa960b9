import { fireEvent, screen } from '@testing-library/react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';
import { getDraft, resetDraft, updateDraft } from './draft-store';

let api: ApiStub;

beforeEach(async () => {
  localStorage.clear();
  resetDraft();
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
  });
  updateDraft({
    selectedPlatforms: ['youtube'],
    postType: 'video',
    currentPlatform: 'youtube',
    caption: 'Start',
    generatedAssets: {
      youtube: { url: '/media/generated/u/v.mp4', type: 'video', caption: 'Start' },
    },
  });
});

afterEach(async () => {
  await closeApiStub(api);
});

describe('YouTube descriptions on the result screen', () => {
  it('when a description has accents and emoji, then it is counted in UTF-8 bytes', async () => {
    renderRoute('/result');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the caption' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Caption' }), {
      target: { value: 'Café 🎉' },
    });

    // C, a, f, a space: 1 each; é: 2; the emoji: 4.
    expect(screen.getByTestId('caption-count')).toHaveTextContent('10 / 5000 bytes');
  });

  it('when a description is under 5,000 characters but over 5,000 bytes, then it is not saved', async () => {
    renderRoute('/result');
    const caption = 'é'.repeat(2_600);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the caption' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Caption' }), {
      target: { value: caption },
    });

    expect(screen.getByTestId('caption-count')).toHaveTextContent('5200 / 5000 bytes');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Caption' }), { key: 'Enter' });
    expect(getDraft().generatedAssets.youtube?.caption).toBe('Start');
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeDisabled();
  });

  it('when a stored description is over 5,000 bytes, then the reason is given in bytes', async () => {
    const caption = 'é'.repeat(2_600);
    updateDraft({
      caption,
      generatedAssets: { youtube: { url: '/media/generated/u/v.mp4', type: 'video', caption } },
    });
    renderRoute('/result');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The description for YouTube is too long: 5200 / 5000 bytes',
    );
  });
});
