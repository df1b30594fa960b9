import { expect, test, type Page } from '@playwright/test';
import { connectSandbox } from '../connect-sandbox.js';
import { signUpAndOnboard } from '../sign-up.js';
import { bringForward, CSRF, statusOf, TINY_PNG, useLook } from '../post-helpers.js';

test.use({ timezoneId: 'Europe/Paris' });

const LOOKS = [
  ['light', 'en'],
  ['light', 'fr'],
  ['dark', 'en'],
] as const;

async function schedule(page: Page, caption: string, inMs: number): Promise<string> {
  const answer = await page.request.post('/api/user/schedule', {
    headers: CSRF,
    multipart: {
      media: { name: 'bread.png', mimeType: 'image/png', buffer: TINY_PNG },
      caption,
      type: 'image',
      'platforms[0]': 'sandbox',
      scheduledTime: new Date(Date.now() + inMs).toISOString(),
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { _id: string })._id;
}

test('disconnecting an account with scheduled posts counts them, keeps them, and the bell says the user disconnected it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const username = `keep_${stamp}`;
  await page.goto('/');
  await useLook(page, 'light', 'en');
  await signUpAndOnboard(page, `keep.${stamp}@example.com`);
  await connectSandbox(page, username);
  await schedule(page, `Weekend croissants ${stamp}`, 48 * 3_600_000);
  await schedule(page, `Sunday brioche ${stamp}`, 72 * 3_600_000);

  // The dialog counts the two posts and offers to keep or cancel them, in each look.
  const dialog = page.getByRole('dialog');
  for (const [theme, language] of LOOKS) {
    await useLook(page, theme, language);
    await page.reload();
    await page.getByRole('button', { name: /^(Disconnect|Déconnecter) Sandbox$/ }).click();
    await expect(
      dialog.getByText(
        language === 'en'
          ? '2 scheduled posts are waiting to go out on Sandbox.'
          : '2 posts programmés attendent de partir sur Sandbox.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('radio').first()).toBeChecked();
    await page.screenshot({
      path: test.info().outputPath(`disconnect-dialog-${theme}-${language}.png`),
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }

  // One more, kept over the disconnect, then brought forward to come due while disconnected.
  const soon = await schedule(page, `Fresh loaves ${stamp}`, 60 * 60_000);
  await useLook(page, 'light', 'en');
  await page.reload();
  await page.getByRole('button', { name: 'Disconnect Sandbox' }).click();
  await dialog.getByRole('radio', { name: /Keep them for when I reconnect/ }).check();
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Sandbox account disconnected successfully')).toBeVisible();

  // The kept post comes due while disconnected: it fails, saying why.
  await bringForward(page, soon);
  await expect(async () => expect(await statusOf(page, soon)).toBe('failed')).toPass({
    timeout: 60_000,
    intervals: [2_000],
  });

  const bell = page.getByRole('button', { name: /^Notifications/ });
  for (const [theme, language] of LOOKS) {
    await useLook(page, theme, language);
    await page.reload();
    await bell.click();
    const menu = page.getByRole('menu');
    await expect(
      menu.getByText(
        language === 'en'
          ? 'You disconnected Sandbox. Reconnect it to publish there again.'
          : 'Vous avez déconnecté Sandbox. Reconnectez-le pour y publier à nouveau.',
      ),
    ).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveCount(2);
    await page.screenshot({ path: test.info().outputPath(`bell-${theme}-${language}.png`) });
    await page.keyboard.press('Escape');
  }
});
