import { expect, test } from '@playwright/test';
import { readMail } from '../mailbox.js';

const PASSWORD = 'Sunny-Day-42';

test('when a visitor loads the landing page, then the console shows no error and no request fails', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  const failedRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failedRequests.push(`failed ${request.url()}`));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The page's own font is in use, not whatever the machine has.
  const isInterLoaded = await page.evaluate(
    `document.fonts.ready.then(() => [...document.fonts].some(
      (face) => face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded'))`,
  );
  await page.getByRole('link', { name: 'Talk to us' }).first().click();
  // The contact form loads as its section comes near, then takes the focus.
  await expect(page.locator('#contact form input').first()).toBeFocused();
  await page.waitForLoadState('networkidle');

  expect(isInterLoaded).toBe(true);
  expect(consoleErrors).toEqual([]);
  expect(failedRequests).toEqual([]);
});

test('when a visitor signs up in French, then the code arrives in a French mail', async ({
  page,
}) => {
  const email = `lea.${Date.now()}@example.com`;
  await page.addInitScript(`localStorage.setItem('postcraft.language', 'fr')`);
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Créez votre compte' })).toBeVisible();

  await page.locator('input[name="firstName"]').fill('Léa');
  await page.locator('input[name="lastName"]').fill('Martin');
  await page.locator('input[name="companyName"]').fill('Atelier Martin');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
  const register = page.waitForRequest((request) => request.url().endsWith('/api/user/register'));
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  expect((await register).headers()['accept-language']).toBe('fr');
  await expect(page).toHaveURL(/\/verifyCode$/);
  const mail = await readMail(email);
  expect(mail.subject).not.toMatch(/^Your Postcraft code/);
  expect(`${mail.subject}\n${mail.text}`).toMatch(/\b(votre|bonjour)\b/i);
});
