import { expect, test, type Page } from '@playwright/test';
import { completeOnboarding, signUpAndVerify } from '../sign-up.js';

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
