import {
  PLAN_LIMIT_MESSAGES,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  WEBHOOK_MESSAGES_FR,
  type PlanEntitlements,
  type Webhook,
  type WebhookDelivery,
} from '@postcraft/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { buildFreeEntitlements, buildPremiumEntitlements } from '../../test/payments.factory';
import { startApiStub, type ApiStub, type StubRequest } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';

const SECRET = 'whsec_Q2hlY2sgdGhlIHNpZ25hdHVyZSBwbGVhc2U';
const ROTATED_SECRET = 'whsec_TmV3IHNlY3JldCBmb3IgMjQgaG91cnM';

const buildWebhook = (fields: Partial<Webhook> = {}): Webhook => ({
  _id: '6650bb0000000000000000b1',
  url: 'https://hooks.example.com/postcraft',
  events: ['post.published', 'post.failed'],
  enabled: true,
  disabledReason: null,
  secretStart: 'whsec_3kX9',
  failingSince: null,
  createdAt: '2026-03-10T09:30:00.000Z',
  ...fields,
});

const SHOP = buildWebhook();
const OPS = buildWebhook({
  _id: '6650bb0000000000000000b2',
  url: 'https://ops.example.org/in',
  events: ['autopilot.awaiting_approval'],
  enabled: false,
  disabledReason: 'failing',
  secretStart: 'whsec_Zy7L',
  failingSince: '2026-03-11T08:00:00.000Z',
  createdAt: '2026-02-01T08:00:00.000Z',
});

const PENDING_TEST: WebhookDelivery = {
  _id: 'msg_2kD9pending',
  eventType: 'webhook.test',
  status: 'pending',
  createdAt: '2026-03-12T13:00:00.000Z',
  nextAttemptAt: '2026-03-12T13:05:00.000Z',
  attempts: [
    {
      at: '2026-03-12T13:00:01.000Z',
      outcome: 'http_error',
      status: 500,
      durationMs: 231,
      detail: '{"error":"database is down"}',
    },
  ],
};
const DELIVERED: WebhookDelivery = {
  _id: 'msg_7hQ1delivered',
  eventType: 'post.published',
  status: 'delivered',
  createdAt: '2026-03-11T09:00:00.000Z',
  nextAttemptAt: null,
  attempts: [
    {
      at: '2026-03-11T09:00:02.000Z',
      outcome: 'delivered',
      status: 200,
      durationMs: 87,
      detail: 'ok',
    },
  ],
};
const FAILED: WebhookDelivery = {
  _id: 'msg_9zX4failed',
  eventType: 'post.failed',
  status: 'failed',
  createdAt: '2026-03-01T09:00:00.000Z',
  nextAttemptAt: null,
  attempts: [
    {
      at: '2026-03-01T09:00:01.000Z',
      outcome: 'timeout',
      status: null,
      durationMs: 10_000,
      detail: 'No answer within 10 seconds.',
    },
  ],
};

let api: ApiStub;
let webhooks: Webhook[];
let entitlements: PlanEntitlements;
let clipboard: string[];

const saved = (webhook: Webhook) => ({
  status: 200,
  body: { success: true, message: WEBHOOK_MESSAGES.updated, webhook },
});

