import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium } from './browser.js';
import { MAIL_CATCHER_HTTP_PORT, MAIL_CATCHER_SMTP_PORT } from './mailbox.js';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://localhost:${port}`;
const root = resolve(import.meta.dirname, '../..');

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Whole journeys (sign-up, onboarding, a popup) took over a minute on a loaded 2-core machine;
  // every wait inside still ends as soon as its condition holds.
  timeout: 180_000,
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The product exactly as `pnpm start` runs it, on a throwaway data folder.
  webServer: {
    command: 'node --import tsx packages/launcher/src/start.ts',
    cwd: root,
    url: `${baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'postcraft-e2e-')),
      LOG_LEVEL: 'warn',
      MAIL_CATCHER_HTTP_PORT: String(MAIL_CATCHER_HTTP_PORT),
      MAIL_CATCHER_SMTP_PORT: String(MAIL_CATCHER_SMTP_PORT),
      SMTP_URL: '',
      // Every journey signs up from the same address; the default of 5 an hour would stop the run.
      SIGNUP_LIMIT_PER_HOUR: '100',
      // The public API's journey delivers webhooks to a receiver on this machine.
      WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
    },
  },
});
