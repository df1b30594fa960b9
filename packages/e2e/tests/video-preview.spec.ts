import { expect, test, type Locator } from '@playwright/test';
import { connectSandbox } from '../connect-sandbox.js';
import { signUpAndOnboard } from '../sign-up.js';

/** A 2-second 180×320 (9:16) VP8 video, 15 KB. */
const VIDEO = new URL('../fixtures/vertical-2s.webm', import.meta.url).pathname;

/** The parts of a <video> element this test touches (the package's types have no DOM). */
interface VideoElement {
  muted: boolean;
  currentTime: number;
  error: unknown;
  play(): Promise<void>;
}

/** Plays the preview muted (no user gesture needed) and waits for its time to move on. */
async function expectToPlay(video: Locator) {
  await expect(video).toBeVisible();
  await video.evaluate(async (element: VideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: VideoElement) => element.currentTime))
    .toBeGreaterThan(0.3);
  expect(await video.evaluate((element: VideoElement) => element.error)).toBeNull();
}

test('when a creator picks a video on /upload, then its preview plays there and on /result', async ({
  page,
}) => {
  await signUpAndOnboard(page, `video.${Date.now()}@example.com`);
  await connectSandbox(page, `video_${Date.now()}`);
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });

  await page.goto('/where-post');
  await page.getByRole('radio', { name: /Custom Platforms/ }).click();
  await page.getByRole('checkbox', { name: /Sandbox/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Upload from PC/ }).click();
  await expect(page).toHaveURL(/\/upload$/);
  await page.locator('#studio-upload').setInputFiles(VIDEO);
  await expect(page.getByText('vertical-2s.webm')).toBeVisible();
  await expectToPlay(page.locator('video'));

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/result$/);
  await expectToPlay(page.getByTestId('wide-preview').locator('video'));
  expect(blocked).toEqual([]);
});