beforeEach(async () => {
  webhooks = [SHOP, OPS];
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
  const update =
    (id: string) =>
    ({ body }: StubRequest) => {
      const { enabled } = body as { enabled: boolean };
      const changed = webhooks.find((webhook) => webhook._id === id) ?? SHOP;
      const next: Webhook = {
        ...changed,
        enabled,
        disabledReason: enabled ? null : 'user',
        failingSince: enabled ? null : changed.failingSince,
      };
      webhooks = webhooks.map((webhook) => (webhook._id === id ? next : webhook));
      return saved(next);
    };
  const remove = (id: string) => () => {
    webhooks = webhooks.filter((webhook) => webhook._id !== id);
    return { status: 200, body: { success: true, message: WEBHOOK_MESSAGES.deleted } };
  };
  api = await startApiStub({
    'GET /api/user/me': () => ({
      status: 200,
      body: { data: { user: buildUser({ plan: entitlements.plan, timeZone: 'Europe/Paris' }) } },
    }),
    'GET /api/payments/plan': () => ({ status: 200, body: { entitlements } }),
    'GET /api/user/api-keys': () => ({
      status: 200,
      body: { success: true, data: { apiKeys: [] } },
    }),
    'GET /api/user/webhooks': () => ({ status: 200, body: { success: true, data: { webhooks } } }),
    'POST /api/user/webhooks': ({ body }) => {
      const { url, events } = body as Pick<Webhook, 'url' | 'events'>;
      const webhook = buildWebhook({
        _id: '6650bb0000000000000000b3',
        url,
        events,
        secretStart: SECRET.slice(0, 10),
        createdAt: '2026-03-14T10:00:00.000Z',
      });
      webhooks = [webhook, ...webhooks];
      return {
        status: 201,
        body: {
          success: true,
          message: WEBHOOK_MESSAGES.created,
          id: webhook._id,
          secret: SECRET,
          webhook,
        },
      };
    },
    [`PATCH /api/user/webhooks/${SHOP._id}`]: update(SHOP._id),
    [`PATCH /api/user/webhooks/${OPS._id}`]: update(OPS._id),
    [`DELETE /api/user/webhooks/${SHOP._id}`]: remove(SHOP._id),
    [`DELETE /api/user/webhooks/${OPS._id}`]: remove(OPS._id),
    [`POST /api/user/webhooks/${SHOP._id}/rotate-secret`]: () => {
      const webhook = { ...SHOP, secretStart: ROTATED_SECRET.slice(0, 10) };
      webhooks = webhooks.map((kept) => (kept._id === SHOP._id ? webhook : kept));
      return {
        status: 200,
        body: { success: true, message: WEBHOOK_MESSAGES.rotated, secret: ROTATED_SECRET, webhook },
      };
    },
    [`POST /api/user/webhooks/${SHOP._id}/test`]: () => ({
      status: 202,
      body: { success: true, message: WEBHOOK_MESSAGES.testQueued, delivery: PENDING_TEST },
    }),
    [`GET /api/user/webhooks/${SHOP._id}/deliveries`]: ({ query }) => {
      const page = Number(query.page);
      return {
        status: 200,
        body: {
          success: true,
          data: {
            deliveries: page === 1 ? [PENDING_TEST, DELIVERED] : [FAILED],
            pagination: { page, limit: WEBHOOK_LIMITS.deliveriesPageSize, total: 21, pages: 2 },
          },
        },
      };
    },
  });
});

afterEach(async () => {
  await api.settled();
  await api.close();
  Reflect.deleteProperty(navigator, 'clipboard');
  await act(() => i18n.changeLanguage('en'));
});

const webhookRequests = (method: string, suffix = ''): StubRequest[] =>
  api.requests.filter(
    (request) =>
      request.method === method &&
      request.path.startsWith('/api/user/webhooks') &&
      request.path.endsWith(suffix),
  );

const listedWebhooks = async (listName = 'Your webhooks') =>
  within(await screen.findByRole('list', { name: listName })).getAllByTestId('webhook');

const PREMIUM_NOTICE = PLAN_LIMIT_MESSAGES.webhooks;

