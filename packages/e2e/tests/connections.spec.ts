import { expect, test } from '@playwright/test';
import { signUpAndOnboard } from '../sign-up.js';

test('when a user connects a Sandbox account through the popup, then it shows in the accounts card until disconnected', async ({
  page,
}, testInfo) => {
  await signUpAndOnboard(page, `connect.${Date.now()}@example.com`);
  await page.goto('/autopilotsettings');

  await page.getByRole('button', { name: 'Add Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an account' });
  await expect(dialog.getByRole('button', { name: 'Connect Sandbox' })).toBeEnabled();
  // Platforms without credentials or without a posting API are shown, but cannot be connected.
  await expect(dialog.getByText('WhatsApp', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Connect WhatsApp' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Connect LinkedIn' })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('add-account-dialog.png') });

  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Connect Sandbox' }).click();
  const popup = await popupOpened;
  await expect(
    popup.getByRole('heading', { name: /Postcraft wants to access your Sandbox account/ }),
  ).toBeVisible();
  await popup.screenshot({ path: testInfo.outputPath('sandbox-consent.png') });
  await popup.getByLabel('Sandbox username').fill('costa_foods');
  // Listened for before the click: the popup may close before the click's promise settles.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Allow' }).click();
  await closed;

  const accounts = page.getByRole('list', { name: /connected accounts/i });
  await expect(accounts.getByText('@costa_foods')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('account-connected.png'), fullPage: true });

  // Its feed page on the sandbox exists and is linked from the account.
  const feedLink = accounts.getByRole('link', { name: /costa_foods/ });
  const feed = await page.request.get((await feedLink.getAttribute('href'))!);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('@costa_foods');

  // Connected platforms are hidden from the dialog.
  await page.getByRole('button', { name: 'Add Account' }).click();
  await expect(page.getByRole('button', { name: 'Connect Sandbox' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await accounts.getByRole('button', { name: /Disconnect Sandbox/ }).click();
  await page
    .getByRole('dialog', { name: 'Disconnect this account?' })
    .getByRole('button', { name: 'Disconnect' })
    .click();
  await expect(page.getByText('Sandbox account disconnected successfully')).toBeVisible();
  await expect(page.getByText('@costa_foods')).toHaveCount(0);
});
