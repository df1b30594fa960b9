import { expect, test, type Page } from '@playwright/test';
import { connectSandbox } from '../connect-sandbox.js';
import { subscribeToPremium, TEST_CARDS } from '../credits-purchase.js';
import { CSRF } from '../post-helpers.js';
import { completeOnboarding, signUpAndOnboard, signUpAndVerify } from '../sign-up.js';

const SCREENS = [
  '/profile',
  '/account',
  '/settings',
  '/voicesettings',
  '/nichesettings',
  '/content',
  '/keywords',
  '/autopilotsettings',
  '/helpcenter',
  '/contact',
  '/library',
  '/view-all',
  '/clone',
  '/privacy-policy',
];

async function useLook(page: Page, theme: 'light' | 'dark', language: 'en' | 'fr') {
  // The app reads both from local storage before its first paint.
  await page.evaluate(
    `localStorage.setItem('postcraft.theme', '${theme}');` +
      `localStorage.setItem('postcraft.language', '${language}')`,
  );
}

async function shoot(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('every screen, light and dark', async ({ page }) => {
  await page.goto('/');
  for (const theme of ['light', 'dark'] as const) {
    await useLook(page, theme, 'en');
    await shoot(page, '/', `${theme}-landing`);
    await shoot(page, '/login', `${theme}-login`);
  }
  await useLook(page, 'light', 'en');

  await signUpAndVerify(page, `tour.${Date.now()}@example.com`);
  await completeOnboarding(page, {
    onStep: async (step) => {
      await page.waitForTimeout(800);
      await page.screenshot({
        path: test.info().outputPath(`light-onboarding-${step}.png`),
        fullPage: true,
      });
    },
  });

  // A Sandbox account, so the accounts card and the sandbox pages have something to show.
  await page.goto('/autopilotsettings');
  await page.getByRole('button', { name: 'Add Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an account' });
  await expect(dialog.getByRole('button', { name: 'Connect Sandbox' })).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('light-add-account-dialog.png') });
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Connect Sandbox' }).click();
  const popup = await popupOpened;
  await popup.getByLabel('Sandbox username').waitFor();
  await popup.screenshot({ path: test.info().outputPath('light-sandbox-consent.png') });
  await popup.getByLabel('Sandbox username').fill('costa_foods');
  // Listened for before the click: the popup may close before the click's promise settles.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Allow' }).click();
  await closed;
  await expect(page.getByText('@costa_foods')).toBeVisible();

  for (const [theme, language] of [
    ['light', 'en'],
    ['dark', 'en'],
    ['light', 'fr'],
  ] as const) {
    await useLook(page, theme, language);
    const screens = language === 'fr' ? ['/settings', '/autopilotsettings'] : SCREENS;
    for (const path of screens) {
      await shoot(page, path, `${theme}-${language}-${path.slice(1).replace(/\//g, '-')}`);
    }
  }
  await shoot(page, '/sandbox/@costa_foods', 'sandbox-feed');
  await useLook(page, 'light', 'en');
});

test('the autopilot: planned posts awaiting approval, on its page, the calendar and the post modal', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const stamp = Date.now();
  await page.goto('/');
  await useLook(page, 'light', 'en');
  await signUpAndOnboard(page, `tour.autopilot.${stamp}@example.com`);
  await connectSandbox(page, `autopilot_tour_${stamp}`);
  await page.goto('/plan');
  await subscribeToPremium(page, TEST_CARDS.succeeds);
  // Videos among the content types: the plan holds videos, made by the render queue.
  const preferred = await page.request.put('/api/user/updateProfile', {
    headers: CSRF,
    data: {
      preferredContentTypes: [
        { type: 'videos', icon: 'Video' },
        { type: 'static', icon: 'Image' },
      ],
    },
  });
  expect(preferred.ok()).toBe(true);
  await page.goto('/autopilotsettings');
  const enable = page.getByRole('switch', { name: 'Enable Autopilot' });
  await enable.click();
  await expect(enable).toBeChecked();
  await expect(page.getByTestId('planned-post').first()).toBeVisible({ timeout: 180_000 });

  const answer = await page.request.get('/api/user/autopilot', { headers: CSRF });
  const upcoming = (await answer.json()).data.upcoming as { scheduledTime: string }[];
  const first = Math.min(...upcoming.map((post) => Date.parse(post.scheduledTime)));
  // Weeks start on Monday: how many times "Next week" leads to the first planned post's week.
  const mondayOf = (instant: number) => {
    const day = new Date(instant);
    day.setHours(0, 0, 0, 0);
    return day.getTime() - ((day.getDay() + 6) % 7) * 24 * 60 * 60 * 1000;
  };
  const weeks = Math.round((mondayOf(first) - mondayOf(Date.now())) / (7 * 24 * 60 * 60 * 1000));

  for (const [theme, language] of [
    ['light', 'en'],
    ['light', 'fr'],
    ['dark', 'en'],
  ] as const) {
    await useLook(page, theme, language);
    const look = `${theme}-${language}`;
    await page.goto('/autopilotsettings');
    await expect(page.getByTestId('planned-post').first()).toBeVisible({ timeout: 30_000 });
    // The thumbnails load lazily: brought near the viewport, so the full-page picture has them all.
    await page.getByTestId('planned-post').last().scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({
      path: test.info().outputPath(`${look}-autopilot-planned.png`),
      fullPage: true,
    });

    await page.goto('/calendar');
    const next = page.getByRole('button', {
      name: language === 'fr' ? 'Semaine suivante' : 'Next week',
    });
    for (let step = 0; step < weeks; step += 1) await next.click();
    const card = page.getByTestId('post-card').first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    // The week's hours scroll inside the grid: its planned posts in view.
    await card.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await page.screenshot({
      path: test.info().outputPath(`${look}-autopilot-calendar-week.png`),
      fullPage: true,
    });
    await card.locator('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(600);
    await page.screenshot({ path: test.info().outputPath(`${look}-autopilot-post-modal.png`) });
    await page.keyboard.press('Escape');
  }
  await useLook(page, 'light', 'en');
});

test('the mobile notice', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.screenshot({ path: test.info().outputPath('mobile-notice.png') });
  await context.close();
});
