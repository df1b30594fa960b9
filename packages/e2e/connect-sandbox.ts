import { expect, type Page } from '@playwright/test';

/** Connects a Sandbox account through the Add Account dialog and its consent popup. */
export async function connectSandbox(page: Page, username: string): Promise<void> {
  await page.goto('/autopilotsettings');
  await page.getByRole('button', { name: 'Add Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an account' });
  await expect(dialog.getByRole('button', { name: 'Connect Sandbox' })).toBeEnabled();
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Connect Sandbox' }).click();
  const popup = await popupOpened;
  await popup.getByLabel('Sandbox username').fill(username);
  // Listened for before the click: the popup may close before the click's promise settles.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Allow' }).click();
  await closed;
  await expect(page.getByText(`@${username}`)).toBeVisible();
}
