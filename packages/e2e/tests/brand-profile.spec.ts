import { expect, test } from '@playwright/test';
import { readCodeFromMail } from '../mailbox.js';

const PASSWORD = 'Sunny-Day-42';

test('when a new user completes onboarding and reloads, then every choice shows in the profile', async ({
  page,
}, testInfo) => {
  const email = `onboard.${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Bea');
  await page.getByLabel('Last name').fill('Costa');
  await page.getByLabel('Company/Business Name').fill('Costa Foods');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create My Account' }).click();
  await expect(page).toHaveURL(/\/verifyCode$/);
  await page.getByRole('textbox', { name: /digit 1/i }).click();
  await page.keyboard.type(await readCodeFromMail(email));
  await page.getByRole('button', { name: "Let's Get Started!" }).click();
  await expect(page).toHaveURL(/\/experience\/niche$/);

  await page.getByText('Food Accounts').click();
  await page.getByRole('button', { name: /^next/i }).click();
  await expect(page).toHaveURL(/\/experience\/voice$/);
  await page.getByText('Grow my audience').click();
  await page.getByRole('textbox').first().fill('Fresh every morning');
  await page.getByRole('button', { name: /^next/i }).click();
  await expect(page).toHaveURL(/\/experience\/style$/);
  await page.getByText('Professional & informative').click();
  await page.getByRole('button', { name: /^next/i }).click();
  await expect(page).toHaveURL(/\/experience\/autopilot$/);
  await page.getByRole('button', { name: /^(next|finish)/i }).click();
  await expect(page).toHaveURL(/\/create-prompt$/);

  await page.goto('/profile');
  await page.reload();
  await expect(page.getByText('Professional & informative').first()).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByText('Food Accounts').first()).toBeVisible();
  await expect(page.getByText('Fresh every morning').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('settings.png'), fullPage: true });
});

test.describe('on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });

  test('when a mobile browser opens Postcraft, then the desktop-only notice shows', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByText('Desktop experience only (for now)')).toBeVisible();
  });
});
