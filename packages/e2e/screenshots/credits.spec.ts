import { expect, test, type Page } from '@playwright/test';
import { openPurchaseModal, TEST_CARDS, typeCard } from '../credits-purchase.js';
import { useLook } from '../post-helpers.js';
import { signUpAndOnboard } from '../sign-up.js';

/**
 * The credits screens in English, French and dark: /credits, the purchase modal (empty, then
 * with a declined card), the header's credits panel and /completion after an authentication.
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

test('credits, the purchase modal, the credits panel and /completion', async ({ page }) => {
  await page.goto('/');
  await useLook(page, 'light', 'en');
  await signUpAndOnboard(page, `credits.tour.${Date.now()}@example.com`);

  // One purchase through the authentication page, so the numbers are not all zero and
  // /completion has a payment to show.
  const dialog = await openPurchaseModal(page);
  await typeCard(dialog, TEST_CARDS.requiresAuthentication);
  await dialog.getByRole('button', { name: 'Pay $90.00' }).click();
  await page.waitForURL(/\/sandbox\//, { timeout: 30_000 });
  await shoot(page, 'authentication-page');
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await page.waitForURL(/\/completion\?/, { timeout: 30_000 });
  const completion = page.url();

  for (const [theme, language] of LOOKS) {
    const look = `${theme}-${language}`;
    await useLook(page, theme, language);

    await page.goto('/credits');
    await expect(page.getByTestId('credit-pack').first()).toBeVisible();
    await shoot(page, `${look}-credits`, true);

    await page.getByTestId('credit-pack').nth(2).getByRole('button').click();
    const modal = page.getByRole('dialog');
    await expect(modal.locator('iframe')).toBeVisible();
    await shoot(page, `${look}-purchase-modal`);
    if (language === 'en') {
      await typeCard(modal, TEST_CARDS.declined);
      await modal.getByRole('button', { name: 'Pay $90.00' }).click();
      await expect(modal.getByText('Your card was declined.', { exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await shoot(page, `${look}-purchase-declined`);
    }
    await page.keyboard.press('Escape');

    await page.getByTestId('credits-badge').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, `${look}-credits-panel`);
    await page.keyboard.press('Escape');

    await page.goto(completion);
    await expect(page.getByTestId('completion-balance')).toBeVisible({ timeout: 30_000 });
    await shoot(page, `${look}-completion`);
  }
});
