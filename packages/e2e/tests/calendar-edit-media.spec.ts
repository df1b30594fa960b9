import { expect, test, type Page } from '@playwright/test';
import { connectSandbox } from '../connect-sandbox.js';
import { signUpAndOnboard } from '../sign-up.js';
import { bringForward, CSRF, statusOf, TINY_PNG, useLook } from '../post-helpers.js';

test.use({ timezoneId: 'Europe/Paris' });

/** A 4×4 blue PNG: another picture than TINY_PNG. */
const BLUE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGOQq7gDRwzEcQBNshch+aD94wAAAABJRU5ErkJggg==',
  'base64',
);

/** The user's post as the API lists it. */
async function postOf(page: Page, id: string) {
  const answer = await page.request.get('/api/user/scheduled-posts?limit=50', { headers: CSRF });
  const posts = (await answer.json()).data.scheduledPosts as {
    _id: string;
    mediaUrl: string;
    captions: Record<string, string>;
  }[];
  return posts.find((post) => post._id === id);
}

async function schedule(page: Page, caption: string, inMs: number) {
  const scheduled = await page.request.post('/api/user/schedule', {
    headers: CSRF,
    multipart: {
      media: { name: 'first.png', mimeType: 'image/png', buffer: TINY_PNG },
      caption,
      type: 'image',
      'platforms[0]': 'sandbox',
      scheduledTime: new Date(Date.now() + inMs).toISOString(),
    },
  });
  expect(scheduled.status()).toBe(201);
  return (await scheduled.json()) as { _id: string; mediaUrl: string };
}

test("a pending post given a new picture and the Sandbox's own caption in its modal goes out with both", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const username = `media_${stamp}`;
  const own = `Only on the Sandbox ${stamp}`;
  await page.goto('/');
  await useLook(page, 'light', 'en');
  await signUpAndOnboard(page, `media.${stamp}@example.com`);
  await connectSandbox(page, username);
  const post = await schedule(page, `Shared words ${stamp}`, 60 * 60_000);

  await page.goto('/calendar');
  await page
    .getByTestId('post-card')
    .filter({ hasText: `Shared words ${stamp}` })
    .locator('button')
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Edit' }).click();
  const form = dialog.getByRole('form', { name: 'Edit the post' });
  await form.getByRole('switch', { name: 'Same caption on every platform' }).click();
  await form.getByRole('textbox', { name: 'Caption for Sandbox' }).fill(own);
  await form.getByTestId('edit-media-file').setInputFiles({
    name: 'blue.png',
    mimeType: 'image/png',
    buffer: BLUE_PNG,
  });
  await page.screenshot({ path: test.info().outputPath('edit-media-light-en.png') });
  await form.getByRole('button', { name: 'Save the changes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Post updated')).toBeVisible();

  const edited = await postOf(page, post._id);
  expect(edited?.captions).toEqual({ sandbox: own });
  expect(edited?.mediaUrl).not.toBe(post.mediaUrl);
  const media = await page.request.get(edited!.mediaUrl);
  expect(Buffer.from(await media.body()).equals(BLUE_PNG)).toBe(true);

  // The worker publishes it once its time comes (brought forward): the Sandbox shows its own caption.
  await bringForward(page, post._id);
  await expect(async () => expect(await statusOf(page, post._id)).toBe('completed')).toPass({
    timeout: 60_000,
    intervals: [2_000],
  });
  await page.goto(`/sandbox/@${username}`);
  await expect(page.getByText(own)).toHaveCount(1);
  await expect(page.getByText(`Shared words ${stamp}`)).toHaveCount(0);

  // The form with the user's media open, in French and in dark mode, on a post still pending.
  await schedule(page, `Later ${stamp}`, 60 * 60_000);
  for (const [theme, language, edit, choose] of [
    ['light', 'fr', 'Modifier', 'Choisir parmi mes médias'],
    ['dark', 'en', 'Edit', 'Choose from my media'],
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
    await dialog.getByRole('button', { name: choose }).click();
    await expect(dialog.getByRole('list').locator('img').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`edit-media-${theme}-${language}.png`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }

  // The studio: an upload to two platforms, LinkedIn customised, in each look.
  for (const [theme, language, customise] of [
    ['light', 'en', 'Customise for LinkedIn'],
    ['light', 'fr', 'Personnaliser pour LinkedIn'],
    ['dark', 'en', 'Customise for LinkedIn'],
  ] as const) {
    await useLook(page, theme, language);
    await page.evaluate(
      `localStorage.setItem('postcraft.draft', JSON.stringify({ selectedPlatforms: ['sandbox', 'linkedin'], postType: 'image', generatedAssets: {}, currentPlatform: 'linkedin', caption: 'Fresh bread at the counter', captions: {}, generation: null, prompt: '' }))`,
    );
    await page.goto('/upload');
    await page.locator('#studio-upload').setInputFiles({
      name: 'blue.png',
      mimeType: 'image/png',
      buffer: BLUE_PNG,
    });
    await page.getByRole('button', { name: language === 'fr' ? 'Suivant' : 'Next' }).click();
    await expect(page).toHaveURL(/\/result$/);
    await page.getByRole('tab').nth(1).click();
    await page.getByRole('switch', { name: new RegExp(customise) }).click();
    await expect(page.getByRole('switch', { name: new RegExp(customise) })).toBeChecked();
    await page.screenshot({
      path: test.info().outputPath(`result-custom-caption-${theme}-${language}.png`),
    });
  }
});
