import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import {
  buildBillingOffConfig,
  buildCreditsSummary,
  buildPaymentsConfig,
} from '../../test/payments.factory';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';
import { closeApiStub } from '../../test/visitor-session';

let api: ApiStub;

async function start(
  credits = buildCreditsSummary(),
  config = buildPaymentsConfig(),
  user = buildUser({ timeZone: 'Europe/Paris' }),
) {
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user } } }),
    'GET /api/payments/config': () => ({ status: 200, body: { config } }),
    'GET /api/payments/credits': () => ({ status: 200, body: credits }),
  });
}

afterEach(async () => {
  await closeApiStub(api);
  await act(() => i18n.changeLanguage('en'));
});

async function openPanel() {
  renderRoute('/plan');
  fireEvent.click(await screen.findByTestId('credits-badge'));
  return within(await screen.findByRole('dialog'));
}

describe('the credits badge and panel', () => {
  it('when a user has bought credits, then the badge shows the balance in short and the panel its live numbers, with no monthly reset', async () => {
    await start(
      buildCreditsSummary({ balance: 1234, purchased: 1234, usedByType: { video: 66 }, held: 15 }),
    );
    const panel = await openPanel();

    expect(screen.getByTestId('credits-badge')).toHaveTextContent('1.2K');
    expect(screen.getByTestId('credits-badge')).toHaveAccessibleName('Credits: 1,234 left');
    expect(panel.getByTestId('credits-balance')).toHaveTextContent('1,234');
    expect(panel.getByText('About 20 min of video')).toBeVisible();
    expect(panel.getByTestId('credits-purchased')).toHaveTextContent('1,234');
    expect(panel.getByTestId('credits-videos')).toHaveTextContent('66');
    expect(panel.getByTestId('credits-held')).toHaveTextContent('15');
    expect(panel.queryByText('Credits reset every month.')).not.toBeInTheDocument();
    expect(panel.queryByTestId('credits-monthly')).not.toBeInTheDocument();
  });

  it('when the plan gives a monthly allowance, then what is left of it and when it resets show', async () => {
    await start(
      buildCreditsSummary({
        balance: 12658,
        monthlyAllowance: 18000,
        monthlyLeft: 12658,
        resetsAt: '2030-06-10T08:00:00.000Z',
        usedByType: { video: 5342 },
      }),
    );
    const panel = await openPanel();

    expect(screen.getByTestId('credits-badge')).toHaveTextContent('13K');
    expect(panel.getByTestId('credits-monthly')).toHaveTextContent('12,658 of 18,000 left');
    expect(panel.getByText('Credits reset every month.')).toBeVisible();
    expect(panel.getByTestId('credits-resets')).toHaveTextContent('June 10, 2030');
    expect(panel.getByRole('meter')).toHaveAttribute('aria-valuenow', '12658');
  });

  it('when Purchase Credits or Upgrade is followed, then it goes to its page and the panel closes', async () => {
    await start(buildCreditsSummary({ balance: 40 }));
    const panel = await openPanel();

    expect(panel.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plan');
    fireEvent.click(panel.getByRole('link', { name: 'Purchase Credits' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the user is Premium, then the panel leads to their subscription instead of Upgrade', async () => {
    await start(
      buildCreditsSummary({ balance: 323, monthlyAllowance: 323, monthlyLeft: 323 }),
      buildPaymentsConfig(),
      buildUser({ plan: 'premium' }),
    );
    const panel = await openPanel();

    expect(panel.getByRole('link', { name: 'Your subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(panel.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('when the page is in French, then the numbers are written the French way', async () => {
    await act(() => i18n.changeLanguage('fr'));
    await start(buildCreditsSummary({ balance: 1234, purchased: 1234 }));
    const panel = await openPanel();

    expect(screen.getByTestId('credits-badge')).toHaveTextContent('1,2 k');
    expect(panel.getByTestId('credits-balance')).toHaveTextContent('1 234');
    expect(panel.getByText('crédits restants')).toBeVisible();
    expect(panel.getByRole('link', { name: 'Acheter des crédits' })).toBeVisible();
  });

  it('when billing is off on the server, then there is no badge and the credits are never asked', async () => {
    await start(buildCreditsSummary(), buildBillingOffConfig());
    renderRoute('/plan');

    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await api.settled();
    expect(screen.queryByTestId('credits-badge')).not.toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).not.toContain('/api/payments/credits');
  });
});
