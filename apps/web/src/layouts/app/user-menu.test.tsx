import type { User } from '@postcraft/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { startApiStub, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { buildUser } from '../../test/user.factory';

let api: ApiStub;

async function openMenuAs(user: User, trigger: string) {
  api = await startApiStub({
    'GET /api/user/me': () => ({ status: 200, body: { data: { user } } }),
  });
  renderRoute('/helpcenter');
  const button = await screen.findByRole('button', { name: trigger });
  // The menu positions itself asynchronously; let it settle inside act.
  await act(async () => {
    fireEvent.keyDown(button, { key: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(async () => {
  await api.close();
  await i18n.changeLanguage('en');
});

describe('the account menu', () => {
  it('when a Free user opens it, then Subscription shows the Free plan and leads to /subscription', async () => {
    await openMenuAs(buildUser({ plan: 'free' }), 'Account menu, Jane');
    const item = screen.getByRole('menuitem', { name: 'Subscription, Free plan' });
    expect(item).toHaveTextContent('SubscriptionFree');
    expect(item).toHaveAttribute('href', '/subscription');
  });

  it('when a Premium user opens it in French, then Abonnement shows the Premium plan', async () => {
    await i18n.changeLanguage('fr');
    await openMenuAs(buildUser({ plan: 'premium' }), 'Menu du compte, Jane');
    const item = screen.getByRole('menuitem', { name: 'Abonnement, offre Premium' });
    expect(item).toHaveTextContent('AbonnementPremium');
    expect(screen.getByRole('menuitem', { name: 'Profil' })).not.toHaveTextContent('Premium');
  });
});
