import { expect, test } from '@playwright/test';
import { connectSandbox } from '../connect-sandbox.js';
import { signUpAndOnboard } from '../sign-up.js';
import { bringForward, CSRF, TINY_PNG } from '../post-helpers.js';

test.use({ timezoneId: 'Europe/Paris' });

test('when the worker publishes a post while the calendar is open, then its card and its open modal say Published without a reload; Post Now counts on the bell at once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpAndOnboard(page, `live.${Date.now()}@example.com`);
  await connectSandbox(page, 'live_bakery');

  const schedule = async (caption: string, at: Date) => {
    const answer = await page.request.post('/api/user/schedule', {
      headers: CSRF,
      multipart: {
        media: { name: 'bread.png', mimeType: 'image/png', buffer: TINY_PNG },
        caption,
        type: 'image',
        'platforms[0]': 'sandbox',
        scheduledTime: at.toISOString(),
      },
    });
    expect(answer.status()).toBe(201);
    return ((await answer.json()) as { _id: string })._id;
  };
  // The first one for the worker (brought forward once its modal is open); the second for Post Now.
  const dawnId = await schedule('Sourdough at dawn', new Date(Date.now() + 10 * 60_000));
  await schedule('Rye loaves later', new Date(Date.now() + 10 * 60_000));

  await page.goto('/calendar');
  const card = page.getByTestId('post-card').filter({ hasText: 'Sourdough at dawn' });
  await expect(card.getByText('Pending')).toBeVisible();
  await card.getByRole('button').first().click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByText('Pending', { exact: true })).toBeVisible();
  const openedAt = await page.evaluate(() => performance.timeOrigin);

  // The worker publishes it at its time; the page is never reloaded.
  await bringForward(page, dawnId);
  await expect(modal.getByText('Published', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(modal.getByRole('button', { name: 'Post Now' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(card.getByText('Published')).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(openedAt);

  // Post Now publishes in the API (no push): the bell still counts it at once.
  const later = page.getByTestId('post-card').filter({ hasText: 'Rye loaves later' });
  await later.getByRole('button').first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Post Now' }).click();
  await expect(later.getByText('Published')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('notification-badge')).toHaveText('2');
});
