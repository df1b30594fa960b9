import { expect, test } from '@playwright/test';
import { connectSandbox } from '../connect-sandbox.js';
import { signUpAndOnboard } from '../sign-up.js';
import { CSRF, statusOf, TINY_PNG, useLook } from '../post-helpers.js';

test.use({ timezoneId: 'Europe/Paris' });

test('a post that failed because the account was gone is retried from its modal and goes out on the Sandbox', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const username = `retry_${stamp}`;
  const caption = `Market stall opening ${stamp}`;
  await page.goto('/');
  await useLook(page, 'light', 'en');
  await signUpAndOnboard(page, `retry.${stamp}@example.com`);
  await connectSandbox(page, username);

  // Scheduled a few seconds ahead, then the account is disconnected: the worker's publish fails.
  const scheduled = await page.request.post('/api/user/schedule', {
    headers: CSRF,
    multipart: {
      media: { name: 'stall.png', mimeType: 'image/png', buffer: TINY_PNG },
      caption,
      type: 'image',
      'platforms[0]': 'sandbox',
      scheduledTime: new Date(Date.now() + 8_000).toISOString(),
    },
  });
  expect(scheduled.status()).toBe(201);
  const post = (await scheduled.json()) as { _id: string };
  const disconnected = await page.request.delete('/api/user/disconnect/sandbox', {
    headers: CSRF,
  });
  expect(disconnected.status()).toBe(200);
  await expect(async () => expect(await statusOf(page, post._id)).toBe('failed')).toPass({
    timeout: 180_000,
    intervals: [2_000],
  });

  // Connected again; the failed post's modal says why it failed and offers Retry.
  await connectSandbox(page, username);
  const card = page.getByTestId('post-card').filter({ hasText: caption });
  const dialog = page.getByRole('dialog');
  const looks = [
    ['light', 'en', 'Retry'],
    ['light', 'fr', 'Réessayer'],
    ['dark', 'en', 'Retry'],
  ] as const;
  for (const [theme, language, retry] of looks) {
    await page.goto('/calendar');
    await useLook(page, theme, language);
    await page.reload();
    await card.locator('button').first().click();
    await expect(dialog.getByRole('button', { name: retry })).toBeEnabled();
    await page.screenshot({
      path: test.info().outputPath(`retry-modal-${theme}-${language}.png`),
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  await useLook(page, 'light', 'en');
  await page.reload();
  await card.locator('button').first().click();
  await expect(
    dialog.getByText('Failed: Account disconnected: reconnect it, then retry.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reschedule' })).toBeEnabled();

  await dialog.getByRole('button', { name: 'Retry' }).click();

  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText('Successfully posted to 1 platform(s)!')).toBeVisible();
  await expect(card).toContainText('Published');
  expect(await statusOf(page, post._id)).toBe('completed');
  await page.goto(`/sandbox/@${username}`);
  await expect(page.getByText(caption)).toHaveCount(1);
});
