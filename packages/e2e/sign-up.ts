import { expect, type Page } from '@playwright/test';
import { readCodeFromMail } from './mailbox.js';

export const E2E_PASSWORD = 'Sunny-Day-42';

/** Signs up through the pages, types the mailed code, and lands on the first onboarding step. */
export async function signUpAndVerify(
  page: Page,
  email: string,
  password = E2E_PASSWORD,
): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Bea');
  await page.getByLabel('Last name').fill('Costa');
  await page.getByLabel('Company/Business Name').fill('Costa Foods');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create My Account' }).click();
  await expect(page).toHaveURL(/\/verifyCode$/);
  await page.getByRole('textbox', { name: /digit 1/i }).click();
  await page.keyboard.type(await readCodeFromMail(email));
  await page.getByRole('button', { name: "Let's Get Started!" }).click();
  await expect(page).toHaveURL(/\/experience\/niche$/);
}

export interface OnboardingChoices {
  /** Typed into the first text box of the brand-voice step (content goals' 'other' or keywords). */
  keywords?: string;
  /** Called on each step once it shows, before its choice is made (screenshots). */
  onStep?: (step: 'niche' | 'voice' | 'style' | 'autopilot') => Promise<void>;
}

/**
 * Goes through the four onboarding steps (Food Accounts, 'Grow my audience', 'Professional &
 * informative', the autopilot defaults) and lands on /create-prompt.
 */
export async function completeOnboarding(page: Page, choices: OnboardingChoices = {}) {
  const onStep = choices.onStep ?? (async () => {});
  await onStep('niche');
  await page.getByText('Food Accounts').click();
  await page.getByRole('button', { name: /^next/i }).click();
  await expect(page).toHaveURL(/\/experience\/voice$/);
  await onStep('voice');
  await page.getByText('Grow my audience').click();
  if (choices.keywords) await page.getByRole('textbox').first().fill(choices.keywords);
  await page.getByRole('button', { name: /^next/i }).click();
  await expect(page).toHaveURL(/\/experience\/style$/);
  await onStep('style');
  await page.getByText('Professional & informative').click();
  await page.getByRole('button', { name: /^next/i }).click();
  await expect(page).toHaveURL(/\/experience\/autopilot$/);
  await onStep('autopilot');
  await page.getByRole('button', { name: /^(next|finish)/i }).click();
  await expect(page).toHaveURL(/\/create-prompt$/);
}

/** A new user who has finished onboarding, on /create-prompt. */
export async function signUpAndOnboard(
  page: Page,
  email: string,
  password = E2E_PASSWORD,
): Promise<void> {
  await signUpAndVerify(page, email, password);
  await completeOnboarding(page);
}
