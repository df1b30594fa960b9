import { expect, test, type Page } from '@playwright/test';
import { readCodeFromMail } from '../mailbox.js';

const PASSWORD = 'Sunny-Day-42';

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: /digit 1/i }).click();
  await page.keyboard.type(code);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test.describe.configure({ mode: 'serial' });

test.describe('accounts', () => {
  const email = `ana.${Date.now()}@example.com`;

  test('when a visitor signs up and types the mailed code, then they land on the first onboarding step', async ({
    page,
  }, testInfo) => {
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Lima');
    await page.getByLabel('Company/Business Name').fill('Lima Studio');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await expect(page.getByText('Passwords match')).toBeVisible();
    await page.getByRole('button', { name: 'Create My Account' }).click();

    await expect(page.getByText('Account created successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/verifyCode$/);
    await typeCode(page, await readCodeFromMail(email));
    await page.getByRole('button', { name: "Let's Get Started!" }).click();

    await expect(page.getByText('Verification successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/experience\/niche$/);
    await page.screenshot({ path: testInfo.outputPath('onboarding-after-signup.png') });
  });

  test('when the user logs out and back in, then they land where the spec says', async ({
    page,
  }) => {
    await logIn(page, email, PASSWORD);
    // Onboarding is not finished yet (firstTimeLogged), so the first step comes back.
    await expect(page).toHaveURL(/\/experience\/niche$/);

    await page.getByRole('button', { name: /log out/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/experience/niche');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('when a signed-in user opens the home page, then the app sends them on; signed out, the landing page shows', async ({
    page,
  }) => {
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/experience\/niche$/);

    await page.goto('/');
    // The dashboard, which sends a user who has not finished onboarding back to it.
    await expect(page).toHaveURL(/\/experience\/niche$/);

    await page.getByRole('button', { name: /log out/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('pc_signed_in');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('when the password is wrong, then the error shows and the user stays on login', async ({
    page,
  }) => {
    await logIn(page, email, 'Wrong-Password-1');
    await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('when the email is unknown, then the user is sent to sign up with the email filled in', async ({
    page,
  }) => {
    const stranger = `nobody.${Date.now()}@example.com`;
    await logIn(page, stranger, PASSWORD);
    await expect(page.getByText('No account found. Redirecting to sign up...')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByLabel('Email')).toHaveValue(stranger);
  });

  test('when the user forgets the password, then a mailed code lets them set a new one', async ({
    page,
  }) => {
    const newPassword = 'Brand-New-Pass-7';
    await page.goto('/forgotPassword');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/verifyCode$/);
    await typeCode(page, await readCodeFromMail(email, 2));
    await page.getByRole('button', { name: 'Verify and choose a new password' }).click();

    await expect(page).toHaveURL(/\/resetPassword$/);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/experience\/niche$/);
  });
});
