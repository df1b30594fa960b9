import { expect, type Page } from '@playwright/test';

/** The header the API asks of cookie-authenticated calls that change state. */
export const CSRF = { 'X-Requested-With': 'postcraft' };

/** A valid 1×1 PNG, a post's media. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The theme and language the app starts with on the next load. */
export async function useLook(page: Page, theme: 'light' | 'dark', language: 'en' | 'fr') {
  await page.evaluate(
    `localStorage.setItem('postcraft.theme', '${theme}');` +
      `localStorage.setItem('postcraft.language', '${language}')`,
  );
}

/** A post's status as the API lists it (undefined when the user has no such post). */
export async function statusOf(page: Page, id: string): Promise<string | undefined> {
  const answer = await page.request.get('/api/user/scheduled-posts?limit=50', { headers: CSRF });
  expect(answer.status()).toBe(200);
  const posts = (await answer.json()).data.scheduledPosts as { _id: string; status: string }[];
  return posts.find((post) => post._id === id)?.status;
}

/**
 * Moves a pending post to a couple of seconds from now (the spec's reschedule call), so a test
 * that checked what the post will publish waits seconds for the worker, not the minutes ahead
 * the post was scheduled for.
 */
export async function bringForward(page: Page, id: string): Promise<void> {
  const moved = await page.request.put(`/api/user/schedule/${id}`, {
    headers: CSRF,
    data: { scheduledTime: new Date(Date.now() + 2_000).toISOString() },
  });
  expect(moved.status()).toBe(200);
}
