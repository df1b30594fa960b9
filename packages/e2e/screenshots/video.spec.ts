import { test, type Page } from '@playwright/test';
import { connectSandbox } from '../connect-sandbox.js';
import { startCreateFlow } from '../create-flow.js';
import { completeOnboarding, signUpAndVerify } from '../sign-up.js';

const LOOKS = [
  ['light', 'en'],
  ['light', 'fr'],
  ['dark', 'en'],
] as const;

async function useLook(page: Page, theme: 'light' | 'dark', language: 'en' | 'fr') {
  await page.evaluate(
    `localStorage.setItem('postcraft.theme', '${theme}');` +
      `localStorage.setItem('postcraft.language', '${language}')`,
  );
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('the video studio in English, French and dark', async ({ page }) => {
  await page.goto('/');
  await useLook(page, 'light', 'en');
  await signUpAndVerify(page, `video.tour.${Date.now()}@example.com`);
  await completeOnboarding(page, { keywords: 'sourdough, croissants' });
  await connectSandbox(page, `vtour_${Date.now()}`);
  await startCreateFlow(page, 'video', 'text');
  await page.getByLabel('Your idea').fill('Announce our new pistachio croissant, 3.50 euros');
  await page.getByRole('button', { name: 'Generate' }).click();
  for (const moment of [1, 2, 3]) {
    await page.waitForTimeout(moment === 1 ? 700 : 4_000);
    await shot(page, `light-en-rendering-${moment}`);
  }
  await page.waitForURL(/\/result$/, { timeout: 180_000 });
  await page.waitForTimeout(1_500);

  for (const [theme, language] of LOOKS) {
    await useLook(page, theme, language);
    for (const path of ['/text', '/result', '/library']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      await shot(page, `${theme}-${language}-${path.slice(1)}`);
    }
  }
});

const VOICE_NOTE = new URL('../fixtures/voice-note.ogg', import.meta.url).pathname;
const CLIP = new URL('../fixtures/vertical-2s.webm', import.meta.url).pathname;

test('a voice-note video in English, French and dark', async ({ page }) => {
  await page.goto('/');
  await useLook(page, 'light', 'en');
  await signUpAndVerify(page, `note.tour.${Date.now()}@example.com`);
  await completeOnboarding(page, { keywords: 'soups, seasonal menu' });
  await connectSandbox(page, `ntour_${Date.now()}`);
  await startCreateFlow(page, 'video', 'audio');
  await page.getByRole('link', { name: 'Click to start' }).click();
  await page.getByTestId('voice-note-file').setInputFiles(VOICE_NOTE);
  await page.getByRole('checkbox', { name: 'Narrate the video with my voice note' }).waitFor();
  // The note is kept in the page only: the language switches in place.
  await shot(page, 'light-en-record-note');
  await page.getByRole('button', { name: 'FR', exact: true }).click();
  await page.waitForTimeout(500);
  await shot(page, 'light-fr-record-note');
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/result$/, { timeout: 180_000 });
  for (const [theme, language] of LOOKS) {
    await useLook(page, theme, language);
    await page.goto('/result');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await shot(page, `${theme}-${language}-result-note`);
  }

  // A clip in the photo library, as the scenes of videos.
  await useLook(page, 'light', 'en');
  await page.goto('/library');
  await page.getByTestId('photo-library-file').setInputFiles(CLIP);
  await page.getByLabel('Clip 1').waitFor();
  for (const [theme, language] of LOOKS) {
    await useLook(page, theme, language);
    await page.goto('/library');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await shot(page, `${theme}-${language}-library-clip`);
  }
});
