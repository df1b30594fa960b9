import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type Page, type Route } from '@playwright/test';
import { signUpAndOnboard } from '../sign-up.js';
import { connectSandbox } from '../connect-sandbox.js';

/**
 * The reels screen in each of its states, in English, French and dark. The reels calls are
 * answered here (a job queued, running, then done with three clips), so the screen is looked at
 * in every state whatever the worker is doing.
 */
const LOOKS = [
  ['light', 'en'],
  ['light', 'fr'],
  ['dark', 'en'],
] as const;

const CLIP_VIDEO = new URL('../fixtures/vertical-2s.webm', import.meta.url).pathname;
const POSTER = new URL('../fixtures/shop-front.jpg', import.meta.url).pathname;

const job = (fields: Record<string, unknown>) => ({
  success: true,
  id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  status: 'running',
  stage: 'transcribing',
  progress: 42,
  position: null,
  message: null,
  source: { kind: 'upload', name: 'founder-interview-march.mp4', durationSeconds: 512 },
  count: 3,
  targetSeconds: 30,
  clips: [],
  createdAt: new Date().toISOString(),
  ...fields,
});

const clip = (index: number, fields: Record<string, unknown>) => ({
  id: `clip${index}`,
  url: `/shots/clip${index}.webm`,
  posterUrl: `/shots/poster${index}.jpg`,
  captionsUrl: `/shots/clip${index}.vtt`,
  start: 0,
  end: 30,
  durationSeconds: 30,
  title: '',
  caption: '',
  hashtags: [],
  score: 50,
  reason: '',
  ...fields,
});

const DONE = job({
  status: 'done',
  stage: 'done',
  progress: 100,
  clips: [
    clip(1, {
      start: 65,
      end: 94,
      durationSeconds: 29,
      title: 'Why most product launches fail in the first week',
      caption: 'Most launches fail for one reason: nobody was waiting for them.',
      hashtags: ['launch', 'startup'],
      score: 88,
      reason: 'Opens with a question and ends on a clear pause.',
    }),
    clip(2, {
      start: 212,
      end: 238,
      durationSeconds: 26,
      title: 'The 3 numbers we check every Monday',
      caption: 'Three numbers, every Monday, no exceptions.',
      hashtags: ['metrics'],
      score: 74,
      reason: 'A number in the first sentence.',
    }),
    clip(3, {
      start: 401,
      end: 420,
      durationSeconds: 19,
      title: 'What we would do differently',
      caption: 'If we started again tomorrow, this is what we would change.',
      hashtags: ['lessons'],
      score: 61,
      reason: 'A whole thought between two pauses.',
    }),
  ],
});

let state: Record<string, unknown> | null = null;
let uploadDelayMs = 0;

async function answerReels(page: Page) {
  await page.route('**/api/content/reels**', async (route: Route) => {
    const request = route.request();
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/content/reels') {
      return route.fulfill({ json: { success: true, reels: state ? [state] : [] } });
    }
    if (request.method() === 'POST') {
      // Answered after a moment, so the upload's panel can be looked at.
      await new Promise((resolve) => setTimeout(resolve, uploadDelayMs));
      state = job({ status: 'queued', stage: 'queued', progress: 0, position: 1 });
      return route.fulfill({ status: 202, json: state });
    }
    return route.fulfill({ json: state ?? DONE });
  });
  // A clip opened in the studio: its generation, a video per platform with its own caption.
  await page.route('**/api/content/generations/clip1', async (route: Route) => {
    const first = (DONE.clips as Array<Record<string, unknown>>)[0]!;
    const asset = {
      url: first.url,
      type: 'video',
      width: 1080,
      height: 1920,
      caption: first.caption,
      hashtags: first.hashtags,
      posterUrl: first.posterUrl,
      captionsUrl: first.captionsUrl,
      durationSeconds: 29,
    };
    return route.fulfill({
      json: {
        success: true,
        generation: {
          generationId: 'clip1',
          status: 'done',
          stage: 'done',
          progress: 100,
          position: null,
          message: null,
          content: {
            generationId: 'clip1',
            outputUrl: first.url,
            generator: 'local',
            seed: 1,
            colors: [],
            assets: { sandbox: asset },
            durationSeconds: 29,
            posterUrl: first.posterUrl,
          },
        },
      },
    });
  });
  await page.route('**/shots/*', async (route: Route) => {
    const path = new URL(route.request().url()).pathname;
    if (path.endsWith('.jpg')) return route.fulfill({ path: POSTER, contentType: 'image/jpeg' });
    if (path.endsWith('.vtt')) {
      return route.fulfill({
        body: 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n',
        contentType: 'text/vtt',
      });
    }
    return route.fulfill({ path: CLIP_VIDEO, contentType: 'video/webm' });
  });
}

