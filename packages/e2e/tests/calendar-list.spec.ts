import { expect, test, type Page } from '@playwright/test';
import { connectSandbox } from '../connect-sandbox.js';
import { signUpAndOnboard } from '../sign-up.js';
import { CSRF, statusOf, TINY_PNG, useLook } from '../post-helpers.js';

test.use({ timezoneId: 'Europe/Paris' });

const DAY = 24 * 60 * 60 * 1000;

/** A post of the Sandbox at `at`, scheduled through the API as the studio does. */
async function schedule(page: Page, caption: string, at: Date): Promise<string> {
  const answer = await page.request.post('/api/user/schedule', {
    headers: CSRF,
    multipart: {
      media: { name: 'post.png', mimeType: 'image/png', buffer: TINY_PNG },
      caption,
      type: 'image',
      'platforms[0]': 'sandbox',
      scheduledTime: at.toISOString(),
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { _id: string })._id;
}

test('the list view shows posts by status, narrows them by platform and caption search kept in the address, and a row opens its modal', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const stamp = Date.now();
  const username = `list_${stamp}`;
  await page.goto('/');
  await useLook(page, 'light', 'en');
  await signUpAndOnboard(page, `list.${stamp}@example.com`);
  await connectSandbox(page, username);

  // Two upcoming posts, one published at once, one cancelled.
  await schedule(page, `Lemon tart Saturday ${stamp}`, new Date(Date.now() + 2 * DAY));
  await schedule(page, `Plum cake Sunday ${stamp}`, new Date(Date.now() + 3 * DAY));
  const published = await page.request.post('/api/user/post-now', {
    headers: CSRF,
    multipart: {
      media: { name: 'post.png', mimeType: 'image/png', buffer: TINY_PNG },
      caption: `Fresh bread is out ${stamp}`,
      type: 'image',
      'platforms[0]': 'sandbox',
    },
  });
  expect(published.status()).toBe(200);
  const cancelledId = await schedule(page, `Cancelled brunch ${stamp}`, new Date(Date.now() + DAY));
  expect(
    (await page.request.delete(`/api/user/schedule/${cancelledId}`, { headers: CSRF })).status(),
  ).toBe(200);

  // One that fails: scheduled a few seconds ahead, then the account is disconnected.
  const failedId = await schedule(page, `Macaron box ${stamp}`, new Date(Date.now() + 8_000));
  expect(
    (await page.request.delete('/api/user/disconnect/sandbox', { headers: CSRF })).status(),
  ).toBe(200);

  const rows = page.getByTestId('post-row');
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // The Failed tab, open before the worker fails the post, shows it when it does (live).
  await page.getByRole('tab', { name: 'Failed' }).click();
  // By its status: right after the click the previous tab's rows may still be on screen.
  const failedRows = page.locator('[data-testid="post-row"][data-status="failed"]');
  await expect(failedRows.filter({ hasText: `Macaron box ${stamp}` })).toHaveCount(1, {
    timeout: 180_000,
  });
  expect(await statusOf(page, failedId)).toBe('failed');
  // Upcoming: the two still pending, soonest first (the failed one has left it).
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`Lemon tart Saturday ${stamp}`);
  await page.getByRole('tab', { name: 'Published' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Fresh bread is out ${stamp}`);
  await page.getByRole('tab', { name: 'Cancelled & deleted' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Cancelled brunch ${stamp}`);

  // Search and platform, in the address: a reload keeps them.
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(rows).toHaveCount(5);
  await page.getByRole('searchbox', { name: 'Search captions' }).fill('PLUM');
  await expect(rows).toHaveCount(1);
  await expect(page).toHaveURL(/q=PLUM/);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Plum cake Sunday ${stamp}`);
  await expect(page.getByRole('searchbox', { name: 'Search captions' })).toHaveValue('PLUM');

  await page.getByRole('combobox', { name: 'Platform' }).selectOption('telegram');
  await expect(page.getByText('No posts match these filters')).toBeVisible();
  await expect(page).toHaveURL(/platform=telegram/);
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(rows).toHaveCount(5);
  await page.getByRole('combobox', { name: 'Platform' }).selectOption('sandbox');
  await expect(rows).toHaveCount(5);

  // A row opens the same modal as the calendar, with its actions.
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await rows.filter({ hasText: `Lemon tart Saturday ${stamp}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Lemon tart Saturday ${stamp}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reschedule' })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Cancel post' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // How it looks, in English, French and dark, at 1280 px.
  await page.setViewportSize({ width: 1280, height: 900 });
  const looks = [
    ['light', 'en', 'All'],
    ['light', 'fr', 'Tous'],
    ['dark', 'en', 'All'],
  ] as const;
  for (const [theme, language, allTab] of looks) {
    await useLook(page, theme, language);
    await page.goto('/calendar?view=list');
    await page.getByRole('tab', { name: allTab }).click();
    await expect(rows).toHaveCount(5);
    await page.screenshot({
      path: test.info().outputPath(`list-view-${theme}-${language}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 800, height: 900 });
  await page.screenshot({ path: test.info().outputPath('list-view-narrow.png'), fullPage: true });
});
