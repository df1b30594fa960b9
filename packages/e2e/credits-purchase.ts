import { expect, type Locator, type Page } from '@playwright/test';

/** Stripe's test cards, which the payment Sandbox honours. */
export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  requiresAuthentication: '4000 0025 0000 3155',
} as const;

/** The signed-in user's credit balance, as the API counts it. */
export async function creditBalance(page: Page): Promise<number> {
  const answer = await page.request.get('/api/payments/credits');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { balance: number }).balance;
}

/** Opens the purchase modal from /credits; it starts on the 1000-second pack. */
export async function openPurchaseModal(page: Page): Promise<Locator> {
  await page.goto('/credits');
  await page.getByRole('button', { name: 'Purchase Credits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Purchase credits' });
  await expect(dialog.getByRole('radio', { name: '1,000 credits for $90.00' })).toBeChecked();
  return dialog;
}

/** Types a card into the Sandbox's card field, framed in the modal, with a future expiry. */
export async function typeCard(dialog: Locator, number: string): Promise<void> {
  const card = dialog.frameLocator('iframe');
  const year = (new Date().getFullYear() + 3) % 100;
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiration date (MM / YY)').fill(`12 / ${year}`);
  await card.getByLabel('Security code (CVC)').fill('123');
  await card.getByLabel('Postal code').fill('75011');
}

/** Subscribes to Premium from /plan with a card and waits for the dialog's success. */
export async function subscribeToPremium(page: Page, card: string): Promise<void> {
  await page.getByRole('button', { name: 'Subscribe to Premium' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Premium' });
  await typeCard(dialog, card);
  await dialog.getByRole('button', { name: 'Subscribe for $29.00 a month' }).click();
  await expect(dialog.getByText('You are now Premium!')).toBeVisible({ timeout: 45_000 });
  await expect(dialog).toBeHidden({ timeout: 10_000 });
}
