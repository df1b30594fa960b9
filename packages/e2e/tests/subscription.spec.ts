import { expect, test, type Page } from '@playwright/test';
import { subscribeToPremium, TEST_CARDS, typeCard } from '../credits-purchase.js';
import { signUpAndOnboard } from '../sign-up.js';

/**
 * Premium with the payment Sandbox (the server runs without Stripe keys): subscribing from /plan
 * with a card, what the app then says (plan, menu, monthly video time, card, invoice), changing
 * the card, the customer portal's cancellation seen back on /subscription, and the billing
 * information saved and shown.
 */

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu, Bea' }).click();
  return page.getByRole('menu');
}

test('when Premium is bought from /plan with 4242 4242 4242 4242, then the app says Premium with 323 seconds a month; a new card and the portal’s cancellation show on /subscription', async ({
  page,
}) => {
  await signUpAndOnboard(page, `premium.${Date.now()}@example.com`);
  await page.goto('/plan');
  await expect(page.getByTestId('plan-free')).toContainText('Current plan');

  await subscribeToPremium(page, TEST_CARDS.succeeds);

  await expect(page.getByTestId('plan-premium')).toContainText('Current plan');
  await expect(page.getByRole('button', { name: 'Manage subscription' })).toBeVisible();
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Subscription, Premium plan' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/subscription');
  const plan = page.getByTestId('current-plan');
  await expect(plan.getByTestId('current-plan-name')).toHaveText('Premium');
  await expect(plan).toContainText('Active');
  await expect(plan.getByTestId('current-plan-period')).toContainText('Renews on');
  const credits = page.getByTestId('credits-card');
  await expect(credits.getByTestId('credits-monthly')).toHaveText('323 of 323 left');
  await expect(credits.getByTestId('credits-resets')).toBeVisible();
  await expect(page.getByTestId('payment-card')).toHaveText('Visa •••• 4242');

  await page.getByRole('button', { name: 'Billing history' }).click();
  const history = page.getByRole('dialog', { name: 'Billing history' });
  await expect(history.getByTestId('invoice-row')).toHaveCount(1);
  await expect(history.getByTestId('invoice-row')).toContainText('$29.00');
  await expect(history.getByTestId('invoice-row')).toContainText('Paid');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Update payment details' }).click();
  const update = page.getByRole('dialog', { name: 'Update payment details' });
  await typeCard(update, '5555 5555 5555 4444');
  await update.getByRole('button', { name: 'Save card' }).click();
  await expect(
    update.getByText('Your Mastercard card ending in 4444 is now the one billed.'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('payment-card')).toHaveText('Mastercard •••• 4444');

  await plan.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Manage your Postcraft plan' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText('Your plan is canceled', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Postcraft' }).click();

  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByTestId('current-plan-period')).toContainText('Ends on', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('current-plan-name')).toHaveText('Premium');
});

test('when the card is declined, then the issuer’s message shows and the plan stays Free; billing information is saved and shown', async ({
  page,
}) => {
  await signUpAndOnboard(page, `premium.declined.${Date.now()}@example.com`);
  await page.goto('/plan');
  await page.getByRole('button', { name: 'Subscribe to Premium' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Premium' });
  await typeCard(dialog, TEST_CARDS.declined);
  await dialog.getByRole('button', { name: 'Subscribe for $29.00 a month' }).click();
  await expect(dialog.getByText('Your card was declined.', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('plan-free')).toContainText('Current plan');

  await page.goto('/subscription');
  await expect(page.getByTestId('current-plan-name')).toHaveText('Free');
  await page.getByRole('button', { name: 'Add billing information' }).click();
  const form = page.getByRole('dialog', { name: 'Billing information' });
  await expect(form.getByLabel('First name')).toHaveValue('Bea');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Choose a country.')).toBeVisible();

  await form.getByLabel('Address').fill('18 Rua das Flores');
  await form.getByLabel('Country').selectOption({ label: 'Portugal' });
  await form.getByLabel('State / region').fill('Lisboa');
  await form.getByLabel(/^City/).fill('Lisbon');
  await form.getByLabel(/^ZIP/).fill('1200-195');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden({ timeout: 30_000 });

  await page.reload();
  const saved = page.getByTestId('billing-info');
  await expect(saved).toContainText('Bea Costa');
  await expect(saved).toContainText('18 Rua das Flores');
  await expect(saved).toContainText('1200-195 Lisbon');
  await expect(saved).toContainText('Lisboa, Portugal');
});

test('when the cards ask for authentication (4000 0025 0000 3155), then /completion says Premium after subscribing, and saves the new card after an update', async ({
  page,
}) => {
  await signUpAndOnboard(page, `premium.3ds.${Date.now()}@example.com`);
  await page.goto('/plan');
  await page.getByRole('button', { name: 'Subscribe to Premium' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Premium' });
  await typeCard(dialog, TEST_CARDS.requiresAuthentication);
  await dialog.getByRole('button', { name: 'Subscribe for $29.00 a month' }).click();

  await page.getByRole('button', { name: 'Complete authentication' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/completion\?purpose=subscription&.*redirect_status=succeeded/, {
    timeout: 30_000,
  });
  await expect(page.getByText('You are now Premium!')).toBeVisible({ timeout: 45_000 });
  await page.getByRole('link', { name: 'Back to subscription' }).click();
  await expect(page.getByTestId('current-plan-name')).toHaveText('Premium');
  await expect(page.getByTestId('payment-card')).toHaveText('Visa •••• 3155');

  await page.getByRole('button', { name: 'Update payment details' }).click();
  const update = page.getByRole('dialog', { name: 'Update payment details' });
  await typeCard(update, '4000 0027 6000 3184');
  await update.getByRole('button', { name: 'Save card' }).click();
  await page.getByRole('button', { name: 'Complete authentication' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/completion\?purpose=payment-method&.*setup_intent=seti_/, {
    timeout: 30_000,
  });
  await expect(page.getByText('Your Visa card ending in 3184 is now the one billed.')).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: 'Back to subscription' }).click();
  await expect(page.getByTestId('payment-card')).toHaveText('Visa •••• 3184');
});
