import { expect, test, type Page } from '@playwright/test';
import { TEST_CARDS, typeCard } from '../credits-purchase.js';
import { useLook } from '../post-helpers.js';
import { signUpAndOnboard } from '../sign-up.js';

/**
 * The Premium screens in English, French and dark: /plan and /subscription on Free and on
 * Premium, the subscribe modal (empty, then with a declined card), /completion after a
 * subscription's authentication, and the payment-update, billing information and billing
 * history modals.
 */
const LOOKS = [
  ['light', 'en'],
  ['light', 'fr'],
  ['dark', 'en'],
  ['dark', 'fr'],
] as const;

async function shoot(page: Page, name: string, fullPage = false) {
  // Not 'networkidle': the live-events channel keeps a request open on every page.
  await page.waitForLoadState('load');
  await page.waitForTimeout(600);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

test('plans, subscription and their modals, on Free then on Premium', async ({ page }) => {
  await page.goto('/');
  await useLook(page, 'light', 'en');
  await signUpAndOnboard(page, `premium.tour.${Date.now()}@example.com`);

  for (const [theme, language] of LOOKS) {
    const look = `${theme}-${language}`;
    await useLook(page, theme, language);

    await page.goto('/plan');
    await expect(page.getByTestId('plan-free')).toBeVisible();
    await shoot(page, `${look}-plan-free`, true);

    await page.getByTestId('plan-premium').getByRole('button').click();
    const modal = page.getByRole('dialog');
    await expect(modal.locator('iframe')).toBeVisible();
    await shoot(page, `${look}-subscribe-modal`);
    if (language === 'en') {
      await typeCard(modal, TEST_CARDS.declined);
      await modal.getByRole('button', { name: 'Subscribe for $29.00 a month' }).click();
      await expect(modal.getByText('Your card was declined.', { exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await shoot(page, `${look}-subscribe-declined`);
    }
    await page.keyboard.press('Escape');

    await page.goto('/subscription');
    await expect(page.getByTestId('current-plan-name')).toBeVisible();
    await shoot(page, `${look}-subscription-free`, true);
    await page.getByTestId('billing-info').getByRole('button').click();
    const form = page.getByRole('dialog');
    await form.locator('#billing-address').fill('');
    await form.locator('button[type=submit]').click();
    await expect(form.locator('[aria-invalid=true]').first()).toBeVisible();
    await shoot(page, `${look}-billing-info-errors`);
    await page.keyboard.press('Escape');

    // The declined first payment left an open invoice: the history shows it as Pending.
    await page.getByTestId('payment-details').getByRole('button').nth(1).click();
    await expect(page.getByRole('dialog').getByTestId('invoice-row')).toBeVisible();
    await shoot(page, `${look}-billing-history-pending`);
    await page.keyboard.press('Escape');
  }

  // Premium through the authentication page, so /completion has a subscription to show.
  await useLook(page, 'light', 'en');
  await page.goto('/plan');
  await page.getByRole('button', { name: 'Subscribe to Premium' }).click();
  const subscribe = page.getByRole('dialog', { name: 'Subscribe to Premium' });
  await typeCard(subscribe, TEST_CARDS.requiresAuthentication);
  await subscribe.getByRole('button', { name: 'Subscribe for $29.00 a month' }).click();
  await page.waitForURL(/\/sandbox\//, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await page.waitForURL(/\/completion\?/, { timeout: 30_000 });
  await expect(page.getByText('You are now Premium!')).toBeVisible({ timeout: 45_000 });
  const completion = page.url();

  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Add billing information' }).click();
  const form = page.getByRole('dialog', { name: 'Billing information' });
  await form.getByLabel('Address').fill('18 Rua das Flores');
  await form.getByLabel('Country').selectOption({ label: 'Portugal' });
  await form.getByLabel('State / region').fill('Lisboa');
  await form.getByLabel(/^City/).fill('Lisbon');
  await form.getByLabel(/^ZIP/).fill('1200-195');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden({ timeout: 30_000 });

  for (const [theme, language] of LOOKS) {
    const look = `${theme}-${language}`;
    await useLook(page, theme, language);

    await page.goto(completion);
    await expect(page.getByRole('link', { name: /subscription|abonnement/i })).toBeVisible({
      timeout: 45_000,
    });
    await shoot(page, `${look}-completion-premium`);

    await page.goto('/plan');
    await expect(page.getByTestId('plan-premium')).toBeVisible();
    await shoot(page, `${look}-plan-premium`, true);

    await page.goto('/subscription');
    await expect(page.getByTestId('payment-card')).toBeVisible();
    await expect(page.getByTestId('billing-info').locator('address')).toBeVisible();
    await shoot(page, `${look}-subscription-premium`, true);

    await page.getByTestId('payment-details').getByRole('button').first().click();
    await expect(page.getByRole('dialog').locator('iframe')).toBeVisible({ timeout: 30_000 });
    await shoot(page, `${look}-payment-update-modal`);
    await page.keyboard.press('Escape');

    await page.getByTestId('billing-info').getByRole('button').click();
    await expect(page.getByRole('dialog').locator('select')).toBeVisible();
    await shoot(page, `${look}-billing-info-modal`);
    await page.keyboard.press('Escape');

    await page.getByTestId('payment-details').getByRole('button').nth(1).click();
    await expect(page.getByRole('dialog').getByTestId('invoice-row').first()).toBeVisible({
      timeout: 30_000,
    });
    await shoot(page, `${look}-billing-history-modal`);
    await page.keyboard.press('Escape');
  }
});
