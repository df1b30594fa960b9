import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  API_KEY_MESSAGES_FR,
  type ApiKey,
  type PlanEntitlements,
} from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { buildApiKey } from '../../test/api-keys.factory';
import { buildFreeEntitlements, buildPremiumEntitlements } from '../../test/payments.factory';
import { startApiStub, type ApiStub, type StubRequest } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';

const SECRET = 'pcft_Nw4pQ7sT2vX9yB3cD6fG8hJ1kL5mN0rS';
const PUBLISHING = buildApiKey({
  _id: '6650aa0000000000000000a1',
  name: 'Publishing script',
  scopes: ['posts:read', 'posts:write', 'media:read'],
  start: 'pcft_3kX9aQ1',
  createdAt: '2026-03-10T09:30:00.000Z',
  lastUsedAt: '2026-03-12T14:05:00.000Z',
});
const REPORTS = buildApiKey({
  _id: '6650aa0000000000000000a2',
  name: 'Weekly report',
  scopes: ['generation:write'],
  start: 'pcft_Zy7Lm2q',
  createdAt: '2026-02-01T08:00:00.000Z',
  lastUsedAt: null,
});

let api: ApiStub;
let apiKeys: ApiKey[];
let entitlements: PlanEntitlements;
let clipboard: string[];

beforeEach(async () => {
  apiKeys = [PUBLISHING, REPORTS];
  entitlements = buildPremiumEntitlements();
  clipboard = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) => {
        clipboard.push(text);
        return Promise.resolve();
      },
    },
  });
  const revoke = (apiKey: ApiKey) => () => {
    apiKeys = apiKeys.filter((kept) => kept._id !== apiKey._id);
    return { status: 200, body: { success: true, message: API_KEY_MESSAGES.revoked } };
  };
  api = await startApiStub({
    'GET /api/user/me': () => ({
      status: 200,
      body: { data: { user: buildUser({ plan: entitlements.plan, timeZone: 'Europe/Paris' }) } },
    }),
    'GET /api/payments/plan': () => ({ status: 200, body: { entitlements } }),
    'GET /api/user/api-keys': () => ({
      status: 200,
      body: { success: true, data: { apiKeys } },
    }),
    'POST /api/user/api-keys': ({ body }) => {
      const { name, scopes } = body as Pick<ApiKey, 'name' | 'scopes'>;
      const apiKey = buildApiKey({
        _id: '6650aa0000000000000000a3',
        name,
        scopes,
        start: SECRET.slice(0, API_KEY_LIMITS.shownChars),
        createdAt: '2026-03-14T10:00:00.000Z',
      });
      apiKeys = [apiKey, ...apiKeys];
      return {
        status: 201,
        body: {
          success: true,
          message: API_KEY_MESSAGES.created,
          data: { apiKey, key: SECRET },
        },
      };
    },
    // The page's webhooks (webhooks.test.tsx covers them): none here.
    'GET /api/user/webhooks': () => ({
      status: 200,
      body: { success: true, data: { webhooks: [] } },
    }),
    [`DELETE /api/user/api-keys/${PUBLISHING._id}`]: revoke(PUBLISHING),
    [`DELETE /api/user/api-keys/${REPORTS._id}`]: revoke(REPORTS),
  });
});

afterEach(async () => {
  await api.settled();
  await api.close();
  Reflect.deleteProperty(navigator, 'clipboard');
  await act(() => i18n.changeLanguage('en'));
});

const keyRequests = (method: string): StubRequest[] =>
  api.requests.filter(
    (request) => request.method === method && request.path.startsWith('/api/user/api-keys'),
  );

const listedKeys = async (listName = 'Your API keys') =>
  within(await screen.findByRole('list', { name: listName })).getAllByTestId('api-key');

/** The Upgrade link of the notice that says this (webhooks have their own notice too). */
const upgradeLink = (notice: HTMLElement) =>
  within(notice.closest<HTMLElement>('[data-testid="upgrade-notice"]') ?? document.body).getByRole(
    'link',
    { name: 'Upgrade' },
  );

