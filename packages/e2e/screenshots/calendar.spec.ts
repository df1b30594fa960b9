import { expect, test, type Page } from '@playwright/test';
import { connectSandbox } from '../connect-sandbox.js';
import { signUpAndOnboard } from '../sign-up.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const CSRF = { 'X-Requested-With': 'postcraft' };

test.use({ timezoneId: 'Europe/Paris' });

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

async function shoot(page: Page, name: string, fullPage = true) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

/** Midnight UTC of the day `days` from today, plus `hours`. */
function dayAt(days: number, hours: number): Date {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  return new Date(today.getTime() + days * DAY + hours * HOUR);
}

test('the calendar: week and month views, the post modal, a drop with Undo', async ({ page }) => {
  await page.goto('/');
  await useLook(page, 'light', 'en');
  await signUpAndOnboard(page, `calendar.tour.${Date.now()}@example.com`);
  await connectSandbox(page, `calendar_${Date.now()}`);

  // Pictures from the studio's generator, then posts scheduled through the API the web app uses.
  const generated = await page.request.post('/api/content/generate', {
    headers: CSRF,
    data: {
      description: 'Our autumn menu: pumpkin soup, chestnut bread and apple tart',
      contentType: 'image',
      platforms: ['sandbox'],
    },
  });
  expect(generated.status()).toBe(200);
  const asset = (await generated.json()).content.assets.sandbox as { url: string; caption: string };
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

  const captions = [
    'Pumpkin soup is back on the menu this week. Come early, it goes fast!',
    'Behind the scenes: chestnut bread baked at dawn by our team.',
    'Apple tart Friday, with cream from the farm down the road.',
    'Meet our new chef, and the seasonal menu she wrote for autumn.',
    'Thank you for 1,000 followers! A free coffee for every order today.',
  ];
  const published = await schedule(dayAt(1, 9), asset.caption);
  const cancelled = await schedule(dayAt(1, 15), 'Tasting evening (postponed)');
  for (const [index, caption] of captions.entries()) {
    await schedule(dayAt(2, 6 + index * 2), caption);
  }
  for (const minutes of [0, 10, 20, 40]) {
    await schedule(
      new Date(dayAt(3, 8).getTime() + minutes * 60_000),
      `Story ${minutes / 10 + 1}: the kitchen at 10`,
    );
  }
  await schedule(dayAt(4, 17), '');
  await schedule(dayAt(6, 10), 'Sunday brunch: eggs, sourdough and hot chocolate.');
  const now = await page.request.post(`/api/user/schedule/${published._id}/publish-now`, {
    headers: CSRF,
  });
  expect((await now.json()).success).toBe(true);
  await page.request.delete(`/api/user/schedule/${cancelled._id}`, { headers: CSRF });

  for (const [theme, language] of LOOKS) {
    await useLook(page, theme, language);
    const look = `${theme}-${language}`;
    await page.goto('/calendar');
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await shoot(page, `${look}-week`);

    await page.getByRole('button', { name: language === 'fr' ? 'Mois' : 'Month' }).click();
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await shoot(page, `${look}-month`);
    await page.getByRole('button', { name: /^\+2/ }).first().click();
    await shoot(page, `${look}-month-expanded`);

    await page
      .getByTestId('post-card')
      .filter({ hasText: asset.caption.slice(0, 20) })
      .first()
      .locator('button')
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, `${look}-modal-published`, false);
    await page.keyboard.press('Escape');

    await page
      .getByTestId('post-card')
      .filter({ hasText: 'Sunday brunch' })
      .locator('button')
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: language === 'fr' ? 'Reprogrammer' : 'Reschedule' })
      .click();
    await shoot(page, `${look}-modal-pending-reschedule`, false);
    await page.keyboard.press('Escape');
  }

  // A drop on the day before, and its Undo bar.
  await useLook(page, 'light', 'en');
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Month' }).click();
  const card = page
    .getByTestId('post-card')
    .filter({ hasText: 'Sunday brunch' })
    .locator('button')
    .first();
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  const target = page
    .locator('[data-drop-target^="day:"]')
    .filter({ has: card })
    .locator('xpath=preceding-sibling::*[1]');
  const targetBox = (await target.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, box.y + 20, { steps: 3 });
  await page.mouse.move(targetBox.x + targetBox.width / 2, targetBox.y + 40, { steps: 10 });
  await shoot(page, 'light-en-dragging', false);
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await shoot(page, 'light-en-dropped-undo', false);
});
