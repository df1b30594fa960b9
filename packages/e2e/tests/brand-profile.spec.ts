import { expect, test } from '@playwright/test';
import { completeOnboarding, signUpAndVerify } from '../sign-up.js';

test('when a new user completes onboarding and reloads, then every choice shows in the profile', async ({
  page,
}, testInfo) => {
  await signUpAndVerify(page, `onboard.${Date.now()}@example.com`);
  await completeOnboarding(page, { keywords: 'Fresh every morning' });

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
