import { expect, test } from '@playwright/test';
import { connectSandbox } from '../connect-sandbox.js';
import { startCreateFlow } from '../create-flow.js';
import { signUpAndOnboard } from '../sign-up.js';

const PHOTO = new URL('../fixtures/shop-front.jpg', import.meta.url).pathname;

test('a photo added to the library makes a carousel that Post Now publishes on the Sandbox feed', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const username = `carousel_${Date.now()}`;
  await signUpAndOnboard(page, `carousel.${Date.now()}@example.com`);
  await connectSandbox(page, username);

  await page.goto('/library');
  const photos = page.getByRole('region', { name: 'Your photos' });
  await expect(photos.getByText('No photos yet')).toBeVisible();
  await page.getByTestId('photo-library-file').setInputFiles(PHOTO);
  await expect(photos.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expect(photos.getByText('1 of 100 photos')).toBeVisible();

  await startCreateFlow(page, 'image', 'text');

  await page
    .getByLabel('Your idea')
    .fill('Announce our new pistachio croissant, 3.50 euros, only 20 a day');
  await page.getByRole('checkbox', { name: 'Use my photos' }).click();
  await page.getByRole('checkbox', { name: 'Make a carousel' }).click();
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page).toHaveURL(/\/result$/, { timeout: 60_000 });

  const carousel = page.getByRole('group', { name: /^Slide 1 of [345]$/ });
  await expect(carousel).toBeVisible();
  const total = Number((await carousel.getAttribute('aria-label'))!.match(/of (\d)/)![1]);
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(page.getByRole('group', { name: `Slide 2 of ${total}` })).toBeVisible();

  await page.getByRole('button', { name: 'Post Now' }).click();
  await expect(page.getByText(/Successfully posted to 1 platform/)).toBeVisible({
    timeout: 60_000,
  });

  await page.goto(`/sandbox/@${username}`);
  const post = page.locator('article.post').filter({ hasText: 'pistachio croissant' }).first();
  await expect(post.locator('.carousel img')).toHaveCount(total);
  await expect(post).toContainText('3.50 euros');
});
