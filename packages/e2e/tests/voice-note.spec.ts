import { expect, test } from '@playwright/test';
import { connectSandbox } from '../connect-sandbox.js';
import { startCreateFlow } from '../create-flow.js';
import { signUpAndOnboard } from '../sign-up.js';
import { loadedDuration, playBriefly } from '../video-player.js';

/** "Our autumn menu starts on Friday with pumpkin soup.", spoken, as a phone would save it. */
const VOICE_NOTE = new URL('../fixtures/voice-note.ogg', import.meta.url).pathname;

test('a voice note uploaded on the record screen is transcribed by the server into the text to submit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpAndOnboard(page, `voice.${Date.now()}@example.com`);
  await page.goto('/record');
  await page.getByTestId('voice-note-file').setInputFiles(VOICE_NOTE);

  const text = page.getByLabel('Generated Text');
  await expect(page.getByText(/Transcribed \d+(\.\d)? s of audio/)).toBeVisible({
    timeout: 60_000,
  });
  // Offline recognition is not perfect: most of the words, not all of them.
  const heard = ((await text.inputValue()).toLowerCase().match(/[a-z]+/g) ?? []).filter((word) =>
    ['starts', 'friday', 'with', 'pumpkin', 'soup'].includes(word),
  );
  expect(heard.length).toBeGreaterThanOrEqual(4);
  await expect(text).toHaveValue(/^[A-Z].*\.$/);
});

test('a voice note narrates a captioned video in the user own voice, which Post Now publishes on the Sandbox feed', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const username = `note_${Date.now()}`;
  await signUpAndOnboard(page, `note.video.${Date.now()}@example.com`);
  await connectSandbox(page, username);

  await startCreateFlow(page, 'video', 'audio');
  await page.getByRole('link', { name: 'Click to start' }).click();
  await expect(page).toHaveURL(/\/record$/);

  await page.getByTestId('voice-note-file').setInputFiles(VOICE_NOTE);
  const narrate = page.getByRole('checkbox', { name: 'Narrate the video with my voice note' });
  await expect(narrate).toBeChecked({ timeout: 60_000 });
  await expect(page.getByTestId('video-options')).toBeHidden();
  // The user corrects what the recogniser wrote: the captions take the corrected words.
  await page
    .getByLabel('Generated Text')
    .fill('Our autumn menu starts on Friday with pumpkin soup.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/result$/, { timeout: 180_000 });

  const video = page.getByLabel(/Generated video for Sandbox/);
  await expect(video).toBeVisible();
  const played = await playBriefly(video, 300);
  // A note of about three seconds makes the shortest video, five seconds.
  expect(played.duration).toBeGreaterThan(4.4);
  expect(played.duration).toBeLessThan(8);
  expect(played.time).toBeGreaterThan(0);
  await expect(page.getByTestId('voice-note-narrator')).toHaveText('Narrated by your voice note');
  const captions = await page.request.get((await video.locator('track').getAttribute('src')) ?? '');
  // Timed from the voice, written as corrected (the recogniser writes "friday").
  const cues = (await captions.text()).replace(/^WEBVTT|\d\d:\d\d:\d\d\.\d{3} --> .*$/gmu, '');
  expect(cues.replace(/\s+/gu, ' ').trim()).toBe(
    'Our autumn menu starts on Friday with pumpkin soup.',
  );

  await page.getByRole('button', { name: 'Post Now' }).click();
  await expect(page.getByText(/Successfully posted to 1 platform/)).toBeVisible({
    timeout: 60_000,
  });
  await page.goto(`/sandbox/@${username}`);
  const onFeed = await loadedDuration(page.locator('article.post video').first());
  expect(onFeed).toBeGreaterThan(4.4);
});