describe('Settings → Developers', () => {
  it('when a Premium user opens /developers from the settings navigation, then each key shows its name, start, scopes and dates', async () => {
    renderRoute('/developers');
    const [publishing, reports] = await listedKeys();

    expect(screen.getByRole('link', { name: 'Developers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Developers' })).toBeInTheDocument();
    expect(screen.getByTestId('api-keys-used')).toHaveTextContent('2 of 20 keys');

    const first = within(publishing as HTMLElement);
    expect(first.getByText('Publishing script')).toBeInTheDocument();
    expect(first.getByText('pcft_3kX9aQ1…')).toBeInTheDocument();
    const scopes = within(first.getByRole('list', { name: 'What the key may do' }));
    expect(scopes.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Posts: read and write',
      'Media: read',
    ]);
    expect(publishing).toHaveTextContent('Created Mar 10, 2026');
    expect(publishing).toHaveTextContent(/Last used Mar 12, 2026, 3:05\sPM/);

    expect(reports).toHaveTextContent('Weekly report');
    expect(reports).toHaveTextContent('Generation: write');
    expect(reports).toHaveTextContent('Never used');
    // The secret is never listed: only the first characters the API gives.
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('when the page is in French, then the navigation, scopes and dates are French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoute('/developers');
    const [publishing, reports] = await listedKeys('Vos clés d’API');

    expect(screen.getByRole('link', { name: 'Développeurs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByTestId('api-keys-used')).toHaveTextContent('2 clés sur 20');
    expect(publishing).toHaveTextContent('Posts : lecture et écriture');
    expect(publishing).toHaveTextContent('Créée le 10 mars 2026');
    expect(publishing).toHaveTextContent('Utilisée le 12 mars 2026, 15:05');
    expect(reports).toHaveTextContent('Génération : écriture');
    expect(reports).toHaveTextContent('Jamais utilisée');
  });

  it('when a key is made, then its secret is shown once with Copy and the warning, and the list is read again', async () => {
    renderRoute('/developers');
    await listedKeys();
    const listReads = keyRequests('GET').length;

    fireEvent.change(screen.getByLabelText('Key name'), { target: { value: '  Nightly posts ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Posts: write' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Generation: read' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));

    const box = within(await screen.findByRole('region', { name: 'Your new API key' }));
    expect(box.getByLabelText('The new API key')).toHaveValue(SECRET);
    expect(box.getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(keyRequests('POST')[0]).toMatchObject({
      body: { name: 'Nightly posts', scopes: ['posts:write', 'generation:read'] },
      headers: expect.objectContaining({ 'x-requested-with': 'postcraft' }),
    });

    fireEvent.click(box.getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(box.getByRole('status')).toHaveTextContent('The key is copied to the clipboard.'),
    );
    expect(clipboard).toEqual([SECRET]);
    expect(box.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    // The list was read again and shows the new key first, by its start only.
    await waitFor(() => expect(keyRequests('GET').length).toBeGreaterThan(listReads));
    const [newest] = await listedKeys();
    expect(newest).toHaveTextContent('Nightly posts');
    expect(newest).toHaveTextContent(`${SECRET.slice(0, API_KEY_LIMITS.shownChars)}…`);
    expect(screen.getByTestId('api-keys-used')).toHaveTextContent('3 of 20 keys');

    // Done: the secret is gone for good, and the form is back, empty.
    fireEvent.click(box.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'Your new API key' })).toBeNull();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(screen.getByLabelText('Key name')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Posts: write' })).not.toBeChecked();
  });

  it('when the name or the scopes are missing, then Create stays off; a name too long is refused before anything is sent', async () => {
    renderRoute('/developers');
    const name = await screen.findByLabelText('Key name');
    const create = screen.getByRole('button', { name: 'Create key' });
    expect(create).toBeDisabled();

    fireEvent.change(name, { target: { value: 'Zapier' } });
    expect(create).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Media: write' }));
    expect(create).toBeEnabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Media: write' }));
    expect(create).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Social accounts: read' }));
    fireEvent.change(name, { target: { value: '   ' } });
    expect(create).toBeDisabled();

    fireEvent.change(name, { target: { value: 'x'.repeat(API_KEY_LIMITS.nameMaxChars + 1) } });
    fireEvent.click(create);
    expect(await screen.findByText(API_KEY_MESSAGES.nameTooLong)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(keyRequests('POST')).toHaveLength(0);
  });

  it('when the server refuses a key in French (too many keys), then its French message shows under the form', async () => {
    api.answer({
      'POST /api/user/api-keys': ({ headers }) => ({
        status: 409,
        body: {
          code: 'conflict',
          message: headers['accept-language'] === 'fr' ? API_KEY_MESSAGES_FR.tooMany : 'English',
        },
      }),
    });
    await act(() => i18n.changeLanguage('fr'));
    renderRoute('/developers');
    const name = await screen.findByLabelText('Nom de la clé');
    fireEvent.change(name, { target: { value: 'x'.repeat(API_KEY_LIMITS.nameMaxChars + 1) } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Posts : lecture' }));
    fireEvent.click(screen.getByRole('button', { name: 'Créer la clé' }));
    // The contract's own check speaks French too.
    expect(await screen.findByText(API_KEY_MESSAGES_FR.nameTooLong)).toBeInTheDocument();

    fireEvent.change(name, { target: { value: 'Make' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer la clé' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(API_KEY_MESSAGES_FR.tooMany);
    expect(screen.queryByRole('region', { name: 'Votre nouvelle clé d’API' })).toBeNull();
  });

  it('when Revoke is pressed, then it asks first; confirmed, the key is revoked and leaves the list', async () => {
    renderRoute('/developers');
    await listedKeys();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke the key Publishing script' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Revoke this API key?' }));
    expect(dialog.getByText(/“Publishing script” stops working at once/)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(keyRequests('DELETE')).toHaveLength(0);
    expect(await listedKeys()).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke the key Publishing script' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Revoke this API key?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Revoke key' }));

    expect(await screen.findByText(API_KEY_MESSAGES.revoked)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const remaining = await listedKeys();
    expect(remaining).toHaveLength(1);
    expect(remaining[0]).toHaveTextContent('Weekly report');
    expect(keyRequests('DELETE')).toEqual([
      expect.objectContaining({
        path: `/api/user/api-keys/${PUBLISHING._id}`,
        headers: expect.objectContaining({ 'x-requested-with': 'postcraft' }),
      }),
    ]);
  });

  it('when the plan has no API keys (Free), then Upgrade is offered instead of the form, and no keys are listed', async () => {
    entitlements = buildFreeEntitlements();
    apiKeys = [];
    renderRoute('/developers');

    const notice = await screen.findByText(
      'API keys are a Premium feature. Upgrade to Premium to schedule and generate posts from your own scripts.',
    );
    expect(upgradeLink(notice)).toHaveAttribute('href', '/plan');
    expect(screen.queryByLabelText('Key name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create key' })).toBeNull();
    // How keys are used is still explained.
    expect(screen.getByText('Authorization: Bearer <your key>')).toBeInTheDocument();
    await api.settled();
    expect(screen.queryByRole('list', { name: 'Your API keys' })).toBeNull();
  });

  it('when a user back on Free still has keys, then they are listed to be revoked, and no key can be made', async () => {
    entitlements = buildFreeEntitlements();
    apiKeys = [PUBLISHING];
    renderRoute('/developers');

    expect(await listedKeys()).toHaveLength(1);
    expect(
      upgradeLink(
        screen.getByText(
          'API keys are a Premium feature. Upgrade to Premium to schedule and generate posts from your own scripts.',
        ),
      ),
    ).toHaveAttribute('href', '/plan');
    expect(screen.queryByRole('button', { name: 'Create key' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke the key Publishing script' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke this API key?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText(API_KEY_MESSAGES.revoked)).toBeInTheDocument();
    expect(keyRequests('DELETE')).toHaveLength(1);
  });
});
