import { AUTH_LIMITS } from '@postcraft/contracts';
import type { VerificationPurpose } from '@postcraft/data';
import type { MailMessage } from '../../lib/mailer.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const PURPOSE_LINE: Record<VerificationPurpose, string> = {
  signup: 'Enter it on the verification screen to confirm your email address.',
  reset: 'Enter it on the verification screen to choose a new password.',
};

/** The email carrying a verification code, in plain text and simple HTML. */
export function verificationCodeMail(
  to: { email: string; firstName: string },
  code: string,
  purpose: VerificationPurpose,
): MailMessage {
  const minutes = AUTH_LIMITS.verificationCodeTtlMinutes;
  const greeting = `Hello ${to.firstName},`;
  const validity = `The code is valid for ${minutes} minutes and can be used once.`;
  const ignore = 'If you did not ask for it, you can ignore this email: nothing changes.';
  const text = [
    greeting,
    '',
    `Your Postcraft code is ${code}.`,
    PURPOSE_LINE[purpose],
    '',
    validity,
    ignore,
    '',
    'The Postcraft team',
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1f2937">
<p>${escapeHtml(greeting)}</p>
<p>Your Postcraft code is</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>
<p>${PURPOSE_LINE[purpose]}</p>
<p>${validity}<br>${escapeHtml(ignore)}</p>
<p>The Postcraft team</p>
</body></html>`;
  return { to: to.email, subject: `Your Postcraft code: ${code}`, text, html };
}
