import { expect, test, type Page } from '@playwright/test';
import { connectSandbox } from '../connect-sandbox.js';
import { signUpAndOnboard } from '../sign-up.js';

/**
 * The screens that write dates and times, in English, French and dark: the calendar, the post
 * modal with its reschedule form and date picker, the schedule form's pickers, the date strip
 * and the bell.
 */
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const CSRF = { 'X-Requested-With': 'postcraft' };

test.use({ timezoneId: 'Europe/Paris' });

const LOOKS = [
  ['light', 'en'],
  ['light', 'fr'],
  ['dark', 'en'],
  ['dark', 'fr'],
] as const;

async function useLook(page: Page, theme: 'light' | 'dark', language: 'en' | 'fr') {
  await page.evaluate(
    `localStorage.setItem('postcraft.theme', '${theme}');` +
      `localStorage.setItem('postcraft.language', '${language}')`,
  );
}

async function shoot(page: Page, name: string, fullPage = false) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

test('dates and times in English, French and dark', async ({ page }) => {
  await page.goto('/');
  await useLook(page, 'light', 'en');
  await signUpAndOnboard(page, `dates.tour.${Date.now()}@example.com`);
  await connectSandbox(page, `dates_${Date.now()}`);

  const generated = await page.request.post('/api/content/generate', {
    headers: CSRF,
    data: { description: 'Pumpkin soup', contentType: 'image', platforms: ['sandbox'] },
  });
  const asset = (await generated.json()).content.assets.sandbox as { url: string };
  const schedule = async (at: Date, caption: string) => {
    const answer = await page.request.post('/api/user/schedule', {
      headers: CSRF,
      data: {
        platforms: ['sandbox'],
        type: 'image',
        mediaUrl: asset.url,
        caption,
        scheduledTime: at.toISOString(),
      },
    });
    expect(answer.status()).toBe(201);
    return (await answer.json()) as { _id: string };
  };
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const published = await schedule(new Date(today.getTime() + DAY + 7 * HOUR), 'Soup is back');
  await schedule(new Date(today.getTime() + DAY + 12.5 * HOUR), 'Chestnut bread at 13:30');
  await schedule(new Date(today.getTime() + 2 * DAY + 17 * HOUR), 'Apple tart Friday');
  await page.request.post(`/api/user/schedule/${published._id}/publish-now`, { headers: CSRF });

  for (const [theme, language] of LOOKS) {
    const look = `${theme}-${language}`;
    await useLook(page, theme, language);
    await page.goto('/calendar');
    await expect(page.getByTestId('post-card').first()).toBeVisible({ timeout: 30_000 });
    await shoot(page, `${look}-calendar-week`, true);

    await page
      .getByTestId('post-card')
      .filter({ hasText: 'Apple tart' })
      .locator('button')
      .first()
      .click();
    const modal = page.getByRole('dialog');
    await shoot(page, `${look}-modal`);
    await modal
      .getByRole('button', { name: language === 'fr' ? 'Reprogrammer' : 'Reschedule' })
      .click();
    await shoot(page, `${look}-reschedule`);
    await modal.getByLabel('Date').click();
    await expect(page.getByRole('grid')).toBeVisible({ timeout: 30_000 });
    await shoot(page, `${look}-reschedule-date-picker`);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await page.goto('/schedule');
    await page.getByLabel('Date').click();
    await expect(page.getByRole('grid')).toBeVisible({ timeout: 30_000 });
    await shoot(page, `${look}-schedule-date-picker`);
    await page.keyboard.press('Escape');
    await shoot(page, `${look}-schedule`);

    await page.goto('/create-prompt');
    await page.locator('ol button').nth(1).hover();
    await shoot(page, `${look}-date-strip`);

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await shoot(page, `${look}-bell`);
    await page.keyboard.press('Escape');
  }
});
