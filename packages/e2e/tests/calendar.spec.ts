import { expect, test, type Locator, type Page } from '@playwright/test';
import { connectSandbox } from '../connect-sandbox.js';
import { signUpAndOnboard } from '../sign-up.js';
import { CSRF, TINY_PNG, useLook } from '../post-helpers.js';

const ZONE = 'Europe/Paris';
const DAY = 24 * 60 * 60 * 1000;

test.use({ timezoneId: ZONE });

/** The wall date of `instant` in the calendar's zone, as year, month (1-12), day and weekday (0 = Monday). */
function wallDate(instant: Date) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)!.value;
  const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    weekday: weekdays.indexOf(part('weekday')),
  };
}

/** How many times "Next" leads from today's week (Monday first) or month to the one of `instant`. */
function stepsFromToday(view: 'week' | 'month', instant: Date): number {
  const today = wallDate(new Date());
  const then = wallDate(instant);
  if (view === 'month') return (then.year - today.year) * 12 + then.month - today.month;
  const mondayOf = (date: ReturnType<typeof wallDate>) =>
    Date.UTC(date.year, date.month - 1, date.day) - date.weekday * DAY;
  return Math.round((mondayOf(then) - mondayOf(today)) / (7 * DAY));
}

/** /calendar in English, on the week or month that holds `instant`. */
async function openCalendarAt(page: Page, view: 'week' | 'month', instant: Date) {
  await page.goto('/calendar');
  if (view === 'month') await page.getByRole('button', { name: 'Month', exact: true }).click();
  const steps = stepsFromToday(view, instant);
  for (let step = 0; step < steps; step += 1) {
    await page.getByRole('button', { name: `Next ${view}` }).click();
  }
}

const cardOf = (page: Page, caption: string): Locator =>
  page.getByTestId('post-card').filter({ hasText: caption });

/** The fields of GET /api/user/scheduled-posts this journey reads. */
interface ScheduledPost {
  _id: string;
  scheduledTime: string;
  status: string;
}

async function listPosts(page: Page): Promise<ScheduledPost[]> {
  const answer = await page.request.get('/api/user/scheduled-posts?limit=50', { headers: CSRF });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data.scheduledPosts as ScheduledPost[];
}