describe('Settings → Developers → Webhooks', () => {
  it('when a Premium user opens /developers, then each webhook shows its address, events, state, secret start and date, with how to verify signatures', async () => {
    renderRoute('/developers');
    const [shop, ops] = await listedWebhooks();

    expect(screen.getByTestId('webhooks-used')).toHaveTextContent('2 of 10 webhooks');
    const first = within(shop as HTMLElement);
    expect(first.getByText('https://hooks.example.com/postcraft')).toBeInTheDocument();
    const events = within(first.getByRole('list', { name: 'Events it receives' }));
    expect(events.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Post published',
      'Post failed',
    ]);
    expect(
      first.getByRole('switch', { name: 'Send events to https://hooks.example.com/postcraft' }),
    ).toBeChecked();
    expect(shop).toHaveTextContent('On');
    expect(shop).toHaveTextContent('Secret whsec_3kX9…');
    expect(shop).toHaveTextContent('Added Mar 10, 2026');
    expect(shop).not.toHaveTextContent('Turned off');

    const second = within(ops as HTMLElement);
    expect(
      second.getByRole('switch', { name: 'Send events to https://ops.example.org/in' }),
    ).not.toBeChecked();
    expect(ops).toHaveTextContent('Posts awaiting approval');
    expect(ops).toHaveTextContent('Off');
    expect(ops).toHaveTextContent('Turned off after failing for 24 hours');
    expect(ops).toHaveTextContent(/Failing since Mar 11, 2026, 9:00\sAM/);
    // A webhook that is off cannot be sent a test event.
    expect(
      second.getByRole('button', { name: 'Send a test event to https://ops.example.org/in' }),
    ).toBeDisabled();

    const help = within(
      screen
        .getByRole('heading', { name: 'Verifying signatures' })
        .closest('div.rounded-2xl') as HTMLElement,
    );
    expect(help.getByText('webhook-id')).toBeInTheDocument();
    expect(help.getByText('webhook-timestamp')).toBeInTheDocument();
    expect(help.getByText('webhook-signature')).toBeInTheDocument();
    expect(help.getByText(/HMAC-SHA256 of id\.timestamp\.body/)).toBeInTheDocument();
    expect(help.getByText('standardwebhooks')).toBeInTheDocument();
    expect(help.getByText(/skip any webhook-id you have already handled/)).toBeInTheDocument();
    const reference = help.getByRole('link', { name: 'API reference' });
    expect(reference).toHaveAttribute('href', '/api/docs');
    expect(reference).toHaveAttribute('target', '_blank');
  });

  it('when the page is in French, then the events, states and dates are French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoute('/developers');
    const [shop, ops] = await listedWebhooks('Vos webhooks');

    expect(screen.getByTestId('webhooks-used')).toHaveTextContent('2 webhooks sur 10');
    expect(shop).toHaveTextContent('Post publié');
    expect(shop).toHaveTextContent('Post en échec');
    expect(shop).toHaveTextContent('Activé');
    expect(shop).toHaveTextContent('Ajouté le 10 mars 2026');
    expect(ops).toHaveTextContent('Posts en attente d’approbation');
    expect(ops).toHaveTextContent('Désactivé après 24 heures d’échecs');
    expect(ops).toHaveTextContent('En échec depuis le 11 mars 2026, 09:00');
    expect(screen.getByRole('button', { name: 'Ajouter le webhook' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Post programmé' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vérifier les signatures' })).toBeInTheDocument();
  });

  it('when a webhook is added, then its body is sent, its secret is shown once with Copy, and the list is read again', async () => {
    renderRoute('/developers');
    await listedWebhooks();
    const listReads = webhookRequests('GET').length;
    const add = screen.getByRole('button', { name: 'Add webhook' });
    expect(add).toBeDisabled();

    // Every event is offered, each with what it means.
    for (const title of [
      'Post scheduled',
      'Post published',
      'Post failed',
      'Post cancelled',
      'Posts awaiting approval',
    ]) {
      expect(screen.getByRole('checkbox', { name: title })).toHaveAccessibleDescription(/\w/);
    }
    fireEvent.change(screen.getByLabelText('Endpoint URL'), {
      target: { value: '  https://example.com/in ' },
    });
    expect(add).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Post cancelled' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Post scheduled' }));
    expect(add).toBeEnabled();
    fireEvent.click(add);

    const box = within(
      await screen.findByRole('region', { name: 'Your webhook’s signing secret' }),
    );
    expect(box.getByLabelText('The signing secret')).toHaveValue(SECRET);
    expect(box.getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(webhookRequests('POST')).toEqual([
      expect.objectContaining({
        path: '/api/user/webhooks',
        body: { url: 'https://example.com/in', events: ['post.scheduled', 'post.cancelled'] },
        headers: expect.objectContaining({ 'x-requested-with': 'postcraft' }),
      }),
    ]);

    fireEvent.click(box.getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(box.getByRole('status')).toHaveTextContent('The secret is copied to the clipboard.'),
    );
    expect(clipboard).toEqual([SECRET]);

    await waitFor(() => expect(webhookRequests('GET').length).toBeGreaterThan(listReads));
    const [newest] = await listedWebhooks();
    expect(newest).toHaveTextContent('https://example.com/in');
    expect(newest).toHaveTextContent('Post scheduled');
    expect(screen.getByTestId('webhooks-used')).toHaveTextContent('3 of 10 webhooks');

    // Done: the secret is gone for good, and the form is back, empty.
    fireEvent.click(box.getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
    expect(screen.getByLabelText('Endpoint URL')).toHaveValue('');
  });

  it('when the server refuses the address (in French) or the plan, then its message shows under the form', async () => {
    api.answer({
      'POST /api/user/webhooks': ({ headers }) => ({
        status: 400,
        body: {
          code: 'bad_request',
          message: headers['accept-language'] === 'fr' ? WEBHOOK_MESSAGES_FR.urlRefused : 'English',
        },
      }),
    });
    await act(() => i18n.changeLanguage('fr'));
    renderRoute('/developers');
    fireEvent.change(await screen.findByLabelText('URL du point de terminaison'), {
      target: { value: 'https://169.254.169.254/latest' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Post publié' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le webhook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WEBHOOK_MESSAGES_FR.urlRefused);
    expect(screen.queryByTestId('webhook-secret')).toBeNull();

    api.answer({
      'POST /api/user/webhooks': () => ({
        status: 403,
        body: { code: 'plan_limit', message: PLAN_LIMIT_MESSAGES.webhooks },
      }),
    });
    await act(() => i18n.changeLanguage('en'));
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    const notice = await screen.findByTestId('upgrade-notice');
    expect(notice).toHaveTextContent(PLAN_LIMIT_MESSAGES.webhooks);
    expect(within(notice).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plan');
  });

  it('when a webhook is turned off and another on, then each change is sent and the server’s answer shows', async () => {
    renderRoute('/developers');
    const [shop, ops] = await listedWebhooks();

    fireEvent.click(
      within(shop as HTMLElement).getByRole('switch', {
        name: 'Send events to https://hooks.example.com/postcraft',
      }),
    );
    expect(
      await within(shop as HTMLElement).findByText(WEBHOOK_MESSAGES.updated),
    ).toBeInTheDocument();
    await waitFor(() => expect(shop).toHaveTextContent('Off'));
    expect(
      within(shop as HTMLElement).getByRole('button', {
        name: 'Send a test event to https://hooks.example.com/postcraft',
      }),
    ).toBeDisabled();

    fireEvent.click(
      within(ops as HTMLElement).getByRole('switch', {
        name: 'Send events to https://ops.example.org/in',
      }),
    );
    await waitFor(() => expect(ops).not.toHaveTextContent('Turned off after failing'));
    expect(ops).toHaveTextContent('On');

    expect(webhookRequests('PATCH')).toEqual([
      expect.objectContaining({ path: `/api/user/webhooks/${SHOP._id}`, body: { enabled: false } }),
      expect.objectContaining({ path: `/api/user/webhooks/${OPS._id}`, body: { enabled: true } }),
    ]);
  });

  it('when a test event is sent, then the server’s message shows and the delivery log opens with it', async () => {
    renderRoute('/developers');
    await listedWebhooks();

    fireEvent.click(
      screen.getByRole('button', {
        name: 'Send a test event to https://hooks.example.com/postcraft',
      }),
    );
    expect(await screen.findByText(WEBHOOK_MESSAGES.testQueued)).toBeInTheDocument();
    expect(webhookRequests('POST', '/test')).toEqual([
      expect.objectContaining({ path: `/api/user/webhooks/${SHOP._id}/test` }),
    ]);
    const log = within(
      await screen.findByRole('region', {
        name: 'Deliveries of https://hooks.example.com/postcraft',
      }),
    );
    expect((await log.findAllByTestId('webhook-delivery'))[0]).toHaveTextContent('Test event');
  });

  it('when Rotate secret is pressed, then it explains both secrets sign for 24 hours; confirmed, the new secret is shown once', async () => {
    renderRoute('/developers');
    await listedWebhooks();
    const rotate = () =>
      fireEvent.click(
        screen.getByRole('button', {
          name: 'Rotate the signing secret of https://hooks.example.com/postcraft',
        }),
      );

    rotate();
    let dialog = within(await screen.findByRole('dialog', { name: 'Rotate this signing secret?' }));
    expect(
      dialog.getByText(
        /For 24 hours, every delivery is signed with both the new and the previous secret/,
      ),
    ).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(webhookRequests('POST', '/rotate-secret')).toHaveLength(0);

    rotate();
    dialog = within(await screen.findByRole('dialog', { name: 'Rotate this signing secret?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Rotate secret' }));

    const box = within(await screen.findByRole('region', { name: 'Your new signing secret' }));
    expect(box.getByLabelText('The signing secret')).toHaveValue(ROTATED_SECRET);
    expect(
      box.getByText(/deliveries to https:\/\/hooks\.example\.com\/postcraft are signed with both/),
    ).toBeInTheDocument();
    expect(webhookRequests('POST', '/rotate-secret')).toEqual([
      expect.objectContaining({ path: `/api/user/webhooks/${SHOP._id}/rotate-secret` }),
    ]);
    const [shop] = await listedWebhooks();
    expect(shop).toHaveTextContent(`Secret ${ROTATED_SECRET.slice(0, 10)}…`);
  });

  it('when Delete is pressed, then it asks first; confirmed, the webhook is deleted and leaves the list', async () => {
    renderRoute('/developers');
    await listedWebhooks();
    const remove = () =>
      fireEvent.click(
        screen.getByRole('button', {
          name: 'Delete the webhook https://hooks.example.com/postcraft',
        }),
      );

    remove();
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete this webhook?' }));
    expect(dialog.getByText(/stops receiving events at once/)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(webhookRequests('DELETE')).toHaveLength(0);

    remove();
    dialog = within(await screen.findByRole('dialog', { name: 'Delete this webhook?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete webhook' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const remaining = await listedWebhooks();
    expect(remaining).toHaveLength(1);
    expect(remaining[0]).toHaveTextContent('https://ops.example.org/in');
    expect(webhookRequests('DELETE')).toEqual([
      expect.objectContaining({
        path: `/api/user/webhooks/${SHOP._id}`,
        headers: expect.objectContaining({ 'x-requested-with': 'postcraft' }),
      }),
    ]);
  });

  it('when Deliveries is pressed, then the log shows each delivery with its status and attempts, and Load more reads the next page', async () => {
    renderRoute('/developers');
    await listedWebhooks();
    const toggle = screen.getByRole('button', {
      name: 'Deliveries of https://hooks.example.com/postcraft',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const log = within(
      await screen.findByRole('region', {
        name: 'Deliveries of https://hooks.example.com/postcraft',
      }),
    );
    const [pending, delivered] = await log.findAllByTestId('webhook-delivery');
    expect(webhookRequests('GET', '/deliveries')).toEqual([
      expect.objectContaining({ query: { page: '1' } }),
    ]);

    expect(pending).toHaveTextContent('Test event');
    expect(within(pending as HTMLElement).getByText('Pending')).toHaveAttribute(
      'data-status',
      'pending',
    );
    expect(pending).toHaveTextContent(/Mar 12, 2026, 2:00\sPM/);
    expect(pending).toHaveTextContent(/Next attempt Mar 12, 2026, 2:05\sPM/);
    expect(pending).toHaveTextContent('msg_2kD9pending');
    const [attempt] = within(pending as HTMLElement).getAllByTestId('webhook-attempt');
    expect(attempt).toHaveTextContent(/Mar 12, 2026, 2:00\sPM/);
    expect(attempt).toHaveTextContent('Error answer');
    expect(attempt).toHaveTextContent('HTTP 500');
    expect(attempt).toHaveTextContent('231 ms');
    expect(within(attempt as HTMLElement).getByText('{"error":"database is down"}').tagName).toBe(
      'PRE',
    );

    expect(delivered).toHaveTextContent('Post published');
    expect((delivered as HTMLElement).querySelector('[data-status]')).toHaveTextContent(
      'Delivered',
    );
    expect(delivered).toHaveTextContent('HTTP 200');
    expect(delivered).not.toHaveTextContent('Next attempt');

    fireEvent.click(log.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(log.getAllByTestId('webhook-delivery')).toHaveLength(3));
    const failed = log.getAllByTestId('webhook-delivery')[2] as HTMLElement;
    expect(failed).toHaveTextContent('Post failed');
    expect(within(failed).getByText('Failed')).toHaveAttribute('data-status', 'failed');
    expect(failed).toHaveTextContent('No answer in time');
    expect(failed).not.toHaveTextContent('HTTP');
    expect(webhookRequests('GET', '/deliveries').map((request) => request.query)).toEqual([
      { page: '1' },
      { page: '2' },
    ]);
    expect(log.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.click(toggle);
    expect(
      screen.queryByRole('region', { name: 'Deliveries of https://hooks.example.com/postcraft' }),
    ).toBeNull();
  });

  it('when the plan has no webhooks (Free), then Upgrade is offered instead of the form, and none are listed', async () => {
    entitlements = buildFreeEntitlements();
    webhooks = [];
    renderRoute('/developers');

    const notice = (await screen.findByText(PREMIUM_NOTICE)).closest<HTMLElement>(
      '[data-testid="upgrade-notice"]',
    );
    expect(within(notice as HTMLElement).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/plan',
    );
    expect(screen.queryByLabelText('Endpoint URL')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add webhook' })).toBeNull();
    // How to verify signatures is still explained.
    expect(screen.getByRole('heading', { name: 'Verifying signatures' })).toBeInTheDocument();
    await api.settled();
    expect(screen.queryByRole('list', { name: 'Your webhooks' })).toBeNull();
  });

  it('when a user back on Free still has webhooks, then they are listed to be turned off or deleted, and none can be added', async () => {
    entitlements = buildFreeEntitlements();
    webhooks = [SHOP];
    renderRoute('/developers');

    const [shop] = await listedWebhooks();
    expect(screen.getByText(PREMIUM_NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add webhook' })).toBeNull();

    fireEvent.click(
      within(shop as HTMLElement).getByRole('switch', {
        name: 'Send events to https://hooks.example.com/postcraft',
      }),
    );
    expect(await screen.findByText(WEBHOOK_MESSAGES.updated)).toBeInTheDocument();
    expect(webhookRequests('PATCH')).toHaveLength(1);

    fireEvent.click(
      screen.getByRole('button', {
        name: 'Delete the webhook https://hooks.example.com/postcraft',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this webhook?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete webhook' }));
    expect(await screen.findByText(WEBHOOK_MESSAGES.deleted)).toBeInTheDocument();
    expect(webhookRequests('DELETE')).toHaveLength(1);
  });
});
