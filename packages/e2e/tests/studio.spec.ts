import { expect, test } from '@playwright/test';
import { connectSandbox } from '../connect-sandbox.js';
import { pickDateAndTime } from '../date-time-fields.js';
import { bringForward, CSRF } from '../post-helpers.js';
import { signUpAndOnboard } from '../sign-up.js';

interface ScheduledPost {
  _id: string;
  caption: string;
  scheduledTime: string;
}

test('from a typed idea to a post published on the Sandbox feed at its scheduled minute', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const username = `studio_${Date.now()}`;
  await signUpAndOnboard(page, `studio.${Date.now()}@example.com`);
  await connectSandbox(page, username);

  await page.goto('/create-prompt');
  await page.getByRole('link', { name: 'Create Prompt' }).click();
  await expect(page).toHaveURL(/\/where-post$/);
  await page.getByRole('radio', { name: /Custom Platforms/ }).click();
  await expect(page).toHaveURL(/\/select$/);
  await page.getByRole('checkbox', { name: /Sandbox/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/choose-source$/);
  await page.getByRole('radio', { name: /Postcraft Generate/ }).click();
  await expect(page).toHaveURL(/\/select-type$/);
  await page.getByRole('checkbox', { name: /Static posts/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/generation-opt$/);
  await page.getByRole('radio', { name: /Text Input/ }).click();
  await expect(page).toHaveURL(/\/text$/);

  await page.getByLabel('Your idea').fill('Our autumn menu launches on Friday with pumpkin soup');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('status')).toContainText(/Generating|Done/);
  await expect(page).toHaveURL(/\/result$/, { timeout: 60_000 });
  await expect(page.getByRole('img', { name: /Generated image for Sandbox/ })).toBeVisible();

  const caption = `Pumpkin soup is back ${Date.now()}`;
  await page.getByRole('button', { name: 'Edit the caption' }).click();
  await page.getByRole('textbox', { name: 'Caption' }).fill(caption);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('caption-text')).toHaveText(caption);

  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page.getByRole('heading', { name: "Let's Schedule!" })).toBeVisible();
  // One minute ahead in the browser's own time zone (the form reads local date and time).
  const at = await page.evaluate(() => {
    const next = new Date(Date.now() + 60_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    if (next.getSeconds() > 0) next.setMinutes(next.getMinutes() + 1, 0, 0);
    return {
      date: `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`,
      time: `${pad(next.getHours())}:${pad(next.getMinutes())}`,
    };
  });
  await pickDateAndTime(page, at);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();

  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByText(/Post scheduled for/)).toBeVisible();

  // Saved for the picked minute; then moved to now, so the worker's publish is not waited for
  // minutes (calendar.spec.ts waits for a post at its own time).
  const listed = await page.request.get('/api/user/scheduled-posts?limit=50', { headers: CSRF });
  const posts = (await listed.json()).data.scheduledPosts as ScheduledPost[];
  const post = posts.find((candidate) => candidate.caption === caption)!;
  const picked = await page.evaluate(
    ({ date, time }) => new Date(`${date}T${time}`).toISOString(),
    at,
  );
  expect(new Date(post.scheduledTime).toISOString()).toBe(picked);
  await bringForward(page, post._id);

  await expect(async () => {
    await page.goto(`/sandbox/@${username}`);
    await expect(page.getByText(caption)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [2_000] });
});
