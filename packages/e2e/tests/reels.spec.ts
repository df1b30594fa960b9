import { expect, test } from '@playwright/test';
import { connectSandbox } from '../connect-sandbox.js';
import { CSRF } from '../post-helpers.js';
import { buildReelsSource } from '../reels-source.js';
import { signUpAndOnboard } from '../sign-up.js';
import { playBriefly } from '../video-player.js';

test('a long video becomes a captioned clip that plays on /result and, once scheduled, shows on the calendar', async ({
  page,
}) => {
  // The source is spoken and encoded here, then heard, cut and rendered by the worker: minutes
  // on a loaded machine. Every wait below ends as soon as its condition holds.
  test.setTimeout(720_000);
  const source = await buildReelsSource();
  const stamp = Date.now();
  await signUpAndOnboard(page, `reels.${stamp}@example.com`);
  await connectSandbox(page, `reels_${stamp}`);

  await page.goto('/reels');
  await expect(page.getByRole('heading', { name: "Let's Generate!" })).toBeVisible();
  await page.getByLabel('Video file').setInputFiles(source);
  await expect(page.getByText('bakery-talk.mp4')).toBeVisible();
  // The spec's exclusion: with a file chosen, the link waits.
  await expect(page.getByRole('textbox', { name: 'YouTube link' })).toBeDisabled();
  await expect(page.getByText('Remove uploaded video to enter a YouTube link.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Number of clips' }).selectOption('1');
  await page
    .locator('label')
    .filter({ hasText: /^15 s$/ })
    .click();
  await expect(page.getByRole('radio', { name: '15 s' })).toBeChecked();
  await page.getByRole('button', { name: 'Create Reels' }).click();

  // The worker's stages and percent reach the page, then the clip.
  const progress = page.getByTestId('reels-progress');
  await expect(progress).toBeVisible({ timeout: 120_000 });
  await expect(page).toHaveURL(/\/reels\?job=[0-9a-f]{24}$/);
  await expect(progress.getByTestId('reels-stage')).not.toBeEmpty();
  await expect(page.getByRole('heading', { name: 'Your clip' })).toBeVisible({ timeout: 600_000 });

  const clip = page.getByTestId('reel-clip');
  await expect(clip).toHaveCount(1);
  await expect(clip.getByTestId('clip-position')).toHaveText(/^\d\d:\d\d–\d\d:\d\d in the video$/);
  await expect(clip.getByTestId('clip-score')).toHaveText(/^Score \d+\/100$/);
  const seconds = Number((await clip.getByTestId('clip-duration').textContent())?.split(' ')[0]);
  expect(seconds).toBeGreaterThanOrEqual(10);
  expect(seconds).toBeLessThanOrEqual(20);
  const preview = await playBriefly(clip.getByLabel(/^Clip: /), 300);
  expect(preview.time).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('reels-clip.png'), fullPage: true });

  await clip.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/result$/);
  const video = page.getByLabel(/^Generated video for /);
  await expect(video).toBeVisible();
  expect(await video.getAttribute('poster')).toMatch(/\.jpg$/);
  // The browser decodes it: a vertical clip of about the asked length.
  const played = await playBriefly(video, 500);
  expect(played.time).toBeGreaterThan(0);
  expect(played.duration).toBeGreaterThan(10);
  expect(played.duration).toBeLessThan(20);
  // A clip is never rendered again from words: no script editor, Regenerate writes captions.
  await expect(page.getByText('Voice-over script')).toHaveCount(0);
  const caption = (await page.getByTestId('caption-text').textContent())?.trim() ?? '';
  expect(caption.length).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('reels-result.png'), fullPage: true });

  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  // Tomorrow at 12:00, the form's default.
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByText(/Post scheduled for/)).toBeVisible();

  const listed = await page.request.get('/api/user/scheduled-posts?limit=50', { headers: CSRF });
  const posts = (await listed.json()).data.scheduledPosts as Array<{
    type: string;
    mediaUrl: string;
    caption: string;
  }>;
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({ type: 'video', mediaUrl: expect.stringMatching(/\.mp4$/) });
  // The calendar shows it on tomorrow's day, with the clip's caption.
  await expect(page.getByText(caption.split('\n')[0]!.slice(0, 30)).first()).toBeVisible();
});
