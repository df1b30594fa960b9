import { expect, test, type Page } from '@playwright/test';
import { CSRF } from '../post-helpers.js';
import { completeOnboarding, E2E_PASSWORD, signUpAndVerify } from '../sign-up.js';

type Theme = 'light' | 'dark';
type Language = 'en' | 'fr';

const LOOKS: ReadonlyArray<readonly [Theme, Language]> = [
  ['light', 'en'],
  ['dark', 'en'],
  ['light', 'fr'],
  ['dark', 'fr'],
];

/** The app reads both from local storage; the Sandbox's pages follow the system's scheme. */
async function useLook(page: Page, theme: Theme, language: Language) {
  await page.evaluate(
    `localStorage.setItem('postcraft.theme', '${theme}');` +
      `localStorage.setItem('postcraft.language', '${language}')`,
  );
  await page.emulateMedia({ colorScheme: theme });
}

async function shoot(page: Page, name: string, fullPage = true) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

/** The consent page of a new connection session, opened in a tab of the same browser. */
async function openConsent(page: Page): Promise<Page> {
  const session = await page.request.post('/api/connections/sessions', {
    headers: CSRF,
    data: { platform: 'sandbox', sessionId: `shots-${Date.now()}` },
  });
  expect(session.status()).toBe(201);
  const { startUrl } = ((await session.json()) as { data: { startUrl: string } }).data;
  const tab = await page.context().newPage();
  await tab.goto(startUrl);
  await tab.locator('#username').waitFor();
  return tab;
}

/** Logs in again from the interface in `language`: the user's saved language becomes it. */
async function logInFrom(page: Page, email: string, language: Language) {
  const answer = await page.request.post('/api/user/login', {
    headers: { ...CSRF, 'Accept-Language': language },
    data: { email, password: E2E_PASSWORD },
  });
  expect(answer.status()).toBe(200);
}

test('landing, help centre, account menu and the Sandbox pages, in English and French, light and dark', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  for (const [theme, language] of LOOKS) {
    await useLook(page, theme, language);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    for (const section of ['features', 'prices', 'faq']) {
      await page.locator(`#${section}`).screenshot({
        path: test.info().outputPath(`landing-${section}-${theme}-${language}.png`),
      });
    }
  }

  for (const [theme, language] of LOOKS.filter(([theme]) => theme === 'light')) {
    const visitor = await browser.newContext({
      locale: language === 'fr' ? 'fr-FR' : 'en-US',
      colorScheme: theme,
    });
    const tab = await visitor.newPage();
    await tab.goto('/sandbox');
    await shoot(tab, `sandbox-home-signed-out-${theme}-${language}`);
    await visitor.close();
  }

  const email = `copy.${Date.now()}@example.com`;
  await useLook(page, 'light', 'en');
  await signUpAndVerify(page, email);
  await completeOnboarding(page);

  for (const [theme, language] of LOOKS) {
    await useLook(page, theme, language);
    await page.goto('/helpcenter');
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const question of await page.locator('summary').all()) await question.click();
    await shoot(page, `helpcenter-${theme}-${language}`);
    await page.getByRole('button', { name: /^(Account menu|Menu du compte)/ }).click();
    await page.getByRole('menuitem', { name: /Free plan|offre Gratuit/ }).waitFor();
    await shoot(page, `user-menu-${theme}-${language}`, false);
    await page.keyboard.press('Escape');
  }

  // The consent page in the saved language of the user: English from the sign-up, then French.
  let consent = await openConsent(page);
  for (const theme of ['light', 'dark'] as const) {
    await consent.emulateMedia({ colorScheme: theme });
    await shoot(consent, `sandbox-consent-${theme}-en`);
  }
  await consent.close();
  await logInFrom(page, email, 'fr');
  consent = await openConsent(page);
  for (const theme of ['light', 'dark'] as const) {
    await consent.emulateMedia({ colorScheme: theme });
    await shoot(consent, `sandbox-consent-${theme}-fr`);
  }
  await consent.locator('#username').fill('boulangerie_lune');
  await consent.getByRole('button', { name: 'Autoriser' }).click();
  await consent.waitForURL(/\/popup\/close/);
  await consent.close();

  for (const language of ['fr', 'en'] as const) {
    await logInFrom(page, email, language);
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/sandbox');
      await expect(page.getByText('@boulangerie_lune')).toBeVisible();
      await shoot(page, `sandbox-home-signed-in-${theme}-${language}`);
    }
  }
  await page.getByRole('link', { name: 'See the feed' }).click();
  await expect(page).toHaveURL(/\/sandbox\/@boulangerie_lune$/);
  await shoot(page, 'sandbox-feed-dark-en');
});
