/** The mail catcher that `pnpm start` runs for the browser tests (ports set in the config). */
export const MAIL_CATCHER_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 4326);
export const MAIL_CATCHER_SMTP_PORT = Number(process.env.E2E_MAIL_SMTP_PORT ?? 4325);

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for the `nth` (1-based) mail to `to` that carries a 6-digit code, and returns it. */
export async function readMail(to: string, nth = 1, timeoutMs = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${MAIL_CATCHER_HTTP_PORT}/messages`);
    const mails = ((await response.json()) as CaughtMail[]).filter((mail) =>
      mail.to.includes(to.toLowerCase()),
    );
    const mail = mails[nth - 1];
    if (mail && /\b\d{6}\b/.test(mail.text)) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail #${nth} with a code reached ${to} within ${timeoutMs} ms`);
}

/** Waits for the `nth` (1-based) mail to `to` and returns the 6-digit code in it. */
export async function readCodeFromMail(to: string, nth = 1, timeoutMs = 15_000): Promise<string> {
  const mail = await readMail(to, nth, timeoutMs);
  return mail.text.match(/\b(\d{6})\b/)?.[1] ?? '';
}
