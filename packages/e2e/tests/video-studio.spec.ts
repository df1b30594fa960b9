import { expect, test } from '@playwright/test';
import { connectSandbox } from '../connect-sandbox.js';
import { startCreateFlow } from '../create-flow.js';
import { pickDateAndTime } from '../date-time-fields.js';
import { bringForward, CSRF } from '../post-helpers.js';
import { signUpAndOnboard } from '../sign-up.js';
import { loadedDuration, playBriefly } from '../video-player.js';

test('a prompt becomes a narrated, captioned video that plays on /result and on the Sandbox feed once scheduled', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const username = `video_${Date.now()}`;
  await signUpAndOnboard(page, `video.${Date.now()}@example.com`);
  await connectSandbox(page, username);

  await startCreateFlow(page, 'video', 'text');

  await page
    .getByLabel('Your idea')
    .fill('Announce our new pistachio croissant, 3.50 euros, only 20 a day');
  await expect(page.getByRole('radio', { name: '15 s' })).toBeChecked();
  await page.getByRole('button', { name: 'Generate' }).click();

  // The worker's real stages and percent reach the page while it renders.
  const bar = page.getByRole('progressbar');
  await expect(async () => {
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  }).toPass({ timeout: 120_000, intervals: [250] });
  await expect(page).toHaveURL(/\/result$/, { timeout: 180_000 });

  const video = page.getByLabel(/Generated video for Sandbox/);
  await expect(video).toBeVisible();
  expect(await video.getAttribute('poster')).toMatch(/\/media\/generated\/.+\.jpg$/);
  // The browser loads and decodes it: an H.264/AAC MP4 of about the asked length.
  const played = await playBriefly(video, 500);
  expect(played.duration).toBeGreaterThan(8);
  expect(played.duration).toBeLessThan(25);
  expect(played.time).toBeGreaterThan(0);
  expect(played.width).toBe(1080);
  await expect(page.getByText('Voice-over script')).toBeVisible();
  await expect(page.getByText(/pistachio croissant/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  const at = await page.evaluate(() => {
    const next = new Date(Date.now() + 60_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    if (next.getSeconds() > 0) next.setMinutes(next.getMinutes() + 1, 0, 0);
    return {
      date: `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`,
      time: `${pad(next.getHours())}:${pad(next.getMinutes())}`,
    };
  });
  await pickDateAndTime(page, at);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar$/);

  const listed = await page.request.get('/api/user/scheduled-posts?limit=50', { headers: CSRF });
  const [post] = (await listed.json()).data.scheduledPosts as Array<{
    _id: string;
    type: string;
    mediaUrl: string;
  }>;
  expect(post).toMatchObject({ type: 'video', mediaUrl: expect.stringMatching(/\.mp4$/) });
  // Saved for its minute; moved to now so the worker's publish is not waited for a minute.
  await bringForward(page, post!._id);

  await expect(async () => {
    await page.goto(`/sandbox/@${username}`);
    await expect(page.locator('article.post video').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [2_000] });
  const onFeed = await loadedDuration(page.locator('article.post video').first());
  expect(onFeed).toBeGreaterThan(8);
});
