import { expect, test } from '@playwright/test';
import { connectSandbox } from '../connect-sandbox.js';
import { signUpAndOnboard } from '../sign-up.js';
import { bringForward, CSRF, statusOf, TINY_PNG, useLook } from '../post-helpers.js';

test.use({ timezoneId: 'Europe/Paris' });

test('a pending post whose caption is edited from its modal goes out with the new text on the Sandbox', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const username = `edit_${stamp}`;
  const before = `Draft words ${stamp}`;
  const after = `Final words ${stamp}`;
  await page.goto('/');
  await useLook(page, 'light', 'en');
  await signUpAndOnboard(page, `edit.${stamp}@example.com`);
  await connectSandbox(page, username);

  const scheduled = await page.request.post('/api/user/schedule', {
    headers: CSRF,
    multipart: {
      media: { name: 'words.png', mimeType: 'image/png', buffer: TINY_PNG },
      caption: before,
      type: 'image',
      'platforms[0]': 'sandbox',
      scheduledTime: new Date(Date.now() + 60 * 60_000).toISOString(),
    },
  });
  expect(scheduled.status()).toBe(201);
  const post = (await scheduled.json()) as { _id: string };

  await page.goto('/calendar');
  const card = page.getByTestId('post-card').filter({ hasText: before });
  await card.locator('button').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Edit' }).click();
  const form = dialog.getByRole('form', { name: 'Edit the post' });
  await form.getByRole('textbox', { name: /^Caption/ }).fill(after);
  await page.screenshot({ path: test.info().outputPath('edit-form-light-en.png') });
  await form.getByRole('button', { name: 'Save the changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Post updated')).toBeVisible();
  await expect(page.getByTestId('post-card').filter({ hasText: after })).toBeVisible();

  // The worker publishes it, with the edited caption, once its time comes (brought forward).
  await bringForward(page, post._id);
  await expect(async () => expect(await statusOf(page, post._id)).toBe('completed')).toPass({
    timeout: 60_000,
    intervals: [2_000],
  });
  await page.goto(`/sandbox/@${username}`);
  await expect(page.getByText(after)).toHaveCount(1);
  await expect(page.getByText(before)).toHaveCount(0);

  // The form in French and in dark mode, on a post still pending.
  const other = await page.request.post('/api/user/schedule', {
    headers: CSRF,
    multipart: {
      media: { name: 'words.png', mimeType: 'image/png', buffer: TINY_PNG },
      caption: `Later ${stamp}`,
      type: 'image',
      'platforms[0]': 'sandbox',
      scheduledTime: new Date(Date.now() + 60 * 60_000).toISOString(),
    },
  });
  expect(other.status()).toBe(201);
  for (const [theme, language, edit] of [
    ['light', 'fr', 'Modifier'],
    ['dark', 'en', 'Edit'],
  ] as const) {
    await page.goto('/calendar');
    await useLook(page, theme, language);
    await page.reload();
    await page
      .getByTestId('post-card')
      .filter({ hasText: `Later ${stamp}` })
      .locator('button')
      .first()
      .click();
    await dialog.getByRole('button', { name: edit }).click();
    await page.screenshot({ path: test.info().outputPath(`edit-form-${theme}-${language}.png`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
});
