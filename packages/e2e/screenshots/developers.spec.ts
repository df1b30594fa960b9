import { expect, test, type Page } from '@playwright/test';
import { subscribeToPremium, TEST_CARDS } from '../credits-purchase.js';
import { useLook } from '../post-helpers.js';
import { signUpAndOnboard } from '../sign-up.js';

/**
 * Settings → Developers: on Free (Upgrade instead of keys), then on Premium: the form filled in,
 * the new key shown once (light and dark), the list with one key in English, French and dark, and
 * the question before a key is revoked.
 */
const LOOKS = [
  ['light', 'en'],
  ['light', 'fr'],
  ['dark', 'en'],
] as const;

async function shoot(page: Page, name: string, fullPage = true) {
  // Not 'networkidle': the live-events channel keeps a request open on every page.
  await page.waitForLoadState('load');
  await page.waitForTimeout(600);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

test('API keys on Free, then on Premium with one key', async ({ page }) => {
  await page.goto('/');
  await useLook(page, 'light', 'en');
  await signUpAndOnboard(page, `developers.tour.${Date.now()}@example.com`);

  await page.goto('/developers');
  await expect(page.getByTestId('upgrade-notice')).toBeVisible();
  await shoot(page, 'light-en-developers-free');

  await page.goto('/plan');
  await subscribeToPremium(page, TEST_CARDS.succeeds);

  await page.goto('/developers');
  await page.getByLabel('Key name').fill('Publishing script');
  await page.getByRole('checkbox', { name: 'Posts: read' }).click();
  await page.getByRole('checkbox', { name: 'Posts: write' }).click();
  await page.getByRole('checkbox', { name: 'Media: write' }).click();
  await shoot(page, 'light-en-developers-form');
  await page.getByRole('button', { name: 'Create key' }).click();
  const created = page.getByRole('region', { name: 'Your new API key' });
  await expect(created.getByLabel('The new API key')).toHaveValue(/^pcft_/);
  await shoot(page, 'light-en-developers-new-key');
  // The key is shown only once: dark mode without a reload, through the header's toggle.
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await shoot(page, 'dark-en-developers-new-key');
  await created.getByRole('button', { name: 'Done' }).click();

  for (const [theme, language] of LOOKS) {
    await useLook(page, theme, language);
    await page.goto('/developers');
    await expect(page.getByTestId('api-key')).toHaveCount(1);
    await shoot(page, `${theme}-${language}-developers`);
  }

  await page.getByRole('button', { name: 'Revoke the key Publishing script' }).click();
  await expect(page.getByRole('dialog', { name: 'Revoke this API key?' })).toBeVisible();
  await shoot(page, 'dark-en-developers-revoke', false);
  await page.keyboard.press('Escape');
  await useLook(page, 'light', 'en');
});
