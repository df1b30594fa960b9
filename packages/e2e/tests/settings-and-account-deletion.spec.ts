import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, signUpAndOnboard } from '../sign-up.js';

const PASSWORD = E2E_PASSWORD;
const NEW_PASSWORD = 'Rainy-Night-77';

async function setTheme(page: Page, theme: 'light' | 'dark') {
  // The app remembers the theme in local storage and applies it before the first paint.
  await page.evaluate(`localStorage.setItem('postcraft.theme', '${theme}')`);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

test('when a user changes every setting screen and then deletes the account, then each change is confirmed and the account is gone', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = `settings.${Date.now()}@example.com`;
  await signUpAndOnboard(page, email);

  // /profile: names.
  await page.goto('/profile');
  await page.getByLabel('First name').fill('Dorothea');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  // /account: password change.
  await page.goto('/account');
  await page.getByLabel('Old password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Account updated successfully!')).toBeVisible();

  // /settings: brand colours, saved as they change.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Add colour' }).click();
  await page.getByLabel('Brand colour 1').fill('#ff5500');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByText('#ff5500')).toBeVisible();

  // /nichesettings and /keywords: reached from /settings.
  await page.getByRole('link', { name: 'Edit niche' }).click();
  await expect(page).toHaveURL(/\/nichesettings$/);
  await page.getByText('Travel Accounts').click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Niche updated successfully!')).toBeVisible();

  await page.goto('/keywords');
  await page
    .getByRole('textbox', { name: /key phrases or taglines/ })
    .fill('Sourdough every morning');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Brand keywords updated successfully!')).toBeVisible();

  // /voicesettings and /content.
  await page.goto('/voicesettings');
  await page.getByText('Friendly & conversational').click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Voice & Tone updated successfully!')).toBeVisible();

  await page.goto('/content');
  await page.getByText('Videos, Reels, Tiktoks').click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Content Preferences updated successfully!')).toBeVisible();

  // /autopilotsettings: autopilot is Premium's (the new user is Free: the server refuses it and
  // the page offers the upgrade); approval and the frequency are saved.
  await page.goto('/autopilotsettings');
  const enable = page.getByRole('switch', { name: 'Enable Autopilot' });
  const approve = page.getByRole('switch', { name: 'Approve Posts First?' });
  await expect(enable).not.toBeChecked();
  const wasApproving = await approve.isChecked();
  const refused = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/updateProfile') && response.status() === 403,
  );
  await Promise.all([refused, enable.click()]);
  await expect(page.getByText('Autopilot is a Premium feature.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plan');
  await expect(enable).not.toBeChecked();
  // One change at a time: concurrent updates of one document lose writes on FerretDB 1.x.
  const saved = () =>
    page.waitForResponse(
      (response) => response.url().endsWith('/api/user/updateProfile') && response.ok(),
    );
  await Promise.all([saved(), approve.click()]);
  await expect(approve).toBeChecked({ checked: !wasApproving });
  const frequency = page.getByRole('slider');
  const before = Number(await frequency.inputValue());
  await frequency.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${before + 2} posts per week`)).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // Everything above is stored: it is all still there after a reload.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Enable Autopilot' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Approve Posts First?' })).toBeChecked({
    checked: !wasApproving,
  });
  await expect(page.getByText(`${before + 2} posts per week`)).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByLabel('First name')).toHaveValue('Dorothea');
  await expect(page.getByText('Friendly & conversational').first()).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByText('Travel Accounts').first()).toBeVisible();
  await expect(page.getByText('Sourdough every morning')).toBeVisible();

  // /account: the danger zone, light and dark.
  await page.goto('/account');
  const dangerZone = page.getByRole('region', { name: 'Delete account' });
  await expect(dangerZone).toBeVisible();
  await setTheme(page, 'light');
  await page.screenshot({
    path: testInfo.outputPath('account-danger-zone-light.png'),
    fullPage: true,
  });
  await setTheme(page, 'dark');
  await page.screenshot({
    path: testInfo.outputPath('account-danger-zone-dark.png'),
    fullPage: true,
  });

  // The confirmation asks for the password: a wrong one changes nothing.
  await dangerZone.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Password is incorrect.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('account-delete-dialog-dark.png') });
  await setTheme(page, 'light');
  await expect(page).toHaveURL(/\/account$/);

  await page.getByRole('region', { name: 'Delete account' }).getByRole('button').click();
  await dialog.getByLabel('Your password').fill(NEW_PASSWORD);
  await page.screenshot({ path: testInfo.outputPath('account-delete-dialog-light.png') });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByText('Your account has been deleted. Thank you for trying Postcraft.'),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('landing-after-deletion.png') });
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);

  // Logging in again: the API answers 'user not found' and the app offers to sign up.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/user/login')),
    page.getByRole('button', { name: 'Login', exact: true }).click(),
  ]);
  expect(answer.status()).toBe(404);
  expect(await answer.json()).toEqual({ message: 'user not found', code: 'user_not_found' });
  await expect(page.getByText('No account found. Redirecting to sign up...')).toBeVisible();
});
