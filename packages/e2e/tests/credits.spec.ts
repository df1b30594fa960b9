import { expect, test } from '@playwright/test';
import { creditBalance, openPurchaseModal, TEST_CARDS, typeCard } from '../credits-purchase.js';
import { signUpAndOnboard } from '../sign-up.js';

/**
 * Buying credits with the payment Sandbox (the server runs without Stripe keys): the 1000-second
 * pack paid by card, a declined card, and a card that asks for 3-D Secure.
 */
const PACK = 1000;
const purchased = `Successfully purchased ${PACK} seconds of video generation!`;
const badgeName = (balance: number) => `Credits: ${balance.toLocaleString('en-US')} left`;

test('when the 1000-second pack is paid with 4242 4242 4242 4242, then the success shows, the modal closes and the badge counts 1,000 more', async ({
  page,
}) => {
  await signUpAndOnboard(page, `credits.buy.${Date.now()}@example.com`);
  const before = await creditBalance(page);
  await expect(page.getByTestId('credits-badge')).toHaveAccessibleName(badgeName(before));

  const dialog = await openPurchaseModal(page);
  await typeCard(dialog, TEST_CARDS.succeeds);
  await dialog.getByRole('button', { name: 'Pay $90.00' }).click();

  await expect(dialog.getByText(purchased)).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(page.getByTestId('credits-badge')).toHaveAccessibleName(badgeName(before + PACK));
  expect(await creditBalance(page)).toBe(before + PACK);

  await page.getByTestId('credits-badge').click();
  await expect(page.getByRole('dialog').getByTestId('credits-balance')).toHaveText(
    (before + PACK).toLocaleString('en-US'),
  );
});

test('when the card is declined (4000 0000 0000 0002), then “Your card was declined.” shows and no credit is added', async ({
  page,
}) => {
  await signUpAndOnboard(page, `credits.declined.${Date.now()}@example.com`);
  const before = await creditBalance(page);

  const dialog = await openPurchaseModal(page);
  await typeCard(dialog, TEST_CARDS.declined);
  await dialog.getByRole('button', { name: 'Pay $90.00' }).click();

  await expect(dialog.getByText('Your card was declined.', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog).toBeVisible();
  expect(await creditBalance(page)).toBe(before);
});

test('when the card asks for authentication (4000 0025 0000 3155), then the authentication page leads to /completion with the success, which a reload keeps', async ({
  page,
}) => {
  await signUpAndOnboard(page, `credits.3ds.${Date.now()}@example.com`);
  const before = await creditBalance(page);

  const dialog = await openPurchaseModal(page);
  await typeCard(dialog, TEST_CARDS.requiresAuthentication);
  await dialog.getByRole('button', { name: 'Pay $90.00' }).click();

  await page.getByRole('button', { name: 'Complete authentication' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/completion\?.*redirect_status=succeeded/, { timeout: 30_000 });
  await expect(page.getByText(purchased)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('completion-balance')).toHaveText(
    `You now have ${(before + PACK).toLocaleString('en-US')} credits.`,
  );

  await page.reload();
  await expect(page.getByText(purchased)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await creditBalance(page)).toBe(before + PACK);

  await page.getByRole('link', { name: 'Back to credits' }).click();
  await expect(page).toHaveURL(/\/credits$/);
});
