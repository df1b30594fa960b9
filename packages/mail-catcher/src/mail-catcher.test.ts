import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { startMailCatcher } from './index.js';

async function send(smtpUrl: string, to: string, subject: string, text: string) {
  const transport = nodemailer.createTransport(smtpUrl);
  await transport.sendMail({
    from: 'Postcraft <no-reply@postcraft.local>',
    to,
    subject,
    text,
    html: `<p>${text}</p>`,
  });
  transport.close();
}

describe('the mail catcher', () => {
  it('when a mail is sent over SMTP, then it can be read back by address, text and subject', async () => {
    const catcher = await startMailCatcher({ smtpPort: 0 });
    try {
      const arriving = catcher.waitForMail('Ana@Example.com');
      await send(catcher.smtpUrl, 'ana@example.com', 'Your code', 'Code: 123456');
      const mail = await arriving;
      expect(mail).toMatchObject({
        subject: 'Your code',
        to: ['ana@example.com'],
        from: 'no-reply@postcraft.local',
      });
      expect(mail.text).toContain('123456');
      expect(mail.html).toContain('<p>Code: 123456</p>');
    } finally {
      await catcher.stop();
    }
  });

  it('when waiting for a later mail, then earlier ones are skipped', async () => {
    const catcher = await startMailCatcher({ smtpPort: 0 });
    try {
      await send(catcher.smtpUrl, 'bo@example.com', 'first', 'one');
      const second = catcher.waitForMail('bo@example.com', { after: 1 });
      await send(catcher.smtpUrl, 'bo@example.com', 'second', 'two');
      expect((await second).subject).toBe('second');
      await expect(
        catcher.waitForMail('bo@example.com', { after: 2, timeoutMs: 200 }),
      ).rejects.toThrow(/No mail #3/);
    } finally {
      await catcher.stop();
    }
  });

  it('when it has a storage folder and a web view, then mail survives a restart and is listed there', async () => {
    const storageDir = mkdtempSync(join(tmpdir(), 'postcraft-mail-'));
    const first = await startMailCatcher({ smtpPort: 0, storageDir });
    await send(first.smtpUrl, 'cy@example.com', 'Kept <b>', 'still here');
    await first.waitForMail('cy@example.com');
    await first.stop();

    const second = await startMailCatcher({ smtpPort: 0, httpPort: 0, storageDir });
    try {
      const json = await (await fetch(`${second.httpUrl}/messages`)).json();
      expect(json).toHaveLength(1);
      const page = await (await fetch(`${second.httpUrl}/`)).text();
      expect(page).toContain('Kept &#60;b&#62;');
      expect(page).not.toContain('Kept <b>');
    } finally {
      await second.stop();
    }
  });
});
