import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

/**
 * `pnpm --filter @postcraft/e2e screenshots`: walks every screen of the product in light and dark
 * (and a few in French) and saves full-page screenshots under screenshots-output/, for people to
 * look at. Not part of the test run.
 */
export default defineConfig({
  ...base,
  testDir: './screenshots',
  outputDir: './screenshots-output',
  timeout: 300_000,
  reporter: [['list']],
});
