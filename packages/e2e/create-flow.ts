import type { Page } from '@playwright/test';

/** The post types and inputs of the create flow, as their cards name them. */
const POST_TYPES = { image: /Static posts/, video: /Videos, Reels, Tiktoks/ } as const;
const INPUTS = { text: /Text Input/, audio: /Audio Input/ } as const;

/**
 * Walks the create flow to its input screen: Create Prompt, the Sandbox as the only platform,
 * Postcraft Generate, the post type, then the input (the text screen, or the audio intro).
 */
export async function startCreateFlow(
  page: Page,
  type: keyof typeof POST_TYPES,
  input: keyof typeof INPUTS,
): Promise<void> {
  await page.goto('/create-prompt');
  await page.getByRole('link', { name: 'Create Prompt' }).click();
  await page.getByRole('radio', { name: /Custom Platforms/ }).click();
  await page.getByRole('checkbox', { name: /Sandbox/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Postcraft Generate/ }).click();
  await page.waitForURL(/\/select-type$/);
  await page.getByRole('checkbox', { name: POST_TYPES[type] }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: INPUTS[input] }).click();
  await page.waitForURL(input === 'text' ? /\/text$/ : /\/audio$/);
}
