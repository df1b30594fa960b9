import type { Style } from '@postcraft/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startApiStub, type ApiStub, type StubRequest } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';

let api: ApiStub;
/** The styles the stand-in API keeps for the signed-in user, newest first. */
let saved: Style[];
let nextId = 1;

function buildStyle(fields: Partial<Style> = {}): Style {
  const id = String(nextId++).padStart(24, '0');
  return {
    _id: id,
    name: `Style ${id.slice(-2)}`,
    kind: 'template',
    sourceUrl: null,
    description: '',
    generation: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

beforeEach(async () => {
  saved = [];
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user: buildUser() } } }),
    'GET /api/styles': () => ({ status: 200, body: { data: { styles: saved } } }),
    'GET /api/user/photos': () => ({
      status: 200,
      body: { success: true, data: { photos: [], libraryCount: 0 } },
    }),
    'GET /api/content/generations': () => ({
      status: 200,
      body: {
        success: true,
        data: { generations: [], pagination: { page: 1, limit: 24, total: 0, pages: 0 } },
      },
    }),
    'POST /api/styles': ({ body }: StubRequest) => {
      const style = buildStyle(body as Partial<Style>);
      saved = [style, ...saved];
      return { status: 201, body: { data: { style } } };
    },
  });
});

afterEach(async () => {
  await closeApiStub(api);
});

const stylePosts = () =>
  api.requests.filter((request) => request.method === 'POST' && request.path === '/api/styles');

describe('library', () => {
  it('when nothing was made or saved yet, then both sections say so and show the way forward', async () => {
    renderRoute('/library');

    expect(await screen.findByText('No saved styles yet')).toBeInTheDocument();
    expect(await screen.findByText('Your generated posts will appear here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Create a post/ })).toHaveAttribute(
      'href',
      '/create-prompt',
    );
    expect(screen.getByRole('link', { name: 'Clone Style' })).toHaveAttribute('href', '/clone');
    expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
  });

  it('when a template is created, then it is posted as a template and appears in the favourites', async () => {
    renderRoute('/library');
    await screen.findByText('No saved styles yet');

    fireEvent.click(screen.getByRole('button', { name: 'Create New Template' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create a new template' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create template' }));
    expect(await dialog.findByText('Please enter a name.')).toBeInTheDocument();
    expect(stylePosts()).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Template name'), {
      target: { value: '  Weekly tips  ' },
    });
    fireEvent.change(dialog.getByLabelText(/Description/), {
      target: { value: 'Bold headline, two emojis' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Create template' }));

    expect(await screen.findByRole('article', { name: 'Weekly tips' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stylePosts()[0]?.body).toEqual({
      kind: 'template',
      name: 'Weekly tips',
      description: 'Bold headline, two emojis',
    });
    expect(screen.getByRole('link', { name: 'View all (1)' })).toHaveAttribute('href', '/view-all');
  });

  it('when the arrows are pressed, then the row scrolls by 240 px each way', async () => {
    saved = [buildStyle(), buildStyle(), buildStyle(), buildStyle(), buildStyle()];
    // jsdom lays nothing out and has no scrollBy; the browser API is stood in for.
    const calls: unknown[] = [];
    Object.defineProperty(Element.prototype, 'scrollBy', {
      configurable: true,
      value: (options: ScrollToOptions) => calls.push(options),
    });
    try {
      renderRoute('/library');
      await screen.findAllByRole('article');

      fireEvent.click(screen.getByRole('button', { name: 'Scroll styles right' }));
      fireEvent.click(screen.getByRole('button', { name: 'Scroll styles left' }));

      expect(calls).toEqual([
        { left: 240, behavior: 'smooth' },
        { left: -240, behavior: 'smooth' },
      ]);
      expect(screen.getByRole('link', { name: 'View all (5)' })).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollBy');
    }
  });

  it('when a style saved from a generation is used, then the text input opens for it; a style without settings has no such link', async () => {
    const reusable = buildStyle({
      name: 'Spring look',
      generation: { seed: 42, contentType: 'image', source: 'text' },
    });
    saved = [reusable, buildStyle({ name: 'Plain notes' })];
    const { router } = renderRoute('/view-all');

    const plain = within(await screen.findByRole('article', { name: 'Plain notes' }));
    expect(plain.queryByRole('link', { name: 'Use this style' })).toBeNull();
    const card = within(screen.getByRole('article', { name: 'Spring look' }));
    fireEvent.click(card.getByRole('link', { name: 'Use this style' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/text'));
    expect(router.state.location.search).toBe(`?style=${reusable._id}`);
  });

  it('when a style is deleted and the deletion confirmed, then it is gone', async () => {
    const style = buildStyle({ name: 'Quote cards' });
    saved = [style];
    api.answer({
      [`DELETE /api/styles/${style._id}`]: () => {
        saved = [];
        return { status: 200, body: { message: 'Style deleted.' } };
      },
    });
    renderRoute('/view-all');

    const card = within(await screen.findByRole('article', { name: 'Quote cards' }));
    fireEvent.click(card.getByRole('button', { name: 'Delete Quote cards' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this style?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No saved styles yet')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('when the styles cannot be read, then the error and a retry are shown', async () => {
    api.answer({
      'GET /api/styles': () => ({
        status: 500,
        body: { message: 'Something broke on our side.', code: 'internal_error' },
      }),
    });
    renderRoute('/library');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load your styles. Something broke on our side.",
    );
    api.answer({ 'GET /api/styles': () => ({ status: 200, body: { data: { styles: [] } } }) });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No saved styles yet')).toBeInTheDocument();
  });
});

describe('clone style', () => {
  it('when the address is not a web address, then it says so and nothing is saved', async () => {
    renderRoute('/clone');
    const url = await screen.findByLabelText('Link to the post');

    fireEvent.click(screen.getByRole('button', { name: 'Save style' }));
    expect(await screen.findByText('Paste the link to a post.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a name.')).toBeInTheDocument();

    for (const value of ['instagram.com/p/abc', 'ftp://example.com/post', 'https://localhost/x']) {
      fireEvent.change(url, { target: { value } });
      expect(
        screen.getByText('Enter a full web address that starts with http:// or https://.'),
      ).toBeInTheDocument();
    }
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(stylePosts()).toHaveLength(0);
    expect(screen.getByText(/keeps the link as a reference/)).toBeInTheDocument();
  });

  it('when a post address is saved, then the library opens with the new style in it', async () => {
    const { router } = renderRoute('/clone');
    fireEvent.change(await screen.findByLabelText('Link to the post'), {
      target: { value: ' https://www.instagram.com/p/abc123/ ' },
    });
    fireEvent.change(screen.getByLabelText('Style name'), { target: { value: 'Minimal quotes' } });

    fireEvent.click(screen.getByRole('button', { name: 'Save style' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/library'));
    const card = within(await screen.findByRole('article', { name: 'Minimal quotes' }));
    expect(card.getByText('Cloned style')).toBeInTheDocument();
    expect(card.getByRole('link', { name: /instagram.com/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/p/abc123/',
    );
    expect(stylePosts()[0]?.body).toEqual({
      kind: 'clone',
      name: 'Minimal quotes',
      sourceUrl: 'https://www.instagram.com/p/abc123/',
    });
  });
});
