import type { Style, User } from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { AUTOPILOT_OFF, autopilotAnswer } from '../../test/autopilot.factory';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';

const BOLD = '0000000000000000000000b1';
const CALM = '0000000000000000000000c2';

function buildStyle(_id: string, name: string): Style {
  return {
    _id,
    name,
    kind: 'template',
    sourceUrl: null,
    description: '',
    generation: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  };
}

let api: ApiStub;
let user: User;

beforeAll(async () => {
  await import('./autopilot-settings-page');
}, 60_000);

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  user = buildUser({
    autopilotSettings: {
      enabled: false,
      approvePostsFirst: true,
      postingFrequency: 7,
      styleId: null,
    },
  });
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user } } }),
    'GET /api/user/autopilot': autopilotAnswer(() => AUTOPILOT_OFF),
    'GET /api/styles': () => ({
      status: 200,
      body: {
        data: { styles: [buildStyle(BOLD, 'Bold quotes'), buildStyle(CALM, 'Calm pastels')] },
      },
    }),
    'PUT /api/user/updateProfile': ({ body }) => {
      const { autopilotSettings } = body as Pick<User, 'autopilotSettings'>;
      user = { ...user, autopilotSettings: { ...user.autopilotSettings, ...autopilotSettings } };
      return { status: 200, body: { message: 'Profile updated successfully!', user } };
    },
  });
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  await closeApiStub(api);
});

const profileUpdates = () =>
  api.requests
    .filter((request) => request.method === 'PUT' && request.path === '/api/user/updateProfile')
    .map((request) => request.body);

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the autopilot page: style', () => {
  it('when the page opens, then the Style select offers the brand style first, then the saved styles, with the brand style chosen', async () => {
    renderRoute('/autopilotsettings');
    const select = await screen.findByRole('combobox', { name: 'Style' });

    await waitFor(() =>
      expect(optionNames(select)).toEqual(['Brand style (default)', 'Bold quotes', 'Calm pastels']),
    );
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription(
      'Autopilot creates its posts in your brand style, or in one of your saved styles.',
    );
  });

  it('when a saved style is chosen, then it shows at once and is saved alone; choosing the brand style saves null', async () => {
    renderRoute('/autopilotsettings');
    const select = await screen.findByRole('combobox', { name: 'Style' });
    await screen.findByRole('option', { name: 'Calm pastels' });

    fireEvent.change(select, { target: { value: CALM } });
    expect(select).toHaveValue(CALM);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(user.autopilotSettings.styleId).toBe(CALM);

    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(profileUpdates()).toHaveLength(2));
    expect(profileUpdates()).toEqual([
      { autopilotSettings: { styleId: CALM } },
      { autopilotSettings: { styleId: null } },
    ]);
    expect(select).toHaveValue('');
  });

  it('when the user had chosen a style, then the page opens with it chosen', async () => {
    user = { ...user, autopilotSettings: { ...user.autopilotSettings, styleId: BOLD } };
    renderRoute('/autopilotsettings');
    const select = await screen.findByRole('combobox', { name: 'Style' });

    // While the styles load, the choice shows as loading; then by its name.
    expect(select).toHaveValue(BOLD);
    await waitFor(() =>
      expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(
        'Bold quotes',
      ),
    );
    expect(optionNames(select)).toEqual(['Brand style (default)', 'Bold quotes', 'Calm pastels']);
  });

  it('when saving the style fails, then the choice is put back and the failure shows', async () => {
    api.answer({
      'PUT /api/user/updateProfile': () => ({
        status: 404,
        body: {
          message: 'The autopilot style is not one of your saved styles.',
          code: 'not_found',
        },
      }),
    });
    renderRoute('/autopilotsettings');
    const select = await screen.findByRole('combobox', { name: 'Style' });
    await screen.findByRole('option', { name: 'Bold quotes' });

    fireEvent.change(select, { target: { value: BOLD } });
    expect(select).toHaveValue(BOLD);

    expect(
      await screen.findByText(
        "Couldn't save: The autopilot style is not one of your saved styles.",
      ),
    ).toBeInTheDocument();
    expect(select).toHaveValue('');
  });

  it('when the page is in French, then the select and the brand style are in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoute('/autopilotsettings');
    const select = await screen.findByRole('combobox', { name: 'Style' });

    await waitFor(() =>
      expect(optionNames(select)).toEqual([
        'Style de marque (par défaut)',
        'Bold quotes',
        'Calm pastels',
      ]),
    );
  });
});