test('three scheduled posts in the week and month views: one dragged to another day, one cancelled, the published one deleted from the Sandbox', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now();
  const username = `calendar_${stamp}`;
  await page.goto('/');
  await useLook(page, 'light', 'en');
  await signUpAndOnboard(page, `calendar.${stamp}@example.com`);
  await connectSandbox(page, username);

  // Scheduled through the API the web app uses, with the page's session cookie.
  const schedule = async (at: Date, caption: string) => {
    const answer = await page.request.post('/api/user/schedule', {
      headers: CSRF,
      multipart: {
        media: { name: 'menu.png', mimeType: 'image/png', buffer: TINY_PNG },
        caption,
        type: 'image',
        'platforms[0]': 'sandbox',
        scheduledTime: at.toISOString(),
      },
    });
    expect(answer.status()).toBe(201);
    return (await answer.json()) as { _id: string };
  };
  const soon = { caption: `Soup of the day ${stamp}`, at: new Date(Date.now() + 30_000) };
  const moved = { caption: `Chestnut bread ${stamp}`, at: new Date(Date.now() + DAY) };
  const cancelled = { caption: `Tasting evening ${stamp}`, at: new Date(Date.now() + 2 * DAY) };
  const soonPost = await schedule(soon.at, soon.caption);
  const movedPost = await schedule(moved.at, moved.caption);
  await schedule(cancelled.at, cancelled.caption);

  // Each shows in its week and in its month.
  for (const view of ['week', 'month'] as const) {
    for (const post of [soon, moved, cancelled]) {
      await openCalendarAt(page, view, post.at);
      await expect(cardOf(page, post.caption)).toBeVisible();
    }
  }

  // A drag in the month view onto the next day (the day before when it ends the grid).
  await openCalendarAt(page, 'month', moved.at);
  const handle = cardOf(page, moved.caption).locator('button').first();
  const fromCell = page.locator('[data-drop-target^="day:"]').filter({ has: handle });
  const fromKey = (await fromCell.getAttribute('data-drop-target'))!.slice('day:'.length);
  const next = fromCell.locator('xpath=following-sibling::*[1]');
  const toCell =
    (await next.count()) > 0 ? next : fromCell.locator('xpath=preceding-sibling::*[1]');
  const toKey = (await toCell.getAttribute('data-drop-target'))!.slice('day:'.length);
  expect(toKey).not.toBe(fromKey);
  // In the middle of the window: near its edges dnd-kit scrolls the page under the pointer.
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = (await handle.boundingBox())!;
  const to = (await toCell.boundingBox())!;
  await page.mouse.move(from.x + 20, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 20, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(
    page.locator(`[data-drop-target="day:${toKey}"]`).getByTestId('post-card').filter({
      hasText: moved.caption,
    }),
  ).toBeVisible();
  await expect(
    page.locator(`[data-drop-target="day:${fromKey}"]`).getByTestId('post-card').filter({
      hasText: moved.caption,
    }),
  ).toHaveCount(0);
  await expect(async () => {
    const saved = (await listPosts(page)).find((post) => post._id === movedPost._id)!;
    expect(new Date(saved.scheduledTime).toLocaleDateString('sv-SE', { timeZone: ZONE })).toBe(
      toKey,
    );
    // The month view keeps the time of day (to the minute).
    const wallTime = (instant: Date | string) =>
      new Date(instant).toLocaleTimeString('en-GB', { timeZone: ZONE, timeStyle: 'short' });
    expect(wallTime(saved.scheduledTime)).toBe(wallTime(moved.at));
  }).toPass({ timeout: 15_000 });

  // Cancelled from its modal.
  await openCalendarAt(page, 'week', cancelled.at);
  await cardOf(page, cancelled.caption).locator('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(cancelled.caption)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel post' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cardOf(page, cancelled.caption)).toContainText('Cancelled');

  // The worker publishes the near one; it shows on the Sandbox feed.
  await expect(async () => {
    const published = (await listPosts(page)).find((post) => post._id === soonPost._id)!;
    expect(published.status).toBe('completed');
  }).toPass({ timeout: 180_000, intervals: [2_000] });
  await page.goto(`/sandbox/@${username}`);
  await expect(page.getByText(soon.caption)).toBeVisible();

  // Deleted from the platform through its modal, after the confirmation.
  await openCalendarAt(page, 'week', soon.at);
  await expect(cardOf(page, soon.caption)).toContainText('Published');
  await cardOf(page, soon.caption).locator('button').first().click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirmation = dialog.getByRole('group', {
    name: 'Delete this published post from platforms and calendar?',
  });
  await confirmation.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Post deleted from Sandbox successfully!')).toBeVisible({
    timeout: 15_000,
  });
  await expect(cardOf(page, soon.caption)).toContainText('Deleted');
  const deleted = (await listPosts(page)).find((post) => post._id === soonPost._id)!;
  expect(deleted.status).toBe('deleted');
  await page.goto(`/sandbox/@${username}`);
  await expect(page.getByText(soon.caption)).toHaveCount(0);

  // Pictures of both views, in English, in French and in dark mode.
  const looks = [
    ['light', 'en', 'Month'],
    ['light', 'fr', 'Mois'],
    ['dark', 'en', 'Month'],
  ] as const;
  for (const [theme, language, month] of looks) {
    await page.goto('/calendar');
    await useLook(page, theme, language);
    await page.reload();
    await expect(cardOf(page, soon.caption)).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`calendar-week-${theme}-${language}.png`),
      fullPage: true,
    });
    await page.getByRole('button', { name: month, exact: true }).click();
    await expect(page.locator('[data-day]').first()).toBeVisible();
    await expect(cardOf(page, soon.caption)).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`calendar-month-${theme}-${language}.png`),
      fullPage: true,
    });
  }
});
