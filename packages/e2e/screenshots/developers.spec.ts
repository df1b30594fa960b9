import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { subscribeToPremium, TEST_CARDS } from '../credits-purchase.js';
import { useLook } from '../post-helpers.js';
import { signUpAndOnboard } from '../sign-up.js';

/**
 * Settings → Developers: on Free (Upgrade instead of keys and webhooks), then on Premium: the form
 * filled in, the new key shown once (light and dark), the list with one key in English, French and
 * dark, and the question before a key is revoked; then a webhook to a receiver on this machine
 * (its secret shown once), two test events, and its delivery log in English, French and dark.
 */
const LOOKS = [
  ['light', 'en'],
  ['light', 'fr'],
  ['dark', 'en'],
] as const;

/**
 * A developer's endpoint on this machine (the screenshots' API allows private networks, see
 * playwright.config.ts). It answers 500 first, then 200 (the first test event delivered on its
 * retry), then 503 from then on (the second one still pending), so the log shows every status.
 */
async function startReceiver() {
  let received = 0;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      if (received === 1) {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: 'database is starting, try again' }));
      } else if (received === 2) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ received: true }));
      } else {
        res.writeHead(503, { 'Content-Type': 'text/plain' }).end('Service Unavailable');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/postcraft/webhooks`,
    received: () => received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function shoot(page: Page, name: string, fullPage = true) {
  // Not 'networkidle': the live-events channel keeps a request open on every page.
  await page.waitForLoadState('load');
  await page.waitForTimeout(600);
  // A field focused on its own (a secret shown once) scrolls the page: the sticky header would
  // then be drawn in the middle of a full-page shot.
  if (fullPage) await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

test('API keys on Free, then on Premium with one key', async ({ page }) => {
  await page.goto('/');
  await useLook(page, 'light', 'en');
  await signUpAndOnboard(page, `developers.tour.${Date.now()}@example.com`);

  await page.goto('/developers');
  await expect(page.getByTestId('upgrade-notice')).toHaveCount(2);
  await shoot(page, 'light-en-developers-free');

  await page.goto('/plan');
  await subscribeToPremium(page, TEST_CARDS.succeeds);

  await page.goto('/developers');
  await page.getByLabel('Key name').fill('Publishing script');
  await page.getByRole('checkbox', { name: 'Posts: read' }).click();
  await page.getByRole('checkbox', { name: 'Posts: write' }).click();
  await page.getByRole('checkbox', { name: 'Media: write' }).click();
  await shoot(page, 'light-en-developers-form');
  await page.getByRole('button', { name: 'Create key' }).click();
  const created = page.getByRole('region', { name: 'Your new API key' });
  await expect(created.getByLabel('The new API key')).toHaveValue(/^pcft_/);
  await shoot(page, 'light-en-developers-new-key');
  // The key is shown only once: dark mode without a reload, through the header's toggle.
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await shoot(page, 'dark-en-developers-new-key');
  await created.getByRole('button', { name: 'Done' }).click();

  for (const [theme, language] of LOOKS) {
    await useLook(page, theme, language);
    await page.goto('/developers');
    await expect(page.getByTestId('api-key')).toHaveCount(1);
    await shoot(page, `${theme}-${language}-developers`);
  }

  await page.getByRole('button', { name: 'Revoke the key Publishing script' }).click();
  await expect(page.getByRole('dialog', { name: 'Revoke this API key?' })).toBeVisible();
  await shoot(page, 'dark-en-developers-revoke', false);
  await page.keyboard.press('Escape');
  await useLook(page, 'light', 'en');
});

test('webhooks: added with its secret shown once, test events, and the delivery log', async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    await page.goto('/');
    await useLook(page, 'light', 'en');
    await signUpAndOnboard(page, `developers.webhooks.${Date.now()}@example.com`);
    await page.goto('/plan');
    await subscribeToPremium(page, TEST_CARDS.succeeds);

    await page.goto('/developers');
    await page.getByLabel('Endpoint URL').fill(receiver.url);
    await page.getByRole('checkbox', { name: 'Post published' }).click();
    await page.getByRole('checkbox', { name: 'Post failed' }).click();
    await page.getByRole('checkbox', { name: 'Posts awaiting approval' }).click();
    const add = page.getByRole('button', { name: 'Add webhook' });
    await shoot(page, 'light-en-developers-webhook-form');
    await add.click();
    const secret = page.getByRole('region', { name: 'Your webhook’s signing secret' });
    await expect(secret.getByLabel('The signing secret')).toHaveValue(/^whsec_/);
    await shoot(page, 'light-en-developers-webhook-secret');
    await secret.getByRole('button', { name: 'Done' }).click();

    const webhook = page.getByTestId('webhook');
    await expect(webhook).toHaveCount(1);
    // The first test event fails (500), then is delivered on its retry 5 seconds later.
    await webhook.getByRole('button', { name: /^Send a test event to / }).click();
    await expect(webhook.getByText(/Test event sent/)).toBeVisible();
    await expect.poll(receiver.received, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    // The second one is refused (503), again on its retry 5 seconds later, and waits 5 minutes.
    await webhook.getByRole('button', { name: /^Send a test event to / }).click();
    await expect.poll(receiver.received, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);

    for (const [theme, language] of LOOKS) {
      await useLook(page, theme, language);
      await page.goto('/developers');
      const listed = page.getByTestId('webhook');
      await listed.getByRole('button', { name: /^(Deliveries of|Livraisons de) / }).click();
      await expect(listed.getByTestId('webhook-delivery')).toHaveCount(2);
      await expect(listed.getByTestId('webhook-attempt')).toHaveCount(4);
      await shoot(page, `${theme}-${language}-developers-webhooks`);
    }

    await page.getByRole('button', { name: /^Rotate the signing secret of / }).click();
    await expect(page.getByRole('dialog', { name: 'Rotate this signing secret?' })).toBeVisible();
    await shoot(page, 'dark-en-developers-webhook-rotate', false);
    await page.keyboard.press('Escape');
    await useLook(page, 'light', 'en');
  } finally {
    await receiver.close();
  }
});
