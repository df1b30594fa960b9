import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';
import { getDraft, resetDraft, updateDraft } from './draft-store';

const GENERATED = {
  success: true,
  content: {
    generationId: 'g2',
    outputUrl: '/media/generated/u/b.png',
    generator: 'local',
    seed: 42,
    colors: ['#224466', '#ffcc00'],
    assets: {
      sandbox: {
        url: '/media/generated/u/b.png',
        type: 'image',
        width: 1080,
        height: 1080,
        caption: 'Spring workshop',
        hashtags: ['pottery'],
      },
    },
  },
};

describe('saved styles in the studio', () => {
  let api: ApiStub;

  beforeEach(async () => {
    localStorage.clear();
    resetDraft();
    api = await startApiStub({
      'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
      'GET /api/user/scheduled-posts': () => ({ status: 200, body: { data: { posts: [] } } }),
      'POST /api/content/generate': () => ({ status: 200, body: GENERATED }),
      'POST /api/styles': ({ body }) => ({
        status: 201,
        body: {
          data: {
            style: {
              _id: 's1',
              name: (body as { name: string }).name,
              kind: 'template',
              sourceUrl: null,
              description: 'Spring workshop',
              generation: (body as { generation?: unknown }).generation ?? null,
              createdAt: '2030-01-01T00:00:00.000Z',
            },
          },
        },
      }),
    });
  });

  afterEach(() => closeApiStub(api));

  const requestsTo = (method: string, path: string) =>
    api.requests.filter((request) => request.method === method && request.path === path);

  it('Save Style sends the settings of the generation on screen and keeps the style id', async () => {
    updateDraft({ selectedPlatforms: ['sandbox'], selectedTypes: ['image'], postType: 'image' });
    renderRoute('/text');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your idea' }), {
      target: { value: 'Spring workshop' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save Style' }));
    fireEvent.change(await screen.findByLabelText('Style name'), {
      target: { value: 'Spring look' },
    });
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save Style' }),
    );

    expect(await screen.findByText('Style saved successfully!')).toBeInTheDocument();
    const [saved] = requestsTo('POST', '/api/styles');
    expect(saved?.body).toEqual({
      name: 'Spring look',
      kind: 'template',
      description: 'Spring workshop',
      generation: {
        seed: 42,
        contentType: 'image',
        source: 'text',
        colors: ['#224466', '#ffcc00'],
      },
    });
    await waitFor(() => expect(getDraft().generation?.styleId).toBe('s1'));
  });

  it('a style used from the library generates with its id and leaves the seed to the style', async () => {
    updateDraft({ selectedPlatforms: ['sandbox'], selectedTypes: ['image'], postType: 'image' });
    renderRoute('/text?style=s1');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your idea' }), {
      target: { value: 'Summer workshop' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText(/Your post for Sandbox/)).toBeInTheDocument();
    const [generate] = requestsTo('POST', '/api/content/generate');
    expect(generate?.body).toMatchObject({ description: 'Summer workshop', styleId: 's1' });
    expect(generate?.body).not.toHaveProperty('seed');
    expect(getDraft().generation).toMatchObject({ styleId: 's1', seed: 42 });
  });
});
