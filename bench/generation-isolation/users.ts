import type { MailCatcher } from '../../packages/mail-catcher/src/index.js';

const PASSWORD = 'Bench-passw0rd!';

async function call(url: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Signs a user up through the API and the mailed code; answers their access token. */
export async function signUp(url: string, catcher: MailCatcher, name: string): Promise<string> {
  const email = `${name}.${Date.now().toString(36)}@example.com`;
  await call(url, '/api/user/register', {
    firstName: name,
    lastName: 'Bench',
    companyName: `${name} Studio`,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  const mail = await catcher.waitForMail(email, { after: 0, timeoutMs: 30_000 });
  const verificationCode = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!verificationCode) throw new Error(`no code in the mail to ${email}`);
  const verified = (await call(url, '/api/user/verify-user', {
    email,
    verificationCode,
    issueTokens: true,
  })) as { data: { accessToken: string } };
  return verified.data.accessToken;
}
