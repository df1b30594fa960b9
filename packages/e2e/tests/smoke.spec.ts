import { expect, test } from '@playwright/test';

test('when a visitor opens the home page, then the landing page shows and a screenshot is saved', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Postcraft/);
  await expect(page.getByRole('link', { name: /activate/i }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });
});

test('when a visitor opens an unknown path, then the login screen shows', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
});

test('when the API is asked for an unknown route, then it answers JSON 404', async ({
  request,
}) => {
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'not_found' });
});
