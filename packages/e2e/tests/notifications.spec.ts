import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpAndOnboard } from '../sign-up.js';
import { TINY_PNG } from '../post-helpers.js';

/** Where the bell's screenshots go (en and fr), for people to look at. */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? 'test-results/notification-shots';

/** The top bar's right end, where the bell is. */
const BELL_AREA = { x: 1000, y: 0, width: 440, height: 70 };

test("when a post scheduled seconds ahead is published, then the open page's bell counts it and its dropdown shows it, in English and in French", async ({
  page,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS_DIR, { recursive: true });
  await signUpAndOnboard(page, `bell.${Date.now()}@example.com`);

  // A Sandbox account, connected through its consent popup.
  await page.goto('/autopilotsettings');
  await page.getByRole('button', { name: 'Add Account' }).click();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect Sandbox' }).click();
  const popup = await popupOpened;
  await popup.getByLabel('Sandbox username').fill('bell_foods');
  // Listened for before the click: the popup may close before the click's promise settles.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Allow' }).click();
  await closed;
  await expect(page.getByText('@bell_foods')).toBeVisible();

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAttribute('data-status', 'connected');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  // Scheduled through the API the web app uses, with the page's session cookie.
  const caption = `Fresh focaccia out of the oven at noon, come early! ${'Rosemary, olive oil and sea salt. '.repeat(5)}`;
  const scheduled = await page.request.post('/api/user/schedule', {
    headers: { 'X-Requested-With': 'postcraft' },
    multipart: {
      media: { name: 'focaccia.png', mimeType: 'image/png', buffer: TINY_PNG },
      caption,
      type: 'image',
      'platforms[0]': 'sandbox',
      scheduledTime: new Date(Date.now() + 3_000).toISOString(),
    },
  });
  expect(scheduled.status()).toBe(201);

  // The page stays open: the worker publishes it and the bell hears it.
  await expect(page.getByTestId('notification-badge')).toHaveText('1', { timeout: 60_000 });
  await page.screenshot({ path: `${SHOTS_DIR}/bell-badge-en.png`, clip: BELL_AREA });
  await bell.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Post published')).toBeVisible();
  await expect(menu.getByText(/Fresh focaccia out of the oven/)).toBeVisible();
  await expect(menu.getByText('Just now')).toBeVisible();
  const box = await menu.boundingBox();
  expect(box?.width).toBe(400);
  await page.screenshot({ path: `${SHOTS_DIR}/bell-en.png` });
  // Opening it marked it read.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  await page.evaluate(`localStorage.setItem('postcraft.language', 'fr')`);
  await page.reload();
  const cloche = page.getByRole('button', { name: /^Notifications/ });
  await expect(cloche).toHaveAttribute('data-status', 'connected');
  await cloche.click();
  await expect(page.getByRole('menu').getByText('À l’instant')).toBeVisible();
  await page.screenshot({ path: `${SHOTS_DIR}/bell-fr.png` });
});
