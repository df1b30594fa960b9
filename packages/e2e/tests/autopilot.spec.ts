import { expect, test, type Locator, type Page } from '@playwright/test';
import { connectSandbox } from '../connect-sandbox.js';
import { subscribeToPremium, TEST_CARDS } from '../credits-purchase.js';
import { pickDateAndTime } from '../date-time-fields.js';
import { CSRF, statusOf } from '../post-helpers.js';
import { signUpAndOnboard } from '../sign-up.js';

/**
 * The autopilot as a Premium user meets it (the product runs with billing on and the payment
 * Sandbox, so Premium is bought with a test card): turned on with 'Approve Posts First?', it
 * plans the coming week; the posts wait for approval on the autopilot page and, in their own
 * colour, on the calendar; one approved and moved to a couple of minutes ahead is published on
 * the Sandbox feed.
 */

const ZONE = 'Europe/Paris';
const DAY = 24 * 60 * 60 * 1000;

test.use({ timezoneId: ZONE });

/** The fields of GET /api/user/autopilot's planned posts this journey reads. */
interface PlannedPost {
  _id: string;
  caption: string;
  scheduledTime: string;
  status: string;
}

async function plannedPosts(page: Page): Promise<PlannedPost[]> {
  const answer = await page.request.get('/api/user/autopilot', { headers: CSRF });
  expect(answer.status()).toBe(200);
  return ((await answer.json()).data.upcoming as PlannedPost[]).toSorted(
    (a, b) => Date.parse(a.scheduledTime) - Date.parse(b.scheduledTime),
  );
}

/** Monday (UTC midnight of its wall date) of the calendar week holding `instant`. */
function mondayOf(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((item) => item.type === type)!.value;
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday'));
  return (
    Date.UTC(Number(part('year')), Number(part('month')) - 1, Number(part('day'))) - weekday * DAY
  );
}

/** /calendar's week view on the week that holds `instant`. */
async function openWeekOf(page: Page, instant: Date) {
  await page.goto('/calendar');
  const steps = Math.round((mondayOf(instant) - mondayOf(new Date())) / (7 * DAY));
  for (let step = 0; step < steps; step += 1) {
    await page.getByRole('button', { name: 'Next week' }).click();
  }
}

/** A post's card on the calendar, found by the start of its caption. */
const cardOf = (page: Page, caption: string): Locator =>
  page.getByTestId('post-card').filter({ hasText: caption.trim().slice(0, 40) });

/** The date and time (minute) at least two minutes from now, in the browser's zone. */
function twoMinutesAhead(page: Page) {
  return page.evaluate(() => {
    const next = new Date(Date.now() + 2 * 60_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    if (next.getSeconds() > 0) next.setMinutes(next.getMinutes() + 1, 0, 0);
    return {
      date: `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`,
      time: `${pad(next.getHours())}:${pad(next.getMinutes())}`,
    };
  });
}

test('when a Premium user turns autopilot on with approval first, then the week is planned awaiting approval, and an approved post moved to minutes ahead is published on the Sandbox feed', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const stamp = Date.now();
  const username = `autopilot_${stamp}`;
  await signUpAndOnboard(page, `autopilot.${stamp}@example.com`);
  await connectSandbox(page, username);

  await page.goto('/plan');
  await subscribeToPremium(page, TEST_CARDS.succeeds);

  // Turned on with 'Approve Posts First?' on (its default).
  await page.goto('/autopilotsettings');
  const approveFirst = page.getByRole('switch', { name: 'Approve Posts First?' });
  await expect(approveFirst).toBeChecked();
  const enable = page.getByRole('switch', { name: 'Enable Autopilot' });
  await expect(enable).toBeEnabled();
  await enable.click();
  await expect(enable).toBeChecked();

  // The planner fills the coming week (7 posts a week by default), each awaiting approval.
  const approvals = page.locator('#approvals');
  await expect(approvals.getByRole('heading', { name: '7 posts await your approval' })).toBeVisible(
    { timeout: 180_000 },
  );
  await expect(page.getByText('Active: 7 posts in the next 7 days')).toBeVisible();
  const rows = approvals.getByTestId('planned-post');
  await expect(rows).toHaveCount(7);
  await expect(rows.first().getByText('Awaiting approval')).toBeVisible();
  await expect(rows.first().getByRole('button', { name: 'Approve', exact: true })).toBeVisible();

  const planned = await plannedPosts(page);
  expect(planned).toHaveLength(7);
  for (const post of planned) {
    expect(post.status).toBe('awaiting_approval');
    expect(Date.parse(post.scheduledTime)).toBeGreaterThan(stamp + 59 * 60_000);
    expect(Date.parse(post.scheduledTime)).toBeLessThan(Date.now() + 7 * DAY + 60_000);
  }

  // On the calendar, in their own colour and label. The first post with its caption already:
  // a planned video (the default content types include videos) gets its caption when rendered.
  const first = planned.find((post) => post.caption.trim() !== '')!;
  await openWeekOf(page, new Date(first.scheduledTime));
  const card = cardOf(page, first.caption);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('Awaiting approval');

  // Approved from its modal, which then closes.
  await card.locator('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Awaiting approval')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText(/Post approved/).first()).toBeVisible();
  await expect(card).toContainText('Pending');
  expect(await statusOf(page, first._id)).toBe('pending');

  // Rescheduled to a couple of minutes ahead with the modal's form.
  await card.locator('button').first().click();
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  const form = dialog.getByRole('form', { name: 'Reschedule' });
  await pickDateAndTime(page, await twoMinutesAhead(page), form);
  await form.getByRole('button', { name: 'Save the new time' }).click();
  await expect(page.getByText(/Post rescheduled to/)).toBeVisible({ timeout: 30_000 });

  // The worker publishes it at its new time; it shows on the Sandbox feed.
  await expect
    .poll(() => statusOf(page, first._id), { timeout: 300_000, intervals: [3_000] })
    .toBe('completed');
  await page.goto(`/sandbox/@${username}`);
  await expect(page.getByText(first.caption.trim().slice(0, 40)).first()).toBeVisible();

  // The others still await approval.
  await page.goto('/autopilotsettings');
  await expect(approvals.getByRole('heading', { name: '6 posts await your approval' })).toBeVisible(
    { timeout: 30_000 },
  );
});
