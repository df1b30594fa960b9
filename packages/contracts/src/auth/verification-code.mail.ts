import { AUTH_LIMITS } from '../constants/limits.js';
import type { MailLanguage } from '../mail/mail-language.js';
import { escapeMailHtml, type MailMessage } from '../mail/mail-message.js';

/** Why a code is mailed: to confirm a new account's address, or to choose a new password. */
export type VerificationMailPurpose = 'signup' | 'reset';

interface CodeMailTexts {
  subject: (code: string) => string;
  greeting: (firstName: string) => string;
  intro: string;
  codeLine: (code: string) => string;
  purpose: Record<VerificationMailPurpose, string>;
  validity: (minutes: number) => string;
  ignore: string;
  signature: string;
}

const TEXTS: Record<MailLanguage, CodeMailTexts> = {
  en: {
    subject: (code) => `Your Postcraft code: ${code}`,
    greeting: (firstName) => `Hello ${firstName},`,
    intro: 'Your Postcraft code is',
    codeLine: (code) => `Your Postcraft code is ${code}.`,
    purpose: {
      signup: 'Enter it on the verification screen to confirm your email address.',
      reset: 'Enter it on the verification screen to choose a new password.',
    },
    validity: (minutes) => `The code is valid for ${minutes} minutes and can be used once.`,
    ignore: 'If you did not ask for it, you can ignore this email: nothing changes.',
    signature: 'The Postcraft team',
  },
  fr: {
    subject: (code) => `Votre code Postcraft\u00a0: ${code}`,
    greeting: (firstName) => `Bonjour ${firstName},`,
    intro: 'Votre code Postcraft est',
    codeLine: (code) => `Votre code Postcraft est ${code}.`,
    purpose: {
      signup: 'Saisissez-le sur l’écran de vérification pour confirmer votre adresse e-mail.',
      reset: 'Saisissez-le sur l’écran de vérification pour choisir un nouveau mot de passe.',
    },
    validity: (minutes) =>
      `Le code est valable ${minutes}\u00a0minutes et ne peut servir qu’une seule fois.`,
    ignore: 'Si vous ne l’avez pas demandé, ignorez cet e-mail\u00a0: rien ne change.',
    signature: 'L’équipe Postcraft',
  },
};

/** The mail carrying a verification code, in plain text and simple HTML, in the given language. */
export function verificationCodeMail(
  to: { email: string; firstName: string },
  code: string,
  purpose: VerificationMailPurpose,
  language: MailLanguage,
): MailMessage {
  const texts = TEXTS[language];
  const greeting = texts.greeting(to.firstName);
  const validity = texts.validity(AUTH_LIMITS.verificationCodeTtlMinutes);
  const text = [
    greeting,
    '',
    texts.codeLine(code),
    texts.purpose[purpose],
    '',
    validity,
    texts.ignore,
    '',
    texts.signature,
  ].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1f2937">
<p>${escapeMailHtml(greeting)}</p>
<p>${escapeMailHtml(texts.intro)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeMailHtml(code)}</p>
<p>${escapeMailHtml(texts.purpose[purpose])}</p>
<p>${escapeMailHtml(validity)}<br>${escapeMailHtml(texts.ignore)}</p>
<p>${escapeMailHtml(texts.signature)}</p>
</body></html>`;
  return { to: to.email, subject: texts.subject(code), text, html };
}
