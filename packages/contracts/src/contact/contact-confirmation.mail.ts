import type { MailLanguage } from '../mail/mail-language.js';
import { escapeMailHtml, type MailMessage } from '../mail/mail-message.js';

const TEXTS: Record<MailLanguage, { subject: string; lines: string[]; signature: string }> = {
  en: {
    subject: 'We received your message',
    lines: [
      'Thank you for writing to Postcraft: your message reached us.',
      'We will answer at this address. If you did not write to us, you can ignore this email.',
    ],
    signature: 'The Postcraft team',
  },
  fr: {
    subject: 'Nous avons bien reçu votre message',
    lines: [
      'Merci d’avoir écrit à Postcraft\u00a0: votre message nous est bien parvenu.',
      'Nous vous répondrons à cette adresse. Si vous ne nous avez pas écrit, ignorez cet e-mail.',
    ],
    signature: 'L’équipe Postcraft',
  },
};

/**
 * The confirmation a visitor gets after using the contact form, in the interface's language.
 * It repeats nothing the visitor typed (not even the name), so the form cannot be used to mail
 * someone else words of one's choosing.
 */
export function contactConfirmationMail(
  visitorAddress: string,
  reference: string,
  language: MailLanguage,
): MailMessage {
  const { subject, lines, signature } = TEXTS[language];
  const referenceLine =
    language === 'fr' ? `Référence\u00a0: ${reference}` : `Reference: ${reference}`;
  const text = [...lines, '', referenceLine, '', signature].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1f2937">
${lines.map((line) => `<p>${escapeMailHtml(line)}</p>`).join('\n')}
<p style="color:#6b7280">${escapeMailHtml(referenceLine)}</p>
<p>${escapeMailHtml(signature)}</p>
</body></html>`;
  return { to: visitorAddress, subject: `Postcraft · ${subject}`, text, html };
}