async function useLook(page: Page, theme: 'light' | 'dark', language: 'en' | 'fr') {
  await page.evaluate(
    `localStorage.setItem('postcraft.theme', '${theme}');` +
      `localStorage.setItem('postcraft.language', '${language}')`,
  );
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('the reels screen in each state, in English, French and dark', async ({ page }) => {
  await signUpAndOnboard(page, `reels.tour.${Date.now()}@example.com`);
  await connectSandbox(page, `rtour_${Date.now()}`);
  await answerReels(page);

  // A large file goes up through XMLHttpRequest, with its percent and Cancel.
  const large = join(mkdtempSync(join(tmpdir(), 'reels-shots-')), 'conference-keynote.mp4');
  writeFileSync(large, Buffer.alloc(6 * 1024 * 1024, 7));
  await useLook(page, 'light', 'en');
  await page.goto('/reels');
  await page.locator('input[type=file]').setInputFiles(large);
  uploadDelayMs = 4_000;
  await page.getByRole('button', { name: 'Create Reels' }).click();
  await page.getByTestId('upload-progress').waitFor();
  await page.waitForTimeout(1_000);
  await shot(page, 'light-en-0-uploading');
  await page.getByTestId('reels-progress').waitFor({ timeout: 20_000 });
  uploadDelayMs = 0;

  for (const [theme, language] of LOOKS) {
    state = null;
    await useLook(page, theme, language);
    const name = `${theme}-${language}`;
    await page.goto('/reels');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, `${name}-1-empty`);

    await page.locator('input[type=file]').setInputFiles(CLIP_VIDEO);
    await page.waitForTimeout(800);
    await shot(page, `${name}-2-file`);
    await page.getByRole('button', { name: /Remove|Retirer/ }).click();

    await page.getByRole('textbox').first().fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.waitForTimeout(300);
    await shot(page, `${name}-3-link`);
    await page.getByRole('textbox').first().fill('https://vimeo.com/1234');
    await page.getByRole('button', { name: /Create Reels|Créer les reels/ }).click();
    await page.waitForTimeout(300);
    await shot(page, `${name}-3b-link-refused`);

    await page.getByRole('textbox').first().fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByRole('button', { name: /Create Reels|Créer les reels/ }).click();
    await page.getByTestId('reels-progress').waitFor();
    await shot(page, `${name}-4-queued`);
    state = job({});
    await page.waitForTimeout(2_500);
    await shot(page, `${name}-5-running`);

    state = DONE;
    await page.getByTestId('reel-clip').first().waitFor({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await shot(page, `${name}-6-done`);
    await page.getByRole('button', { name: /Schedule 3 clips|Programmer 3 clips/ }).click();
    await page.getByTestId('schedule-plan').waitFor();
    await page.waitForTimeout(500);
    await shot(page, `${name}-7-schedule`);
    await page.keyboard.press('Escape');
    await page.getByTestId('reel-clip').first().getByRole('button').last().click();
    await page.waitForURL(/\/result$/);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    await shot(page, `${name}-8-result`);
  }
});
